"""The unsubscribe link of every newsletter mail: the address and an HMAC of it under the signing
key, so the link works for as long as the key does, needs no table, and cannot be forged for
someone else's address."""

import base64
import hashlib
import hmac
import secrets

UNSUBSCRIBE_PATH = "/user-service/newsletter/unsubscribe"
UNSUBSCRIBE_PAGE = "/newsletter/dezabonare"
CONFIRM_PAGE = "/newsletter/confirmare"


def _mac(secret: str, email: str) -> str:
    return hmac.new(secret.encode(), f"newsletter-unsubscribe:{email}".encode(), hashlib.sha256).hexdigest()[:32]


def unsubscribe_token(secret: str, email: str) -> str:
    encoded = base64.urlsafe_b64encode(email.encode()).decode().rstrip("=")
    return f"{encoded}.{_mac(secret, email)}"


def email_of_token(secret: str, token: str) -> str | None:
    """The address the token was made for, or None when it is not one of ours."""
    encoded, _, mac = token.partition(".")
    try:
        email = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)).decode()
    except (ValueError, UnicodeDecodeError):
        return None
    # Bytes: compare_digest refuses str with non-ASCII characters, and a link can hold anything.
    return email if mac and hmac.compare_digest(mac.encode(), _mac(secret, email).encode()) else None


def unsubscribe_headers(public_url: str, secret: str, email: str) -> tuple[tuple[str, str], ...]:
    """RFC 8058 one-click unsubscribe: mail readers POST `List-Unsubscribe=One-Click` to the link."""
    link = f"{public_url.rstrip('/')}{UNSUBSCRIBE_PATH}?token={unsubscribe_token(secret, email)}"
    return (("List-Unsubscribe", f"<{link}>"), ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"))


def unsubscribe_page(public_url: str, secret: str, email: str) -> str:
    return f"{public_url.rstrip('/')}{UNSUBSCRIBE_PAGE}?token={unsubscribe_token(secret, email)}"


def new_link_token() -> tuple[str, str]:
    """A one-time link token and the SHA-256 digest that is stored."""
    token = secrets.token_urlsafe(32)
    return token, hashlib.sha256(token.encode()).hexdigest()


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
