"""A bakery that takes custom cake requests: open around the clock, a pickup point, Sibiu's zone
from the migration, the owner's two alert addresses, and the migration's cake setup (3 days' lead,
its flavours and fillings). Helpers ask for a cake the way the web's form does (multipart)."""

from dataclasses import dataclass
from datetime import timedelta
import json
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import selectinload

from bakery_devtools.testing.menu import image_bytes
from bakery_devtools.testing.orders import CONTACT, make_pickup_location, open_around_the_clock
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import CakeRequest, OutboxEvent

ASK = "/user-service/cake-requests"
OWNER = "contact@cofetarie-demo.ro"
SECOND = "tura@cofetarie-demo.ro"


@dataclass
class Bakery:
    location_id: int


@pytest.fixture
async def bakery(db_session, business) -> Bakery:
    business.second_alert_email = SECOND
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    await db_session.flush()
    return Bakery(location.id)


def in_days(days: int) -> str:
    return (current_clock().today() + timedelta(days=days)).isoformat()


def cake(bakery: Bakery, **overrides: Any) -> dict[str, Any]:
    """A guest's request: a birthday cake picked up in 10 days, unless told otherwise."""
    body: dict[str, Any] = {
        "eventDate": in_days(10),
        "time": "12:00",
        "deliveryMethodChosen": "PICKUP",
        "pickupLocationId": bakery.location_id,
        "deliveryDetailsBean": dict(CONTACT),
        "servings": 12,
        "flavour": "Ciocolată",
        "filling": "Ganache de ciocolată",
        "inscription": "La mulți ani, Ana!",
        "allergies": "fără nuci",
        "budget": "350",
        "description": "Un tort cu două etaje, în nuanțe de roz.",
    }
    body.update(overrides)
    return body


def png(**kwargs: Any) -> tuple[str, bytes, str]:
    return ("model.png", image_bytes("PNG", **kwargs), "image/png")


def jpeg() -> tuple[str, bytes, str]:
    return ("inspiratie.jpg", image_bytes("JPEG", size=(2000, 1500)), "image/jpeg")


async def ask(
    client: httpx.AsyncClient, body: dict[str, Any], photos: list[tuple[str, bytes, str]] = (), headers=None
) -> httpx.Response:
    files = [("photos", photo) for photo in photos]
    return await client.post(ASK, data={"request": json.dumps(body)}, files=files or None, headers=headers)


async def asked(client: httpx.AsyncClient, body: dict[str, Any], photos=(), headers=None) -> dict[str, Any]:
    response = await ask(client, body, photos, headers)
    assert response.status_code == 201, response.text
    return response.json()


async def stored(db_session, request_id: int) -> CakeRequest:
    query = (
        select(CakeRequest)
        .where(CakeRequest.id == request_id)
        .options(selectinload(CakeRequest.changes), selectinload(CakeRequest.quotes))
        .execution_options(populate_existing=True)
    )
    return await db_session.scalar(query)


async def cake_events(db_session, request_id: int) -> list[dict]:
    rows = await db_session.scalars(
        select(OutboxEvent).where(OutboxEvent.payload["type"].astext == "CAKE_REQUEST").order_by(OutboxEvent.id)
    )
    return [row.payload for row in rows if row.payload.get("id") == request_id]


async def request_count(db_session) -> int:
    return await db_session.scalar(select(func.count()).select_from(CakeRequest))


async def quote(db_session, request_id: int, *, price: str = "420.00", lock_in_days: int = 7, staff_id: int | None = None):
    """The bakery's quote, as the staff's panel sends it: the request becomes QUOTED."""
    from decimal import Decimal

    from bakery_shared.cakes import states
    from bakery_shared.models import CakeQuote, CakeRequestStatus
    from bakery_shared.money import money

    request = await stored(db_session, request_id)
    today = current_clock().today()
    request.quotes.append(
        CakeQuote(
            version=len(request.quotes) + 1,
            price=Decimal(price),
            deposit_percent=Decimal("30.00"),
            deposit_amount=money(Decimal(price) * Decimal("0.30")),
            description="Tort pe două etaje, figurină din pastă de zahăr.",
            valid_until=today + timedelta(days=5),
            lock_date=today + timedelta(days=lock_in_days),
            created_by_id=staff_id,
        )
    )
    states.move(request, CakeRequestStatus.QUOTED, at=current_clock().now(), by=staff_id)
    await db_session.flush()
    return request
