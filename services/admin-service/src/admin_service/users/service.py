"""Changing who a user is: names, phone, a staff role, a deactivation. A role change and a
deactivation end the user's sessions at once (bakery_shared.auth.sessions): a token issued under
the old role, or to an account that is now closed, stops working on every replica from the next
request, and open staff sockets close. The shop always keeps one active admin, and no admin
removes their own admin role or account."""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.account.invitations import create_invited_account
from bakery_shared.auth.sessions import end_sessions
from bakery_shared.auth.tokens import Principal
from bakery_shared.clock import Clock
from bakery_shared.errors import Conflict, NotFound, ValidationFailed
from bakery_shared.events import EventBus
from bakery_shared.models import Role, User
from bakery_shared.settings import Settings

from .repository import AdminUserRepository
from .schemas import NewStaffIn, UserEditIn

USER_NOT_FOUND = "Utilizatorul nu a fost găsit."
LAST_ADMIN = "Magazinul trebuie să aibă cel puțin un administrator activ."
OWN_ROLE = "Nu vă puteți retrage propriul rol de administrator."
OWN_ACCOUNT = "Nu vă puteți dezactiva propriul cont."
CUSTOMER_ROLE = "Rolul unui client nu se schimbă; rolurile sunt doar pentru echipă (ROLE_ADMIN, ROLE_MANAGER)."


class UserAdministration:
    def __init__(self, session: AsyncSession, events: EventBus, principal: Principal | None = None) -> None:
        self.session = session
        self.events = events
        self.principal = principal
        self.users = AdminUserRepository(session)

    async def _user(self, user_id: int) -> User:
        user = await self.users.get_for_update(user_id)
        if user is None:
            raise NotFound(USER_NOT_FOUND)
        return user

    async def _keep_an_admin(self, user: User) -> None:
        """Refuse when `user` is the caller or the last active admin."""
        if self.principal is not None and user.id == self.principal.user_id:
            raise Conflict(OWN_ROLE)
        admins = await self.users.lock_active_admins()
        if admins == [user.id]:
            raise Conflict(LAST_ADMIN)

    async def create_staff(self, settings: Settings, data: NewStaffIn, clock: Clock) -> User:
        return await create_invited_account(self.session, settings, data, data.role, clock.now())

    async def edit(self, user_id: int, data: UserEditIn) -> User:
        user = await self._user(user_id)
        if data.role is not None and data.role != user.role:
            if user.role == Role.USER:
                raise ValidationFailed.because(CUSTOMER_ROLE, "role")
            await self._change_role(user, data.role)
        user.first_name, user.last_name, user.phone_number = data.firstName, data.lastName, data.phoneNumber
        await self.session.flush()
        return user

    async def change_role(self, user_id: int, role: Role) -> User:
        user = await self._user(user_id)
        if user.role != role:
            await self._change_role(user, role)
        return user

    async def _change_role(self, user: User, role: Role) -> User:
        if user.role == Role.ADMIN and role != Role.ADMIN and user.active:
            await self._keep_an_admin(user)
        user.role = role
        await end_sessions(self.session, self.events, user)
        return user

    async def deactivate(self, user_id: int) -> User:
        user = await self._user(user_id)
        if self.principal is not None and user.id == self.principal.user_id:
            raise Conflict(OWN_ACCOUNT)
        if user.active:
            if user.role == Role.ADMIN:
                await self._keep_an_admin(user)
            user.active = False
            await end_sessions(self.session, self.events, user)
        return user

    async def activate(self, user_id: int) -> User:
        user = await self._user(user_id)
        user.active = True
        await self.session.flush()
        return user
