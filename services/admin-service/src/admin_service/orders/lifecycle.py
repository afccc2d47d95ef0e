"""The order's state machine, as pure rules: which step an order may take from where.

- accept: from NEW or SCHEDULED, to CONFIRMED;
- mark delivered: from CONFIRMED, to DELIVERED;
- reject (with a reason): from anything but REJECTED and DELIVERED.

An order paid online that still awaits its payment (AWAITING_PAYMENT), or whose hold lapsed unpaid
(PAYMENT_EXPIRED), is not the staff's yet or any more: they never see it, so no step starts there.
"""

import enum

from bakery_shared.errors import Conflict
from bakery_shared.models import OrderStatus

from . import messages as m


class Step(enum.Enum):
    ACCEPT = "accept"
    DELIVER = "deliver"
    REJECT = "reject"


# step -> (the statuses it may start from, where it leads, the refusal otherwise)
RULES: dict[Step, tuple[frozenset[OrderStatus], OrderStatus, str]] = {
    Step.ACCEPT: (frozenset({OrderStatus.NEW, OrderStatus.SCHEDULED}), OrderStatus.CONFIRMED, m.CANNOT_ACCEPT),
    Step.DELIVER: (frozenset({OrderStatus.CONFIRMED}), OrderStatus.DELIVERED, m.CANNOT_DELIVER),
    Step.REJECT: (
        frozenset({OrderStatus.NEW, OrderStatus.SCHEDULED, OrderStatus.CONFIRMED}),
        OrderStatus.REJECTED,
        m.CANNOT_REJECT,
    ),
}


# Orders the staff never see (unpaid online orders): every step is refused, with why they are not the staff's.
NOT_THE_STAFFS: dict[OrderStatus, str] = {
    OrderStatus.AWAITING_PAYMENT: m.AWAITING_PAYMENT_REFUSAL,
    OrderStatus.PAYMENT_EXPIRED: m.PAYMENT_EXPIRED_REFUSAL,
}


def next_status(step: Step, current: OrderStatus) -> OrderStatus:
    """Where `step` takes an order that is `current`; 409 with the reason when it may not."""
    if current in NOT_THE_STAFFS:
        raise Conflict(NOT_THE_STAFFS[current])
    allowed, target, refusal = RULES[step]
    if current not in allowed:
        raise Conflict(refusal.format(status=m.STATUS_NAMES[current]))
    return target
