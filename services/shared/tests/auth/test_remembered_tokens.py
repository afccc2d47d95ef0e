"""A token whose signature was checked once is remembered (tokens.py), and what is remembered never
lets through a token that checking it again would refuse: it still expires on time, and it holds
only under the key that signed it."""

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from bakery_shared.auth.tokens import EXPIRED, INVALID, issue_token, read_token
from bakery_shared.errors import Unauthorized
from bakery_shared.models import Role

NOW = datetime(2026, 12, 31, 23, 0, tzinfo=UTC)


def token_of(settings, now=NOW) -> str:
    return issue_token(settings, now, user_id=7, email="ana@example.ro", role=Role.USER, session_version=3)[0]


def refusal(settings, token: str, now: datetime) -> str:
    with pytest.raises(Unauthorized) as refused:
        read_token(settings, token, now)
    return refused.value.message


def test_a_remembered_token_still_expires_on_time(test_settings):
    token = token_of(test_settings)
    lifetime = timedelta(hours=test_settings.jwt_lifetime_hours)
    for _ in range(2):  # checked, then remembered
        principal = read_token(test_settings, token, NOW + lifetime - timedelta(seconds=1))
        assert (principal.user_id, principal.role, principal.session_version) == (7, Role.USER, 3)
    assert refusal(test_settings, token, NOW + lifetime) == EXPIRED
    assert refusal(test_settings, token, NOW + lifetime) == EXPIRED


def test_a_remembered_token_holds_only_under_the_key_that_signed_it(test_settings):
    token = token_of(test_settings)
    assert read_token(test_settings, token, NOW).user_id == 7
    other_key = test_settings.model_copy(update={"jwt_secret": "o" * 48})
    assert refusal(other_key, token, NOW) == INVALID
    # A remembered token with its signature changed is another text: checked, and refused.
    head, payload, signature = token.split(".")
    forged = f"{head}.{payload}.{signature[:-2]}{'AA' if not signature.endswith('AA') else 'BB'}"
    assert refusal(test_settings, forged, NOW) == INVALID


def test_the_expiry_is_read_in_the_callers_time_zone(test_settings):
    token = token_of(test_settings)
    bucharest = NOW.astimezone(ZoneInfo("Europe/Bucharest"))
    assert read_token(test_settings, token, NOW).expires_at.tzinfo is UTC
    assert read_token(test_settings, token, bucharest).expires_at.tzinfo == ZoneInfo("Europe/Bucharest")
