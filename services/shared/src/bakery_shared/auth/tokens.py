"""Access tokens: HS256 JWTs signed with JWT_SECRET, carrying the role."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import jwt

from ..errors import Unauthorized
from ..models import Role
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


def issue_token(settings: Settings, *, user_id: int, email: str, role: Role) -> tuple[str, datetime]:
    now = datetime.now(UTC)
    expires_at = now + timedelta(hours=settings.jwt_lifetime_hours)
    claims = {
        "sub": str(user_id),
        "email": email,
        "role": role.value,
        "iat": now,
        "exp": expires_at,
    }
    return jwt.encode(claims, settings.jwt_secret, algorithm=ALGORITHM), expires_at


def read_token(settings: Settings, token: str) -> Principal:
    try:
        # Only HS256 is accepted, which also refuses "alg: none" and key-confusion tricks.
        claims = jwt.decode(
            token,
            settings.jwt_secret,
            algorithms=[ALGORITHM],
            options={"require": ["sub", "exp", "iat", "role"]},
        )
        return Principal(user_id=int(claims["sub"]), email=str(claims.get("email", "")), role=Role(claims["role"]))
    except jwt.ExpiredSignatureError as exc:
        raise Unauthorized(EXPIRED) from exc
    except (jwt.PyJWTError, ValueError, KeyError) as exc:
        raise Unauthorized(INVALID) from exc
