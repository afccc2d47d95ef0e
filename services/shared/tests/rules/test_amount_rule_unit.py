"""The one check every money and count field uses: huge, tiny, negative, exponent and non-finite
forms are refused with the field's Romanian message, never with a decimal error (a 500)."""

from decimal import Decimal
from typing import Annotated

import pytest

from bakery_shared.rules.money import amount_rule, count_rule, optional_amount, required_amount

INVALID = "Introduceți o sumă mai mare decât zero, cu cel mult două zecimale."
REQUIRED = "Suma este obligatorie."
NEGATIVE = "Suma trebuie să fie cel puțin 0."
TOO_LARGE = "Suma este prea mare."
COUNT = "Cantitatea trebuie să fie un număr întreg între 1 și 1000."

Refund = Annotated[Decimal, amount_rule(required=REQUIRED, invalid=INVALID, above_zero=True, maximum=Decimal("999999999.99"))]
Fee = Annotated[Decimal, amount_rule(required=REQUIRED, invalid=INVALID, negative=NEGATIVE, too_large=TOO_LARGE)]
Payment = Annotated[Decimal | None, optional_amount(INVALID, Decimal(100))]
Price = Annotated[Decimal, required_amount(required=REQUIRED, invalid=INVALID, negative=NEGATIVE)]
Quantity = Annotated[int, count_rule(invalid=COUNT, low=1, high=1000)]

HUGE = ["1E+40", "1e40", 1e40, Decimal("1E+40"), 10**60, "9" * 39, "1E+999999999", Decimal("1E+999999999")]
EXPONENT = ["1e-30", "1E2", "2.5e0", "1e+1"]
NOT_FINITE = ["NaN", "nan", "-NaN", "sNaN", "Infinity", "-Infinity", "inf", float("nan"), float("inf"), Decimal("NaN")]
NOT_A_NUMBER = ["abc", "1.2.3", "12 lei", "0x10", "1_000", True, [1], {"amount": 1}, "١٢"]


@pytest.mark.parametrize("value", HUGE + EXPONENT + NOT_FINITE + NOT_A_NUMBER + [1e-30, Decimal("1E-30"), "0.001", 12.345])
def test_a_refund_of_a_wrong_form_is_refused_with_its_message(refusal, value):
    assert refusal(Refund, value) == INVALID


@pytest.mark.parametrize("value", ["0", "-0", 0, -0.0, "0.00", Decimal("-0"), "-1", -1e40, "-1E+40"])
def test_a_refund_must_be_above_zero(refusal, value):
    assert refusal(Refund, value) == INVALID


@pytest.mark.parametrize(
    ("value", "kept_as"),
    [("12,50", "12.50"), (" 3 ", "3.00"), (0.1, "0.10"), (5, "5.00"), ("999999999.99", "999999999.99"), ("1.500", "1.50")],
)
def test_a_refund_in_whole_cents_is_kept_in_cents(kept, value, kept_as):
    amount = kept(Refund, value)
    assert amount == Decimal(kept_as)
    assert str(amount) == kept_as


@pytest.mark.parametrize("value", HUGE + ["1000000000.00", 1_000_000_000])
def test_a_refund_past_its_limit_is_refused(refusal, value):
    assert refusal(Refund, value) == INVALID


def test_each_refusal_has_its_own_words(refusal, kept):
    assert refusal(Fee, None) == REQUIRED
    assert refusal(Fee, "  ") == REQUIRED
    assert refusal(Fee, "-0.01") == NEGATIVE
    assert refusal(Fee, "-1E+40") == INVALID  # not a plain number: its form is wrong before its sign
    assert refusal(Fee, -1e40) == NEGATIVE
    assert refusal(Fee, 1e40) == TOO_LARGE
    assert refusal(Fee, "99999999999") == TOO_LARGE
    assert str(kept(Fee, "-0")) == "0.00"  # minus zero is zero, saved without its sign


@pytest.mark.parametrize("value", HUGE + EXPONENT + NOT_FINITE + ["-1", "101"])
def test_an_optional_payment_refuses_every_wrong_form(refusal, value):
    assert refusal(Payment, value) == INVALID


def test_an_optional_payment_may_be_left_out_and_is_rounded_by_its_caller(kept):
    assert kept(Payment, None) is None
    assert kept(Payment, "") is None
    assert kept(Payment, "10.555") == Decimal("10.555")
    assert kept(Payment, 1e-30) == Decimal("1E-30")  # a number, not a text: the caller rounds it to 0.00


@pytest.mark.parametrize("value", HUGE + EXPONENT + NOT_FINITE + ["12.345"])
def test_a_price_refuses_every_wrong_form(refusal, value):
    assert refusal(Price, value) == INVALID


@pytest.mark.parametrize("value", [0, -1, 1001, 1e40, "1E+40", 2.5, "2.5", "NaN", float("nan"), True, "abc", 10**400, "9" * 2000])
def test_a_quantity_is_a_whole_count_in_its_range(refusal, value):
    assert refusal(Quantity, value) == COUNT


def test_a_quantity_as_sent(kept):
    assert kept(Quantity, 3) == 3
    assert kept(Quantity, "12") == 12
    assert kept(Quantity, 4.0) == 4
