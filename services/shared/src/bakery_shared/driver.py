"""Statements sent straight to the asyncpg driver on the request's own connection: prepared once
per connection by asyncpg, with no ORM identity map, loader or statement compiler on the way. For
the hot reads (placing an order, the sign-in check of every signed-in request); the statements
themselves live in the repositories."""

from typing import Any

from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncSession


async def on_driver(session: AsyncSession, method: str, statement: str, *args: Any) -> Any:
    """`statement` run by the asyncpg connection's `method` (fetch, fetchrow, fetchval, execute):
    the request's own connection, its transaction begun (SQLAlchemy begins it lazily, at the first
    statement it runs itself: one sent straight to the driver first would run outside it).

    A connection that died under it (Postgres restarted or crashed) is invalidated, as SQLAlchemy
    does with its own statements, so the pool never hands it out again, and the error is raised as
    SQLAlchemy's, marked so: the request answers 503 "not now", not 500."""
    connection = await session.connection()
    raw = await connection.get_raw_connection()
    driver = raw.driver_connection
    try:
        adapted = raw.dbapi_connection
        if adapted is not None and getattr(adapted, "_transaction", True) is None and adapted.isolation_level != "autocommit":
            await adapted._start_transaction()  # what SQLAlchemy's own next statement would do first
        return await getattr(driver, method)(statement, *args)
    except Exception as error:
        if driver is not None and not driver.is_closed():
            raise
        await connection.invalidate()
        raise DBAPIError(statement, None, error, connection_invalidated=True) from error
