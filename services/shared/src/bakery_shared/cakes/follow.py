"""A custom cake request's private follow link: `/tort/<id>?cheie=<key>`.

The key is derived from the request's id with the server's secret (as an order paid online
derives its link from its number), so every later mail of the request (the quote, the rest to pay,
the reminder), whichever service sends it, can carry the same link while only the key's SHA-256 is
stored, as for a guest's order."""

import base64
from dataclasses import dataclass
import hashlib
import hmac


def _sha256(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


@dataclass(frozen=True)
class FollowKey:
    request_id: int
    key: str

    @classmethod
    def of(cls, secret: str, request_id: int) -> "FollowKey":
        digest = hmac.new(secret.encode(), f"cake-request-follow:{request_id}".encode(), hashlib.sha256).digest()
        return cls(request_id, base64.urlsafe_b64encode(digest).decode().rstrip("="))

    @property
    def hash(self) -> str:
        """What the request row keeps of its key."""
        return _sha256(self.key)

    @property
    def path(self) -> str:
        """The web's page of the request; a mail puts the shop's public address in front."""
        return f"/tort/{self.request_id}?cheie={self.key}"

    @staticmethod
    def opens(stored_hash: str | None, key: str | None) -> bool:
        """Whether `key` opens the request whose key's hash is `stored_hash` (in constant time)."""
        if not key or not stored_hash:
            return False
        return hmac.compare_digest(stored_hash, _sha256(key))
