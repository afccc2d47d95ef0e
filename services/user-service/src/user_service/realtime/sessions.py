"""Who a socket's token speaks for, judged as a signed-in request is (bakery_shared.auth.sessions):
signed, unexpired, and its user still there, active, in the token's role and session version."""

from collections.abc import Callable

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.auth.sessions import check_session
from bakery_shared.auth.tokens import Principal, read_token
from bakery_shared.clock import Clock
from bakery_shared.errors import Unauthorized
from bakery_shared.settings import Settings


async def principal_of(
    token: str, settings: Settings, clock: Clock, sessionmaker: Callable[[], async_sessionmaker[AsyncSession]]
) -> Principal | None:
    """The token's principal, or None when the socket must be refused."""
    try:
        principal = read_token(settings, token, clock.now())
        async with sessionmaker()() as session:
            await check_session(session, principal)
    except Unauthorized:
        return None
    return principal
