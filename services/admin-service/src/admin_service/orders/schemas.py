"""What the staff send to move an order along its lifecycle (a preparation time and a packaging cost
to accept, a reason to reject), and the admin's refund of a card payment."""

from decimal import Decimal
import re
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, WithJsonSchema

from bakery_shared.errors import rule_error
from bakery_shared.rules.money import amount_rule
from bakery_shared.rules.text import TEXT_TOO_LONG, required
from bakery_shared.schemas import document

from . import messages as m

PREP_CHOICES = {"min": {10, 15, 20, 25, 30, 35, 40, 45, 50, 60}, "h": {2, 3, 4}, "z": {1, 2, 3, 4, 5}}
_MISSING = "\x00missing"
_PREP = re.compile(r"\s*([0-9]{1,3})\s*(min|h|z)\s*")


def parse_prep_time(value: Any) -> tuple[int, str] | None:
    """'20 min' -> (20, 'min'); None (N/A) stays None; raises the Romanian rule otherwise."""
    if value == _MISSING:
        raise rule_error(m.PREP_TIME_REQUIRED)
    if value is None:
        return None
    match = _PREP.fullmatch(value) if isinstance(value, str) else None
    if match is None or int(match.group(1)) not in PREP_CHOICES[match.group(2)]:
        raise rule_error(m.PREP_TIME_INVALID)
    return int(match.group(1)), match.group(2)


# What the panel's forms take: whole cents, under a billion lei; a refund above 0. A packaging
# cost may be 0 on an order paid online whose packaging was priced at 0 (payments/card_steps.py).
MAX_STAFF_AMOUNT = Decimal("999999999.99")
PackageCost = Annotated[
    Decimal, amount_rule(required=m.PACKAGE_COST_INVALID, invalid=m.PACKAGE_COST_INVALID, maximum=MAX_STAFF_AMOUNT)
]
RefundAmount = Annotated[
    Decimal,
    amount_rule(required=m.REFUND_AMOUNT_INVALID, invalid=m.REFUND_AMOUNT_INVALID, above_zero=True, maximum=MAX_STAFF_AMOUNT),
]

# On the wire the staff's choice as text ("20 min"), or null (N/A); parsed into (20, "min").
PREP_TIME_SCHEMA = {
    "anyOf": [
        {"type": "string", "enum": [f"{n} {unit}" for unit, numbers in PREP_CHOICES.items() for n in sorted(numbers)]},
        {"type": "null"},
    ],
    "description": "Timpul de pregătire ales, sau null (N/A: clientul a ales momentul).",
}


class ConfirmOrderIn(BaseModel):
    model_config = ConfigDict(
        validate_default=True,
        json_schema_extra=document(
            "timeToPrepare",
            "totalPackageCost",
            orderNumber={"minLength": 1},
            totalPackageCost={"minimum": 0, "maximum": 999999999.99, "description": "Suma, cu cel mult două zecimale."},
        ),
    )

    orderNumber: str
    timeToPrepare: Annotated[tuple[int, str] | None, BeforeValidator(parse_prep_time), WithJsonSchema(PREP_TIME_SCHEMA)] = (
        _MISSING  # type: ignore[assignment]
    )
    totalPackageCost: PackageCost = None  # type: ignore[assignment]


class RejectOrderIn(BaseModel):
    model_config = ConfigDict(
        validate_default=True,
        json_schema_extra=document("reason", orderNumber={"minLength": 1}, reason={"minLength": 1, "maxLength": 1000}),
    )

    orderNumber: str
    reason: Annotated[str, required(m.REASON_REQUIRED, 1000, too_long_message=TEXT_TOO_LONG)] = ""


class OrderNumberIn(BaseModel):
    orderNumber: str


class RefundOrderIn(BaseModel):
    """The admin gives back part or all of an online card payment."""

    model_config = ConfigDict(
        validate_default=True,
        json_schema_extra=document(
            "amount",
            "reason",
            orderNumber={"minLength": 1},
            amount={"exclusiveMinimum": 0, "maximum": 999999999.99, "description": "Suma, în lei, cu cel mult două zecimale."},
            reason={"minLength": 1, "maxLength": 1000},
        ),
    )

    orderNumber: str
    amount: RefundAmount = None  # type: ignore[assignment]
    reason: Annotated[str, required(m.REFUND_REASON_REQUIRED, 1000, too_long_message=TEXT_TOO_LONG)] = ""
