"""The base of every repository: the request's session, which owns the transaction. A repository
runs the SQL and may flush; committing stays with whoever opened the session."""

from datetime import datetime

from sqlalchemy import ColumnElement, func
from sqlalchemy.ext.asyncio import AsyncSession


class Repository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session


def seconds_since_oldest(column: ColumnElement[datetime]) -> ColumnElement[float]:
    """Age of the oldest row (by `column`) in seconds, 0 when there is none."""
    return func.coalesce(func.extract("epoch", func.now() - func.min(column)), 0)
