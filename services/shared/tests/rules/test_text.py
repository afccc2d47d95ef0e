from typing import Annotated

import pytest

from bakery_shared.errors import NOT_TEXT
from bakery_shared.rules.text import TEXT_TOO_LONG, optional, required, too_long

STREET = "Strada este obligatorie."
Street = Annotated[str, required(STREET, 10)]


def test_the_cap_message_names_its_limit():
    assert too_long(200) == "Textul poate avea cel mult 200 caractere."


@pytest.mark.parametrize("value", ["  Lungă ", "Lungă"])
def test_required_text_is_kept_trimmed(kept, value):
    assert kept(Street, value) == "Lungă"


@pytest.mark.parametrize("value", [None, "", "   ", 5, ["a"]])
def test_required_text_missing_blank_or_not_text_gives_the_fields_message(refusal, value):
    assert refusal(Street, value) == STREET


def test_required_text_past_its_limit_names_the_limit(refusal):
    assert refusal(Street, "x" * 11) == too_long(10)
    assert refusal(Annotated[str, required(STREET, 10, too_long_message=TEXT_TOO_LONG)], "x" * 11) == TEXT_TOO_LONG


def test_text_only_refuses_a_number_as_not_text(refusal):
    rule = Annotated[object, required(STREET, 10, text_only=True)]
    assert refusal(rule, 5) == NOT_TEXT
    assert refusal(rule, None) == STREET


def test_required_text_without_a_limit_takes_any_length(kept):
    assert kept(Annotated[str, required(STREET)], "x" * 5000) == "x" * 5000


@pytest.mark.parametrize("value", [None, "", "   "])
def test_optional_text_left_empty_is_none_or_the_chosen_empty(kept, value):
    assert kept(Annotated[str | None, optional(10)], value) is None
    assert kept(Annotated[str | None, optional(10, empty="")], value) == ""


def test_optional_text_is_trimmed_and_capped(kept, refusal):
    rule = Annotated[str | None, optional(5)]
    assert kept(rule, " Sibiu ") == "Sibiu"
    assert refusal(rule, "Sibiu!") == too_long(5)
    assert refusal(Annotated[str | None, optional(5, too_long_message=TEXT_TOO_LONG)], "Sibiu!") == TEXT_TOO_LONG


def test_optional_text_refuses_a_non_text(refusal):
    assert refusal(Annotated[str | None, optional(5)], 12) == NOT_TEXT
