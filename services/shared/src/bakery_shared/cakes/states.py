"""Where a custom cake request may go from each status, and the one function that moves it.

Statuses only move forward: requested → quoted → accepted (deposit paid) → locked (past the
change-lock date) → delivered, or to one of the ends (declined, expired, cancelled). A change asked
by the customer sends a quoted request back to `REQUESTED` for a new quote: that is the one step
back, and it happens before any money is taken. Every move is a `CakeRequestChange` row with who
and when, written by `move` in the transaction of the step, under the request's row lock.
"""

from datetime import datetime

from ..models import CakeRequest, CakeRequestChange, CakeRequestStatus

S = CakeRequestStatus

# `None` is a request being made: its first record says it waits for a quote.
TRANSITIONS: dict[CakeRequestStatus | None, frozenset[CakeRequestStatus]] = {
    None: frozenset({S.REQUESTED}),
    S.REQUESTED: frozenset({S.QUOTED, S.DECLINED, S.CANCELLED}),
    # A new quote replaces the last one (QUOTED → QUOTED); a change asked waits for it.
    S.QUOTED: frozenset({S.QUOTED, S.REQUESTED, S.ACCEPTED, S.DECLINED, S.EXPIRED, S.CANCELLED}),
    S.ACCEPTED: frozenset({S.LOCKED, S.DELIVERED, S.CANCELLED}),
    S.LOCKED: frozenset({S.DELIVERED, S.CANCELLED}),
    S.DELIVERED: frozenset(),
    S.DECLINED: frozenset(),
    S.EXPIRED: frozenset(),
    S.CANCELLED: frozenset(),
}

# The request can still change (a message, a new quote) only before the lock.
OPEN_TO_CHANGES = frozenset({S.REQUESTED, S.QUOTED, S.ACCEPTED})
# A paid deposit holds the day's production capacity in these.
HOLDS_CAPACITY = frozenset({S.ACCEPTED, S.LOCKED, S.DELIVERED})
FINAL = frozenset(s for s, after in TRANSITIONS.items() if s is not None and not after)


class IllegalCakeMove(Exception):
    """A request asked to go where its status does not allow: a bug, never the customer's or the
    staff's doing (their refusals are checked, with a Romanian message, before anything moves)."""


def may_move(request: CakeRequest, to: CakeRequestStatus) -> bool:
    return to in TRANSITIONS[request.status]


def move(
    request: CakeRequest,
    to: CakeRequestStatus,
    *,
    at: datetime,
    by: int | None = None,
    message: str | None = None,
) -> CakeRequestChange:
    """Moves the request to `to` at `at` and records who (None: the customer or the system) and
    why; a request being made (no status yet) moves to REQUESTED, its first record. The caller
    holds the request's row lock (or is making the request) and flushes."""
    if not may_move(request, to):
        allowed = ", ".join(sorted(s.value for s in TRANSITIONS[request.status])) or "nothing (it is final)"
        named = request.status.value if request.status is not None else "a request not yet made"
        raise IllegalCakeMove(f"cake request {request.id}: {named} -> {to.value}; it may go to {allowed}")
    change = CakeRequestChange(from_status=request.status, to_status=to, message=message, changed_by_id=by, changed_at=at)
    request.changes.append(change)
    request.status = to
    return change
