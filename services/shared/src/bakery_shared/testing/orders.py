"""Helpers for order tests: a shop open around the clock, a pickup point, a checkout body."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import PickupLocation, Schedule, ScheduleType

BUCHAREST = ZoneInfo("Europe/Bucharest")

CONTACT = {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": "ana@example.ro"}
ADDRESS = {"streetAddress": "Str. Mare", "streetNumberAddress": "5", "buildingNumber": "B2", "appartmentNumber": "14", "city": "Sibiu"}


def now_local() -> datetime:
    return datetime.now(BUCHAREST)


def in_(delta: timedelta) -> str:
    """A moment `delta` from now, as the checkout sends it."""
    return (now_local() + delta).isoformat()


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


async def make_pickup_location(session: AsyncSession, name: str = "Cofetăria din centru") -> PickupLocation:
    location = PickupLocation(name=name, description="Str. Nicolae Bălcescu 12, Sibiu")
    session.add(location)
    await session.flush()
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
    from datetime import UTC

    from ..models import User

    user = User(first_name=first_name, last_name="Utilizator", email=email, password_hash="x", role=role,
                email_confirmed_at=datetime.now(UTC))
    session.add(user)
    await session.flush()
    return user


def bearer(settings, user) -> dict[str, str]:
    from ..auth.tokens import issue_token

    return {"Authorization": f"Bearer {issue_token(settings, user_id=user.id, email=user.email, role=user.role)[0]}"}
