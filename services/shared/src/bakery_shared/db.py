"""Database engine and the request's session.

The session dependency owns the transaction: services only flush, the dependency
commits once the endpoint returned, and only then runs the after-commit hooks
(mails, events), so nothing is announced that was not saved.
"""

from collections.abc import AsyncIterator, Awaitable, Callable
import logging
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from .settings import Settings

log = logging.getLogger(__name__)

AfterCommit = Callable[[], Awaitable[None]]


def create_engine(settings: Settings) -> AsyncEngine:
    return create_async_engine(
        settings.database_url,
        pool_size=settings.database_pool_size,
        pool_pre_ping=True,
        # The business clock: every timestamptz read back is in Bucharest time.
        connect_args={"server_settings": {"timezone": "Europe/Bucharest", "application_name": "bakery"}},
    )


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
