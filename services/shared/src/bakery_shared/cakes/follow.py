"""A custom cake request's private follow link: `/tort/<id>?cheie=<key>`.

The key is derived from the request's id with the server's secret (as an order paid online
derives its link from its number), so every later mail of the request (the quote, the rest to pay,
the reminder), whichever service sends it, can carry the same link while only the key's SHA-256 is
stored, as for a guest's order."""

import base64
import hashlib
import hmac


def follow_key(secret: str, request_id: int) -> str:
    digest = hmac.new(secret.encode(), f"cake-request-follow:{request_id}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def key_hash(key: str) -> str:
    """What the request row keeps of its key."""
    return hashlib.sha256(key.encode()).hexdigest()


def key_matches(stored_hash: str | None, key: str | None) -> bool:
    """Whether `key` opens the request whose key's hash is `stored_hash` (in constant time)."""
    if not key or not stored_hash:
        return False
    return hmac.compare_digest(stored_hash, key_hash(key))


def follow_path(request_id: int, key: str) -> str:
    """The web's page of the request, as a link in a mail (after the shop's public address)."""
    return f"/tort/{request_id}?cheie={key}"
