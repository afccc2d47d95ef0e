"""Changing who a user is: a role change and a deactivation. Both end the user's sessions at once
(bakery_shared.auth.sessions): a token issued under the old role, or to an account that is now
closed, stops working on every replica from the next request, and open staff sockets close.

The screens that call these come with a later issue; the functions are here so that whatever calls
them cannot forget to end the sessions.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.account.repository import UserRepository
from bakery_shared.auth.sessions import end_sessions
from bakery_shared.errors import NotFound
from bakery_shared.events import EventBus
from bakery_shared.models import Role, User

USER_NOT_FOUND = "Utilizatorul nu a fost găsit."


class UserAdministration:
    def __init__(self, session: AsyncSession, events: EventBus) -> None:
        self.session = session
        self.events = events
        self.users = UserRepository(session)

    async def _user(self, user_id: int) -> User:
        user = await self.users.get(user_id)
        if user is None:
            raise NotFound(USER_NOT_FOUND)
        return user

    async def change_role(self, user_id: int, role: Role) -> User:
        user = await self._user(user_id)
        if user.role != role:
            user.role = role
            await end_sessions(self.session, self.events, user)
        return user

    async def deactivate(self, user_id: int) -> User:
        user = await self._user(user_id)
        if user.active:
            user.active = False
            await end_sessions(self.session, self.events, user)
        return user
