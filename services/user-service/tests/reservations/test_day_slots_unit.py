"""A day's slots as a booking sees them, without a database: a full slot refused naming the
nearest free times, which skip full slots and moments the schedule does not allow."""

from datetime import date, datetime, time

import pytest

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.errors import Conflict
from bakery_shared.models import Schedule, ScheduleType
from user_service.reservations.rules import BookingRules, DaySlots, check_seats, nearest_free

DAY = date(2026, 3, 3)  # a Tuesday
NOW = datetime(2026, 3, 2, 9, 0, tzinfo=BUSINESS_ZONE)
OPEN = [
    Schedule(schedule_type=ScheduleType.REGULAR, day_of_week=2, open=True, opening_time=time(10, 0), closing_time=time(14, 0))
]


def slots(taken: dict[time, int]) -> DaySlots:
    return DaySlots(
        DAY, taken=taken, seats=10, slot_minutes=60, now=NOW, rules=BookingRules(True, None, None), schedules=OPEN, holidays=[]
    )


def test_the_nearest_free_slots_skip_full_ones_and_closed_hours():
    day = slots({time(11, 0): 10, time(12, 0): 8})
    assert nearest_free(day, time(11, 30), 2) == [time(12, 0), time(10, 0), time(13, 0)]
    assert nearest_free(day, time(11, 30), 3) == [time(10, 0), time(13, 0)]


def test_a_slot_with_room_is_accepted_and_a_full_one_names_the_free_times():
    day = slots({time(11, 0): 8})
    check_seats(day, time(11, 45), 2)
    with pytest.raises(Conflict) as refused:
        check_seats(day, time(11, 45), 3)
    assert "10:00" in refused.value.message and "12:00" in refused.value.message
    assert refused.value.errors == {"time": refused.value.message}
