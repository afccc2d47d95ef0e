"""Statements sent straight to the asyncpg driver on the request's own connection: prepared once
per connection by asyncpg, with no ORM identity map, loader or statement compiler on the way. For
the hot reads (placing an order, the sign-in check of every signed-in request); the statements
themselves live in the repositories."""

from typing import Any

from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

# session.info's key for the connection found for the session's current transaction.
_FOUND = "bakery.driver"


async def on_driver(session: AsyncSession, method: str, statement: str, *args: Any) -> Any:
    """`statement` run by the asyncpg connection's `method` (fetch, fetchrow, fetchval, execute):
    the request's own connection, its transaction begun (SQLAlchemy begins it lazily, at the first
    statement it runs itself: one sent straight to the driver first would run outside it).

    A connection that died under it (Postgres restarted or crashed) is invalidated, as SQLAlchemy
    does with its own statements, so the pool never hands it out again, and the error is raised as
    SQLAlchemy's, marked so: the request answers 503 "not now", not 500.

    The connection is found once per transaction (finding it takes two trips through SQLAlchemy's
    greenlet bridge; an order's statements would pay them each): the session keeps one connection
    for as long as its transaction lasts, and a new transaction finds its own."""
    connection, raw, driver = await _found(session)
    try:
        if raw is not None:
            await _begin(session, connection, raw)
        return await getattr(driver, method)(statement, *args)
    except Exception as error:
        if driver is not None and not driver.is_closed():
            raise
        await connection.invalidate()
        raise DBAPIError(statement, None, error, connection_invalidated=True) from error


async def _found(session: AsyncSession) -> tuple[AsyncConnection, Any, Any]:
    """The session's connection, its pool entry (None when this transaction already found and
    began it), and the driver's connection."""
    found = session.info.get(_FOUND)
    if found is not None and found[0] is session.sync_session.get_transaction():
        return found[1], None, found[2]
    connection = await session.connection()
    raw = await connection.get_raw_connection()
    return connection, raw, raw.driver_connection


async def _begin(session: AsyncSession, connection: AsyncConnection, raw: Any) -> None:
    adapted = raw.dbapi_connection
    if adapted is not None and getattr(adapted, "_transaction", True) is None and adapted.isolation_level != "autocommit":
        await adapted._start_transaction()  # what SQLAlchemy's own next statement would do first
    session.info[_FOUND] = (session.sync_session.get_transaction(), connection, raw.driver_connection)
