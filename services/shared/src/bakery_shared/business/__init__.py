"""The business itself as both services read it: the Business information read model, its
queries, and the pure rules on advance times and opening hours."""

from .advance import AdvanceTime, InvalidAdvanceTime, advance_delta, parse_advance_time, within_advance
from .information import business_information, pickup_locations_info
from .repository import BusinessRepository
from .schedule import InvalidHours, business_today, falls_in_schedule, format_hours, on_holiday, parse_hours
from .schemas import BusinessInformation, HolidayInfo, LastKey, PickupLocationInfo, ScheduleInfo

__all__ = [
    "AdvanceTime",
    "BusinessInformation",
    "BusinessRepository",
    "HolidayInfo",
    "InvalidAdvanceTime",
    "InvalidHours",
    "LastKey",
    "PickupLocationInfo",
    "ScheduleInfo",
    "advance_delta",
    "business_information",
    "business_today",
    "falls_in_schedule",
    "format_hours",
    "on_holiday",
    "parse_advance_time",
    "parse_hours",
    "pickup_locations_info",
    "within_advance",
]
