"""What the staff send about a custom cake request (a quote, a refusal, its handing over), the
owner's custom-cake rules, and what the panel reads: the list and the whole request.

The whole request is the staff's own view (contact details, the day's load); the customer's view
is built in the shared library, and the two agree on the names of what they both carry."""

from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict

from bakery_shared.cakes.views import CakeRequestOut
from bakery_shared.errors import rule_error
from bakery_shared.models import (
    CakeRequestStatus,
    DeliveryMethod,
    PaymentMethod,
)
from bakery_shared.money import Money
from bakery_shared.params import parse_integer
from bakery_shared.rules.dates import date_of
from bakery_shared.rules.money import amount_rule
from bakery_shared.rules.text import blank, required
from bakery_shared.schemas import ReadModel, document

from . import messages as m

HUNDRED = Decimal(100)
MAX_PRICE = Decimal("999999999.99")
MAX_NAMES = 30
NAME_LIMIT = 80


def _optional_date(value: Any) -> date | None:
    return None if blank(value) else date_of(m.DATE_INVALID)(value)


OptionalDate = Annotated[date | None, BeforeValidator(_optional_date)]
# A setup percent, read and answered as a decimal string ("30.00").
Percent = Annotated[Money, amount_rule(required=m.PERCENT_RULE, invalid=m.PERCENT_RULE, maximum=HUNDRED)]


class QuoteIn(BaseModel):
    """A quote; left out, the deposit percent comes from the setup, the validity is the setup's
    days from today and the change-lock date is the setup's days before the event."""

    model_config = ConfigDict(
        validate_default=True,
        json_schema_extra=document(
            "price",
            "description",
            price={"exclusiveMinimum": 0, "maximum": 999999999.99, "description": "Prețul, în lei, cu cel mult două zecimale."},
            depositPercent={"minimum": 0, "maximum": 100, "description": "Avansul, în procente; null: cel din setări."},
            description={"minLength": 1, "maxLength": 2000},
            validUntil={"format": "date", "description": "Ultima zi în care oferta poate fi acceptată; null: implicit."},
            lockDate={"format": "date", "description": "Ultima zi în care cererea se mai poate modifica; null: implicit."},
        ),
    )

    price: Annotated[
        Decimal, amount_rule(required=m.PRICE_INVALID, invalid=m.PRICE_INVALID, above_zero=True, maximum=MAX_PRICE)
    ] = None  # type: ignore[assignment]
    depositPercent: Annotated[Decimal | None, amount_rule(invalid=m.PERCENT_INVALID, maximum=HUNDRED)] = None
    description: Annotated[str, required(m.DESCRIPTION_REQUIRED, 2000, too_long_message=m.DESCRIPTION_TOO_LONG)] = ""
    validUntil: OptionalDate = None
    lockDate: OptionalDate = None


class DeclineIn(BaseModel):
    model_config = ConfigDict(
        validate_default=True, json_schema_extra=document("reason", reason={"minLength": 1, "maxLength": 1000})
    )

    reason: Annotated[str, required(m.REASON_REQUIRED, 1000, too_long_message=m.REASON_TOO_LONG)] = ""


def _rest_paid_with(value: Any) -> PaymentMethod | None:
    if value is None:
        return None
    if value not in (PaymentMethod.CASH.value, PaymentMethod.CARD.value):
        raise rule_error(m.REST_PAID_WITH_INVALID)
    return PaymentMethod(value)


class MarkDeliveredIn(BaseModel):
    model_config = ConfigDict(
        json_schema_extra=document(
            restPaidWith={
                "enum": ["CASH", "CARD"],
                "description": "Cum s-a încasat restul la predare; null când restul a fost plătit online sau nu există.",
            }
        )
    )

    restPaidWith: Annotated[PaymentMethod | None, BeforeValidator(_rest_paid_with)] = None


# ---- the owner's rules ---------------------------------------------------------------------------


def _whole(low: int, high: int, message: str):
    def check(value: Any) -> int:
        number = parse_integer(value) if not isinstance(value, str) else None  # a JSON integer, never "3"
        if number is None or not low <= number <= high:
            raise rule_error(message)
        return number

    return BeforeValidator(check)


def _cakes_per_day(value: Any) -> int | None:
    if value is None:
        return None
    number = parse_integer(value) if not isinstance(value, str) else None
    if number is None or not 1 <= number <= 1000:
        raise rule_error(m.CAKES_PER_DAY_RULE)
    return number


def _names(value: Any) -> list[str]:
    """Trimmed, each once (whatever its capitals), 1 to 30 of them, each 1 to 80 characters."""
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_NAMES:
        raise rule_error(m.NAMES_RULE)
    names: list[str] = []
    seen: set[str] = set()
    for item in value:
        name = " ".join(item.split()) if isinstance(item, str) else ""
        if not 1 <= len(name) <= NAME_LIMIT:
            raise rule_error(m.NAME_RULE)
        if name.casefold() in seen:
            raise rule_error(m.NAME_TWICE.format(name=name))
        seen.add(name.casefold())
        names.append(name)
    return names


Days = Annotated[int, _whole(0, 365, m.DAYS_RULE)]
Hours = Annotated[int, _whole(0, 720, m.HOURS_RULE)]
Names = Annotated[list[str], BeforeValidator(_names)]
_NAMES_DOC = {"minItems": 1, "maxItems": MAX_NAMES, "items": {"type": "string", "minLength": 1, "maxLength": NAME_LIMIT}}


class CakeSetupIO(ReadModel):
    """The owner's custom-cake rules, as the setup page reads and saves them."""

    model_config = ConfigDict(
        json_schema_extra=document(
            depositPercent={"minimum": 0, "maximum": 100},
            keptPercent={"minimum": 0, "maximum": 100},
            freeCancellationDays={"minimum": 0, "maximum": 365},
            lockDays={"minimum": 0, "maximum": 365},
            quoteValidityDays={"minimum": 0, "maximum": 365},
            leadDays={"minimum": 0, "maximum": 365},
            restChargeHours={"minimum": 0, "maximum": 720},
            alertAfterHours={"minimum": 0, "maximum": 720, "description": "0: fără alertă."},
            cakesPerDay={"minimum": 1, "maximum": 1000, "description": "null: fără limită."},
            flavours=_NAMES_DOC,
            fillings=_NAMES_DOC,
        )
    )

    deposit_percent: Percent
    free_cancellation_days: Days
    kept_percent: Percent
    lock_days: Days
    quote_validity_days: Days
    lead_days: Days
    rest_charge_hours: Hours
    cakes_per_day: Annotated[int | None, BeforeValidator(_cakes_per_day)]
    alert_after_hours: Hours
    flavours: Names
    fillings: Names


# ---- what the panel reads -------------------------------------------------------------------------


class QuoteDefaultsOut(ReadModel):
    deposit_percent: Money
    lock_days: int
    quote_validity_days: int


class DayLoadOut(ReadModel):
    """The event day's work: its other orders, the custom cakes with a paid deposit, and the
    setup's limit of those (null: none)."""

    orders: int
    cakes: int
    cakes_per_day: int | None


class Sums(ReadModel):
    """Where the request's money is: the deposit captured, what is still to collect, and whether
    the automatic charge of the rest failed (the customer was mailed a link)."""

    deposit_paid: Money
    rest_due: Money
    rest_unpaid: bool


class CakeRequestRowOut(Sums):
    id: int
    status: CakeRequestStatus
    event_date: date
    time: str
    delivery_method_chosen: DeliveryMethod
    servings: int
    flavour: str
    contact_name: str
    created_at: datetime
    # Since when it waits for a quote (made, or a change asked); null unless REQUESTED.
    waiting_since: datetime | None
    latest_quote_price: Money | None


class CakeRequestPage(ReadModel):
    content: list[CakeRequestRowOut]
    total_elements: int


class CakeRequestAdminOut(CakeRequestOut):
    """The request as its customer reads it, and what only the staff need: whether the automatic
    charge of the rest failed, how the rest was paid at the counter, since when it waits for a
    quote, the pickup point's name, the order it became and its day's load."""

    rest_unpaid: bool
    waiting_since: datetime | None
    latest_quote_price: Money | None
    pickup_location_name: str | None
    user_id: int | None
    rest_paid_with: PaymentMethod | None
    order_number: str | None
    day_load: DayLoadOut
