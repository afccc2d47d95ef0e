"""Helpers for order tests: a shop open around the clock, a pickup point, a checkout body."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.last_key import bump_last_key
from bakery_shared.models import PickupLocation, Schedule, ScheduleType

from .plugin import current_clock

BUCHAREST = ZoneInfo("Europe/Bucharest")

CONTACT = {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": "ana@example.ro"}
ADDRESS = {
    "streetAddress": "Str. Mare",
    "streetNumberAddress": "5",
    "buildingNumber": "B2",
    "appartmentNumber": "14",
    "city": "Sibiu",
}


def now_local() -> datetime:
    """Now on the shop's clock, as the running test's apps see it."""
    return current_clock().local_now()


def moment_in(delta: timedelta) -> datetime:
    """The instant `delta` of real time from now, on the shop's wall clock. The sum is taken in UTC:
    on a DST day, wall-clock arithmetic would be an hour off (02:59 + 1 h is 04:59, not 03:59)."""
    return (current_clock().now() + delta).astimezone(BUCHAREST)


def in_(delta: timedelta) -> str:
    """A moment `delta` from now, as the checkout sends it."""
    return moment_in(delta).isoformat()


async def open_around_the_clock(session: AsyncSession, *, closed: set[ScheduleType] = frozenset()) -> None:
    """Every schedule type open every day 00:00-23:59 (the types in `closed` closed every day)."""
    await session.execute(delete(Schedule))
    for schedule_type in ScheduleType:
        for day in range(1, 8):
            is_open = schedule_type not in closed
            session.add(
                Schedule(
                    schedule_type=schedule_type,
                    day_of_week=day,
                    open=is_open,
                    hours="00:00 - 23:59" if is_open else None,
                    opening_time=time(0, 0) if is_open else None,
                    closing_time=time(23, 59) if is_open else None,
                )
            )
    await session.flush()
    await bump_last_key(session)  # as every writer of the setup does: caches keyed on it move on


async def make_pickup_location(session: AsyncSession, name: str = "Cofetăria din centru") -> PickupLocation:
    location = PickupLocation(name=name, description="Str. Nicolae Bălcescu 12, Sibiu")
    session.add(location)
    await session.flush()
    await bump_last_key(session)
    return location


def product_line(product_id: int, dimension_id: int, quantity: int = 1, **extra: Any) -> dict[str, Any]:
    return {"id": product_id, "dimensionId": dimension_id, "quantity": quantity, **extra}


def checkout(items: list[dict[str, Any]], *, location_id: int | None = None, **overrides: Any) -> dict[str, Any]:
    """A pickup order for as soon as possible, paid in cash, unless told otherwise."""
    body: dict[str, Any] = {
        "items": items,
        "deliveryMethodChosen": "PICKUP",
        "deliveryDetailsBean": dict(CONTACT),
        "pickupLocationId": location_id,
        "pickupOrDeliveryMoment": None,
        "orderPaymentOptions": "CASH",
        "coupon": None,
        "additionalInformation": None,
    }
    body.update(overrides)
    return body


async def make_user(session: AsyncSession, role, email: str, first_name: str = "Test"):
    """A user straight in the database (no password hashing: these tests sign in with a token)."""
    from bakery_shared.models import User

    user = User(
        first_name=first_name,
        last_name="Utilizator",
        email=email,
        password_hash="x",
        role=role,
        email_confirmed_at=current_clock().now(),
    )
    session.add(user)
    await session.flush()
    return user


async def committed_token(engine, settings, role=None, email: str = "tura@cofetarie.ro") -> str:
    """For a test database of its own (fresh_database): commit a user (a manager unless `role`)
    and return a token for it. A token is only as good as its user, who must exist."""
    from sqlalchemy.ext.asyncio import AsyncSession

    from bakery_shared.auth.tokens import issue_token_for
    from bakery_shared.models import Role

    async with engine.begin() as connection, AsyncSession(bind=connection, expire_on_commit=False) as session:
        user = await make_user(session, role or Role.MANAGER, email)
    return issue_token_for(settings, current_clock().now(), user)[0]


def bearer(settings, user) -> dict[str, str]:
    from bakery_shared.auth.tokens import issue_token_for

    token = issue_token_for(settings, current_clock().now(), user)[0]
    return {"Authorization": f"Bearer {token}"}


async def seed_shop_with_one_cake(engine, stock: int) -> dict[str, int]:
    """Commit a shop that takes pickup orders around the clock and sells one cake (1 kg, 120 lei,
    `stock` pieces), for tests that run real servers on a database of their own. Returns the ids
    a checkout needs: location, product, dimension."""
    from decimal import Decimal

    from bakery_shared.models import BusinessSetup, Category, Dimension, Product

    from ..seed.business_data import BUSINESS

    async with engine.begin() as connection, AsyncSession(bind=connection, expire_on_commit=False) as session:
        session.add(BusinessSetup(id=1, **{**BUSINESS, "email": None}))
        await open_around_the_clock(session)
        location = await make_pickup_location(session)
        category = Category(name="Torturi", value="torturi")
        session.add(category)
        await session.flush()
        product = Product(
            category_id=category.id,
            name="Tort Diplomat",
            dimensions=[Dimension(value="1 kg", price=Decimal("120.00"), stock=stock, stock_unlimited=False, box_needed=False)],
        )
        session.add(product)
        await session.flush()
        return {"location": location.id, "product": product.id, "dimension": product.dimensions[0].id}
