"""Who may see the invoices: the staff of the orders panel (admins and managers); customers and
strangers never."""

from datetime import date


async def test_customers_and_strangers_are_refused_every_invoice_call(client, staff, make_invoice, make_order):
    order = await make_order("CMD-1")
    invoice = await make_invoice(date(2026, 3, 1), order=order)
    reading = [
        ("GET", "/admin-service/invoices"),
        ("GET", f"/admin-service/invoices/{invoice.id}/xml"),
        ("GET", "/admin-service/invoices/export?from=2026-03-01&to=2026-03-31"),
    ]
    acting = [
        ("GET", f"/admin-service/invoices/{invoice.id}/pdf"),
        ("POST", f"/admin-service/invoices/{invoice.id}/retry"),
        ("POST", "/admin-service/orders/CMD-1/invoice"),
    ]
    for method, url in reading + acting:
        for who, expected in (("customer", 403), ("anonymous", 401)):
            answer = await client.request(method, url, headers=staff[who])
            assert answer.status_code == expected, (who, method, url, answer.text)
            assert answer.json()["message"]
    for method, url in reading:
        assert (await client.request(method, url, headers=staff["manager"])).status_code == 200, url
