"""Idempotency-Key: a retried checkout answers the order the first attempt made, never a second.

Requests with the same key queue on a transaction-scoped advisory lock; the second finds the
first's order by its key and answers it, provided the body is the same (its fingerprint).
"""

import base64
import hashlib
import hmac
import json
import secrets

from bakery_shared.errors import ValidationFailed

from ..schemas import PlaceOrderIn
from . import messages as m


def checked_key(key: str | None) -> str | None:
    if key is None:
        return None
    key = key.strip()
    if not 1 <= len(key) <= 100:
        raise ValidationFailed(m.IDEMPOTENCY_KEY_INVALID, errors={"Idempotency-Key": m.IDEMPOTENCY_KEY_INVALID})
    return key


def fingerprint(data: PlaceOrderIn, user_id: int | None) -> str:
    canonical = json.dumps({"order": data.model_dump(mode="json"), "user": user_id}, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def follow_token(secret: str, key: str | None) -> str:
    """The order page's secret link token. Random; for a keyed order derived from the key with the
    server's secret, so a replay can hand out the same link while only its hash is stored."""
    if key is None:
        return secrets.token_urlsafe(24)
    digest = hmac.new(secret.encode(), f"order-follow:{key}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def online_follow_token(secret: str, order_number: str) -> str:
    """The follow link's token of an order paid online by card and placed without a key: its
    receipt is mailed only once the card is authorized (by whichever request or job learns it),
    so the link must be derivable then, from the order's number and the server's secret. (Its
    own prefix: no Idempotency-Key can make the same message.)"""
    digest = hmac.new(secret.encode(), f"order-follow-online:{order_number}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")
