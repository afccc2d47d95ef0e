"""A bakery taking custom cakes against the harness's real localstripe: a request quoted by the
staff (written as the quote leaves it), its customer calling user-service with the private key,
and the ways a test reads what happened and runs the background round at a chosen moment."""

from dataclasses import dataclass
from datetime import datetime

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import selectinload

from bakery_devtools.testing.cakes_money import CakeCustomer, make_quoted_request
from bakery_devtools.testing.orders import make_pickup_location
from bakery_devtools.testing.plugin import bound_sessionmaker, current_clock, service_client
from bakery_shared.events import EventBus
from bakery_shared.models import CakePayment, CakeRequest, CakeSetup, Order, OutboxEvent
from bakery_shared.orders.repository import with_every_part
from user_service.main import create_app
from user_service.payments.reconciling import Reconciliation


@dataclass
class CakeShop:
    client: httpx.AsyncClient
    app: object
    settings: object
    db_session: object
    db_connection: object
    redis: object
    location_id: int

    async def quoted(self, **fields) -> tuple[CakeRequest, CakeCustomer]:
        request = await make_quoted_request(self.db_session, pickup_location_id=self.location_id, **fields)
        key = fields.get("key")
        customer = CakeCustomer(self.client, self.settings, request.id, **({"key": key} if key else {}))
        return request, customer

    async def read(self, request_id: int) -> CakeRequest:
        """The request as saved now, with its payments, their records and refunds, and its changes."""
        return await self.db_session.scalar(
            select(CakeRequest)
            .where(CakeRequest.id == request_id)
            .options(
                selectinload(CakeRequest.payments).selectinload(CakePayment.records),
                selectinload(CakeRequest.payments).selectinload(CakePayment.refunds),
                selectinload(CakeRequest.changes),
                selectinload(CakeRequest.quotes),
            )
            .execution_options(populate_existing=True)
        )

    async def order_of(self, request: CakeRequest) -> Order | None:
        if request.order_id is None:
            return None
        return await self.db_session.scalar(with_every_part(select(Order).where(Order.id == request.order_id)))

    async def events(self, kind: str, **match) -> int:
        """Events saved for the panels of this type (`orderNumber` for an order's, `id` for a cake's)."""
        query = select(func.count()).select_from(OutboxEvent)
        if kind == "CAKE_REQUEST":
            query = query.where(OutboxEvent.payload["type"].astext == "CAKE_REQUEST")
        for name, value in match.items():
            query = query.where(OutboxEvent.payload[name].astext == str(value))
        return await self.db_session.scalar(query)

    async def cakes_per_day(self, limit: int | None) -> None:
        setup = await self.db_session.get(CakeSetup, 1)
        setup.cakes_per_day = limit
        await self.db_session.flush()

    async def reconcile(self, now: datetime | None = None):
        """One round of the background job at `now`; its mails delivered as the sender would."""
        sessionmaker = bound_sessionmaker(self.db_connection)
        events = EventBus(self.redis, lambda: sessionmaker, current_clock())
        outcome = await Reconciliation(sessionmaker, self.settings, current_clock(), events, self.redis).run(now)
        await self.app.state.mail_sender.send_due()
        return outcome


@pytest.fixture
async def cakes(test_settings, db_connection, db_session, business, redis_client):
    location = await make_pickup_location(db_session)
    app = create_app(test_settings)
    async with service_client(app, db_connection) as client:
        yield CakeShop(client, app, test_settings, db_session, db_connection, redis_client, location.id)
