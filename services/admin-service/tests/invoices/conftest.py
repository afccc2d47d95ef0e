"""Invoices as the issuing leaves them, written straight into the table: the list, the XML and the
export read what was stored, whatever issued it."""

from datetime import date, timedelta
from decimal import Decimal

import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_shared.models import (
    DeliveryMethod,
    EfacturaStatus,
    Invoice,
    InvoiceKind,
    InvoicePurpose,
    Order,
    OrderStatus,
)


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
