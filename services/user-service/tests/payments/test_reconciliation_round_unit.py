"""A reconciliation round without a database: it walks the worklist page after page until none is
left, handles every open payment once in the worklist's order, at the round's one moment, and one
order's trouble neither stops the round nor hides the others' outcomes. The worklist's order and
what each order becomes are tested against Postgres and localstripe
(test_reconciling_every_open_payment.py, test_webhooks_and_reconciliation.py)."""

from collections import Counter
from datetime import UTC, datetime
import logging

import pytest
from redis.asyncio import Redis

from bakery_shared.clock import Clock
from bakery_shared.payments.cards import CardPayments
from bakery_shared.settings import Settings
from user_service.payments.reconciling import Reconciliation
from user_service.payments.repository import OpenPaymentKey

NOON = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
HOLD = datetime(2026, 11, 29, 12, 15, tzinfo=UTC)
# Two awaiting a card, then three authorized: the worklist as the repository orders it.
WORKLIST = [OpenPaymentKey(0, HOLD, 7), OpenPaymentKey(0, HOLD, 9)] + [OpenPaymentKey(1, NOON, i) for i in (1, 2, 3)]


class NoCakes:
    """The custom cakes' part of the round, which reads the database: nothing to do here."""

    def __init__(self, *args) -> None:
        pass

    async def run(self, cards, now: datetime) -> Counter[str]:
        return Counter()


@pytest.fixture(autouse=True)
def no_cakes(monkeypatch) -> None:
    monkeypatch.setattr("user_service.payments.reconciling.CakeRound", NoCakes)


class Stopped(Clock):
    """Noon whenever asked: the moment a round passes on is the one it began with."""

    def now(self) -> datetime:
        return NOON


class Round(Reconciliation):
    """The round's walk over a worklist kept here; each order's outcome is `outcomes`' (default: its
    id), and an order in `failing` raises."""

    def __init__(self, page: int, outcomes: dict[int, str] | None = None, failing: frozenset[int] = frozenset()) -> None:
        super().__init__(None, Settings(payment_reconcile_page=page), Stopped(), None, Redis())  # type: ignore[arg-type]
        self.outcomes = outcomes or {}
        self.failing = failing
        self.asked_after: list[OpenPaymentKey | None] = []
        self.handled: list[tuple[int, datetime]] = []
        self.stripes: list[CardPayments] = []

    async def _page(self, after: OpenPaymentKey | None) -> list[OpenPaymentKey]:
        self.asked_after.append(after)
        start = 0 if after is None else WORKLIST.index(after) + 1
        return WORKLIST[start : start + self.settings.payment_reconcile_page]

    async def _one(self, cards, order_id: int, now: datetime) -> str:
        self.handled.append((order_id, now))
        self.stripes.append(cards)
        if order_id in self.failing:
            raise RuntimeError("Stripe answered 500")
        return self.outcomes.get(order_id, str(order_id))


async def test_a_round_handles_every_open_payment_once_page_after_page_in_the_worklist_s_order():
    round_ = Round(page=2)
    outcomes = await round_.run()
    assert [order_id for order_id, _ in round_.handled] == [7, 9, 1, 2, 3]
    assert round_.asked_after == [None, WORKLIST[1], WORKLIST[3], WORKLIST[4]]  # each page after the last one's end
    assert outcomes == Counter({"7": 1, "9": 1, "1": 1, "2": 1, "3": 1})
    # One Stripe client for the whole round, with the shop's settings (its keys).
    assert len({id(cards) for cards in round_.stripes}) == 1
    assert isinstance(round_.stripes[0], CardPayments) and round_.stripes[0].settings is round_.settings


async def test_a_round_s_orders_are_all_judged_at_its_one_moment():
    round_ = Round(page=3)
    await round_.run()
    assert {now for _, now in round_.handled} == {NOON}  # the clock's, when none is given
    later = datetime(2026, 11, 29, 13, 0, tzinfo=UTC)
    round_ = Round(page=3)
    await round_.run(later)
    assert {now for _, now in round_.handled} == {later}


async def test_one_order_s_trouble_is_counted_and_the_round_goes_on(caplog):
    round_ = Round(page=2, outcomes={9: "authorized:NEW", 1: "NEW", 2: "NEW", 3: "flagged"}, failing=frozenset({7}))
    with caplog.at_level(logging.ERROR, logger="user_service.payments.reconciling"):
        outcomes = await round_.run()
    assert [order_id for order_id, _ in round_.handled] == [7, 9, 1, 2, 3]
    assert outcomes == Counter({"failed": 1, "authorized:NEW": 1, "NEW": 2, "flagged": 1})
    # The operator's log names the order and keeps the cause.
    [failure] = caplog.records
    assert "payment reconciliation of order 7" in failure.getMessage()
    assert failure.exc_info is not None and str(failure.exc_info[1]) == "Stripe answered 500"


async def test_every_order_failing_still_ends_the_round():
    round_ = Round(page=2, failing=frozenset(key.order_id for key in WORKLIST))
    assert await round_.run() == Counter({"failed": 5})
