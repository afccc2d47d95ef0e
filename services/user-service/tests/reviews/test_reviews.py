"""Reviews: a customer reviews a delivered order of theirs once (the database enforces
it), the owner is mailed and moderates, and only published reviews show, with their average and
the account's name (first name and initial), never the name typed on the order."""

from decimal import Decimal

import pytest
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from admin_service.main import create_app as create_admin_app
from bakery_devtools.testing.accounts import signed_in_customer
from bakery_devtools.testing.orders import bearer
from bakery_devtools.testing.plugin import current_clock, service_client
from bakery_shared.models import DeliveryMethod, Order, OrderDeliveryDetails, OrderStatus, Review, Role, User
from user_service.reviews import messages as m


@pytest.fixture
async def admin_client(test_settings, db_connection):
    async with service_client(create_admin_app(test_settings), db_connection) as client:
        yield client


@pytest.fixture
async def customer(client, mailbox, db_session, business):
    business.email = "patron@example.ro"
    session = await signed_in_customer(client, mailbox, "elena@example.ro", first_name="Elena", last_name="Dobre")
    user_id = await db_session.scalar(select(User.id).where(User.email == "elena@example.ro"))
    return {"headers": {"Authorization": f"Bearer {session['jwtToken']}"}, "id": user_id}


_numbers = iter(range(1, 10_000))


@pytest.fixture
def order_of(db_session):
    async def make(user_id: int | None, status: OrderStatus = OrderStatus.DELIVERED) -> Order:
        now = current_clock().now()
        order = Order(
            order_number=f"R-{next(_numbers):04d}",
            status=status,
            user_id=user_id,
            delivery_method=DeliveryMethod.PICKUP,
            sub_total_price=Decimal("40.00"),
            total_price=Decimal("40.00"),
            created_at=now,
            updated_at=now,
        )
        order.delivery_details = OrderDeliveryDetails(
            first_name="Elena", last_name="Dobre", phone_number="0722123456", email="elena@example.ro"
        )
        db_session.add(order)
        await db_session.flush()
        return order

    return make


async def review(client, headers, order_id, rating=5, text="Cel mai bun ecler din Sibiu!"):
    return await client.post(
        "/user-service/write-review", headers=headers, json={"orderId": order_id, "rating": rating, "text": text}
    )


async def test_a_customer_reviews_a_delivered_order_once_and_the_owner_publishes_it(
    client, admin_client, customer, order_of, mailbox, db_session, test_settings
):
    order = await order_of(customer["id"])
    sent = await review(client, customer["headers"], order.id)
    assert sent.status_code == 201, sent.text
    assert sent.json()["message"] == m.SENT
    [mail] = mailbox.messages(to="patron@example.ro")
    assert "Elena D." in mailbox.text_of(mail) and "5 din 5" in mailbox.text_of(mail)

    again = await review(client, customer["headers"], order.id, rating=1, text="Altceva")
    assert again.status_code == 409 and again.json()["message"] == m.ALREADY_REVIEWED
    assert (await client.get("/user-service/my-reviews", headers=customer["headers"])).json() == {"orderIds": [order.id]}

    # Not public until the owner publishes it.
    assert (await client.get("/user-service/reviews")).json()["numberOfReviews"] == 0
    admin = User(first_name="Ana", last_name="Admin", email="a@example.ro", password_hash="x", role=Role.ADMIN)
    db_session.add(admin)
    await db_session.flush()
    headers = bearer(test_settings, admin)
    pending = (await admin_client.get("/admin-service/reviews?status=PENDING", headers=headers)).json()
    assert [(r["authorName"], r["orderNumber"]) for r in pending["content"]] == [("Elena D.", order.order_number)]
    review_id = pending["content"][0]["id"]
    assert (await admin_client.post(f"/admin-service/reviews/{review_id}/publish", headers=headers)).json()[
        "status"
    ] == "PUBLISHED"

    public = (await client.get("/user-service/reviews")).json()
    assert public["averageRating"] == 5.0 and public["numberOfReviews"] == 1
    assert [(r["authorName"], r["rating"], r["text"]) for r in public["content"]] == [
        ("Elena D.", 5, "Cel mai bun ecler din Sibiu!")
    ]

    assert (await admin_client.post(f"/admin-service/reviews/{review_id}/hide", headers=headers)).status_code == 200
    assert (await client.get("/user-service/reviews")).json()["content"] == []
    assert (await admin_client.delete(f"/admin-service/reviews/{review_id}", headers=headers)).status_code == 200
    assert (await admin_client.delete(f"/admin-service/reviews/{review_id}", headers=headers)).status_code == 404


async def test_a_review_is_published_under_the_accounts_name_not_the_name_typed_on_the_order(
    client, customer, order_of, mailbox, db_session
):
    """The delivery details are free text: with them anyone could publish a review as anybody."""
    order = await order_of(customer["id"])
    order.delivery_details.first_name, order.delivery_details.last_name = "Klaus", "Iohannis"
    await db_session.flush()
    assert (await review(client, customer["headers"], order.id)).status_code == 201

    stored = await db_session.scalar(select(Review).where(Review.order_id == order.id))
    assert stored.author_name == "Elena D."
    [mail] = mailbox.messages(to="patron@example.ro")
    assert "Elena D." in mailbox.text_of(mail) and "Klaus" not in mailbox.text_of(mail)
    stored.status = "PUBLISHED"
    await db_session.flush()
    public = (await client.get("/user-service/reviews?page=0&size=10")).json()
    assert [r["authorName"] for r in public["content"]] == ["Elena D."]


async def test_the_average_of_published_reviews(client, customer, order_of, db_session):
    for rating in (5, 4, 4):
        order = await order_of(customer["id"])
        db_session.add(
            Review(
                order_id=order.id,
                author_name="Elena D.",
                rating=rating,
                text="Bun",
                status="PUBLISHED",
                created_at=current_clock().now(),
            )
        )
    hidden = await order_of(customer["id"])
    db_session.add(
        Review(
            order_id=hidden.id, author_name="Elena D.", rating=1, text="Ascuns", status="HIDDEN", created_at=current_clock().now()
        )
    )
    await db_session.flush()
    body = (await client.get("/user-service/reviews")).json()
    assert body["averageRating"] == 4.3 and body["numberOfReviews"] == 3


async def test_one_review_per_order_is_enforced_by_the_database(customer, order_of, db_session):
    order = await order_of(customer["id"])
    now = current_clock().now()
    db_session.add(Review(order_id=order.id, author_name="Elena D.", rating=5, text="Unu", created_at=now))
    await db_session.flush()
    with pytest.raises(IntegrityError):
        async with db_session.begin_nested():
            db_session.add(Review(order_id=order.id, author_name="Elena D.", rating=1, text="Doi", created_at=now))
            await db_session.flush()


async def test_only_delivered_own_orders_and_valid_input(client, customer, order_of):
    waiting = await order_of(customer["id"], OrderStatus.CONFIRMED)
    response = await review(client, customer["headers"], waiting.id)
    assert response.status_code == 422 and response.json()["message"] == m.NOT_DELIVERED
    someone_elses = await order_of(None)
    response = await review(client, customer["headers"], someone_elses.id)
    assert response.status_code == 404 and response.json()["message"] == m.ORDER_NOT_YOURS
    delivered = await order_of(customer["id"])
    bad = await review(client, customer["headers"], delivered.id, rating=6, text="  ")
    assert bad.status_code == 422
    assert bad.json()["errors"] == {"rating": m.RATING_RULE, "text": m.TEXT_RULE}


async def test_who_may_write_and_moderate(client, admin_client, customer, order_of, db_session, test_settings):
    order = await order_of(customer["id"])
    staff = User(first_name="Maria", last_name="Manager", email="m@example.ro", password_hash="x", role=Role.MANAGER)
    db_session.add(staff)
    await db_session.flush()
    assert (await review(client, {}, order.id)).status_code == 401
    assert (await review(client, bearer(test_settings, staff), order.id)).status_code == 403
    assert (await admin_client.get("/admin-service/reviews", headers=bearer(test_settings, staff))).status_code == 403
    assert (await admin_client.get("/admin-service/reviews", headers=customer["headers"])).status_code == 403
    assert (await admin_client.get("/admin-service/reviews")).status_code == 401
