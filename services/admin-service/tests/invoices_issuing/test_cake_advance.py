"""A custom cake's deposit is invoiced when it is captured, and the cake's final invoice deducts it:
the customer is invoiced the price once, the advance and the rest adding up to it."""

from datetime import timedelta
from decimal import Decimal
import secrets

from bakery_devtools.testing.plugin import current_clock
from bakery_shared.cakes import states as cake_states
from bakery_shared.invoicing.amounts import totals
from bakery_shared.invoicing.document import Document
from bakery_shared.invoicing.issuing import invoice_on_delivery, issue_advance_invoice, issue_order_invoice
from bakery_shared.models import (
    CakePayment,
    CakePaymentPurpose,
    CakeQuote,
    CakeRequest,
    CardPaymentState,
    DeliveryMethod,
    InvoicePurpose,
    Order,
    OrderStatus,
    PaymentMethod,
    RestPayment,
)
from bakery_shared.payments import states as card_states
from user_service.cakes.deposit_order import order_for_cake

from .conftest import filable

PRICE, DEPOSIT = Decimal("450.00"), Decimal("135.00")


async def cake_with_its_deposit_paid(db_session, bakery) -> tuple[CakeRequest, CakePayment]:
    now = current_clock().now()
    request = CakeRequest(
        follow_key_hash=secrets.token_hex(32),
        category_id=bakery["cakes"].id,
        event_moment=now + timedelta(days=10),
        delivery_method=DeliveryMethod.PICKUP,
        contact_name="Ioana Munteanu",
        contact_email="ioana@example.ro",
        contact_phone="0740000002",
        servings=20,
        flavour="Ciocolată",
        filling="Zmeură",
        rest_payment=RestPayment.AT_PICKUP,
        quotes=[],
        payments=[],
        changes=[],
    )
    cake_states.move(request, cake_states.S.REQUESTED, at=now)
    quote = CakeQuote(
        version=1,
        price=PRICE,
        deposit_percent=Decimal("30"),
        deposit_amount=DEPOSIT,
        description="Tort cu două etaje.",
        valid_until=now.date() + timedelta(days=3),
        lock_date=now.date() + timedelta(days=7),
    )
    request.quotes.append(quote)
    cake_states.move(request, cake_states.S.QUOTED, at=now)
    deposit = CakePayment(
        purpose=CakePaymentPurpose.DEPOSIT,
        quote=quote,
        amount=DEPOSIT,
        intent_id=f"pi_{secrets.token_hex(6)}",
        records=[],
        refunds=[],
    )
    request.payments.append(deposit)
    for state in (CardPaymentState.AWAITING, CardPaymentState.AUTHORIZED, CardPaymentState.CAPTURED):
        card_states.move(deposit, state, at=now, amount=None if state == CardPaymentState.AWAITING else DEPOSIT)
    db_session.add(request)
    await db_session.flush()
    await order_for_cake(db_session, request, quote, location=bakery["location"], now=now)
    return request, deposit


async def test_the_final_invoice_deducts_the_advance(db_session, bakery, test_settings):
    request, deposit = await cake_with_its_deposit_paid(db_session, bakery)
    now = current_clock().now()

    advance = await issue_advance_invoice(db_session, deposit.id, now=now, settings=test_settings)
    filable(advance)
    assert advance.purpose == InvoicePurpose.ADVANCE and advance.total == DEPOSIT
    [line] = Document.from_json(advance.document).lines
    event_day = request.event_moment.astimezone(current_clock().local_now().tzinfo).strftime("%d-%m-%Y")
    assert line.name == f"Avans pentru tortul la comandă din {event_day}" and line.vat_rate == Decimal("21.00")
    assert (await issue_advance_invoice(db_session, deposit.id, now=now, settings=test_settings)).id == advance.id

    # The cake handed over, the rest paid at the counter in cash.
    order = await db_session.get(Order, request.order_id)
    order.status, request.rest_paid_with = OrderStatus.DELIVERED, PaymentMethod.CASH
    await db_session.flush()
    final = await invoice_on_delivery(db_session, request.order_id, now=now, settings=test_settings)

    filable(final)
    document = Document.from_json(final.document)
    assert final.purpose == InvoicePurpose.ORDER and final.total == totals(document).total == PRICE - DEPOSIT
    assert advance.total + final.total == PRICE
    deduction = document.lines[-1]
    assert deduction.unit_price == -DEPOSIT
    assert deduction.name == f"Avans încasat, factura {advance.number} din {advance.issue_date:%d-%m-%Y}"
    assert sum(payment.amount for payment in document.payments) == PRICE - DEPOSIT
    assert (await issue_order_invoice(db_session, request.order_id, now=now, settings=test_settings)).id == final.id
