"""A custom cake request only moves forward: every allowed step is recorded with who, when and
why, and a step the table forbids changes nothing."""

from datetime import UTC, datetime

import pytest

from bakery_shared.cakes import states
from bakery_shared.cakes.states import FINAL, HOLDS_CAPACITY, OPEN_TO_CHANGES, TRANSITIONS, IllegalCakeMove
from bakery_shared.models import CakeRequest, CakeRequestStatus

S = CakeRequestStatus
NOW = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)


def request_in(status: CakeRequestStatus) -> CakeRequest:
    request = CakeRequest(id=7)
    states.move(request, S.REQUESTED, at=NOW)
    request.status = status
    return request


def test_the_happy_path_is_recorded_step_by_step_with_who_and_why() -> None:
    request = CakeRequest(id=1)
    states.move(request, S.REQUESTED, at=NOW)
    states.move(request, S.QUOTED, at=NOW, by=3)
    states.move(request, S.ACCEPTED, at=NOW)
    states.move(request, S.LOCKED, at=NOW)
    states.move(request, S.DELIVERED, at=NOW, by=3)
    assert request.status == S.DELIVERED
    assert [(c.from_status, c.to_status, c.changed_by_id) for c in request.changes] == [
        (None, S.REQUESTED, None),
        (S.REQUESTED, S.QUOTED, 3),
        (S.QUOTED, S.ACCEPTED, None),
        (S.ACCEPTED, S.LOCKED, None),
        (S.LOCKED, S.DELIVERED, 3),
    ]


def test_a_change_asked_sends_a_quote_back_for_a_new_one_with_the_customers_words() -> None:
    request = request_in(S.QUOTED)
    change = states.move(request, S.REQUESTED, at=NOW, message="Vă rog fără nuci")
    assert request.status == S.REQUESTED
    assert change.message == "Vă rog fără nuci"


@pytest.mark.parametrize(
    ("start", "to"),
    [
        (S.ACCEPTED, S.QUOTED),  # a paid cake is not re-quoted
        (S.ACCEPTED, S.REQUESTED),
        (S.LOCKED, S.ACCEPTED),
        (S.REQUESTED, S.ACCEPTED),  # no deposit without a quote
        (S.DELIVERED, S.CANCELLED),
        (S.DECLINED, S.QUOTED),
        (S.EXPIRED, S.ACCEPTED),
        (S.CANCELLED, S.REQUESTED),
    ],
)
def test_a_step_the_table_forbids_changes_nothing(start: CakeRequestStatus, to: CakeRequestStatus) -> None:
    request = request_in(start)
    before = len(request.changes)
    with pytest.raises(IllegalCakeMove):
        states.move(request, to, at=NOW)
    assert request.status == start
    assert len(request.changes) == before


def test_the_ends_are_final_and_only_paid_cakes_hold_a_days_capacity() -> None:
    assert {S.DELIVERED, S.DECLINED, S.EXPIRED, S.CANCELLED} == FINAL
    assert {S.ACCEPTED, S.LOCKED, S.DELIVERED} == HOLDS_CAPACITY
    assert not OPEN_TO_CHANGES & ({S.LOCKED} | FINAL)
    assert set(TRANSITIONS) == {None, *S}
