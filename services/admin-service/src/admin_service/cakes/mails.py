"""The mails of the staff's side of custom cakes: the quote and the refusal to the customer, the
reminder the day before, and the owner's alert for a request left waiting.

The quote mail carries the request's private follow link: its key is derived from the request's
id with the server's secret (`FollowKey`), so it is the link of the confirmation mail, while only
its SHA-256 is kept."""

from datetime import datetime
from decimal import Decimal
from typing import Any

from jinja2 import ChoiceLoader, DictLoader, Environment, PackageLoader, select_autoescape

from bakery_shared.cakes.follow import FollowKey
from bakery_shared.cakes.money import rest_of
from bakery_shared.clock import local_moment
from bakery_shared.mail.mailer import Mail
from bakery_shared.models import CakeQuote, CakeRequest, DeliveryMethod, RestPayment
from bakery_shared.money import ro_money
from bakery_shared.settings import Settings

from . import messages as m
from .mail_templates import TEMPLATES

# The staff's page of a request on the panel.
PANEL_PAGE = "/comenzi/torturi/{id}"

_templates = Environment(
    loader=ChoiceLoader([DictLoader(TEMPLATES), PackageLoader("bakery_shared.mail", "templates")]),
    autoescape=select_autoescape(["html"]),
    trim_blocks=True,
    lstrip_blocks=True,
)


def _render(template: str, *, to: str, subject: str, **context: Any) -> Mail:
    context = {"subject": subject, "money": ro_money, **context}
    return Mail(
        to=to,
        subject=subject,
        html=_templates.get_template(f"{template}.html").render(context),
        text=_templates.get_template(f"{template}.txt").render(context),
        purpose=template,
    )


def _day(moment: datetime) -> str:
    return local_moment(moment).strftime("%d-%m-%Y")


def _about(request: CakeRequest) -> dict[str, Any]:
    """What every cake mail says of the cake: for whom, which day and hour, what it is."""
    moment = local_moment(request.event_moment)
    return {
        "name": request.contact_name,
        "day": _day(moment),
        "time": moment.strftime("%H:%M"),
        "servings": request.servings,
        "flavour": request.flavour,
        "filling": request.filling,
        "inscription": request.inscription,
    }


def _percent(value: Decimal) -> str:
    """30.00 -> '30', 12.50 -> '12,5': as a Romanian writes a percent."""
    return format(value.normalize(), "f").replace(".", ",")


def quote_mail(request: CakeRequest, quote: CakeQuote, settings: Settings) -> Mail:
    link = f"{settings.public_url}{FollowKey.of(settings.jwt_secret, request.id).path}"
    return _render(
        "cake_quote",
        to=request.contact_email,
        subject=m.QUOTE_SUBJECT.format(day=_day(request.event_moment)),
        **_about(request),
        version=quote.version,
        price=quote.price,
        description=quote.description,
        percent=_percent(quote.deposit_percent),
        deposit=quote.deposit_amount,
        rest=rest_of(quote.price, quote.deposit_amount),
        valid_until=quote.valid_until.strftime("%d-%m-%Y"),
        lock_date=quote.lock_date.strftime("%d-%m-%Y"),
        link=link,
    )


def declined_mail(request: CakeRequest, reason: str) -> Mail:
    return _render(
        "cake_declined",
        to=request.contact_email,
        subject=m.DECLINED_SUBJECT.format(day=_day(request.event_moment)),
        **_about(request),
        reason=reason,
    )


def _address(details: dict[str, Any]) -> str | None:
    parts = [" ".join(str(details.get(k) or "") for k in ("streetAddress", "streetNumberAddress")).strip()]
    if details.get("buildingNumber"):
        parts.append(f"bloc {details['buildingNumber']}")
    if details.get("appartmentNumber"):
        parts.append(f"ap. {details['appartmentNumber']}")
    parts.append(" ".join(str(details.get(k) or "") for k in ("postalCode", "city")).strip())
    return ", ".join(p for p in parts if p) or None


def _rest_line(request: CakeRequest, due: Decimal) -> str:
    if due <= 0:
        return "Tortul este plătit integral."
    if request.rest_payment == RestPayment.CARD_AUTO and request.rest_unpaid_at is None:
        return f"Restul de {ro_money(due)} se încasează automat de pe cardul salvat, înainte de predare."
    at = "la livrare" if request.delivery_method == DeliveryMethod.DELIVERY else "la ridicare"
    return f"Rest de plată {at}: {ro_money(due)} (numerar sau card)."


def reminder_mail(request: CakeRequest, *, location: str | None, due: Decimal) -> Mail:
    delivered = request.delivery_method == DeliveryMethod.DELIVERY
    return _render(
        "cake_reminder",
        to=request.contact_email,
        subject=m.REMINDER_SUBJECT.format(day=_day(request.event_moment)),
        **_about(request),
        address=_address(request.delivery_details or {}) if delivered else None,
        location=location,
        rest_line=_rest_line(request, due),
    )


def waiting_mail(request: CakeRequest, to: str, *, hours: int, settings: Settings) -> Mail:
    about = _about(request)
    return _render(
        "cake_waiting",
        to=to,
        subject=m.WAITING_SUBJECT.format(name=request.contact_name, day=about["day"]),
        **about,
        hours=hours,
        panel_link=f"{settings.public_url}{PANEL_PAGE.format(id=request.id)}",
    )
