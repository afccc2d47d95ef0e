"""The booking rules that need no database: the moment (service on, schedule, holidays, advance
limits) and the seats of a time slot, with the nearest free times when a slot is full. Pure
functions, so each rule has a unit test."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Protocol

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.errors import Conflict, ValidationFailed
from bakery_shared.models import BusinessSetup, ScheduleType
from bakery_shared.reservations import people_text

from ..business.advance import advance_delta
from ..business.schedule import HolidayPeriod, ScheduleDay, falls_in_schedule
from . import messages as m

refuse = ValidationFailed.because
NEAREST_SHOWN = 3


@dataclass(frozen=True)
class BookingRules:
    enabled: bool
    minimum: str | None
    maximum: str | None

    @classmethod
    def of(cls, setup: BusinessSetup | None) -> "BookingRules":
        if setup is None:
            return cls(False, None, None)
        return cls(setup.booking_enabled, setup.minimum_time_in_advance_for_bookings, setup.maximum_time_in_advance_for_bookings)


class Holiday(HolidayPeriod, Protocol):
    name: str


def moment_of(day: date, at: time) -> datetime:
    """The wall-clock moment in Sibiu (a time skipped by the spring change moves on an hour)."""
    return datetime.combine(day, at, tzinfo=BUSINESS_ZONE).astimezone(UTC).astimezone(BUSINESS_ZONE)


def moment_problem(
    moment: datetime, now: datetime, rules: BookingRules, schedules: list[ScheduleDay], holidays: Iterable[Holiday]
) -> tuple[str, str] | None:
    """(message, field) of the first rule the moment breaks, or None."""
    ahead = moment.astimezone(UTC) - now.astimezone(UTC)
    if ahead <= timedelta(0):
        return m.MOMENT_PAST, "time"
    holiday = next((h for h in holidays if h.start_date <= moment.date() <= h.end_date), None)
    if holiday is not None:
        return m.MOMENT_HOLIDAY.format(name=holiday.name), "reservationDate"
    if not falls_in_schedule(moment, ScheduleType.REGULAR, schedules):
        return m.MOMENT_OUTSIDE_SCHEDULE, "time"
    if rules.minimum and ahead < advance_delta(rules.minimum):
        return m.MOMENT_TOO_SOON.format(minimum=rules.minimum.strip()), "time"
    if rules.maximum and ahead > advance_delta(rules.maximum):
        return m.MOMENT_TOO_LATE.format(maximum=rules.maximum.strip()), "reservationDate"
    return None


def check_moment(
    moment: datetime, now: datetime, rules: BookingRules, schedules: list[ScheduleDay], holidays: list[Holiday]
) -> None:
    if not rules.enabled:
        raise refuse(m.BOOKING_OFF)
    problem = moment_problem(moment, now, rules, schedules, holidays)
    if problem is not None:
        raise refuse(*problem)


def slot_start(at: time, slot_minutes: int) -> time:
    minutes = (at.hour * 60 + at.minute) // slot_minutes * slot_minutes
    return time(minutes // 60, minutes % 60)


def seats_taken(bookings: Iterable[tuple[time, int]], slot_minutes: int) -> dict[time, int]:
    """Guests per slot start, from (time, people) of the day's bookings that still count."""
    taken: dict[time, int] = {}
    for at, people in bookings:
        start = slot_start(at, slot_minutes)
        taken[start] = taken.get(start, 0) + people
    return taken


@dataclass(frozen=True)
class DaySlots:
    """One day's time slots as a booking sees them: the guests each slot already seats, and what a
    slot's moment must also fit (the clock, the booking rules, the schedule and the holidays)."""

    day: date
    taken: dict[time, int]  # guests per slot start
    seats: int  # per slot
    slot_minutes: int
    now: datetime
    rules: BookingRules
    schedules: list[ScheduleDay]
    holidays: list[Holiday]

    def has_room(self, start: time, people: int) -> bool:
        return self.taken.get(start, 0) + people <= self.seats

    def bookable(self, start: time) -> bool:
        return moment_problem(moment_of(self.day, start), self.now, self.rules, self.schedules, self.holidays) is None


def nearest_free(slots: DaySlots, wanted: time, people: int) -> list[time]:
    """The slot starts of the day that could take `people` more guests, nearest to `wanted` first."""
    wanted_minutes = wanted.hour * 60 + wanted.minute
    free = []
    for start_minutes in range(0, 24 * 60, slots.slot_minutes):
        start = time(start_minutes // 60, start_minutes % 60)
        if slots.has_room(start, people) and slots.bookable(start):
            free.append((abs(start_minutes - wanted_minutes), start_minutes, start))
    return [start for _, _, start in sorted(free)[:NEAREST_SHOWN]]


def check_seats(slots: DaySlots, wanted: time, people: int) -> None:
    """409 when the slot cannot seat `people` more, naming the nearest free times of that day."""
    if slots.has_room(slot_start(wanted, slots.slot_minutes), people):
        return
    free = nearest_free(slots, wanted, people)
    details = {"people": people_text(people), "time": f"{wanted:%H:%M}", "day": f"{slots.day:%d-%m-%Y}"}
    if free:
        message = m.FULL_TRY.format(**details, free=", ".join(f"{t:%H:%M}" for t in free))
    else:
        message = m.FULL_NO_OTHER.format(**details)
    raise Conflict(message, errors={"time": message})
