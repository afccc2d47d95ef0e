"""The kitchen's limits at the checkout: a product's lead time and production weekdays,
the day's capacity (per product, or per size when the size has its own), and the longest message a
cake takes."""

from datetime import timedelta

from sqlalchemy import select

from bakery_devtools.testing.orders import (
    checkout,
    moment_in,
    now_local,
    product_line,
)
from bakery_shared.models import ProductionLoad

PLACE = "/user-service/place-order"


def day_at(days: int, hour: int = 12) -> str:
    return moment_in(timedelta(days=days)).replace(hour=hour, minute=0, second=0, microsecond=0).isoformat()


def order(kitchen, product, quantity=1, moment=None, size=0, **line):
    return checkout(
        [product_line(product.id, product.dimensions[size].id, quantity, **line)],
        location_id=kitchen["location"].id,
        pickupOrDeliveryMoment=moment,
    )


def dd_mm_yyyy(days: int) -> str:
    return f"{now_local().date() + timedelta(days=days):%d-%m-%Y}"


async def test_a_figurine_cake_cannot_be_had_sooner_than_its_lead_time(client, kitchen):
    figurine = kitchen["figurine"]
    soon = await client.post(PLACE, json=order(kitchen, figurine, moment=day_at(1)))
    assert soon.status_code == 422
    assert soon.json()["message"] == (
        f"„Tort cu figurine” se comandă cu cel puțin 3 zile înainte. Cea mai apropiată zi posibilă: {dd_mm_yyyy(3)}."
    )
    assert set(soon.json()["errors"]) == {"pickupOrDeliveryMoment"}

    asap = await client.post(PLACE, json=order(kitchen, figurine))
    assert asap.status_code == 422
    assert asap.json()["message"] == "„Tort cu figurine” se comandă cu cel puțin 3 zile înainte: vă rugăm să alegeți data și ora."

    in_time = await client.post(PLACE, json=order(kitchen, figurine, moment=day_at(3)))
    assert in_time.status_code == 201, in_time.text


async def test_a_size_may_need_longer_than_its_product(client, db_session, kitchen):
    eclair = kitchen["eclair"]
    eclair.dimensions[0].lead_time = "5 ore"
    await db_session.flush()

    response = await client.post(PLACE, json=order(kitchen, eclair, moment=moment_in(timedelta(hours=2)).isoformat()))

    assert response.status_code == 422
    assert response.json()["message"].startswith("„Ecler” se comandă cu cel puțin 5 ore înainte.")


async def test_a_product_is_only_ordered_for_its_production_weekdays(client, db_session, kitchen):
    eclair = kitchen["eclair"]
    target = now_local().date() + timedelta(days=2)
    eclair.production_days = [d for d in range(1, 8) if d != target.isoweekday()]
    await db_session.flush()

    refused = await client.post(PLACE, json=order(kitchen, eclair, moment=day_at(2)))

    assert refused.status_code == 422
    weekday = {1: "lunea", 2: "marțea", 3: "miercurea", 4: "joia", 5: "vinerea", 6: "sâmbăta", 7: "duminica"}
    assert refused.json()["message"] == f"„Ecler” nu se pregătește {weekday[target.isoweekday()]}. Vă rugăm să alegeți altă zi."
    assert (await client.post(PLACE, json=order(kitchen, eclair, moment=day_at(3)))).status_code == 201


async def test_a_full_day_refuses_more_and_says_what_is_left(client, db_session, kitchen):
    figurine = kitchen["figurine"]
    first = await client.post(PLACE, json=order(kitchen, figurine, 1, day_at(4)))
    assert first.status_code == 201, first.text

    too_many = await client.post(PLACE, json=order(kitchen, figurine, 2, day_at(4, 15), size=1))
    assert too_many.status_code == 409
    assert too_many.json()["message"] == (
        f"Pentru {dd_mm_yyyy(4)} mai putem pregăti doar 1 bucată din „Tort cu figurine”. "
        "Vă rugăm să micșorați cantitatea sau să alegeți altă zi."
    )

    assert (await client.post(PLACE, json=order(kitchen, figurine, 1, day_at(4, 16), size=1))).status_code == 201
    full = await client.post(PLACE, json=order(kitchen, figurine, 1, day_at(4, 17)))
    assert full.status_code == 409
    assert full.json()["message"] == (
        f"Pentru {dd_mm_yyyy(4)} nu mai putem pregăti „Tort cu figurine”: capacitatea zilei este atinsă. "
        "Vă rugăm să alegeți altă zi."
    )
    # Another day has its own capacity.
    assert (await client.post(PLACE, json=order(kitchen, figurine, 2, day_at(5)))).status_code == 201
    loads = (await db_session.scalars(select(ProductionLoad).order_by(ProductionLoad.day))).all()
    assert [(load.dimension_key, load.taken) for load in loads] == [(0, 2), (0, 2)]


async def test_a_size_with_its_own_capacity_counts_apart(client, db_session, kitchen):
    eclair = kitchen["eclair"]
    eclair.dimensions[0].daily_capacity = 1
    await db_session.flush()

    assert (await client.post(PLACE, json=order(kitchen, eclair, 1, day_at(1)))).status_code == 201
    refused = await client.post(PLACE, json=order(kitchen, eclair, 1, day_at(1, 14)))

    assert refused.status_code == 409
    assert "„Ecler Mărimea 1”" in refused.json()["message"]


async def test_a_message_longer_than_its_category_allows_is_refused(client, kitchen):
    figurine = kitchen["figurine"]
    long = "La mulți ani, Ana-Maria!"  # 24 characters
    refused = await client.post(PLACE, json=order(kitchen, figurine, 1, day_at(3), preferredMessage=long))

    assert refused.status_code == 422
    message = "Mesajul pentru „Tort cu figurine” poate avea cel mult 20 de caractere (ați scris 24)."
    assert refused.json()["message"] == message
    assert refused.json()["errors"] == {"items.0.preferredMessage": message}


async def test_a_message_is_kept_exactly_as_typed(client, kitchen):
    figurine = kitchen["figurine"]
    typed = "Mulți ani, Ștefan 🎂!"  # 20 characters, the emoji counts as one
    placed = await client.post(PLACE, json=order(kitchen, figurine, 1, day_at(3), preferredMessage=typed))
    assert placed.status_code == 201, placed.text

    body = placed.json()
    detail = (await client.get(f"/user-service/order-status/{body['orderNumber']}", params={"cheie": body["followToken"]})).json()
    assert detail["productInformationList"][0]["preferredMessage"] == typed
