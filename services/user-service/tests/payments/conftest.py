"""A shop that takes online card payment, against the harness's real localstripe, and the ways a
test drives it: placing an order paid online, paying it with a card (a PaymentMethod made at
localstripe, as Stripe.js makes it), reading it as its customer and as the staff, and running the reconciliation at a chosen moment."""

from dataclasses import dataclass
from datetime import datetime

import httpx
import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.payments import card_payment_method
from bakery_devtools.testing.plugin import bound_sessionmaker, current_clock, service_client
from bakery_shared.events import EventBus
from bakery_shared.models import Dimension, OutboxEvent
from user_service.main import create_app
from user_service.payments.reconciling import Reconciliation

PLACE = "/user-service/place-order"


@dataclass
class Placed:
    number: str
    key: str  # the follow link's secret
    total: str
    body: dict

    @property
    def headers(self) -> dict[str, str]:
        return {"X-Order-Key": self.key}


@dataclass
class Shop:
    client: httpx.AsyncClient
    app: object
    settings: object
    db_session: object
    db_connection: object
    redis: object
    location_id: int
    cake_id: int
    dimension_id: int

    async def place(self, quantity: int = 1, method: str = "ONLINE", **overrides) -> httpx.Response:
        body = checkout(
            [product_line(self.cake_id, self.dimension_id, quantity)],
            location_id=self.location_id,
            orderPaymentOptions=method,
            **overrides,
        )
        return await self.client.post(PLACE, json=body)

    async def place_online(self, quantity: int = 1, **overrides) -> Placed:
        response = await self.place(quantity, **overrides)
        assert response.status_code == 201, response.text
        body = response.json()
        return Placed(body["orderNumber"], body["followToken"], body["totalPrice"], body)

    async def pay(self, placed: Placed, number: str) -> httpx.Response:
        card = await card_payment_method(self.settings, number)
        return await self.client.post(
            f"/user-service/orders/{placed.number}/card-payment", json={"paymentMethod": card}, headers=placed.headers
        )

    async def check(self, placed: Placed) -> httpx.Response:
        return await self.client.post(f"/user-service/orders/{placed.number}/card-payment/check", headers=placed.headers)

    async def status(self, placed: Placed) -> dict:
        response = await self.client.get(f"/user-service/order-status/{placed.number}", headers=placed.headers)
        assert response.status_code == 200, response.text
        return response.json()

    async def events_for(self, placed: Placed) -> int:
        """New-order events the panels hear about this order (the ring)."""
        return await self.db_session.scalar(
            select(func.count()).select_from(OutboxEvent).where(OutboxEvent.payload["orderNumber"].astext == placed.number)
        )

    async def stock(self) -> int:
        return await self.db_session.scalar(
            select(Dimension.stock).where(Dimension.id == self.dimension_id).execution_options(populate_existing=True)
        )

    async def reconcile(self, now: datetime | None = None, **settings):
        """One round of the background job, at `now` (with `settings` changed, e.g. its page size);
        its mails delivered as the sender would."""
        sessionmaker = bound_sessionmaker(self.db_connection)
        events = EventBus(self.redis, lambda: sessionmaker, current_clock())
        round_settings = self.settings.model_copy(update=settings)
        outcome = await Reconciliation(sessionmaker, round_settings, current_clock(), events, self.redis).run(now)
        await self.app.state.mail_sender.send_due()
        return outcome


@pytest.fixture
async def online_shop(test_settings, db_connection, db_session, business, redis_client):
    """A cake (120 RON, 5 in stock, room for 5 a day), picked up in the shop, paid online by card."""
    business.online_card_payment = True
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    category = await make_category(db_session)
    cake = await make_product(db_session, category, "Tort Diplomat", prices=("120.00",))
    cake.daily_capacity = 5
    cake.dimensions[0].stock = 5
    cake.dimensions[0].stock_unlimited = False
    await db_session.flush()
    # One test client places many unpaid online orders of this limited cake here; the cap on what
    # one client's unpaid orders may hold has tests of its own (orders/test_unpaid_holds.py).
    settings = test_settings.model_copy(update={"unpaid_holds_per_client": 50})
    app = create_app(settings)
    async with service_client(app, db_connection) as client:
        yield Shop(client, app, settings, db_session, db_connection, redis_client, location.id, cake.id, cake.dimensions[0].id)


@pytest.fixture
async def staff_headers(db_session, test_settings) -> dict[str, str]:
    from bakery_devtools.testing.orders import bearer, make_user
    from bakery_shared.models import Role

    return bearer(test_settings, await make_user(db_session, Role.MANAGER, "tura@cofetarie.ro"))
