"""What the staff read: the requests newest first (one status, a page at a time) with where each
one's money is, and one request whole with its day's load, its contact and its private photos."""

from datetime import timedelta
from decimal import Decimal
import secrets

from sqlalchemy import update

from admin_service.cakes import messages as m
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import (
    CakeRequest,
    CakeSetup,
    DeliveryMethod,
    Order,
    OrderDeliveryDetails,
    OrderPayment,
    OrderStatus,
    PaymentMethod,
)

from .conftest import add_quote, event_at, pay_deposit

LIST = "/admin-service/cake-requests"


async def plain_order(db_session, days: int, status: OrderStatus = OrderStatus.SCHEDULED) -> Order:
    order = Order(
        order_number=f"P{secrets.randbelow(10**9)}",
        status=status,
        delivery_method=DeliveryMethod.PICKUP,
        pickup_or_delivery_moment=event_at(days, 11),
        sub_total_price=Decimal("50.00"),
        total_price=Decimal("50.00"),
        delivery_details=OrderDeliveryDetails(first_name="Dan", last_name="Muntean", phone_number="0733 000 111", email="d@x.ro"),
        payment=OrderPayment(method=PaymentMethod.CASH),
    )
    db_session.add(order)
    await db_session.flush()
    return order


async def test_the_list_is_newest_first_with_each_requests_money(client, staff, db_session, make_request):
    waiting = await make_request(days=12, made_ago=timedelta(hours=5))
    quoted = await make_request(days=15, made_ago=timedelta(hours=3), servings=30, flavour="Fistic")
    await add_quote(db_session, quoted, "650.00")
    paid = await make_request(days=20, made_ago=timedelta(hours=1))
    await pay_deposit(db_session, paid, await add_quote(db_session, paid, "400.00", "30"), with_order=False)
    await db_session.execute(update(CakeRequest).where(CakeRequest.id == paid.id).values(rest_unpaid_at=current_clock().now()))

    answer = await client.get(LIST, headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["totalElements"] == 3
    rows = {r["id"]: r for r in body["content"]}
    assert [r["id"] for r in body["content"]] == [paid.id, quoted.id, waiting.id]
    assert rows[waiting.id]["status"] == "REQUESTED" and rows[waiting.id]["waitingSince"] is not None
    assert rows[waiting.id]["latestQuotePrice"] is None
    assert (rows[quoted.id]["servings"], rows[quoted.id]["flavour"], rows[quoted.id]["latestQuotePrice"]) == (
        30,
        "Fistic",
        "650.00",
    )
    assert rows[quoted.id]["waitingSince"] is None
    assert rows[quoted.id]["eventDate"] == str(event_at(15).date()) and rows[quoted.id]["time"] == "15:00"
    assert (rows[quoted.id]["depositPaid"], rows[quoted.id]["restDue"], rows[quoted.id]["restUnpaid"]) == ("0.00", "0.00", False)
    assert (rows[paid.id]["depositPaid"], rows[paid.id]["restDue"], rows[paid.id]["restUnpaid"]) == ("120.00", "280.00", True)
    assert rows[paid.id]["contactName"] == "Ioana Pop" and rows[paid.id]["deliveryMethodChosen"] == "PICKUP"

    only_quoted = await client.get(LIST, params={"status": "QUOTED"}, headers=staff["manager"])
    assert [r["id"] for r in only_quoted.json()["content"]] == [quoted.id] and only_quoted.json()["totalElements"] == 1
    second_page = await client.get(LIST, params={"page": 1, "size": 2}, headers=staff["manager"])
    assert [r["id"] for r in second_page.json()["content"]] == [waiting.id] and second_page.json()["totalElements"] == 3
    unknown = await client.get(LIST, params={"status": "GATA"}, headers=staff["manager"])
    assert unknown.status_code == 422 and "status" in unknown.json()["errors"]


async def test_the_request_whole_with_its_days_load_and_contact(client, staff, db_session, make_request):
    setup = await db_session.get(CakeSetup, 1)
    setup.cakes_per_day = 2
    details = {"streetAddress": "Str. Mare", "streetNumberAddress": "5", "city": "Sibiu"}
    request = await make_request(days=9, budget=Decimal("500"), description="Cu trandafiri", delivery_details=details)
    await add_quote(db_session, request, "480.00", "25")
    # That day: two orders to make, a rejected one and a paid cake (its order counted as a cake only).
    other_cake = await make_request(days=9, hour=10)
    await pay_deposit(db_session, other_cake, await add_quote(db_session, other_cake))
    quoted_only = await make_request(days=9, hour=12)
    await add_quote(db_session, quoted_only)
    for status in (OrderStatus.SCHEDULED, OrderStatus.CONFIRMED, OrderStatus.REJECTED):
        await plain_order(db_session, 9, status)
    await plain_order(db_session, 8)  # another day

    answer = await client.get(f"{LIST}/{request.id}", headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["dayLoad"] == {"orders": 2, "cakes": 1, "cakesPerDay": 2}
    assert (body["contactName"], body["contactEmail"], body["contactPhone"]) == ("Ioana Pop", "ioana@example.ro", "0722 123 456")
    assert (body["filling"], body["inscription"], body["allergies"]) == (
        "Ganache de ciocolată",
        "La mulți ani, Ana!",
        "Fără nuci",
    )
    assert (body["budget"], body["description"], body["deliveryDetailsBean"]) == ("500.00", "Cu trandafiri", details)
    assert body["pickupLocationName"] == "Cofetăria din centru"
    assert [q["price"] for q in body["quotes"]] == ["480.00"] and body["quotes"][0]["depositAmount"] == "120.00"
    assert [(c["fromStatus"], c["toStatus"], c["byStaff"]) for c in body["changes"]] == [
        (None, "REQUESTED", False),
        ("REQUESTED", "QUOTED", False),
    ]
    assert (body["payments"], body["refunds"], body["photos"]) == ([], [], [])

    missing = await client.get(f"{LIST}/{10**12}", headers=staff["manager"])
    assert missing.status_code == 404 and missing.json()["message"] == m.REQUEST_NOT_FOUND


async def test_a_paid_requests_payments_show_on_its_view(client, staff, db_session, make_request):
    request = await make_request()
    order = await pay_deposit(db_session, request, await add_quote(db_session, request, "300.00", "50"))

    body = (await client.get(f"{LIST}/{request.id}", headers=staff["admin"])).json()

    assert [(p["purpose"], p["amount"], p["state"], p["refundedAmount"]) for p in body["payments"]] == [
        ("DEPOSIT", "150.00", "CAPTURED", "0.00")
    ]
    assert body["payments"][0]["capturedAt"] is not None
    assert (body["orderId"], body["orderNumber"], body["depositPaid"], body["restDue"]) == (
        order.id,
        order.order_number,
        "150.00",
        "150.00",
    )


async def test_the_staff_see_the_reference_photos_and_nothing_else_of_the_disk(
    client, staff, db_session, make_request, test_settings
):
    folder = test_settings.media_root / "cake-requests" / secrets.token_hex(4)
    folder.mkdir(parents=True)
    (folder / "a.jpg").write_bytes(b"\xff\xd8\xff jpeg")
    (folder / "b.webp").write_bytes(b"RIFF webp")
    photos = [
        {"key": f"cake-requests/{folder.name}/a.jpg", "width": 800, "height": 600},
        {"key": f"cake-requests/{folder.name}/b.webp", "width": 600, "height": 800},
        {"key": "../../etc/passwd.jpg", "width": 1, "height": 1},
        {"key": f"cake-requests/{folder.name}/gone.png", "width": 1, "height": 1},
    ]
    request = await make_request(photos=photos)
    try:
        body = (await client.get(f"{LIST}/{request.id}", headers=staff["manager"])).json()
        assert body["photos"] == [f"/admin-service/cake-requests/{request.id}/photos/{n}" for n in (1, 2, 3, 4)]

        first = await client.get(body["photos"][0], headers=staff["manager"])
        assert first.status_code == 200 and first.content == b"\xff\xd8\xff jpeg"
        assert first.headers["content-type"] == "image/jpeg" and first.headers["cache-control"] == "no-store"
        second = await client.get(body["photos"][1], headers=staff["admin"])
        assert second.headers["content-type"] == "image/webp"
        for url in (body["photos"][2], body["photos"][3], f"/admin-service/cake-requests/{request.id}/photos/5"):
            missing = await client.get(url, headers=staff["manager"])
            assert missing.status_code == 404 and missing.json()["message"] == m.PHOTO_NOT_FOUND
        assert (await client.get(body["photos"][0], headers=staff["customer"])).status_code == 403
        assert (await client.get(f"{LIST}/{request.id}/photos/0", headers=staff["manager"])).status_code == 422
    finally:
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()
