"""The days the checkout offers (`available-days`): none before a product's lead time, none that is
full, and for a delivery only the hours its zone is served."""

from datetime import timedelta

from bakery_devtools.testing.orders import checkout, moment_in, now_local, product_line


async def test_the_checkout_offers_no_day_before_the_lead_time_and_none_that_is_full(client, kitchen):
    figurine = kitchen["figurine"]
    in_four_days = moment_in(timedelta(days=4)).replace(hour=12, minute=0, second=0, microsecond=0).isoformat()
    full = checkout(
        [product_line(figurine.id, figurine.dimensions[0].id, 2)],
        location_id=kitchen["location"].id,
        pickupOrDeliveryMoment=in_four_days,
    )
    assert (await client.post("/user-service/place-order", json=full)).status_code == 201

    response = await client.post(
        "/user-service/available-days",
        json={"items": [product_line(figurine.id, figurine.dimensions[0].id, 1)], "deliveryMethodChosen": "PICKUP"},
    )

    assert response.status_code == 200, response.text
    days = response.json()["days"]
    assert len(days) == 8  # today and the 7 days pickup may be ordered ahead
    offered = [d["date"] for d in days if d["available"]]
    today = now_local().date()
    assert offered == [str(today + timedelta(days=n)) for n in (3, 5, 6, 7)]
    assert days[1]["reason"] == "„Tort cu figurine” se comandă cu cel puțin 3 zile înainte."
    assert days[4]["reason"] == "Ziua este plină pentru „Tort cu figurine”."


async def test_the_days_offered_for_a_zone_keep_to_its_hours(client, zoned_shop):
    cake = zoned_shop["cake"]
    response = await client.post(
        "/user-service/available-days",
        json={
            "items": [product_line(cake.id, cake.dimensions[0].id, 2)],
            "deliveryMethodChosen": "DELIVERY",
            "city": "Cisnădie",
        },
    )

    assert response.status_code == 200, response.text
    assert response.json()["zone"]["name"] == "Cisnădie"
    tomorrow = response.json()["days"][1]
    assert tomorrow["available"] is True
    assert (tomorrow["firstTime"], tomorrow["lastTime"]) == ("10:00", "11:55")
