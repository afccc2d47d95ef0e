"""Invoices as the issuing leaves them, written straight into the table: the list, the XML and the
export read what was stored, whatever issued it."""

from datetime import date, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.payments import authorized_intent
from bakery_shared.models import (
    CardPaymentState,
    DeliveryMethod,
    EfacturaStatus,
    Invoice,
    InvoiceKind,
    InvoicePurpose,
    InvoicingSetup,
    Order,
    OrderPayment,
    OrderStatus,
    PaymentMethod,
)
from bakery_shared.payments.states import move, opening_state


def xml_of(number: str) -> str:
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<Invoice><ID>{number}</ID><Note>Cofetăria Dulce</Note></Invoice>'


@pytest.fixture
def make_order(db_session):
    async def made(number: str = "CMD-1", total: str = "120.00") -> Order:
        order = Order(
            order_number=number,
            status=OrderStatus.DELIVERED,
            delivery_method=DeliveryMethod.PICKUP,
            sub_total_price=Decimal(total),
            total_price=Decimal(total),
        )
        db_session.add(order)
        await db_session.flush()
        return order

    return made


@pytest.fixture
def make_invoice(db_session):
    sequence = iter(range(1, 1000))

    async def made(
        issued: date,
        *,
        order: Order | None = None,
        total: str = "121.00",
        status: EfacturaStatus = EfacturaStatus.PENDING,
        corrects: Invoice | None = None,
        buyer: tuple[str, str | None] = ("Ana Popescu", None),
        message: str | None = None,
    ) -> Invoice:
        n = next(sequence)
        number = f"CFS-{issued.year}-{n:05d}"
        invoice = Invoice(
            kind=InvoiceKind.CREDIT_NOTE if corrects else InvoiceKind.INVOICE,
            purpose=InvoicePurpose.REFUND if corrects else InvoicePurpose.ORDER,
            series="CFS",
            year=issued.year,
            sequence=n,
            number=number,
            issue_date=issued,
            order_id=order.id if order else None,
            corrects_invoice_id=corrects.id if corrects else None,
            buyer_name=buyer[0],
            buyer_cui=buyer[1],
            net_total=(Decimal(total) / Decimal("1.21")).quantize(Decimal("0.01")),
            vat_total=Decimal(total) - (Decimal(total) / Decimal("1.21")).quantize(Decimal("0.01")),
            total=Decimal(total),
            document={},
            xml=xml_of(number),
            efactura_status=status,
            efactura_deadline=issued + timedelta(days=5),
            efactura_message=message,
        )
        db_session.add(invoice)
        await db_session.flush()
        return invoice

    return made


@pytest.fixture
async def shop(db_session, business):
    """One cake picked up in the shop, open around the clock."""
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    product = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("60.00",))
    await db_session.flush()
    return {"location": location, "product": product, "dimension": product.dimensions[0]}


@pytest.fixture
def place(storefront, shop):
    """An order placed at the storefront (paid at pickup); its answer."""

    async def placed(quantity: int = 2, **overrides) -> dict:
        body = checkout(
            [product_line(shop["product"].id, shop["dimension"].id, quantity)], location_id=shop["location"].id, **overrides
        )
        response = await storefront.post("/user-service/place-order", json=body)
        assert response.status_code == 201, response.text
        return response.json()

    return placed


@pytest.fixture
async def invoicing_on(db_session):
    """The bakery set up for invoicing, as an owner saves it."""
    setup = await db_session.get(InvoicingSetup, 1)
    setup.enabled, setup.legal_name, setup.cui, setup.vat_payer = True, "Cofetăria Dulce SRL", "18547290", True
    setup.registration_number, setup.street_address, setup.city, setup.county = (
        "J32/123/2015",
        "Str. Bălcescu 12",
        "Sibiu",
        "RO-SB",
    )
    setup.postal_code, setup.iban, setup.bank_name = "550165", "RO49AAAA1B31007593840000", "Banca Transilvania"
    await db_session.flush()
    return setup


@pytest.fixture
def online_order(place, db_session, test_settings, clock):
    """An order placed at the storefront and paid online: its card authorized at localstripe for its total."""

    async def made(quantity: int = 2) -> dict:
        placed = await place(quantity)
        order = await db_session.scalar(select(Order).where(Order.order_number == placed["orderNumber"]))
        payment = await db_session.scalar(select(OrderPayment).where(OrderPayment.order_id == order.id))
        await db_session.refresh(payment, ["records"])
        intent = await authorized_intent(test_settings, order.order_number, order.total_price)
        payment.method, payment.cash_amount, payment.card_amount = PaymentMethod.ONLINE, None, None
        payment.intent_id, payment.card_attempts = intent.id, 1
        move(payment, opening_state(PaymentMethod.ONLINE), at=clock.now())
        move(payment, CardPaymentState.AUTHORIZED, at=clock.now(), amount=intent.amount)
        await db_session.flush()
        return placed

    return made


async def invoices_of(db_session, order_number: str) -> list[Invoice]:
    """The order's invoices and credit notes as the database holds them now."""
    rows = await db_session.scalars(
        select(Invoice)
        .join(Order, Order.id == Invoice.order_id)
        .where(Order.order_number == order_number)
        .order_by(Invoice.sequence)
        .execution_options(populate_existing=True)
    )
    return list(rows)
