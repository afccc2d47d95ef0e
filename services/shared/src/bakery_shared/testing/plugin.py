"""Pytest fixtures every backend test uses. Loaded through the `pytest11` entry point."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
import shutil
import subprocess
import tempfile

from fastapi import FastAPI
import httpx
import pytest
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession, async_sessionmaker, create_async_engine

from ..devtools import servers
from ..devtools.smtp_sink import read_mails, start_sink
from ..settings import Settings


@dataclass
class Servers:
    postgres_port: int
    redis_port: int
    smtp_port: int
    mail_dir: Path
    postgres: subprocess.Popen
    redis: subprocess.Popen

    def database_url(self, name: str) -> str:
        return f"postgresql+asyncpg://{servers.PG_USER}@127.0.0.1:{self.postgres_port}/{name}"

    @property
    def redis_url(self) -> str:
        return f"redis://127.0.0.1:{self.redis_port}/0"


@pytest.fixture(scope="session")
def bakery_servers() -> Iterator[Servers]:
    root = Path(tempfile.mkdtemp(prefix="bakery-test-"))
    root.chmod(0o755)  # the postgres user must reach its cluster inside
    pg_port, redis_port, smtp_port = servers.free_port(), servers.free_port(), servers.free_port()
    (root / "redis").mkdir()
    servers.init_postgres(root / "postgres")
    postgres = subprocess.Popen(servers.postgres_command(root / "postgres", pg_port, throwaway=True), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    redis = subprocess.Popen(servers.redis_command(root / "redis", redis_port, throwaway=True), stdout=subprocess.DEVNULL)
    sink = start_sink(root / "mail", port=smtp_port)
    try:
        servers.wait_for_postgres(pg_port, process=postgres)
        servers.wait_for_port(redis_port, process=redis)
        yield Servers(pg_port, redis_port, smtp_port, root / "mail", postgres, redis)
    finally:
        sink.stop()
        servers.stop(redis)
        servers.stop(postgres)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def database_url(bakery_servers: Servers) -> str:
    """An empty database of its own, for tests of the migrations themselves."""
    servers.create_database(bakery_servers.postgres_port, "bakery_empty")
    return bakery_servers.database_url("bakery_empty")


@pytest.fixture(scope="session")
def migrated_database_url(bakery_servers: Servers) -> str:
    from ..migrate import upgrade_to_head

    servers.create_database(bakery_servers.postgres_port, "bakery_test")
    url = bakery_servers.database_url("bakery_test")
    upgrade_to_head(url)
    return url


@pytest.fixture(scope="session")
def test_settings(bakery_servers: Servers, migrated_database_url: str) -> Settings:
    return Settings(
        environment="test",
        database_url=migrated_database_url,
        database_pool_size=5,
        redis_url=bakery_servers.redis_url,
        jwt_secret="test-secret-that-is-long-enough-for-hs256-keys",
        smtp_host="127.0.0.1",
        smtp_port=bakery_servers.smtp_port,
        public_url="http://shop.test",
        media_root=bakery_servers.mail_dir.parent / "media",  # never the developer's data/media
        log_level="WARNING",
        outbox_relay_seconds=0,  # a relay would share the test's one connection; tests relay by hand
        unanswered_check_seconds=0,  # likewise; tests call the check with a chosen "now"
    )


@pytest.fixture(scope="session")
async def db_engine(test_settings: Settings):
    engine = create_async_engine(test_settings.database_url, connect_args={"server_settings": {"timezone": "Europe/Bucharest"}})
    yield engine
    await engine.dispose()


@pytest.fixture
async def db_connection(db_engine) -> AsyncIterator[AsyncConnection]:
    """One transaction per test, rolled back at the end: tests never see each other's rows."""
    async with db_engine.connect() as connection:
        transaction = await connection.begin()
        try:
            yield connection
        finally:
            await transaction.rollback()


def bound_sessionmaker(connection: AsyncConnection) -> async_sessionmaker[AsyncSession]:
    # Each request's commit becomes a savepoint release inside the test's transaction.
    return async_sessionmaker(bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False, autoflush=False)


@pytest.fixture
async def db_session(db_connection: AsyncConnection) -> AsyncIterator[AsyncSession]:
    async with bound_sessionmaker(db_connection)() as session:
        yield session


@pytest.fixture
async def redis_client(test_settings: Settings) -> AsyncIterator[Redis]:
    redis = Redis.from_url(test_settings.redis_url, decode_responses=True)
    await redis.flushdb()
    yield redis
    await redis.aclose()


class Mailbox:
    """The SMTP sink's messages, as a developer would read them."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def clear(self) -> None:
        for path in self.directory.glob("*.eml"):
            path.unlink()

    def messages(self, to: str | None = None) -> list[EmailMessage]:
        mails = read_mails(self.directory)
        return [m for m in mails if to is None or to.lower() in str(m["To"]).lower()]

    @staticmethod
    def text_of(message: EmailMessage) -> str:
        return message.get_body(preferencelist=("plain",)).get_content()  # type: ignore[union-attr]

    @staticmethod
    def html_of(message: EmailMessage) -> str:
        return message.get_body(preferencelist=("html",)).get_content()  # type: ignore[union-attr]


@pytest.fixture
def mailbox(bakery_servers: Servers) -> Mailbox:
    box = Mailbox(bakery_servers.mail_dir)
    box.clear()
    return box


@asynccontextmanager
async def service_client(app: FastAPI, connection: AsyncConnection) -> AsyncIterator[httpx.AsyncClient]:
    """An httpx client over the ASGI app, its lifespan started, its sessions inside the test's transaction.
    The app's background tasks (websocket hub, relays) stay off: request tests do not need them, and
    `live_server` runs them for the tests that do."""
    app.state.run_background_tasks = False
    async with app.router.lifespan_context(app):
        app.state.sessionmaker = bound_sessionmaker(connection)
        transport = httpx.ASGITransport(app=app, client=("203.0.113.10", 51000))
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            yield client


__all__ = ["Mailbox", "Servers", "bound_sessionmaker", "service_client"]


@pytest.fixture(scope="session")
def gateway_url() -> str:
    """The whole stack behind nginx, started by `scripts/stack.py e2e` (part of `make test`)."""
    import os

    url = os.environ.get("GATEWAY_URL")
    if not url:
        pytest.fail("GATEWAY_URL is not set: run these tests through `make test` (scripts/stack.py e2e)")
    return url


@asynccontextmanager
async def live_server(app: FastAPI, connection: AsyncConnection | None = None) -> AsyncIterator[str]:
    """The app served by a real uvicorn on a free port (for websockets), its sessions inside the
    test's transaction when `connection` is given. Yields the base URL."""
    import asyncio

    import uvicorn

    port = servers.free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on"))
    serving = asyncio.create_task(server.serve())
    while not server.started:  # uvicorn exposes no start-up event to await
        if serving.done():
            serving.result()
        await asyncio.sleep(0.01)
    if connection is not None:
        app.state.sessionmaker = bound_sessionmaker(connection)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await serving
