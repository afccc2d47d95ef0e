"""The base of every repository: the request's session, which owns the transaction. A repository
runs the SQL and may flush; committing stays with whoever opened the session."""

from sqlalchemy.ext.asyncio import AsyncSession


class Repository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
