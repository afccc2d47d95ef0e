"""When and where a custom cake is handed over, checked by the checkout's own rules (the service
switched on, the address inside a delivery zone served at that moment, the schedule and the
holidays, the pickup point, a category's own point), plus the cake's lead time from the setup.

The checkout's minimum and maximum time in advance do not apply: the cake's lead time replaces
the minimum, and a wedding cake is asked for months ahead, further than any cart."""

from dataclasses import dataclass, replace
from datetime import date, datetime

from pydantic import ValidationError

from bakery_shared.errors import ValidationFailed, validation_messages
from bakery_shared.models import BusinessSetup, Category, DeliveryMethod, DeliveryZone, PickupLocation, User

from ..business.zones import ZONE_NOT_SERVED, served_at, zone_hours_text
from ..orders.placement.checking import delivery_zone
from ..orders.placement.planning import pickup_location
from ..orders.placement.rules import MOMENT, SCHEDULE_OF, check_address, check_moment, check_service_on, refuse, service_rules
from ..orders.schemas import DeliveryDetailsIn
from ..reservations.rules import moment_of
from . import messages as m
from .rules import EVENT_DATE, check_lead_time
from .schemas import CakeRequestIn

DETAILS = "deliveryDetailsBean"


@dataclass(frozen=True)
class Where:
    """The request in the shape the checkout's rules read an order's (`place-order`'s names)."""

    deliveryMethodChosen: DeliveryMethod
    deliveryDetailsBean: DeliveryDetailsIn
    pickupLocationId: int | None


@dataclass(frozen=True)
class Categories:
    """What a cart's fixed pickup point is read from: the categories it holds (here, the one the
    request started from)."""

    categories: list[Category]


@dataclass(frozen=True)
class Known:
    setup: BusinessSetup
    schedules: list
    holidays: list
    locations: dict[int, PickupLocation]
    zones: list[DeliveryZone]


def contact_details(data: CakeRequestIn, user: User | None) -> DeliveryDetailsIn:
    """The checkout's delivery details: what the form sent, a signed-in customer's blanks filled
    from the account (a guest must give name, phone and e-mail, as at the checkout)."""
    sent = dict(data.deliveryDetailsBean)
    if user is not None:
        account = {
            "firstName": user.first_name,
            "lastName": user.last_name,
            "email": user.email,
            "phoneNumber": user.phone_number,
        }
        for name, value in account.items():
            if value and (not isinstance(sent.get(name), str) or not sent[name].strip()):
                sent[name] = value
    try:
        return DeliveryDetailsIn.model_validate(sent)
    except ValidationError as error:
        errors = {f"{DETAILS}.{field}": message for field, message in validation_messages(error.errors()).items()}
        raise ValidationFailed(next(iter(errors.values())), errors=errors) from None


def _as_event_fields(refusal: ValidationFailed) -> ValidationFailed:
    """The checkout names the moment's field `pickupOrDeliveryMoment`; the cake form has a date and a time."""
    if MOMENT in refusal.errors:
        refusal.errors = {EVENT_DATE: refusal.errors.pop(MOMENT), **refusal.errors}
    return refusal


def check_where(
    data: CakeRequestIn, details: DeliveryDetailsIn, known: Known, category: Category | None
) -> tuple[Where, PickupLocation | None, DeliveryZone | None]:
    if data.deliveryMethodChosen == DeliveryMethod.RESTAURANT:
        raise refuse(m.RESTAURANT_REFUSED, "deliveryMethodChosen")
    where = Where(data.deliveryMethodChosen, details, data.pickupLocationId)
    check_address(where)  # type: ignore[arg-type]
    check_service_on(service_rules(known.setup, where.deliveryMethodChosen), "deliveryMethodChosen")
    zone = delivery_zone(known.zones, where)  # type: ignore[arg-type]
    location = pickup_location(where, Categories([category] if category else []), known.locations)  # type: ignore[arg-type]
    return where, location, zone


def check_when(
    data: CakeRequestIn, known: Known, zone: DeliveryZone | None, *, now: datetime, today: date, lead_days: int
) -> datetime:
    """The event's moment on the shop's clock, once the checkout's schedule and holidays and the
    cake's lead time allow it."""
    moment = moment_of(data.eventDate, data.time)
    rules = replace(service_rules(known.setup, data.deliveryMethodChosen), asap=False, minimum=None, maximum=None)
    try:
        check_moment(moment, now, rules, SCHEDULE_OF[data.deliveryMethodChosen], known.schedules, known.holidays)
    except ValidationFailed as refusal:
        raise _as_event_fields(refusal) from None
    check_lead_time(moment.date(), today, lead_days)
    if zone is not None and not served_at(zone, moment):
        raise refuse(ZONE_NOT_SERVED.format(zone=zone.name, hours=zone_hours_text(zone)), EVENT_DATE)
    return moment
