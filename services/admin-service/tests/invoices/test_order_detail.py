"""The staff's order detail shows the company the customer asked an invoice for, and the invoices
and credit notes issued for the order."""

from datetime import date

from sqlalchemy import select

from bakery_shared.models import EfacturaStatus, Order

COMPANY = {
    "companyName": "Firma Mea SRL",
    "cui": "RO18547290",
    "registrationNumber": "J32/1/2020",
    "streetAddress": "Str. Morii 3",
    "city": "Sibiu",
    "county": "RO-SB",
}


async def test_the_order_detail_carries_its_invoicing(client, staff, place, db_session, make_invoice):
    placed = await place()
    order = await db_session.scalar(select(Order).where(Order.order_number == placed["orderNumber"]))
    order.invoice_details = COMPANY
    invoice = await make_invoice(date(2026, 3, 1), order=order, total="120.00", status=EfacturaStatus.OK)
    note = await make_invoice(date(2026, 3, 2), order=order, total="60.00", corrects=invoice)

    answer = await client.get(f"/admin-service/get-order-details/{order.id}", headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["invoiceDetails"] == COMPANY
    assert body["invoices"] == [
        {"id": invoice.id, "number": invoice.number, "kind": "INVOICE", "total": "120.00", "efacturaStatus": "OK"},
        {"id": note.id, "number": note.number, "kind": "CREDIT_NOTE", "total": "60.00", "efacturaStatus": "PENDING"},
    ]


async def test_a_consumers_order_without_invoices_says_so(client, staff, place, db_session):
    placed = await place()
    order_id = await db_session.scalar(select(Order.id).where(Order.order_number == placed["orderNumber"]))

    body = (await client.get(f"/admin-service/get-order-details/{order_id}", headers=staff["admin"])).json()

    assert (body["invoiceDetails"], body["invoices"]) == (None, [])
