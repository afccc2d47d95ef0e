"""Delivery zones at the checkout: the zone of the address sets the fee and the minimum
(never the client), an address outside every zone is refused naming where we deliver, and a
moment the zone is not served is refused."""

from datetime import timedelta

from sqlalchemy import delete

from bakery_devtools.testing.orders import ADDRESS, CONTACT, checkout, moment_in, product_line
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import DeliveryZone

PLACE = "/user-service/place-order"


def delivery(cake, quantity: int, moment: str | None = None, **address) -> dict:
    return checkout(
        [product_line(cake.id, cake.dimensions[0].id, quantity)],
        deliveryMethodChosen="DELIVERY",
        deliveryDetailsBean={**CONTACT, **ADDRESS, **address},
        pickupOrDeliveryMoment=moment,
        deliveryFee="0.00",  # what a tampered cart might send: ignored
    )


def tomorrow_at(hour: int) -> str:
    day = moment_in(timedelta(days=1))
    return day.replace(hour=hour, minute=0, second=0, microsecond=0).isoformat()


async def test_sibiu_is_the_first_zone_with_the_spec_fee_and_minimum(client, zoned_shop):
    response = await client.post(PLACE, json=delivery(zoned_shop["cake"], 1, tomorrow_at(14)))

    assert response.status_code == 201, response.text
    assert response.json()["deliveryFee"] == "15.00"
    assert response.json()["totalPrice"] == "75.00"


async def test_cisnadie_has_its_own_fee_and_minimum(client, zoned_shop):
    too_little = await client.post(PLACE, json=delivery(zoned_shop["cake"], 1, tomorrow_at(11), city="Cisnadie"))
    assert too_little.status_code == 422
    assert too_little.json()["message"] == "Comanda minimă pentru livrare este de 100.00 RON (fără taxa de livrare)."

    enough = await client.post(PLACE, json=delivery(zoned_shop["cake"], 2, tomorrow_at(11), city="cisnădie "))
    assert enough.status_code == 201, enough.text
    assert enough.json()["deliveryFee"] == "25.00"
    assert enough.json()["totalPrice"] == "145.00"


async def test_a_postal_code_picks_its_zone_before_the_locality(client, zoned_shop):
    response = await client.post(PLACE, json=delivery(zoned_shop["cake"], 1, tomorrow_at(14), postalCode="550 003"))

    assert response.status_code == 201, response.text
    assert response.json()["deliveryFee"] == "10.00"
    # The order keeps the code for the courier, as the zone lists it.
    placed = response.json()
    followed = await client.get(f"/user-service/order-status/{placed['orderNumber']}", params={"cheie": placed["followToken"]})
    assert followed.json()["deliveryDetailsBean"]["postalCode"] == "550003"


async def test_an_address_outside_every_zone_is_refused_naming_the_served_localities(client, zoned_shop):
    response = await client.post(PLACE, json=delivery(zoned_shop["cake"], 3, tomorrow_at(14), city="Brașov"))

    assert response.status_code == 422
    message = "Nu livrăm la adresa aleasă. Livrăm doar în: Sibiu, Cisnădie."
    assert response.json()["message"] == message
    assert response.json()["errors"] == {"deliveryDetailsBean.city": message}


async def test_an_hour_the_zone_is_not_served_is_refused(client, zoned_shop):
    response = await client.post(PLACE, json=delivery(zoned_shop["cake"], 2, tomorrow_at(15), city="Cisnădie"))

    assert response.status_code == 422
    assert response.json()["message"].startswith("Zona „Cisnădie” nu este deservită în momentul ales.")
    assert "luni 10:00 - 12:00" in response.json()["message"]


async def test_without_zones_the_setup_fee_and_minimum_apply(client, db_session, zoned_shop):
    await db_session.execute(delete(DeliveryZone))
    await bump_last_key(db_session)

    response = await client.post(PLACE, json=delivery(zoned_shop["cake"], 1, tomorrow_at(14), city="Brașov"))

    assert response.status_code == 201, response.text
    assert response.json()["deliveryFee"] == "15.00"


async def test_the_checkout_finds_the_zone_of_an_address_before_the_order(client, zoned_shop):
    found = await client.get("/user-service/restaurant/delivery-zone", params={"city": "Cisnadie"})
    assert found.status_code == 200
    assert found.json()["name"] == "Cisnădie"
    assert found.json()["deliveryFee"] == "25.00" and found.json()["minimumOrder"] == "100.00"

    outside = await client.get("/user-service/restaurant/delivery-zone", params={"city": "Mediaș"})
    assert outside.status_code == 422
    assert outside.json()["message"] == "Nu livrăm la adresa aleasă. Livrăm doar în: Sibiu, Cisnădie."

    listed = await client.get("/user-service/restaurant/delivery-zones")
    assert [z["name"] for z in listed.json()] == ["Sibiu", "Sibiu centru", "Cisnădie"]


# The locality chooses the zone; a postal code can only pick among the locality's zones, so typing
# another zone's code cannot buy its fee, minimum or hours
# (docs/decisions/delivery-zone-by-locality.md).
ELSEWHERE = "Codul poștal 550003 nu aparține localității „Cisnădie”. Verificați adresa. Livrăm doar în: Sibiu, Cisnădie."


async def test_another_zones_postal_code_does_not_buy_its_fee_or_its_hours(client, zoned_shop):
    # 15:00: Cisnădie is not served then; Sibiu centru's code would have placed it at 10 RON.
    response = await client.post(
        PLACE, json=delivery(zoned_shop["cake"], 2, tomorrow_at(15), city="Cisnădie", postalCode="550003")
    )

    assert response.status_code == 422, response.text
    assert response.json()["message"] == ELSEWHERE
    assert response.json()["errors"] == {"deliveryDetailsBean.postalCode": ELSEWHERE}


async def test_a_served_postal_code_does_not_open_an_unserved_locality(client, zoned_shop):
    response = await client.post(
        PLACE, json=delivery(zoned_shop["cake"], 3, tomorrow_at(14), city="Cluj-Napoca", postalCode="550003")
    )

    assert response.status_code == 422
    assert response.json()["errors"] == {
        "deliveryDetailsBean.city": "Nu livrăm la adresa aleasă. Livrăm doar în: Sibiu, Cisnădie."
    }


async def test_a_postal_code_no_zone_lists_keeps_the_localitys_zone(client, zoned_shop):
    response = await client.post(
        PLACE, json=delivery(zoned_shop["cake"], 2, tomorrow_at(11), city="Cisnadie", postalCode="557260")
    )

    assert response.status_code == 201, response.text
    assert response.json()["deliveryFee"] == "25.00"


async def test_the_live_zone_calls_refuse_another_zones_postal_code(client, zoned_shop):
    found = await client.get("/user-service/restaurant/delivery-zone", params={"city": "Cisnădie", "postalCode": "550003"})
    assert found.status_code == 422
    assert found.json()["errors"] == {"postalCode": ELSEWHERE}

    outside = await client.get("/user-service/restaurant/delivery-zone", params={"city": "Cluj-Napoca", "postalCode": "550003"})
    assert outside.status_code == 422
    assert list(outside.json()["errors"]) == ["city"]

    cake = zoned_shop["cake"]
    days = await client.post(
        "/user-service/available-days",
        json={
            "items": [product_line(cake.id, cake.dimensions[0].id, 2)],
            "deliveryMethodChosen": "DELIVERY",
            "city": "Cisnădie",
            "postalCode": "550003",
        },
    )
    assert days.status_code == 422
    assert days.json()["errors"] == {"postalCode": ELSEWHERE}


async def test_the_days_wait_for_the_locality_before_judging_a_postal_code(client, zoned_shop):
    # The checkout asks as the customer types: a postal code alone is no refusal yet.
    cake = zoned_shop["cake"]
    body = {
        "items": [product_line(cake.id, cake.dimensions[0].id, 2)],
        "deliveryMethodChosen": "DELIVERY",
        "postalCode": "550003",
    }

    response = await client.post("/user-service/available-days", json=body)

    assert response.status_code == 200, response.text
    assert response.json()["zone"] is None
