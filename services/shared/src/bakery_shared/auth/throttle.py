"""Refuse repeated failed logins for one e-mail or one client address for a while (counted in Redis)."""

import math

from redis.asyncio import Redis

from ..errors import TooManyRequests
from ..settings import Settings

TOO_MANY = "Prea multe încercări de autentificare nereușite. Vă rugăm să încercați din nou peste {minutes} minute."


class LoginThrottle:
    def __init__(self, redis: Redis, settings: Settings, scope: str) -> None:
        self.redis = redis
        self.settings = settings
        self.scope = scope  # "user" or "admin": the two sign-in doors count apart

    def _keys(self, email: str, client: str) -> tuple[str, str]:
        return (f"login-failures:{self.scope}:email:{email.strip().lower()}", f"login-failures:{self.scope}:client:{client}")

    async def ensure_allowed(self, email: str, client: str) -> None:
        email_key, client_key = self._keys(email, client)
        by_email, by_client = await self.redis.mget(email_key, client_key)
        limited = []
        if by_email is not None and int(by_email) >= self.settings.login_failures_per_email:
            limited.append(email_key)
        if by_client is not None and int(by_client) >= self.settings.login_failures_per_client:
            limited.append(client_key)
        if limited:
            ttl = max([await self.redis.ttl(key) for key in limited] + [1])
            minutes = max(1, math.ceil(ttl / 60))
            raise TooManyRequests(TOO_MANY.format(minutes=minutes), headers={"Retry-After": str(ttl)})

    async def record_failure(self, email: str, client: str) -> None:
        window = self.settings.login_lockout_seconds
        async with self.redis.pipeline(transaction=True) as pipe:
            for key in self._keys(email, client):
                pipe.incr(key)
                pipe.expire(key, window, nx=True)
            await pipe.execute()

    async def record_success(self, email: str) -> None:
        await self.redis.delete(self._keys(email, "")[0])
