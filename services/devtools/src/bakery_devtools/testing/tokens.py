"""Reading the services' tokens in tests, on the test's clock."""

from __future__ import annotations

from typing import Any

import jwt

from .plugin import current_clock


def claims_of(settings, token: str) -> dict[str, Any]:
    """The token's claims, its signature checked and its times judged on the test's clock.

    PyJWT's own iat/exp checks read the machine's time, which is not the shop's time when the
    clock is pinned (BAKERY_TEST_CLOCK); the services judge tokens on their clock, so do the tests.
    """
    claims = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"], options={"verify_exp": False, "verify_iat": False})
    now = current_clock().now().timestamp()
    assert now - 60 < claims["iat"] <= now + 1, "the token was not issued now on the shop's clock"
    assert claims["exp"] > now, "the token is already expired on the shop's clock"
    return claims
