"""The kitchen's list of a day carries each paid custom cake as the customer asked for it, first and
under its own heading, beside the day's other orders."""

from datetime import timedelta

from sqlalchemy import update

from bakery_shared.models import Order, OrderStatus

from .conftest import add_quote, pay_deposit, today


async def test_a_paid_cake_is_on_its_days_list_with_its_details(client, staff, db_session, make_request):
    photos = [{"key": "cake-requests/x/a.jpg", "width": 800, "height": 600}]
    request = await make_request(days=3, hour=14, servings=20, photos=photos, inscription="Casă de piatră!")
    order = await pay_deposit(db_session, request, await add_quote(db_session, request, "600.00"))
    unpaid = await make_request(days=3, hour=16)
    await add_quote(db_session, unpaid)

    day = str(today() + timedelta(days=3))
    answer = await client.get("/admin-service/production-list", params={"date": day}, headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["totalPieces"] == 1
    [category] = body["categories"]
    assert category["category"] == "Torturi la comandă"
    [item] = category["items"]
    assert (item["productName"], item["dimension"], item["quantity"]) == (
        "Tort la comandă (20 porții) — Ciocolată / Ganache de ciocolată",
        "20 porții",
        1,
    )
    [line] = item["orders"]
    assert line["orderNumber"] == order.order_number and line["moment"].startswith(f"{day}T14:00:00")
    assert line["preferredMessage"] == "Casă de piatră!"
    assert line["cake"] == {
        "servings": 20,
        "flavour": "Ciocolată",
        "filling": "Ganache de ciocolată",
        "inscription": "Casă de piatră!",
        "allergies": "Fără nuci",
        "photos": [f"/admin-service/cake-requests/{request.id}/photos/1"],
    }


async def test_a_cancelled_cakes_rejected_order_leaves_the_list(client, staff, db_session, make_request):
    request = await make_request(days=2)
    order = await pay_deposit(db_session, request, await add_quote(db_session, request))
    await db_session.execute(update(Order).where(Order.id == order.id).values(status=OrderStatus.REJECTED))

    day = str(today() + timedelta(days=2))
    body = (await client.get("/admin-service/production-list", params={"date": day}, headers=staff["manager"])).json()

    assert body["categories"] == [] and body["totalPieces"] == 0
