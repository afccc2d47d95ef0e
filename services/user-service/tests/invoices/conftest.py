"""A shop selling one cake for pickup, a company to invoice, and an order's invoice written as
issuing writes it (its document kept as JSON), so the customer's side can be read."""

from datetime import timedelta
from decimal import Decimal

import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.invoicing.document import Document, DocumentKind, DocumentLine, DocumentPayment, Party, PaymentMeans
from bakery_shared.models import Invoice, InvoiceKind, InvoicePurpose

PLACE = "/user-service/place-order"

COMPANY = {
    "companyName": "Dulce Eveniment SRL",
    "cui": "RO18547290",
    "registrationNumber": "J32/123/2015",
    "streetAddress": "Str. Nicolae Bălcescu 12",
    "city": "Sibiu",
    "county": "Sibiu",
}


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cake = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("120.00",))
    return {"location": location, "cake": cake}


def order_body(shop, **overrides) -> dict:
    cake = shop["cake"]
    return checkout([product_line(cake.id, cake.dimensions[0].id)], location_id=shop["location"].id, **overrides)


async def place(client, shop, headers=None, **overrides) -> dict:
    response = await client.post(PLACE, json=order_body(shop, **overrides), headers=headers)
    assert response.status_code == 201, response.text
    return response.json()


async def write_invoice(
    db_session,
    order_id: int,
    number: str = "CFS-2026-00042",
    *,
    total: str = "120.00",
    kind: InvoiceKind = InvoiceKind.INVOICE,
    corrects: Invoice | None = None,
) -> Invoice:
    """An order's invoice (or a credit note correcting `corrects`) as issuing stores it."""
    today = current_clock().today()
    seller = Party(name="Cofetăria Dulce SRL", street_address="Str. Bălcescu 1", city="Sibiu", county="RO-SB", cui="14399840")
    buyer = Party(
        name="Dulce Eveniment SRL", street_address="Str. Nicolae Bălcescu 12", city="Sibiu", county="RO-SB", cui="18547290"
    )
    document = Document(
        kind=DocumentKind(kind.value),
        number=number,
        issue_date=today,
        seller=seller,
        buyer=buyer,
        lines=(DocumentLine("Tort Diplomat", Decimal(1), Decimal(total), Decimal(21)),),
        payments=(DocumentPayment(PaymentMeans.CARD, Decimal(total), today),),
        corrects_number=corrects.number if corrects else None,
    )
    invoice = Invoice(
        kind=kind,
        purpose=InvoicePurpose.ORDER if corrects is None else InvoicePurpose.REFUND,
        series="CFS",
        year=today.year,
        sequence=int(number.rsplit("-", 1)[1]),
        number=number,
        issue_date=today,
        order_id=order_id,
        corrects_invoice_id=corrects.id if corrects else None,
        buyer_name=buyer.name,
        buyer_cui=f"RO{buyer.cui}",
        net_total=(Decimal(total) / Decimal("1.21")).quantize(Decimal("0.01")),
        vat_total=Decimal(total) - (Decimal(total) / Decimal("1.21")).quantize(Decimal("0.01")),
        total=Decimal(total),
        document=document.to_json(),
        xml="<Invoice/>",
        efactura_deadline=today + timedelta(days=5),
    )
    db_session.add(invoice)
    await db_session.flush()
    return invoice
