"""The staff's reservations (ADMIN and MANAGER): today, upcoming and past bookings, confirm and
decline; the seats per time slot (ADMIN)."""

from typing import Annotated

from fastapi import APIRouter, Depends

from bakery_shared.auth.dependencies import ADMIN_ONLY, STAFF_ONLY, CurrentPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, EventsDep
from bakery_shared.openapi import error_responses
from bakery_shared.params import DEFAULT_PAGE_SIZE, PageNumber, PageSize, PathId
from bakery_shared.reservations import ReservationOut, reservation_out

from .repository import StaffReservationRepository
from .schemas import DeclineIn, ReservationPage, ReservationSettingsIO, When
from .service import ReservationAnswers

router = APIRouter(prefix="/reservations", tags=["reservations"], dependencies=STAFF_ONLY)
settings_router = APIRouter(prefix="/reservations", tags=["reservations"], dependencies=ADMIN_ONLY)


def get_answers(session: SessionDep, principal: CurrentPrincipal, events: EventsDep, clock: ClockDep) -> ReservationAnswers:
    return ReservationAnswers(session, principal=principal, events=events, clock=clock)


AnswersDep = Annotated[ReservationAnswers, Depends(get_answers)]


@router.get("")
async def list_reservations(
    session: SessionDep, clock: ClockDep, when: When = When.TODAY, page: PageNumber = 0, size: PageSize = DEFAULT_PAGE_SIZE
) -> ReservationPage:
    """Today's bookings by time, the upcoming ones by date, the past ones newest first (Sibiu days)."""
    rows, total = await StaffReservationRepository(session).page(when, clock.local_now().date(), page=page, size=size)
    return ReservationPage(content=[reservation_out(r) for r in rows], total_elements=total)


@router.post("/{reservation_id}/confirm", responses=error_responses(404, 409))
async def confirm_reservation(reservation_id: PathId, answers: AnswersDep) -> ReservationOut:
    return reservation_out(await answers.confirm(reservation_id))


@router.post("/{reservation_id}/decline", responses=error_responses(404, 409))
async def decline_reservation(reservation_id: PathId, data: DeclineIn, answers: AnswersDep) -> ReservationOut:
    return reservation_out(await answers.decline(reservation_id, data.reason))


@settings_router.get("/settings")
async def get_reservation_settings(session: SessionDep) -> ReservationSettingsIO:
    return ReservationSettingsIO.model_validate(await StaffReservationRepository(session).settings())


@settings_router.post("/settings")
async def save_reservation_settings(data: ReservationSettingsIO, session: SessionDep) -> ReservationSettingsIO:
    """How many guests the café seats per time slot, and the slot's length in minutes."""
    settings = await StaffReservationRepository(session).settings()
    settings.seats_per_slot, settings.slot_minutes = data.seats_per_slot, data.slot_minutes
    await session.flush()
    return ReservationSettingsIO.model_validate(settings)
