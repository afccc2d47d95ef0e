"""Names, e-mail addresses and phone numbers, with the specification's messages word for word."""

import pytest

from bakery_shared.rules.email import EMAIL_RULE, EmailAddress, OptionalEmail
from bakery_shared.rules.names import FIRST_NAME_RULE, LAST_NAME_RULE, FirstName, LastName
from bakery_shared.rules.phone import (
    BUSINESS_PHONE_REQUIRED,
    BUSINESS_PHONE_RULE,
    PHONE_RULE,
    BusinessPhone,
    OptionalPhone,
    Phone,
    normalize_phone,
)


def test_spec_messages():
    assert FIRST_NAME_RULE == "Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale."
    assert LAST_NAME_RULE == "Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale."
    assert EMAIL_RULE == "Adresa de email nu este valida."
    assert PHONE_RULE == "Numărul de telefon nu este valid. Exemplu: 0722 123 456."


@pytest.mark.parametrize("value", [" Ștefănia ", "Ana", "x" * 20])
def test_a_first_name_of_letters_is_kept_trimmed(kept, value):
    assert kept(FirstName, value) == value.strip()


@pytest.mark.parametrize("value", ["Al", "x" * 21, "Ana-Maria", "Ana Maria", "", None, 123])
def test_a_first_name_too_short_long_or_with_signs_is_refused(refusal, value):
    assert refusal(FirstName, value) == FIRST_NAME_RULE


def test_a_last_name_has_its_own_limit(kept, refusal):
    assert kept(LastName, "x" * 16) == "x" * 16
    assert refusal(LastName, "x" * 17) == LAST_NAME_RULE


def test_an_address_is_kept_lowercase(kept):
    assert kept(EmailAddress, "  Ana@Example.RO ") == "ana@example.ro"


@pytest.mark.parametrize("value", ["ana", "ana@", "", None, 5, "a" * 250 + "@x.ro"])
def test_a_wrong_address_is_refused(refusal, value):
    assert refusal(EmailAddress, value) == EMAIL_RULE


def test_an_optional_address_may_be_left_empty(kept, refusal):
    assert kept(OptionalEmail, "  ") is None
    assert kept(OptionalEmail, None) is None
    assert refusal(OptionalEmail, "ana") == EMAIL_RULE


@pytest.mark.parametrize("value", ["0722 123 456", "+40 722 123 456", "0040722123456", "0722-123.456", "(0722)123456"])
def test_a_romanian_number_is_kept_as_ten_digits(kept, value):
    assert kept(Phone, value) == "0722123456"


@pytest.mark.parametrize("value", ["12", "", None, "+44 20 7946 0958", 722123456, "07221234567"])
def test_anything_else_is_refused_with_the_example(refusal, value):
    assert refusal(Phone, value) == PHONE_RULE
    assert normalize_phone(value) is None


def test_an_optional_number_may_be_left_empty(kept, refusal):
    assert kept(OptionalPhone, " ") is None
    assert kept(OptionalPhone, None) is None
    assert refusal(OptionalPhone, "12") == PHONE_RULE


def test_the_business_number_may_be_foreign_and_keeps_its_spelling(kept):
    assert kept(BusinessPhone, " +44 (20) 7946-0958 ") == "+44 (20) 7946-0958"


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("", BUSINESS_PHONE_REQUIRED),
        (None, BUSINESS_PHONE_REQUIRED),
        ("12345", BUSINESS_PHONE_RULE),
        ("0722 123 abc", BUSINESS_PHONE_RULE),
        ("1" * 16, BUSINESS_PHONE_RULE),
        ("1 " * 11, BUSINESS_PHONE_RULE),
    ],
)
def test_the_business_number_rule(refusal, value, message):
    assert refusal(BusinessPhone, value) == message
