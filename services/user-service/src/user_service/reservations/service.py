"""Booking a table from the home page: the service must be on, the moment inside the regular
schedule and the advance limits, outside holidays, and the slot must have seats left. The
booking, its event for the staff panels and the guest's mail are saved in one transaction."""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.business.repository import BusinessRepository
from bakery_shared.clock import Clock
from bakery_shared.events import EventBus
from bakery_shared.mail import queue_mail
from bakery_shared.models import Reservation, ReservationStatus
from bakery_shared.reservations import RESERVATION_NEW, reservation_event, reservation_mail

from ..auth.limits import BOOKING_PER_CLIENT, BOOKING_PER_EMAIL, AbuseLimiter
from . import rules
from .repository import ReservationRepository
from .schemas import BookTableIn


class Booking:
    def __init__(self, session: AsyncSession, *, clock: Clock, events: EventBus, limiter: AbuseLimiter) -> None:
        self.session = session
        self.clock = clock
        self.events = events
        self.limiter = limiter
        self.reservations = ReservationRepository(session)
        self.business = BusinessRepository(session)

    async def book(self, data: BookTableIn, client: str) -> Reservation:
        now = self.clock.now()
        setup = await self.business.get_setup()
        booking_rules = rules.BookingRules.of(setup)
        schedules, holidays = await self.business.schedules(), await self.business.holidays()
        moment = rules.moment_of(data.reservationDate, data.time)
        rules.check_moment(moment, now, booking_rules, schedules, holidays)
        await self.limiter.hit((BOOKING_PER_CLIENT, client), (BOOKING_PER_EMAIL, data.email))

        await self.reservations.lock_day(data.reservationDate)
        settings = await self.reservations.settings()
        taken = rules.seats_taken(await self.reservations.bookings_of(data.reservationDate), settings.slot_minutes)
        slots = rules.DaySlots(
            data.reservationDate,
            taken=taken,
            seats=settings.seats_per_slot,
            slot_minutes=settings.slot_minutes,
            now=now,
            rules=booking_rules,
            schedules=schedules,
            holidays=holidays,
        )
        rules.check_seats(slots, data.time, data.numberOfPeople)
        reservation = await self.reservations.add(
            Reservation(
                full_name=data.fullName,
                phone_number=data.phoneNumber,
                email=data.email,
                reservation_date=data.reservationDate,
                time=data.time,
                number_of_people=data.numberOfPeople,
                additional_information=data.additionalInformation,
                status=ReservationStatus.PENDING,
                created_at=now,
            )
        )
        self.events.emit(self.session, reservation_event(reservation, RESERVATION_NEW))
        queue_mail(self.session, reservation_mail(reservation), now)
        return reservation
