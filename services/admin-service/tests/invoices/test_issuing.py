"""Invoices issued as the order's money moves, through the staff's own calls: accepting an order
paid online invoices it, a refund (partial, or a rejection after capture) issues a credit note for
the sum given back, a pay-at-pickup order is invoiced on demand or when handed over to a company,
a refused invoice is issued again with its number, and with invoicing off nothing is issued and
nothing fails."""

from decimal import Decimal

from sqlalchemy import select

from bakery_devtools.einvoice import fatal_failures
from bakery_shared.models import EfacturaStatus, Invoice, InvoiceKind, Order

from .conftest import invoices_of

COMPANY = {
    "companyName": "Firma Mea SRL",
    "cui": "RO18547290",
    "registrationNumber": "J32/1/2020",
    "streetAddress": "Str. Morii 3",
    "city": "Sibiu",
    "county": "RO-SB",
}


async def accept(client, headers, number, package_cost="0.00"):
    answer = await client.post(
        "/admin-service/confirm-order",
        headers=headers,
        json={"orderNumber": number, "timeToPrepare": "20 min", "totalPackageCost": package_cost},
    )
    assert answer.status_code == 200, answer.text
    return answer.json()


async def test_accepting_an_order_paid_online_invoices_it(client, staff, online_order, invoicing_on, db_session):
    placed = await online_order()

    detail = await accept(client, staff["manager"], placed["orderNumber"])

    [invoice] = await invoices_of(db_session, placed["orderNumber"])
    assert (invoice.kind, invoice.total) == (InvoiceKind.INVOICE, Decimal(placed["totalPrice"]))
    assert invoice.efactura_status == EfacturaStatus.PENDING
    assert detail["invoices"] == [
        {
            "id": invoice.id,
            "number": invoice.number,
            "kind": "INVOICE",
            "total": placed["totalPrice"],
            "efacturaStatus": "PENDING",
        }
    ]
    xml = await client.get(f"/admin-service/invoices/{invoice.id}/xml", headers=staff["manager"])
    assert xml.text == invoice.xml and fatal_failures(xml.text) == []  # what ANAF gets passes its rules
    pdf = await client.get(f"/admin-service/invoices/{invoice.id}/pdf", headers=staff["manager"])
    assert pdf.status_code == 200
    assert pdf.headers["content-type"] == "application/pdf" and pdf.content.startswith(b"%PDF")


async def test_a_partial_refund_issues_a_credit_note_for_the_sum_given_back(
    client, staff, online_order, invoicing_on, db_session
):
    placed = await online_order()
    await accept(client, staff["admin"], placed["orderNumber"])

    refunded = await client.post(
        "/admin-service/refund-order",
        headers=staff["admin"],
        json={"orderNumber": placed["orderNumber"], "amount": "25.50", "reason": "Tortul a sosit deformat."},
    )

    assert refunded.status_code == 200, refunded.text
    invoice, note = await invoices_of(db_session, placed["orderNumber"])
    assert (note.kind, note.total, note.corrects_invoice_id) == (InvoiceKind.CREDIT_NOTE, Decimal("25.50"), invoice.id)
    listed = (await client.get("/admin-service/invoices", params={"kind": "CREDIT_NOTE"}, headers=staff["admin"])).json()
    assert [(i["number"], i["total"], i["correctsNumber"]) for i in listed] == [(note.number, "25.50", invoice.number)]


async def test_rejecting_after_capture_credits_the_whole_invoice(client, staff, online_order, invoicing_on, db_session):
    placed = await online_order()
    await accept(client, staff["manager"], placed["orderNumber"])

    rejected = await client.post(
        "/admin-service/reject-order",
        headers=staff["manager"],
        json={"orderNumber": placed["orderNumber"], "reason": "Nu mai avem ingrediente."},
    )

    assert rejected.status_code == 200, rejected.text
    invoice, note = await invoices_of(db_session, placed["orderNumber"])
    assert note.kind == InvoiceKind.CREDIT_NOTE and note.total == invoice.total == Decimal(placed["totalPrice"])


async def test_with_invoicing_off_accepting_issues_nothing_and_goes_through(client, staff, online_order, db_session):
    placed = await online_order()

    detail = await accept(client, staff["manager"], placed["orderNumber"])

    assert detail["status"] == "CONFIRMED" and detail["invoices"] == []
    assert await invoices_of(db_session, placed["orderNumber"]) == []


async def test_staff_invoice_a_cash_order_on_demand(client, staff, place, invoicing_on, db_session):
    placed = await place()
    url = f"/admin-service/orders/{placed['orderNumber']}/invoice"

    issued = await client.post(url, headers=staff["manager"])

    assert issued.status_code == 200, issued.text
    body = issued.json()
    assert (body["kind"], body["orderNumber"], body["total"]) == ("INVOICE", placed["orderNumber"], placed["totalPrice"])
    again = await client.post(url, headers=staff["manager"])
    assert again.json()["number"] == body["number"]  # the one issued already, not a second number
    assert len(await invoices_of(db_session, placed["orderNumber"])) == 1
    missing = await client.post("/admin-service/orders/NU-EXISTA/invoice", headers=staff["manager"])
    assert missing.status_code == 404


async def test_an_invoice_on_demand_needs_invoicing_switched_on(client, staff, place):
    placed = await place()

    refused = await client.post(f"/admin-service/orders/{placed['orderNumber']}/invoice", headers=staff["admin"])

    assert refused.status_code == 400
    assert refused.json()["message"] == "Facturarea nu este pornită în setări."


async def test_a_company_order_paid_at_pickup_is_invoiced_when_handed_over(client, staff, place, invoicing_on, db_session):
    placed = await place()
    order = await db_session.scalar(select(Order).where(Order.order_number == placed["orderNumber"]))
    order.invoice_details = COMPANY
    await db_session.flush()
    await accept(client, staff["manager"], placed["orderNumber"], package_cost="2.00")

    delivered = await client.post(
        "/admin-service/mark-as-delivered", headers=staff["manager"], json={"orderNumber": placed["orderNumber"]}
    )

    assert delivered.status_code == 200, delivered.text
    [invoice] = await invoices_of(db_session, placed["orderNumber"])
    assert (invoice.buyer_cui or "").endswith("18547290")
    assert [i["number"] for i in delivered.json()["invoices"]] == [invoice.number]


async def test_a_refused_invoice_is_issued_again_with_its_number(client, staff, place, invoicing_on, db_session):
    placed = await place()
    issued = (await client.post(f"/admin-service/orders/{placed['orderNumber']}/invoice", headers=staff["admin"])).json()
    url = f"/admin-service/invoices/{issued['id']}/retry"
    not_refused = await client.post(url, headers=staff["admin"])
    assert not_refused.status_code == 409
    invoice = await db_session.get(Invoice, issued["id"])
    invoice.efactura_status, invoice.efactura_message = EfacturaStatus.NOK, "E: adresa cumpărătorului lipsește"
    await db_session.flush()

    retried = await client.post(url, headers=staff["manager"])

    assert retried.status_code == 200, retried.text
    body = retried.json()
    assert (body["number"], body["efacturaStatus"], body["efacturaMessage"]) == (issued["number"], "PENDING", None)


async def test_an_invoice_that_cannot_be_issued_never_fails_the_handing_over(client, staff, place, invoicing_on, db_session):
    placed = await place()
    order = await db_session.scalar(select(Order).where(Order.order_number == placed["orderNumber"]))
    # Details no checkout would accept (a CUI longer than any invoice holds), as an old row might carry.
    order.invoice_details = {**COMPANY, "cui": "RO1854729000000000000"}
    await db_session.flush()
    await accept(client, staff["manager"], placed["orderNumber"], package_cost="2.00")

    delivered = await client.post(
        "/admin-service/mark-as-delivered", headers=staff["manager"], json={"orderNumber": placed["orderNumber"]}
    )

    assert delivered.status_code == 200, delivered.text
    assert (delivered.json()["status"], delivered.json()["invoices"]) == ("DELIVERED", [])
    assert await invoices_of(db_session, placed["orderNumber"]) == []


async def test_an_order_paid_online_is_not_invoiced_before_its_money_is_captured(client, staff, online_order, invoicing_on):
    placed = await online_order()

    refused = await client.post(f"/admin-service/orders/{placed['orderNumber']}/invoice", headers=staff["manager"])

    assert refused.status_code == 409
    assert refused.json()["message"] == (
        "Comanda este plătită online: factura se emite când comanda este acceptată și plata încasată."
    )
