"""The reconciliation reaches every open card payment however many wait for acceptance: a page at
a time, the orders awaiting a card first. Here a page is 2 or 3 payments; in the shop it is
`payment_reconcile_page`, and the authorized orders waiting for a scheduled day can be hundreds."""

from datetime import timedelta
from decimal import Decimal

from sqlalchemy import select, update

from bakery_devtools.testing.payments import GOOD_CARD, authorized_intent
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import CardPaymentRecord, CardStep, Dimension, Order, OrderPayment, Product
from bakery_shared.payments.cards import CardPayments

from .test_webhooks_and_reconciliation import attach_intent

PAGE = 3


async def room_for(online_shop, pieces: int) -> None:
    await online_shop.db_session.execute(update(Product).where(Product.id == online_shop.cake_id).values(daily_capacity=pieces))
    await online_shop.db_session.execute(update(Dimension).where(Dimension.id == online_shop.dimension_id).values(stock=pieces))
    await online_shop.db_session.flush()


async def intent_of(online_shop, placed) -> str:
    return await online_shop.db_session.scalar(
        select(OrderPayment.intent_id).join(Order).where(Order.order_number == placed.number)
    )


async def test_a_paid_order_whose_webhook_was_lost_opens_behind_more_than_a_page_of_authorized_orders(online_shop, mailbox):
    await room_for(online_shop, 10)
    waiting = []
    for _ in range(6):  # authorized, waiting for the bakery to accept: they stay open
        placed = await online_shop.place_online(1)
        assert (await online_shop.pay(placed, GOOD_CARD)).json()["cardPayment"]["state"] == "AUTHORIZED"
        waiting.append(placed)
    # The newest of them was cancelled at Stripe: only a round reaching the last page sees it.
    async with CardPayments(online_shop.settings) as cards:
        await cards.cancel(await intent_of(online_shop, waiting[-1]), order_number=waiting[-1].number)
    # The newest order was paid at Stripe, and its webhook never came.
    lost = await online_shop.place_online(1)
    intent = await authorized_intent(online_shop.settings, lost.number, Decimal(lost.total))
    await attach_intent(online_shop.db_session, lost, intent.id)
    mailbox.clear()

    await online_shop.reconcile(payment_reconcile_page=PAGE)

    detail = await online_shop.status(lost)
    assert detail["status"] == "NEW" and detail["cardPayment"]["state"] == "AUTHORIZED"
    assert await online_shop.events_for(lost) == 1
    assert len(mailbox.messages(to="ana@example.ro")) == 1
    assert (await online_shop.status(waiting[-1]))["cardPayment"]["state"] == "RELEASED"
    for placed in waiting[:-1]:
        detail = await online_shop.status(placed)
        assert detail["status"] == "NEW" and detail["cardPayment"]["state"] == "AUTHORIZED"


async def test_a_paid_order_whose_webhook_was_lost_opens_before_the_authorized_orders_older_than_it_are_looked_at(
    online_shop,
):
    """On a busy day a round takes minutes: the paid order staff cannot see yet is settled first,
    not after every older order waiting for acceptance (the lowest ids)."""
    await room_for(online_shop, 10)
    waiting = []
    for _ in range(3):  # older orders, authorized, waiting for acceptance; then cancelled at Stripe
        placed = await online_shop.place_online(1)
        assert (await online_shop.pay(placed, GOOD_CARD)).json()["cardPayment"]["state"] == "AUTHORIZED"
        waiting.append(placed)
    async with CardPayments(online_shop.settings) as cards:
        for placed in waiting:
            await cards.cancel(await intent_of(online_shop, placed), order_number=placed.number)
    lost = await online_shop.place_online(1)  # paid at Stripe, its webhook never came
    intent = await authorized_intent(online_shop.settings, lost.number, Decimal(lost.total))
    await attach_intent(online_shop.db_session, lost, intent.id)

    await online_shop.reconcile(payment_reconcile_page=2)  # two pages of open payments

    assert (await online_shop.status(lost))["status"] == "NEW"
    assert [(await online_shop.status(placed))["cardPayment"]["state"] for placed in waiting] == ["RELEASED"] * 3
    # The money's records, in the order the round wrote them: the paid order's authorization first.
    steps = (
        await online_shop.db_session.execute(
            select(Order.order_number, CardPaymentRecord.step)
            .join(OrderPayment, OrderPayment.id == CardPaymentRecord.payment_id)
            .join(Order, Order.id == OrderPayment.order_id)
            .where(CardPaymentRecord.step.in_([CardStep.AUTHORIZATION, CardStep.RELEASE]))
            .order_by(CardPaymentRecord.id)
        )
    ).all()
    assert steps[-4:] == [(lost.number, CardStep.AUTHORIZATION)] + [(p.number, CardStep.RELEASE) for p in waiting]


async def test_every_lapsed_hold_of_more_than_a_page_gives_its_pieces_back_in_one_round(online_shop):
    await room_for(online_shop, 7)
    unpaid = [await online_shop.place_online(1) for _ in range(7)]
    assert await online_shop.stock() == 0
    later = current_clock().now() + timedelta(minutes=online_shop.settings.payment_hold_minutes + 1)

    await online_shop.reconcile(now=later, payment_reconcile_page=PAGE)

    assert [(await online_shop.status(placed))["status"] for placed in unpaid] == ["PAYMENT_EXPIRED"] * 7
    assert await online_shop.stock() == 7
