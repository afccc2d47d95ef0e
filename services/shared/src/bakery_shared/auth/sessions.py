"""Sessions the server can end.

A token is valid while its user exists, is active, still has the token's role and still has the
session version the token carries. `check_session` makes that one primary-key read (a prepared
statement) on every signed-in request, in the request's own transaction, so a session ended on one
replica is refused by every replica from the next request on: no cache to invalidate.

`end_sessions` raises the version (a password reset, a role change, a deactivation, "sign out
everywhere") and announces it on SESSIONS_CHANNEL through the outbox (events.py): written in the
same transaction, published after the commit, and relayed later if Redis was down, so the
websocket hub of every replica closes that user's open sockets (user-service realtime/hub.py).
"""

from sqlalchemy.ext.asyncio import AsyncSession

from ..account.repository import UserRepository
from ..errors import Unauthorized
from ..events import EventBus
from ..models import User
from .tokens import Principal

SESSIONS_CHANNEL = "bakery:sessions"
SESSION_ENDED = "SESSION_ENDED"
ENDED = "Sesiunea a fost închisă. Vă rugăm să vă conectați din nou."


async def check_session(session: AsyncSession, principal: Principal) -> None:
    """401 when the token's session was ended (or its user is gone)."""
    found = await UserRepository(session).session_of(principal.user_id)
    if found is None or found != (True, principal.role, principal.session_version):
        raise Unauthorized(ENDED)


async def end_sessions(session: AsyncSession, events: EventBus, user: User) -> int:
    """End every session of `user` issued so far; returns the new version (tokens issued after
    this, in the same transaction or later, carry it)."""
    version = await UserRepository(session).bump_session_version(user)
    events.emit(session, {"type": SESSION_ENDED, "userId": user.id, "sessionVersion": version}, channel=SESSIONS_CHANNEL)
    return version
