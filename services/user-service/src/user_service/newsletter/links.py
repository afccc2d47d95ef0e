"""The newsletter's links as user-service answers them: the unsubscribe link read back (made in
bakery_shared.newsletter.links, under the signing key) and the one-time confirmation link."""

import base64
import hashlib
import hmac
import secrets

from bakery_shared.newsletter.links import signature

CONFIRM_PAGE = "/newsletter/confirmare"


def email_of_token(secret: str, token: str) -> str | None:
    """The address the token was made for, or None when it is not one of ours."""
    encoded, _, mac = token.partition(".")
    try:
        email = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)).decode()
    except (ValueError, UnicodeDecodeError):
        return None
    # Bytes: compare_digest refuses str with non-ASCII characters, and a link can hold anything.
    return email if mac and hmac.compare_digest(mac.encode(), signature(secret, email).encode()) else None


def new_link_token() -> tuple[str, str]:
    """A one-time link token and the SHA-256 digest that is stored."""
    token = secrets.token_urlsafe(32)
    return token, hashlib.sha256(token.encode()).hexdigest()


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
