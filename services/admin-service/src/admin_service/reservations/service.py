"""The staff answer a booking: confirm it, or decline it with a reason. Each answer is saved with
who and when, pushed to every panel, and mailed to the guest, in one transaction."""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.tokens import Principal
from bakery_shared.clock import Clock
from bakery_shared.errors import Conflict, NotFound
from bakery_shared.events import EventBus
from bakery_shared.mail import queue_mail
from bakery_shared.models import Reservation, ReservationStatus
from bakery_shared.reservations import RESERVATION_CHANGED, STATUS_TITLES, reservation_event, reservation_mail

from . import messages as m
from .repository import StaffReservationRepository


class ReservationAnswers:
    def __init__(self, session: AsyncSession, *, principal: Principal, events: EventBus, clock: Clock) -> None:
        self.session = session
        self.principal = principal
        self.events = events
        self.clock = clock
        self.reservations = StaffReservationRepository(session)

    async def _locked(self, reservation_id: int) -> Reservation:
        reservation = await self.reservations.get_for_update(reservation_id)
        if reservation is None:
            raise NotFound(m.RESERVATION_NOT_FOUND)
        return reservation

    async def _answer(self, reservation: Reservation, status: ReservationStatus, reason: str | None) -> Reservation:
        now = self.clock.now()
        reservation.status = status
        reservation.decline_reason = reason
        reservation.decided_at = now
        reservation.decided_by_id = self.principal.user_id
        await self.session.flush()
        self.events.emit(self.session, reservation_event(reservation, RESERVATION_CHANGED))
        queue_mail(self.session, reservation_mail(reservation), now)
        return reservation

    async def confirm(self, reservation_id: int) -> Reservation:
        reservation = await self._locked(reservation_id)
        if reservation.status != ReservationStatus.PENDING:
            raise Conflict(m.ALREADY_ANSWERED.format(status=STATUS_TITLES[reservation.status].lower()))
        return await self._answer(reservation, ReservationStatus.CONFIRMED, None)

    async def decline(self, reservation_id: int, reason: str) -> Reservation:
        """A pending booking, or a confirmed one the café can no longer honour."""
        reservation = await self._locked(reservation_id)
        if reservation.status == ReservationStatus.DECLINED:
            raise Conflict(m.ALREADY_ANSWERED.format(status=STATUS_TITLES[reservation.status].lower()))
        return await self._answer(reservation, ReservationStatus.DECLINED, reason)
