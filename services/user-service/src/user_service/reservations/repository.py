"""Queries of booking a table."""

from datetime import date, time

from sqlalchemy import func, select, text

from bakery_shared.models import Reservation, ReservationSettings, ReservationStatus
from bakery_shared.repository import Repository

COUNTING = (ReservationStatus.PENDING, ReservationStatus.CONFIRMED)


class ReservationRepository(Repository):
    async def lock_day(self, day: date) -> None:
        """Bookings of one day queue behind each other until the transaction ends, so two guests
        cannot both take the last seats of a slot."""
        await self.session.execute(text("SELECT pg_advisory_xact_lock(hashtext('reservations'), :day)"), {"day": day.toordinal()})

    async def settings(self) -> ReservationSettings:
        return await self.session.get(ReservationSettings, 1) or ReservationSettings(id=1, seats_per_slot=30, slot_minutes=60)

    async def bookings_of(self, day: date) -> list[tuple[time, int]]:
        rows = await self.session.execute(
            select(Reservation.time, func.sum(Reservation.number_of_people))
            .where(Reservation.reservation_date == day, Reservation.status.in_(COUNTING))
            .group_by(Reservation.time)
        )
        return [(at, int(people)) for at, people in rows.all()]

    async def add(self, reservation: Reservation) -> Reservation:
        self.session.add(reservation)
        await self.session.flush()
        return reservation
