"""Queries on users and on the one-time link tokens of the register and reset mails."""

from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.orm.attributes import set_committed_value

from ..driver import on_driver
from ..models import Role, TokenPurpose, User, UserToken
from ..repository import Repository

_SESSION_OF = "SELECT active, role::text, session_version FROM users WHERE id = $1"


class UserRepository(Repository):
    async def get_by_email(self, email: str) -> User | None:
        return await self.session.scalar(select(User).where(User.email == email.strip().lower()))

    async def get(self, user_id: int) -> User | None:
        return await self.session.get(User, user_id)

    async def session_of(self, user_id: int) -> tuple[bool, Role, int] | None:
        """What decides whether a user's token still holds (active, role, session version): read on
        every signed-in request, so a prepared statement on the driver rather than a loaded `User`."""
        row = await on_driver(self.session, "fetchrow", _SESSION_OF, user_id)
        return None if row is None else (row[0], Role(row[1]), row[2])

    async def bump_session_version(self, user: User) -> int:
        """One more than the stored version, raised in the database (two ends at once both count)."""
        await self.session.flush()  # the user's own pending changes first
        version = await self.session.scalar(
            update(User)
            .where(User.id == user.id)
            .values(session_version=User.session_version + 1)
            .returning(User.session_version)
        )
        set_committed_value(user, "session_version", version)
        return int(version)

    async def add(self, user: User) -> User:
        self.session.add(user)
        await self.session.flush()
        return user

    async def list_by_roles(self, roles: list[Role], *, page: int, size: int) -> tuple[list[User], int]:
        where = User.role.in_(roles)
        total = await self.session.scalar(select(func.count()).select_from(User).where(where)) or 0
        rows = await self.session.scalars(
            select(User).where(where).order_by(User.last_name, User.first_name, User.id).offset(page * size).limit(size)
        )
        return list(rows), total


class LinkTokenRepository(Repository):
    async def add(self, token: UserToken) -> UserToken:
        self.session.add(token)
        await self.session.flush()
        return token

    async def get_usable_for_update(self, token_hash: str, purpose: TokenPurpose, now: datetime) -> UserToken | None:
        # FOR UPDATE: two clicks on the same link cannot both use it.
        return await self.session.scalar(
            select(UserToken)
            .where(
                UserToken.token_hash == token_hash,
                UserToken.purpose == purpose,
                UserToken.used_at.is_(None),
                UserToken.expires_at > now,
            )
            .with_for_update()
        )

    async def retire_unused(self, user_id: int, purpose: TokenPurpose, now: datetime) -> None:
        await self.session.execute(
            update(UserToken)
            .where(UserToken.user_id == user_id, UserToken.purpose == purpose, UserToken.used_at.is_(None))
            .values(used_at=now)
        )
