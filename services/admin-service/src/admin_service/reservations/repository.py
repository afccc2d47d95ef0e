"""Queries of the staff's reservations view."""

from datetime import date

from sqlalchemy import func, select

from bakery_shared.models import Reservation, ReservationSettings
from bakery_shared.repository import Repository

from .schemas import When


class StaffReservationRepository(Repository):
    async def page(self, when: When, today: date, *, page: int, size: int) -> tuple[list[Reservation], int]:
        if when == When.TODAY:
            where, order = Reservation.reservation_date == today, (Reservation.time, Reservation.id)
        elif when == When.UPCOMING:
            where, order = Reservation.reservation_date > today, (Reservation.reservation_date, Reservation.time, Reservation.id)
        else:
            where = Reservation.reservation_date < today
            order = (Reservation.reservation_date.desc(), Reservation.time.desc(), Reservation.id.desc())
        total = await self.session.scalar(select(func.count()).select_from(Reservation).where(where)) or 0
        rows = await self.session.scalars(select(Reservation).where(where).order_by(*order).offset(page * size).limit(size))
        return list(rows), total

    async def get_for_update(self, reservation_id: int) -> Reservation | None:
        return await self.session.get(Reservation, reservation_id, with_for_update=True)

    async def settings(self) -> ReservationSettings:
        found = await self.session.get(ReservationSettings, 1, with_for_update=True)
        if found is None:
            found = ReservationSettings(id=1, seats_per_slot=30, slot_minutes=60)
            self.session.add(found)
            await self.session.flush()
        return found

    async def count_on(self, day: date) -> int:
        return (
            await self.session.scalar(select(func.count()).select_from(Reservation).where(Reservation.reservation_date == day))
            or 0
        )
