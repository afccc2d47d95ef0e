"""The custom cake form (the `request` part of the multipart call), the setup's options the form
offers, and the customer's message asking for changes."""

import datetime as dt
from decimal import Decimal
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from bakery_shared.models import CakeRequestStatus, DeliveryMethod
from bakery_shared.money import Money
from bakery_shared.params import OptionalId
from bakery_shared.rules.dates import date_of, time_of
from bakery_shared.rules.money import amount_rule, count_rule
from bakery_shared.rules.text import TEXT_TOO_LONG, optional, required
from bakery_shared.schemas import ReadModel, document

from . import messages as m

MAX_SERVINGS = 500
FLAVOUR_MAX = 80  # the columns' lengths
INSCRIPTION_MAX = 120
ALLERGIES_MAX = 500
DESCRIPTION_MAX = 2000
CHANGE_MAX = 1000


class CakeRequestIn(BaseModel):
    """When and where as `place-order` takes them (`deliveryDetailsBean` is checked by the
    checkout's own model once the account is known: a signed-in customer's contact comes from the
    account), then the cake."""

    model_config = ConfigDict(
        extra="ignore",
        validate_default=True,
        json_schema_extra=document(
            "eventDate",
            "time",
            "servings",
            "flavour",
            "filling",
            eventDate={"type": "string", "format": "date"},
            time={"type": "string", "pattern": r"^([01]?[0-9]|2[0-3]):[0-5][0-9]$"},
            servings={"type": "integer", "minimum": 1, "maximum": MAX_SERVINGS},
            flavour={"minLength": 1, "maxLength": FLAVOUR_MAX},
            filling={"minLength": 1, "maxLength": FLAVOUR_MAX},
            inscription={"maxLength": INSCRIPTION_MAX},
            allergies={"maxLength": ALLERGIES_MAX},
            description={"maxLength": DESCRIPTION_MAX},
            budget={"type": "string", "description": "Suma în lei, cu cel mult două zecimale."},
        ),
    )

    eventDate: Annotated[dt.date, BeforeValidator(date_of(m.DATE_REQUIRED))] = ""  # type: ignore[assignment]
    time: Annotated[dt.time, BeforeValidator(time_of(m.TIME_REQUIRED))] = ""  # type: ignore[assignment]
    deliveryMethodChosen: DeliveryMethod = DeliveryMethod.PICKUP
    pickupLocationId: OptionalId = None
    # The address and, for a guest, the contact: the checkout's DeliveryDetailsIn reads it.
    deliveryDetailsBean: dict[str, Any] = Field(default_factory=dict)
    servings: Annotated[int, count_rule(invalid=m.SERVINGS_RULE.format(maximum=MAX_SERVINGS), low=1, high=MAX_SERVINGS)] = 0
    flavour: Annotated[str, required(m.FLAVOUR_REQUIRED, FLAVOUR_MAX, too_long_message=TEXT_TOO_LONG)] = ""
    filling: Annotated[str, required(m.FILLING_REQUIRED, FLAVOUR_MAX, too_long_message=TEXT_TOO_LONG)] = ""
    inscription: Annotated[str | None, optional(INSCRIPTION_MAX)] = None
    allergies: Annotated[str | None, optional(ALLERGIES_MAX)] = None
    budget: Annotated[Decimal | None, amount_rule(invalid=m.BUDGET_INVALID)] = None
    description: Annotated[str | None, optional(DESCRIPTION_MAX)] = None
    # The gallery item or the special category the customer started from, if any.
    productId: OptionalId = None
    categoryId: OptionalId = None


class CakeRequestCreatedOut(BaseModel):
    id: int
    # The private follow link's key (`/tort/{id}?cheie=…`): shown once, never stored.
    followKey: str


class CakeOptionsOut(ReadModel):
    flavours: list[str]
    fillings: list[str]
    lead_days: int
    deposit_percent: Money
    free_cancellation_days: int
    kept_percent: Money
    rest_charge_hours: int


class CakeChangeIn(BaseModel):
    model_config = ConfigDict(
        extra="ignore",
        validate_default=True,
        json_schema_extra=document("message", message={"minLength": 1, "maxLength": CHANGE_MAX}),
    )

    message: Annotated[str, required(m.MESSAGE_REQUIRED, CHANGE_MAX)] = ""


class CakeRequestRowOut(ReadModel):
    """One of a customer's requests in their account's list."""

    id: int
    status: CakeRequestStatus
    created_at: dt.datetime
    event_moment: dt.datetime
    servings: int
    flavour: str
    filling: str
