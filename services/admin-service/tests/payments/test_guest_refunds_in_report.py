"""A guest's line in the customers report counts what their online orders brought in, as an
account's does: a refund on the card lowers it at once, and the line keeps the purchase."""

from decimal import Decimal

from .test_staff_card_payments import accept, refund


async def guest_line(client, headers, mail: str) -> tuple[bool, int, str]:
    customers = (await client.get("/admin-service/clients?page=0&size=50", headers=headers)).json()["content"]
    [line] = [c for c in customers if c["mail"] == mail]
    return line["hasAccount"], line["numberOfPurchases"], line["orderAmount"]


async def test_a_guests_refunded_online_order_counts_what_was_kept(client, online_order, staff):
    order, _ = await online_order()
    number = order["orderNumber"]
    assert (await accept(client, staff["manager"], number)).status_code == 200
    delivered = await client.post("/admin-service/mark-as-delivered", headers=staff["manager"], json={"orderNumber": number})
    assert delivered.status_code == 200, delivered.text
    captured = Decimal(order["totalPrice"])  # what the card authorized, and accepting captured
    assert await guest_line(client, staff["admin"], "ana@example.ro") == (False, 1, str(captured))

    assert (await refund(client, staff["admin"], number, "25.50")).status_code == 200
    assert await guest_line(client, staff["admin"], "ana@example.ro") == (False, 1, str(captured - Decimal("25.50")))

    rest = str(captured - Decimal("25.50"))
    assert (await refund(client, staff["admin"], number, rest, "Clientul a renunțat.")).status_code == 200
    assert await guest_line(client, staff["admin"], "ana@example.ro") == (False, 1, "0.00")
