"""The unsubscribe link of every newsletter mail: the address and an HMAC of it under the signing
key, so the link works for as long as the key does, needs no table, and cannot be forged for
someone else's address. Reading a link back is user-service's, which answers it."""

import base64
import hashlib
import hmac

UNSUBSCRIBE_PATH = "/user-service/newsletter/unsubscribe"
UNSUBSCRIBE_PAGE = "/newsletter/dezabonare"


def signature(secret: str, email: str) -> str:
    return hmac.new(secret.encode(), f"newsletter-unsubscribe:{email}".encode(), hashlib.sha256).hexdigest()[:32]


def unsubscribe_token(secret: str, email: str) -> str:
    encoded = base64.urlsafe_b64encode(email.encode()).decode().rstrip("=")
    return f"{encoded}.{signature(secret, email)}"


def unsubscribe_headers(public_url: str, secret: str, email: str) -> tuple[tuple[str, str], ...]:
    """RFC 8058 one-click unsubscribe: mail readers POST `List-Unsubscribe=One-Click` to the link."""
    link = f"{public_url.rstrip('/')}{UNSUBSCRIBE_PATH}?token={unsubscribe_token(secret, email)}"
    return (("List-Unsubscribe", f"<{link}>"), ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"))


def unsubscribe_page(public_url: str, secret: str, email: str) -> str:
    return f"{public_url.rstrip('/')}{UNSUBSCRIBE_PAGE}?token={unsubscribe_token(secret, email)}"
