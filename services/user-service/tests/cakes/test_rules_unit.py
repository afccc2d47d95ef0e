"""The cake rules that need no database."""

from datetime import date

import pytest

from bakery_shared.errors import ValidationFailed
from bakery_shared.models import Category
from user_service.cakes import messages as m
from user_service.cakes.rules import check_choice, check_inscription, check_lead_time, inscription_limit

MONDAY = date(2026, 11, 30)


def test_the_lead_time_counts_calendar_days():
    check_lead_time(date(2026, 12, 3), MONDAY, 3)  # Thursday: fine
    with pytest.raises(ValidationFailed) as refused:
        check_lead_time(date(2026, 12, 2), MONDAY, 3)
    assert refused.value.errors == {"eventDate": m.LEAD_TIME.format(lead="3 zile", day="03-12-2026")}


def test_a_lead_time_of_one_day_reads_in_the_singular():
    with pytest.raises(ValidationFailed) as refused:
        check_lead_time(MONDAY, MONDAY, 1)
    assert "cel puțin 1 zi înainte" in refused.value.message


def test_a_choice_is_matched_without_case_and_kept_as_the_owner_spells_it():
    assert check_choice("ciocolată", ["Vanilie", "Ciocolată"], m.FLAVOUR_UNKNOWN, "flavour") == "Ciocolată"
    with pytest.raises(ValidationFailed):
        check_choice("Ciocolata", ["Ciocolată"], m.FLAVOUR_UNKNOWN, "flavour")


def test_the_inscription_s_cap_is_the_category_s_never_beyond_the_column():
    assert inscription_limit(None) == 120
    assert inscription_limit(Category(name="Torturi", preferred_message_max_length=20)) == 20
    assert inscription_limit(Category(name="Torturi", preferred_message_max_length=300)) == 120
    check_inscription(None, None)
    check_inscription("x" * 120, None)
