import datetime as dt
from typing import Annotated

from pydantic import BeforeValidator
import pytest

from bakery_shared.rules.dates import DAY_OF_WEEK_RULE, Weekday, date_of, required_date, time_of, weekdays_of

DATE_REQUIRED = "Data rezervării este obligatorie (AAAA-LL-ZZ)."
TIME_REQUIRED = "Ora rezervării este obligatorie (HH:mm)."


def test_a_day_as_yyyy_mm_dd(kept, refusal):
    rule = Annotated[dt.date, BeforeValidator(date_of(DATE_REQUIRED))]
    assert kept(rule, " 2026-12-24 ") == dt.date(2026, 12, 24)
    for wrong in ("24.12.2026", "2026-02-30", "1999-12-31", "2101-01-01", None, 20261224):
        assert refusal(rule, wrong) == DATE_REQUIRED


def test_a_time_of_day(kept, refusal):
    rule = Annotated[dt.time, BeforeValidator(time_of(TIME_REQUIRED))]
    assert kept(rule, "9:30") == dt.time(9, 30)
    assert kept(rule, "18:45:59") == dt.time(18, 45)
    for wrong in ("24:00", "9.30", "", None):
        assert refusal(rule, wrong) == TIME_REQUIRED


def test_a_required_date_names_the_field_when_missing(kept, refusal):
    rule = Annotated[dt.date, required_date("Data de început este obligatorie.")]
    assert kept(rule, " 2026-05-01 ") == dt.date(2026, 5, 1)
    assert refusal(rule, " ") == "Data de început este obligatorie."


@pytest.mark.parametrize(("value", "day"), [(1, 1), (7, 7), ("3", 3), (" 5 ", 5)])
def test_a_weekday_as_a_number_or_its_digit(kept, value, day):
    # Schedules took "3" as Wednesday; the delivery zones' copy of the rule, which shadowed it in
    # admin's business schemas, took only numbers. Both read a day the same way now.
    assert kept(Weekday, value) == day


@pytest.mark.parametrize("value", [0, 8, True, False, None, "", "3.0", "+3", 3.0, "luni", [1]])
def test_anything_else_is_no_weekday(refusal, value):
    assert refusal(Weekday, value) == DAY_OF_WEEK_RULE


def test_weekdays_sorted_each_once(kept, refusal):
    rule = Annotated[list[int], BeforeValidator(weekdays_of("Zile 1-7."))]
    assert kept(rule, [5, "1", 5]) == [1, 5]
    assert kept(rule, None) == []
    for wrong in ([0], [8], ["x"], "1,2"):
        assert refusal(rule, wrong) == "Zile 1-7."
