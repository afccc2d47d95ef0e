from enum import Enum
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict

from bakery_shared.errors import rule_error
from bakery_shared.reservations import ReservationOut
from bakery_shared.rules.text import required
from bakery_shared.schemas import ReadModel, document

from . import messages as m


class When(str, Enum):
    TODAY = "today"
    UPCOMING = "upcoming"
    PAST = "past"


def _seats(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 500:
        raise rule_error(m.SEATS_RULE)
    return value


def _slot(value: Any) -> int:
    if isinstance(value, bool) or value not in (15, 30, 60, 90, 120):
        raise rule_error(m.SLOT_RULE)
    return int(value)


class DeclineIn(BaseModel):
    model_config = ConfigDict(
        validate_default=True, json_schema_extra=document("reason", reason={"minLength": 1, "maxLength": 1000})
    )

    reason: Annotated[str, required(m.REASON_REQUIRED, 1000, too_long_message=m.REASON_TOO_LONG)] = ""


class ReservationPage(ReadModel):
    content: list[ReservationOut]
    total_elements: int


class ReservationSettingsIO(ReadModel):
    model_config = ConfigDict(
        json_schema_extra=document(
            seatsPerSlot={"type": "integer", "minimum": 1, "maximum": 500},
            slotMinutes={"type": "integer", "enum": [15, 30, 60, 90, 120]},
        )
    )

    seats_per_slot: Annotated[int, BeforeValidator(_seats)]
    slot_minutes: Annotated[int, BeforeValidator(_slot)]
