"""POST /user-service/book-table: open to anyone."""

from typing import Annotated

from fastapi import APIRouter, Depends

from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClientAddress, ClockDep, EventsDep, RedisDep, SettingsDep
from bakery_shared.openapi import error_responses

from ..auth.limits import AbuseLimiter
from .messages import BOOKED
from .schemas import BookedOut, BookTableIn
from .service import Booking

public_router = APIRouter(tags=["reservations"])


def get_booking(session: SessionDep, clock: ClockDep, events: EventsDep, redis: RedisDep, settings: SettingsDep) -> Booking:
    return Booking(session, clock=clock, events=events, limiter=AbuseLimiter(redis, settings))


@public_router.post(
    "/book-table",
    status_code=201,
    responses=error_responses(
        409,
        429,
        s409="Nu mai sunt locuri în intervalul ales; mesajul numește cele mai apropiate ore libere.",
        s429="Prea multe rezervări de la același client sau pentru același e-mail într-un timp scurt.",
    ),
)
async def book_table(data: BookTableIn, booking: Annotated[Booking, Depends(get_booking)], client: ClientAddress) -> BookedOut:
    """A table booking: refused when bookings are off, outside the regular schedule, on a holiday,
    outside the minimum and maximum time in advance, or when the time slot has no seats left. The
    guest is mailed that it was received, and the staff panels hear it at once."""
    reservation = await booking.book(data, client)
    return BookedOut(message=BOOKED, id=reservation.id)
