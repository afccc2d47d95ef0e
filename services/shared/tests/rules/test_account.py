import pytest

from bakery_shared.rules.account import (
    LOGIN_PASSWORD_MAX,
    PASSWORD_RULE,
    REQUIRED,
    TOKEN_MAX,
    LinkToken,
    LoginEmail,
    LoginPassword,
    NewPassword,
)
from bakery_shared.rules.text import too_long


def test_a_strong_password_is_kept_as_typed(kept):
    assert kept(NewPassword, " Parola#123 ") == " Parola#123 "


@pytest.mark.parametrize("value", ["Parola123", "parola#123", "PAROLA#123", "Parola#abc", "Pa#1", None, 12345678])
def test_a_weak_password_is_refused(refusal, value):
    assert refusal(NewPassword, value) == PASSWORD_RULE


def test_a_new_password_is_capped(refusal):
    assert refusal(NewPassword, "Aa#1" * 33) == too_long(128)


@pytest.mark.parametrize("rule", [LoginEmail, LoginPassword, LinkToken])
def test_sign_in_fields_must_be_there(refusal, kept, rule):
    assert refusal(rule, "  ") == REQUIRED
    assert refusal(rule, None) == REQUIRED
    assert kept(rule, "abc") == "abc"


def test_sign_in_fields_are_capped(refusal):
    assert refusal(LoginEmail, "a" * 255) == too_long(254)
    assert refusal(LoginPassword, "a" * (LOGIN_PASSWORD_MAX + 1)) == too_long(LOGIN_PASSWORD_MAX)
    assert refusal(LinkToken, "a" * (TOKEN_MAX + 1)) == too_long(TOKEN_MAX)
