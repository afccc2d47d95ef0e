from decimal import Decimal
from typing import Annotated

import pytest

from bakery_shared.rules.money import MAX_MONEY, decimal_of, optional_amount, required_amount

PRICE_REQUIRED = "Prețul este obligatoriu."
INVALID = "Introduceți o sumă validă, cu cel mult două zecimale."
NEGATIVE = "Prețul trebuie să fie cel puțin 0."
Price = Annotated[Decimal, required_amount(required=PRICE_REQUIRED, invalid=INVALID, negative=NEGATIVE)]
Payment = Annotated[Decimal | None, optional_amount("Suma trebuie să fie un număr pozitiv.", Decimal(100))]


@pytest.mark.parametrize(
    ("value", "number"), [(12, "12"), (1.5, "1.5"), ("12,50", "12.50"), (" 3 ", "3"), (Decimal("2.25"), "2.25")]
)
def test_a_number_or_its_text_is_read_as_decimal(value, number):
    assert decimal_of(value) == Decimal(number)


@pytest.mark.parametrize("value", [True, None, "abc", "NaN", "Infinity", float("inf"), [1], {"a": 1}])
def test_what_is_no_number_reads_as_none(value):
    assert decimal_of(value) is None


def test_a_price_is_kept_in_whole_cents(kept):
    assert kept(Price, "12,5") == Decimal("12.50")
    assert kept(Price, 0) == Decimal("0.00")
    assert kept(Price, MAX_MONEY) == MAX_MONEY


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (None, PRICE_REQUIRED),
        ("  ", PRICE_REQUIRED),
        ("abc", INVALID),
        (True, INVALID),
        ("-1", NEGATIVE),
        ("1.005", INVALID),
        (MAX_MONEY + 1, INVALID),
    ],
)
def test_a_price_refused(refusal, value, message):
    assert refusal(Price, value) == message


def test_a_price_without_a_negative_message_uses_the_invalid_one(refusal):
    rule = Annotated[Decimal, required_amount(required=PRICE_REQUIRED, invalid=INVALID)]
    assert refusal(rule, -1) == INVALID


def test_an_optional_amount(kept, refusal):
    assert kept(Payment, None) is None
    assert kept(Payment, "") is None
    assert kept(Payment, "10.555") == Decimal("10.555")
    for wrong in ("-1", "101", "abc", True):
        assert refusal(Payment, wrong) == "Suma trebuie să fie un număr pozitiv."
