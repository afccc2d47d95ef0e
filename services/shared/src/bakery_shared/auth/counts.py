"""Counting calls in fixed windows, shared by the login throttle (throttle.py, both services) and
user-service's abuse limits: keys hold a value's SHA-256, never the value, and while Redis does not
answer the counts fail open to this process, so a shop whose Redis restarts keeps serving."""

import hashlib
import logging
import math
import time

from ..errors import TooManyRequests, is_unavailable

TOO_MANY_REQUESTS = "Prea multe cereri într-un timp scurt. Vă rugăm să încercați din nou peste {minutes} minute."


def digest(value: str) -> str:
    """What a key holds of a value: its SHA-256, after the case and spaces that do not change it."""
    return hashlib.sha256(value.strip().lower().encode("utf-8", "surrogatepass")).hexdigest()


class LocalCounts:
    """Counts of this process, each expiring `window` seconds after its first hit, as the Redis
    keys do. Bounded: past `max_keys` the oldest counts go first."""

    def __init__(self, max_keys: int = 10_000) -> None:
        self.max_keys = max_keys
        self._counts: dict[str, tuple[int, float]] = {}  # key -> (count, expires at, monotonic)

    def _live(self, key: str) -> tuple[int, float] | None:
        entry = self._counts.get(key)
        if entry is not None and entry[1] <= time.monotonic():
            del self._counts[key]
            return None
        return entry

    def get(self, key: str) -> int | None:
        entry = self._live(key)
        return entry[0] if entry else None

    def ttl(self, key: str) -> int:
        entry = self._live(key)
        return math.ceil(entry[1] - time.monotonic()) if entry else 0

    def incr(self, key: str, window: int) -> int:
        entry = self._live(key)
        if entry is None:
            while len(self._counts) >= self.max_keys:
                del self._counts[next(iter(self._counts))]
            self._counts[key] = (1, time.monotonic() + window)
            return 1
        self._counts[key] = (entry[0] + 1, entry[1])
        return entry[0] + 1

    def delete(self, key: str) -> None:
        self._counts.pop(key, None)

    def delete_prefix(self, prefix: str) -> None:
        for key in [k for k in self._counts if k.startswith(prefix)]:
            del self._counts[key]


class FailOpen:
    """Whether Redis answers, logged once when it stops and once when it is back."""

    def __init__(self, what: str, logger: logging.Logger) -> None:
        self.what = what
        self.log = logger
        self.down = False

    def fall_back(self, error: Exception) -> None:
        """Use the local counts when Redis is down; anything else is a bug and is raised."""
        if not is_unavailable(error):
            raise error
        if not self.down:
            self.down = True
            self.log.warning("%s: Redis does not answer (%s); counting in this process only", self.what, error)

    def answered(self) -> None:
        if self.down:
            self.down = False
            self.log.warning("%s: Redis answers again; counting in Redis", self.what)


def too_many(retry_after: int, message: str = TOO_MANY_REQUESTS) -> TooManyRequests:
    retry_after = max(1, retry_after)
    return TooManyRequests(message.format(minutes=max(1, math.ceil(retry_after / 60))), headers={"Retry-After": str(retry_after)})
