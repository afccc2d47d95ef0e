"""Refuse repeated failed logins for a while, without letting anyone lock an account's owner out.

Counted in Redis, so every replica sees the same counts:
- per e-mail and client: after `login_failures_per_email` failures, that client may not try that
  e-mail again until the window ends;
- per e-mail: once that many failures came from any clients, a client that has already failed for
  this e-mail is refused too; a client that has not failed may still try (the owner, with the
  right password, signs in from their own device while someone else hammers the account; a
  guesser gets one try per new address);
- per client: after `login_failures_per_client` failures, whatever e-mails it tried.
Keys hold the SHA-256 of the e-mail and of the client, never the raw values (an e-mail of any size
stores 64 characters). Windows are fixed: the count starts with the first failure and ends
`login_lockout_seconds` later.

While Redis does not answer, sign-in stays open (fail open) and failures are counted in this
process instead, with the same limits, and a warning is logged: a shop whose staff cannot sign
in to the orders panel in the morning rush loses more than a few minutes with a per-replica
(rather than shop-wide) counter costs, and password checks are argon2 (slow by design) anyway.
When Redis is back the shared counts take over again.
"""

import logging

from redis.asyncio import Redis

from ..settings import Settings
from .counts import FailOpen, LocalCounts, digest, too_many

TOO_MANY = "Prea multe încercări de autentificare nereușite. Vă rugăm să încercați din nou peste {minutes} minute."
# The e-mail's hash field counting every client's failures (the other fields are clients' hashes).
ALL = "all"

# One per process, shared by both sign-in doors (their keys differ by scope).
_local = LocalCounts()
_redis = FailOpen("login throttling", logging.getLogger(__name__))


class LoginThrottle:
    def __init__(self, redis: Redis, settings: Settings, scope: str) -> None:
        self.redis = redis
        self.settings = settings
        self.scope = scope  # "user" or "admin": the two sign-in doors count apart

    def email_key(self, email: str) -> str:
        return f"login-failures:{self.scope}:email:{digest(email)}"

    def client_key(self, client: str) -> str:
        return f"login-failures:{self.scope}:client:{digest(client)}"

    async def ensure_allowed(self, email: str, client: str) -> None:
        email_key, client_key, me = self.email_key(email), self.client_key(client), digest(client)
        try:
            async with self.redis.pipeline(transaction=False) as pipe:
                pipe.hmget(email_key, [ALL, me])
                pipe.get(client_key)
                pipe.ttl(email_key)
                pipe.ttl(client_key)
                (by_email, by_pair), by_client, email_ttl, client_ttl = await pipe.execute()
            _redis.answered()
        except Exception as error:
            _redis.fall_back(error)
            by_email, by_pair = _local.get(f"{email_key}:{ALL}"), _local.get(f"{email_key}:{me}")
            by_client = _local.get(client_key)
            email_ttl, client_ttl = _local.ttl(f"{email_key}:{ALL}"), _local.ttl(client_key)
        per_email = self.settings.login_failures_per_email
        pair, total = int(by_pair or 0), int(by_email or 0)
        waits = []
        if pair >= per_email or (total >= per_email and pair >= 1):
            waits.append(int(email_ttl))
        if by_client is not None and int(by_client) >= self.settings.login_failures_per_client:
            waits.append(int(client_ttl))
        if waits:
            raise too_many(max(waits), TOO_MANY)

    async def record_failure(self, email: str, client: str) -> None:
        email_key, client_key, me = self.email_key(email), self.client_key(client), digest(client)
        window = self.settings.login_lockout_seconds
        try:
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.hincrby(email_key, ALL, 1)
                pipe.hincrby(email_key, me, 1)
                pipe.expire(email_key, window, nx=True)
                pipe.incr(client_key)
                pipe.expire(client_key, window, nx=True)
                await pipe.execute()
        except Exception as error:
            _redis.fall_back(error)
            for key in (f"{email_key}:{ALL}", f"{email_key}:{me}", client_key):
                _local.incr(key, window)

    async def record_success(self, email: str, client: str) -> None:
        """This client knew the password: its own failures for the e-mail are forgotten. The
        e-mail's total stays, so the clients that failed for it stay held."""
        email_key, me = self.email_key(email), digest(client)
        _local.delete(f"{email_key}:{me}")
        try:
            await self.redis.hdel(email_key, me)
        except Exception as error:
            _redis.fall_back(error)

    async def forget(self, email: str) -> None:
        """Every failure for the e-mail (its password was just reset by the mailbox's owner)."""
        email_key = self.email_key(email)
        _local.delete_prefix(f"{email_key}:")
        try:
            await self.redis.delete(email_key)
        except Exception as error:
            _redis.fall_back(error)
