"""Database engine and the request's session.

The session dependency owns the transaction: services only flush, the dependency
commits once the endpoint returned, and only then runs the after-commit hooks
(mails, events), so nothing is announced that was not saved.
"""

from collections.abc import AsyncIterator, Awaitable, Callable
import logging
import time
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy import event
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from .settings import Settings

log = logging.getLogger(__name__)

AfterCommit = Callable[[], Awaitable[None]]


# A pooled connection idle longer than this is checked before use (see create_engine).
PING_AFTER_IDLE_SECONDS = 5.0


def create_engine(settings: Settings) -> AsyncEngine:
    """The process's pool. Every wait is bounded, so a database that is down, restarting or
    saturated makes a request fail fast (503, see errors.py) rather than hang, and the checkout
    checks (below) replace the connections a restart killed, so the service recovers by itself
    and no request is handed a dead connection."""
    server_settings = {"timezone": "Europe/Bucharest", "application_name": "bakery"}  # the business clock
    connect_args: dict = {"server_settings": server_settings, "timeout": settings.database_connect_timeout_seconds}
    if settings.database_statement_timeout_seconds > 0:
        statement_ms = int(settings.database_statement_timeout_seconds * 1000)
        server_settings["statement_timeout"] = str(statement_ms)
        # The same bound on our side, a little later, for a server that no longer answers at all.
        connect_args["command_timeout"] = settings.database_statement_timeout_seconds + 5
    engine = create_async_engine(
        settings.database_url,
        pool_size=settings.database_pool_size,
        max_overflow=settings.database_max_overflow,
        pool_timeout=settings.database_pool_timeout_seconds,
        connect_args=connect_args,
    )
    _ping_idle_connections(engine)
    return engine


def _ping_idle_connections(engine: AsyncEngine) -> None:
    """Every checkout first asks the driver whether the server has closed the connection (a
    restart, a failover, `pg_terminate_backend`: the server says goodbye and closes the socket,
    and asyncpg marks the connection closed as soon as the event loop reads that). That costs no
    round trip, and such a connection is replaced before any request sees it.

    A connection that sat in the pool for a while is also pinged, and replaced if the ping fails:
    that catches one that died without a goodbye (a network gone). SQLAlchemy's pool_pre_ping
    would ping every checkout, and with asyncpg a ping is three round trips (BEGIN, a query,
    ROLLBACK): under load that was more round trips than an order's own. If the database goes
    away under a connection in use, the first failure invalidates the whole pool, as with any
    disconnect."""
    pool = engine.sync_engine.pool
    dialect = engine.sync_engine.dialect

    @event.listens_for(pool, "checkin")
    def _checked_in(dbapi_connection: Any, record: Any) -> None:
        record.info["idle_since"] = time.monotonic()

    @event.listens_for(pool, "checkout")
    def _checked_out(dbapi_connection: Any, record: Any, proxy: Any) -> None:
        if dialect.get_driver_connection(dbapi_connection).is_closed():
            raise DisconnectionError("the server closed this pooled connection")
        idle_since = record.info.get("idle_since")
        if idle_since is None or time.monotonic() - idle_since < PING_AFTER_IDLE_SECONDS:
            return
        try:
            dialect.do_ping(dbapi_connection)
        except Exception as error:
            raise DisconnectionError("a pooled connection did not answer its ping") from error


def create_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False, autoflush=False)


def after_commit(session: AsyncSession, hook: AfterCommit) -> None:
    """Run `hook` once the request's transaction has committed; dropped on rollback."""
    session.info.setdefault("after_commit", []).append(hook)


async def run_after_commit_hooks(session: AsyncSession) -> None:
    hooks: list[AfterCommit] = session.info.pop("after_commit", [])
    for hook in hooks:
        try:
            await hook()
        except Exception:  # a failed mail must not turn a saved request into an error
            log.exception("after-commit hook failed")


async def get_session(request: Request) -> AsyncIterator[AsyncSession]:
    sessionmaker: async_sessionmaker[AsyncSession] = request.app.state.sessionmaker
    async with sessionmaker() as session:
        try:
            yield session
        except BaseException:
            await session.rollback()
            session.info.pop("after_commit", None)
            raise
        await session.commit()
        await run_after_commit_hooks(session)


# scope="function": commit before the response leaves, so a failed commit is an error answer.
SessionDep = Annotated[AsyncSession, Depends(get_session, scope="function")]
