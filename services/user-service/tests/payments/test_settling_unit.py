"""Settling an online card payment from the PaymentIntent as Stripe has it: forward only, and
never from an intent that is not the order's own, for its amount, in lei."""

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from bakery_shared.models import (
    CardPaymentState,
    Order,
    OrderPayment,
    OrderProductLine,
    OrderPromotionChoice,
    OrderPromotionLine,
    OrderStatus,
    PaymentMethod,
    ProductOrderType,
)
from bakery_shared.payments.cards import Intent
from bakery_shared.payments.states import move, opening_state, state_from_records
from user_service.orders.placed import opening_status
from user_service.payments.settling import Settled, Settling, holds_pre_order, product_ids

NOW = datetime(2026, 11, 26, 12, 0, tzinfo=UTC)


# How a payment reached each state the tests start from, through the state table as a real one does.
PATHS = {
    CardPaymentState.AWAITING: [],
    CardPaymentState.AUTHORIZED: [CardPaymentState.AUTHORIZED],
    CardPaymentState.EXPIRED: [CardPaymentState.EXPIRED],
}


def order(status=OrderStatus.AWAITING_PAYMENT, state=CardPaymentState.AWAITING) -> Order:
    payment = OrderPayment(method=PaymentMethod.ONLINE, intent_id="pi_1", refunded_amount=Decimal(0), records=[])
    move(payment, opening_state(PaymentMethod.ONLINE), at=NOW)
    for step in PATHS[state]:
        move(payment, step, at=NOW, amount=Decimal("120.00") if step == CardPaymentState.AUTHORIZED else None)
    return Order(order_number="1001", status=status, total_price=Decimal("120.00"), status_history=[], payment=payment)


def intent(status="requires_capture", **changes) -> Intent:
    fields = {
        "id": "pi_1",
        "status": status,
        "amount": Decimal("120.00"),
        "currency": "ron",
        "order_number": "1001",
        "client_secret": None,
        "decline_message": None,
    }
    return Intent(**{**fields, **changes})


def settle(o: Order, i: Intent, menu: dict[int, ProductOrderType] | None = None) -> Settled:
    return Settling(o, i, NOW, menu or {}).settle()


def test_an_authorized_intent_opens_the_order_as_placement_would_have():
    o = order()
    o.product_lines = [OrderProductLine(product_id=CAKE), OrderProductLine(product_id=PRE_ORDER_CAKE)]
    assert settle(o, intent(), MENU) == Settled.AUTHORIZED
    assert o.status == OrderStatus.SCHEDULED and o.payment.card_state == CardPaymentState.AUTHORIZED
    assert o.payment.authorized_at == NOW
    assert [(h.from_status, h.to_status) for h in o.status_history] == [(OrderStatus.AWAITING_PAYMENT, OrderStatus.SCHEDULED)]
    # Twice: nothing more.
    assert settle(o, intent()) == Settled.UNCHANGED
    assert len(o.status_history) == 1


def test_an_intent_captured_before_the_order_heard_of_it_opens_it_paid():
    o = order()
    assert settle(o, intent("succeeded")) == Settled.AUTHORIZED
    assert o.payment.card_state == CardPaymentState.CAPTURED and o.payment.captured_amount == Decimal("120.00")


def test_a_refusal_is_recorded_and_the_order_still_awaits():
    o = order()
    assert settle(o, intent("requires_payment_method", decline_message="Refuzat.")) == Settled.DECLINED
    assert o.status == OrderStatus.AWAITING_PAYMENT and o.payment.decline_message == "Refuzat."
    assert settle(o, intent("requires_action")) == Settled.UNCHANGED


@pytest.mark.parametrize(
    "changes",
    [{"order_number": "1002"}, {"amount": Decimal("119.99")}, {"currency": "eur"}, {"id": "pi_other"}],
)
def test_an_intent_not_the_orders_own_changes_nothing(changes):
    o = order()
    assert settle(o, intent(**changes)) == Settled.REFUSED
    assert o.status == OrderStatus.AWAITING_PAYMENT and o.payment.card_state == CardPaymentState.AWAITING


def test_an_authorization_moves_on_to_captured_or_released_and_never_back():
    captured = order(OrderStatus.CONFIRMED, CardPaymentState.AUTHORIZED)
    assert settle(captured, intent("succeeded")) == Settled.CAPTURED
    assert captured.payment.card_state == CardPaymentState.CAPTURED
    assert settle(captured, intent("canceled")) == Settled.UNCHANGED
    released = order(OrderStatus.REJECTED, CardPaymentState.AUTHORIZED)
    assert settle(released, intent("canceled")) == Settled.RELEASED
    assert released.payment.card_state == CardPaymentState.RELEASED and released.payment.released_at == NOW
    assert settle(released, intent("succeeded")) == Settled.UNCHANGED
    expired = order(OrderStatus.PAYMENT_EXPIRED, CardPaymentState.EXPIRED)
    assert settle(expired, intent()) == Settled.UNCHANGED and expired.status == OrderStatus.PAYMENT_EXPIRED


def test_a_paid_order_for_a_moment_opens_scheduled_and_one_for_now_opens_new():
    for_a_moment, for_now = order(), order()
    for_a_moment.pickup_or_delivery_moment = NOW
    for_now.product_lines = [OrderProductLine(product_id=CAKE)]
    settle(for_a_moment, intent())
    settle(for_now, intent(), MENU)
    assert (for_a_moment.status, for_now.status) == (OrderStatus.SCHEDULED, OrderStatus.NEW)


def test_an_order_for_a_moment_or_with_a_pre_order_product_opens_scheduled():
    assert opening_status(pre_order=False, scheduled_moment=None) == OrderStatus.NEW
    assert opening_status(pre_order=True, scheduled_moment=None) == OrderStatus.SCHEDULED
    assert opening_status(pre_order=False, scheduled_moment=NOW) == OrderStatus.SCHEDULED


def test_an_authorized_order_shows_when_it_was_paid_and_when_it_moved():
    o = order()
    settle(o, intent())
    assert o.updated_at == NOW and o.payment.authorized_at == NOW
    assert [h.changed_at for h in o.status_history] == [NOW]


def test_a_card_paid_at_once_shows_when_the_money_was_taken():
    awaiting = order()
    settle(awaiting, intent("succeeded"))
    assert awaiting.payment.captured_at == NOW and awaiting.payment.authorized_at == NOW
    # Authorized, then captured: both steps recorded, and they add up to the state shown.
    assert [r.step.value for r in awaiting.payment.records] == ["AUTHORIZATION", "CAPTURE"]
    assert state_from_records(awaiting.payment.records) == CardPaymentState.CAPTURED
    accepted = order(OrderStatus.CONFIRMED, CardPaymentState.AUTHORIZED)
    settle(accepted, intent("succeeded"))
    assert accepted.payment.captured_at == NOW and accepted.payment.captured_amount == Decimal("120.00")


def test_a_card_authorized_after_a_refusal_no_longer_shows_the_refusal():
    o = order()
    settle(o, intent("requires_payment_method", decline_message="Fonduri insuficiente pe card."))
    assert settle(o, intent()) == Settled.AUTHORIZED
    assert o.payment.decline_message is None


CAKE, PRE_ORDER_CAKE, COOKIE = 1, 2, 3
MENU = {CAKE: ProductOrderType.STANDARD, PRE_ORDER_CAKE: ProductOrderType.PRE_ORDER, COOKIE: ProductOrderType.SPECIAL}


def basket(products: list[int | None], bundle_choices: list[int | None] = ()) -> Order:
    """An order with a line per product and one bundle whose sets hold `bundle_choices`
    (None: a product deleted from the menu since)."""
    return Order(
        product_lines=[OrderProductLine(product_id=product) for product in products],
        promotion_lines=[OrderPromotionLine(choices=[OrderPromotionChoice(product_id=p) for p in bundle_choices])],
    )


@pytest.mark.parametrize(
    ("products", "bundle_choices", "pre_order"),
    [
        ([CAKE], [COOKIE], False),
        ([CAKE, PRE_ORDER_CAKE], [], True),
        ([CAKE], [COOKIE, PRE_ORDER_CAKE], True),
        ([None, CAKE], [None], False),
        ([], [], False),
    ],
)
def test_an_order_holds_a_pre_order_product_on_a_line_or_in_a_bundle(products, bundle_choices, pre_order):
    assert holds_pre_order(basket(products, bundle_choices), MENU) is pre_order


def test_a_product_deleted_since_is_not_read_as_a_pre_order():
    assert holds_pre_order(basket([None], [None]), {None: ProductOrderType.PRE_ORDER}) is False


def test_the_menu_is_asked_about_every_product_on_a_line_or_in_a_bundle_and_none_deleted():
    assert product_ids(basket([CAKE, None, CAKE], [PRE_ORDER_CAKE, None, COOKIE])) == {CAKE, PRE_ORDER_CAKE, COOKIE}
    assert product_ids(basket([None], [])) == set()
