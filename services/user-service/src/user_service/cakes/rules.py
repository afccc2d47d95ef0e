"""The custom cake rules that need no database: the lead time, the setup's flavours and fillings,
the inscription's length and the photos' kinds and caps. Pure functions, each with a unit test."""

from dataclasses import replace
from datetime import date, timedelta

from bakery_shared.media.prepare import PRODUCT_PHOTOS
from bakery_shared.menu.schemas import DEFAULT_MESSAGE_MAX_LENGTH
from bakery_shared.models import Category

from ..orders.placement import messages as orders_m
from ..orders.placement.production import dd_mm_yyyy
from ..orders.placement.rules import refuse
from . import messages as m
from .schemas import INSCRIPTION_MAX

MAX_PHOTOS = 3
PHOTO_MAX_BYTES = 5 * 1024 * 1024
# Reference photos are checked and re-encoded as product photos are, but take what phones and
# galleries save (WebP too) and are kept as JPEGs only: the staff and the customer see them at the
# request, never in the storefront's <picture>.
CAKE_PHOTOS = replace(
    PRODUCT_PHOTOS,
    accepted=frozenset({"JPEG", "PNG", "WEBP"}),
    wrong_type=m.PHOTO_WRONG_TYPE,
    max_bytes=PHOTO_MAX_BYTES,
    too_large=m.PHOTO_TOO_LARGE.replace("{megabytes}", str(PHOTO_MAX_BYTES // (1024 * 1024))),
    field="photos",
    copies=(),
)
EVENT_DATE = "eventDate"


def days_text(days: int) -> str:
    return orders_m.how_many(days, "zi", "zile")


def check_lead_time(event_day: date, today: date, lead_days: int) -> None:
    """Whole days by the calendar, as a product's '3 zile': asked on Monday, Thursday at the earliest."""
    earliest = today + timedelta(days=lead_days)
    if event_day < earliest:
        raise refuse(m.LEAD_TIME.format(lead=days_text(lead_days), day=dd_mm_yyyy(earliest)), EVENT_DATE)


def check_choice(value: str, choices: list[str], template: str, field: str) -> str:
    """One of the owner's list (without regard to case); the list's own spelling is kept."""
    found = next((choice for choice in choices if choice.casefold() == value.casefold()), None)
    if found is None:
        raise refuse(template.format(value=value, choices=", ".join(choices)), field)
    return found


def inscription_limit(category: Category | None) -> int:
    """As a cart line's message: the category's own cap (the one the gallery started from), else
    the shop's default; never more than the request keeps."""
    limit = (category.preferred_message_max_length if category is not None else None) or DEFAULT_MESSAGE_MAX_LENGTH
    return min(limit, INSCRIPTION_MAX)


def check_inscription(inscription: str | None, category: Category | None) -> None:
    if not inscription:
        return
    limit = inscription_limit(category)
    if len(inscription) > limit:
        name = category.name if category is not None else m.INSCRIPTION_NAME
        message = orders_m.MESSAGE_TOO_LONG.format(
            name=name, maximum=orders_m.how_many(limit, "caracter", "caractere"), length=len(inscription)
        )
        raise refuse(message, "inscription")


def check_photo_count(count: int) -> None:
    if count > MAX_PHOTOS:
        raise refuse(m.TOO_MANY_PHOTOS.format(maximum=MAX_PHOTOS), "photos")
