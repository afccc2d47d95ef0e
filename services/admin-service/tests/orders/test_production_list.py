"""The kitchen's side of orders: a rejected order gives its day's capacity back, and the
production list of a day shows each cake with its inscription."""

from datetime import timedelta

from bakery_devtools.testing.orders import checkout, moment_in, now_local, product_line


def tomorrow(hour: int) -> str:
    return moment_in(timedelta(days=1)).replace(hour=hour, minute=0, second=0, microsecond=0).isoformat()


def cake_order(shop, hour: int, message: str | None = None, product="cake", quantity=1) -> dict:
    product = shop[product]
    line = product_line(product.id, product.dimensions[0].id, quantity, preferredMessage=message)
    return checkout([line], location_id=shop["location"].id, pickupOrDeliveryMoment=tomorrow(hour))


async def test_a_rejected_order_gives_its_capacity_back(client, storefront, staff, cake_shop):
    first = await storefront.post("/user-service/place-order", json=cake_order(cake_shop, 10))
    assert first.status_code == 201, first.text
    assert (await storefront.post("/user-service/place-order", json=cake_order(cake_shop, 11))).status_code == 409

    rejected = await client.post(
        "/admin-service/reject-order",
        json={"orderNumber": first.json()["orderNumber"], "reason": "Clientul a renunțat."},
        headers=staff["manager"],
    )
    assert rejected.status_code == 200, rejected.text

    again = await storefront.post("/user-service/place-order", json=cake_order(cake_shop, 12))
    assert again.status_code == 201, again.text


async def test_the_production_list_for_tomorrow_shows_the_cake_with_its_inscription(client, storefront, staff, cake_shop):
    typed = "La mulți ani, Ștefan! 🎉"
    cake = await storefront.post("/user-service/place-order", json=cake_order(cake_shop, 16, typed))
    assert cake.status_code == 201, cake.text
    for hour in (9, 11):
        placed = await storefront.post(
            "/user-service/place-order", json=cake_order(cake_shop, hour, product="cookies", quantity=2)
        )
        assert placed.status_code == 201, placed.text
    other_day = checkout(
        [product_line(cake_shop["cookies"].id, cake_shop["cookies"].dimensions[0].id, 5)],
        location_id=cake_shop["location"].id,
        pickupOrDeliveryMoment=moment_in(timedelta(days=2)).replace(hour=10, minute=0, second=0, microsecond=0).isoformat(),
    )
    assert (await storefront.post("/user-service/place-order", json=other_day)).status_code == 201

    day = str(now_local().date() + timedelta(days=1))
    listed = await client.get("/admin-service/production-list", params={"date": day}, headers=staff["manager"])

    assert listed.status_code == 200, listed.text
    body = listed.json()
    assert body["date"] == day and body["totalPieces"] == 5
    assert [c["category"] for c in body["categories"]] == ["Torturi figurine", "Fursecuri"]
    cake_item = body["categories"][0]["items"][0]
    assert (cake_item["productName"], cake_item["dimension"], cake_item["quantity"]) == ("Tort cu figurine", "1,5 kg", 1)
    assert cake_item["orders"][0]["preferredMessage"] == typed
    assert cake_item["orders"][0]["moment"].startswith(f"{day}T16:00:00")
    cookies = body["categories"][1]["items"][0]
    assert cookies["quantity"] == 4 and [o["quantity"] for o in cookies["orders"]] == [2, 2]

    assert (await client.get("/admin-service/production-list", headers=staff["customer"])).status_code == 403
    bad = await client.get("/admin-service/production-list", params={"date": "mâine"}, headers=staff["manager"])
    assert bad.status_code == 422
    far = await client.get("/admin-service/production-list", params={"date": "9999-12-31"}, headers=staff["manager"])
    assert far.status_code == 422 and far.json()["message"] == "Alegeți o zi între anii 2000 și 2999."


async def test_the_production_list_carries_the_orders_note_with_its_allergy(client, storefront, staff, cake_shop):
    note = "Fără cacao, copilul are alergie la arahide."
    body = cake_order(cake_shop, 15, "Felicitări!") | {"additionalInformation": note}
    placed = await storefront.post("/user-service/place-order", json=body)
    assert placed.status_code == 201, placed.text
    plain = await storefront.post("/user-service/place-order", json=cake_order(cake_shop, 10, product="cookies"))
    assert plain.status_code == 201, plain.text

    day = str(now_local().date() + timedelta(days=1))
    listed = await client.get("/admin-service/production-list", params={"date": day}, headers=staff["manager"])

    assert listed.status_code == 200, listed.text
    orders = {o["orderNumber"]: o for c in listed.json()["categories"] for i in c["items"] for o in i["orders"]}
    assert orders[placed.json()["orderNumber"]]["note"] == note
    assert orders[placed.json()["orderNumber"]]["preferredMessage"] == "Felicitări!"
    assert orders[plain.json()["orderNumber"]]["note"] is None
