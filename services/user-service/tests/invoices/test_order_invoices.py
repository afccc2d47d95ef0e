"""The order's page shows the company it is invoiced to and its invoices; the invoice's PDF
downloads for the order's owner or whoever holds its follow link, and for nobody else."""

from bakery_devtools.testing.invoicing import enable_invoicing
from bakery_devtools.testing.orders import bearer, make_user
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.invoicing.document import Document
from bakery_shared.invoicing.issuing import issue_order_invoice
from bakery_shared.models import InvoiceKind, Role
from bakery_shared.orders.messages import ORDER_NOT_FOUND

from .conftest import COMPANY, place, write_invoice

NOT_ISSUED = "Factura nu a fost emisă încă."


def pdf_of(number: str) -> str:
    return f"/user-service/orders/{number}/invoice.pdf"


async def test_the_order_page_shows_the_company_and_the_invoices_issued(client, db_session, shop, test_settings):
    customer = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    placed = await place(client, shop, headers=customer, invoiceDetails=COMPANY)
    before = await client.get(f"/user-service/get-order-details/{placed['id']}", headers=customer)

    invoice = await write_invoice(db_session, placed["id"], "CFS-2026-00042")
    await write_invoice(db_session, placed["id"], "CFS-2026-00043", total="20.00", kind=InvoiceKind.CREDIT_NOTE, corrects=invoice)
    mine = await client.get(f"/user-service/get-order-details/{placed['id']}", headers=customer)
    followed = await client.get(
        f"/user-service/order-status/{placed['orderNumber']}", headers={"X-Order-Key": placed["followToken"]}
    )

    assert before.json()["invoiceDetails"] == {**COMPANY, "county": "RO-SB"}
    assert before.json()["invoices"] == []
    today = invoice.issue_date.isoformat()
    expected = [
        {"number": "CFS-2026-00042", "kind": "INVOICE", "issueDate": today, "total": "120.00"},
        {"number": "CFS-2026-00043", "kind": "CREDIT_NOTE", "issueDate": today, "total": "20.00"},
    ]
    assert mine.json()["invoices"] == followed.json()["invoices"] == expected
    assert followed.json()["invoiceDetails"]["cui"] == "RO18547290"


async def test_an_order_for_a_person_has_no_company_on_its_page(client, shop):
    placed = await place(client, shop)

    followed = await client.get(
        f"/user-service/order-status/{placed['orderNumber']}", headers={"X-Order-Key": placed["followToken"]}
    )

    assert followed.json()["invoiceDetails"] is None and followed.json()["invoices"] == []


async def test_the_owner_downloads_the_pdf_once_the_invoice_is_issued(client, db_session, shop, test_settings):
    customer = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    placed = await place(client, shop, headers=customer, invoiceDetails=COMPANY)

    before = await client.get(pdf_of(placed["orderNumber"]), headers=customer)
    await write_invoice(db_session, placed["id"], "CFS-2026-00042")
    after = await client.get(pdf_of(placed["orderNumber"]), headers=customer)

    assert before.status_code == 404 and before.json()["message"] == NOT_ISSUED
    assert after.status_code == 200
    assert after.headers["content-type"] == "application/pdf"
    assert after.headers["content-disposition"] == 'attachment; filename="factura-CFS-2026-00042.pdf"'
    assert after.headers["cache-control"] == "no-store"
    assert after.content.startswith(b"%PDF")


async def test_a_guest_downloads_the_pdf_by_the_follow_links_key_only(client, db_session, shop):
    placed = await place(client, shop)
    await write_invoice(db_session, placed["id"])
    number = placed["orderNumber"]

    by_address = await client.get(pdf_of(number), params={"cheie": placed["followToken"]})
    by_header = await client.get(pdf_of(number), headers={"X-Order-Key": placed["followToken"]})
    wrong = await client.get(pdf_of(number), params={"cheie": "nu-e-cheia"})
    none = await client.get(pdf_of(number))

    assert by_address.status_code == by_header.status_code == 200
    assert by_address.content.startswith(b"%PDF")
    for refused in (wrong, none):
        assert refused.status_code == 404 and refused.json()["message"] == ORDER_NOT_FOUND


async def test_another_customer_gets_no_invoice_of_an_order_not_theirs(client, db_session, shop, test_settings):
    ana = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    ion = bearer(test_settings, await make_user(db_session, Role.USER, "ion@example.ro"))
    placed = await place(client, shop, headers=ana)
    await write_invoice(db_session, placed["id"])

    response = await client.get(pdf_of(placed["orderNumber"]), headers=ion)

    assert response.status_code == 404 and response.json()["message"] == ORDER_NOT_FOUND


async def test_an_unknown_order_has_no_invoice(client, shop):
    response = await client.get(pdf_of("999999"), params={"cheie": "orice"})

    assert response.status_code == 404 and response.json()["message"] == ORDER_NOT_FOUND


async def test_the_invoice_issued_by_the_shop_downloads_as_issued(client, db_session, shop, test_settings):
    await enable_invoicing(db_session)
    customer = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    placed = await place(client, shop, headers=customer, invoiceDetails=COMPANY)

    invoice = await issue_order_invoice(db_session, placed["id"], now=current_clock().now(), settings=test_settings)
    response = await client.get(pdf_of(placed["orderNumber"]), headers=customer)
    page = await client.get(f"/user-service/get-order-details/{placed['id']}", headers=customer)

    assert Document.from_json(invoice.document).buyer.name == "Dulce Eveniment SRL"
    assert response.status_code == 200 and response.content.startswith(b"%PDF")
    assert response.headers["content-disposition"] == f'attachment; filename="factura-{invoice.number}.pdf"'
    assert [(i["number"], i["total"]) for i in page.json()["invoices"]] == [(invoice.number, "120.00")]


async def test_the_customers_history_names_each_orders_invoice_for_its_download(client, db_session, shop, test_settings):
    customer = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    invoiced = await place(client, shop, headers=customer, invoiceDetails=COMPANY)
    not_yet = await place(client, shop, headers=customer)
    invoice = await write_invoice(db_session, invoiced["id"], "CFS-2026-00042")
    await write_invoice(
        db_session, invoiced["id"], "CFS-2026-00043", total="20.00", kind=InvoiceKind.CREDIT_NOTE, corrects=invoice
    )

    history = await client.get("/user-service/get-user-orders", params={"page": 0, "size": 10}, headers=customer)

    numbers = {row["orderNumber"]: row["invoiceNumber"] for row in history.json()["content"]}
    assert numbers == {invoiced["orderNumber"]: "CFS-2026-00042", not_yet["orderNumber"]: None}
