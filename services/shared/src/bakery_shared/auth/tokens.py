"""Access tokens: HS256 JWTs signed with JWT_SECRET, carrying the role and the user's session
version (`sv`): a token is only as good as the version still stored on its user (sessions.py), so
the server can end sessions before they expire.

Issue and expiry are judged on the services' clock (clock.py), not PyJWT's own reading of the
machine's time, so a token's lifetime is the same wherever the clock stands.

A customer or a panel sends the same token on every call, and checking its signature and claims
cost more CPU than anything else in reading the caller. The outcome of that check depends on the
token's text and the key alone, so a token that passed is remembered (bounded, keyed by the key
and the text): its expiry is still judged on every call, and whether its session still holds is
still read from the database on every call (sessions.py), so ending a session takes effect at
once as before.
"""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import jwt

from ..errors import Unauthorized
from ..models import Role, User
from ..settings import Settings

ALGORITHM = "HS256"
EXPIRED = "Sesiunea a expirat. Vă rugăm să vă conectați din nou."
INVALID = "Autentificarea nu este validă. Vă rugăm să vă conectați din nou."


@dataclass(frozen=True)
class Principal:
    """Who is calling, as the token says."""

    user_id: int
    email: str
    role: Role
    session_version: int
    # When the token stops working by itself (a websocket is closed then).
    expires_at: datetime


def issue_token(
    settings: Settings, now: datetime, *, user_id: int, email: str, role: Role, session_version: int
) -> tuple[str, datetime]:
    expires_at = now + timedelta(hours=settings.jwt_lifetime_hours)
    claims = {
        "sub": str(user_id),
        "email": email,
        "role": role.value,
        "sv": session_version,
        "iat": int(now.timestamp()),
        "exp": int(expires_at.timestamp()),
    }
    return jwt.encode(claims, settings.jwt_secret, algorithm=ALGORITHM), expires_at


def issue_token_for(settings: Settings, now: datetime, user: User) -> tuple[str, datetime]:
    """A token for `user` under its current session version."""
    return issue_token(settings, now, user_id=user.id, email=user.email, role=user.role, session_version=user.session_version)


# Tokens that passed the signature and claims checks: (key, token, time zone) -> (principal, exp).
# A process sees few distinct tokens at a time; past the bound the oldest are forgotten.
_VERIFIED: dict[tuple[str, str, object], tuple[Principal, int | float]] = {}
VERIFIED_TOKENS_KEPT = 4096


def read_token(settings: Settings, token: str, now: datetime) -> Principal:
    key = (settings.jwt_secret, token, now.tzinfo)
    known = _VERIFIED.get(key)
    if known is None:
        known = _verify(settings, token, now)
        if len(_VERIFIED) >= VERIFIED_TOKENS_KEPT:
            del _VERIFIED[next(iter(_VERIFIED))]
        _VERIFIED[key] = known
    principal, expires = known
    if expires <= now.timestamp():
        _VERIFIED.pop(key, None)
        raise Unauthorized(EXPIRED)
    return principal


def _verify(settings: Settings, token: str, now: datetime) -> tuple[Principal, int | float]:
    """The token's principal and expiry, once its signature and claims are checked (not its expiry)."""
    try:
        # Only HS256 is accepted, which also refuses "alg: none" and key-confusion tricks.
        claims = jwt.decode(
            token,
            settings.jwt_secret,
            algorithms=[ALGORITHM],
            # A token without `sv` predates sessions the server can end: it is refused (sign in again).
            options={"require": ["sub", "exp", "iat", "role", "sv"], "verify_exp": False, "verify_iat": False},
        )
        if not isinstance(claims["exp"], int | float):
            raise ValueError("exp is not a number")
        if not isinstance(claims["sv"], int) or isinstance(claims["sv"], bool):
            raise ValueError("sv is not an integer")
        principal = Principal(
            user_id=int(claims["sub"]),
            email=str(claims.get("email", "")),
            role=Role(claims["role"]),
            session_version=claims["sv"],
            expires_at=datetime.fromtimestamp(claims["exp"], now.tzinfo or UTC),
        )
    except (jwt.PyJWTError, ValueError, KeyError, TypeError, OverflowError, OSError) as exc:
        raise Unauthorized(INVALID) from exc
    return principal, claims["exp"]
