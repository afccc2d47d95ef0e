"""Pytest fixtures every backend test uses. Loaded through the `pytest11` entry point."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from email.message import EmailMessage
import os
from pathlib import Path
import shutil
import subprocess
import sys
import tempfile

from fastapi import FastAPI
import httpx
import pytest
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from bakery_shared.clock import Clock
from bakery_shared.settings import Settings

from .. import servers
from ..smtp_sink import read_mails, start_sink
from .efactura import efactura_stand_in  # noqa: F401  (fixture)
from .own_servers import own_postgres, own_redis  # noqa: F401  (fixtures)

CLOCK_VARIABLE = "BAKERY_TEST_CLOCK"
_clock: Clock | None = None

# This process is the unit-test harness: code that reads its settings from the environment (the
# demo seed's accounts, a migration) runs under environment "test", the one place a fixed signing
# key is allowed. The apps under test get `test_settings` (below) and never see a real key.
os.environ["ENVIRONMENT"] = "test"


def clock_start() -> datetime | None:
    """The instant every test's clock starts at, from BAKERY_TEST_CLOCK (ISO 8601 with an offset);
    unset, tests run on the real time."""
    value = os.environ.get(CLOCK_VARIABLE, "").strip()
    if not value:
        return None
    start = datetime.fromisoformat(value)
    if start.tzinfo is None:
        raise pytest.UsageError(f"{CLOCK_VARIABLE} needs a UTC offset, e.g. 2026-12-31T23:59:00+02:00")
    return start


@pytest.fixture(autouse=True)
def clock() -> Iterator[Clock]:
    """This test's clock, shared with the apps it starts: it begins at BAKERY_TEST_CLOCK (or now)."""
    global _clock
    _clock = Clock(clock_start())
    try:
        yield _clock
    finally:
        _clock = None


def current_clock() -> Clock:
    """The running test's clock, for helpers that are not fixtures (tokens, moments)."""
    return _clock or Clock(clock_start())


# The tests sign webhook payloads themselves with it (testing/payments.py).
STRIPE_WEBHOOK_SECRET = "whsec_test_bakery"


@dataclass
class Servers:
    postgres_port: int
    redis_port: int
    smtp_port: int
    mail_dir: Path
    postgres: subprocess.Popen
    redis: subprocess.Popen
    stripe_port: int  # localstripe, the local Stripe

    def database_url(self, name: str) -> str:
        return f"postgresql+asyncpg://{servers.PG_USER}@127.0.0.1:{self.postgres_port}/{name}"

    @property
    def redis_url(self) -> str:
        return f"redis://127.0.0.1:{self.redis_port}/0"


@pytest.fixture(scope="session")
def bakery_servers() -> Iterator[Servers]:
    root = Path(tempfile.mkdtemp(prefix="bakery-test-"))
    root.chmod(0o755)  # the postgres user must reach its cluster inside
    pg_port, redis_port, smtp_port, stripe_port = servers.free_ports(4)
    (root / "redis").mkdir()
    servers.init_postgres(root / "postgres")
    postgres = subprocess.Popen(
        servers.postgres_command(root / "postgres", pg_port, throwaway=True), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    redis = subprocess.Popen(servers.redis_command(root / "redis", redis_port, throwaway=True), stdout=subprocess.DEVNULL)
    sink = start_sink(root / "mail", port=smtp_port)
    localstripe = subprocess.Popen(
        servers.localstripe_command(stripe_port), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=root
    )
    try:
        servers.wait_for_postgres(pg_port, process=postgres)
        servers.wait_for_port(redis_port, process=redis)
        servers.wait_for_port(stripe_port, process=localstripe)
        yield Servers(pg_port, redis_port, smtp_port, root / "mail", postgres, redis, stripe_port)
    finally:
        servers.stop(localstripe)
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
    from bakery_shared.migrate import upgrade_to_head

    servers.create_database(bakery_servers.postgres_port, "bakery_test")
    url = bakery_servers.database_url("bakery_test")
    upgrade_to_head(url)
    return url


@pytest.fixture(scope="module")
def own_database_url(bakery_servers: Servers) -> Iterator[str]:
    """An empty database of this test module's own, for tests that walk the migrations up and down
    step by step (the shared ones must stay at head for every other test); dropped afterwards."""
    import uuid

    name = f"bakery_steps_{uuid.uuid4().hex[:10]}"
    servers.create_database(bakery_servers.postgres_port, name)
    yield bakery_servers.database_url(name)
    servers.drop_database(bakery_servers.postgres_port, name)


@pytest.fixture
async def fresh_database(bakery_servers: Servers) -> AsyncIterator[tuple[str, AsyncEngine]]:
    """A migrated database of this test's own, for code that commits (concurrency, CLI tools,
    backups); dropped afterwards. Yields its URL and an engine on it."""
    import asyncio
    import uuid

    import asyncpg

    from bakery_shared.migrate import upgrade_to_head

    name = f"bakery_{uuid.uuid4().hex[:10]}"
    await asyncio.to_thread(servers.create_database, bakery_servers.postgres_port, name)
    url = bakery_servers.database_url(name)
    await asyncio.to_thread(upgrade_to_head, url)
    engine = create_async_engine(url, connect_args={"server_settings": {"timezone": "Europe/Bucharest"}})
    try:
        yield url, engine
    finally:
        await engine.dispose()
        connection = await asyncpg.connect(
            host="127.0.0.1", port=bakery_servers.postgres_port, user=servers.PG_USER, database="postgres"
        )
        try:
            await connection.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
        finally:
            await connection.close()


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
        stripe_secret_key=servers.LOCALSTRIPE_SECRET_KEY,
        stripe_publishable_key=servers.LOCALSTRIPE_PUBLISHABLE_KEY,
        stripe_webhook_secret=STRIPE_WEBHOOK_SECRET,
        stripe_api_base=f"http://127.0.0.1:{bakery_servers.stripe_port}",
        payment_reconcile_seconds=0,  # tests run the reconciliation by hand, at a chosen "now"
        public_url="http://shop.test",
        media_root=bakery_servers.mail_dir.parent / "media",  # never the developer's data/media
        log_level="WARNING",
        outbox_relay_seconds=0,  # a relay would share the test's one connection; tests relay by hand
        unanswered_check_seconds=0,  # likewise; tests call the check with a chosen "now"
        # Many tests place dozens of guest orders from one address with one e-mail (bursts,
        # crashes, concurrency), and not all of them flush Redis; the limits' own tests
        # (user-service tests/auth/test_abuse_limits.py) run with the real defaults.
        guest_orders_per_email=100_000,
        guest_orders_per_client=100_000,
        # Likewise the open orders one account or e-mail may hold for a day; its own
        # tests (user-service tests/orders/test_open_orders_cap.py) set it back.
        open_orders_per_account_per_day=100_000,
        clock_start=clock_start(),
    )


@pytest.fixture(scope="session")
async def db_engine(test_settings: Settings):
    # A test's statement waiting on a lock fails within a minute, naming the wait, instead of
    # hanging until the test's timeout interrupts it mid-statement (a connection left that way
    # cannot even roll back).
    server_settings = {"timezone": "Europe/Bucharest", "lock_timeout": "60s"}
    engine = create_async_engine(test_settings.database_url, connect_args={"server_settings": server_settings})
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
            try:
                await transaction.rollback()
            except BaseException:
                # A test that failed mid-statement (a timeout, a cancelled request) can leave the
                # connection unable to roll back: closing it ends its transaction on the server, so
                # its locks and rows never hold up every later test of the run.
                await connection.invalidate()
                await _report_database_activity(db_engine.url)
                raise


async def _report_database_activity(url) -> None:
    """What every other session of the test database was doing, on stderr (the failed test's
    report): a rollback that fails has so far meant a statement was interrupted while waiting."""
    import asyncpg

    try:
        connection = await asyncpg.connect(url.set(drivername="postgresql").render_as_string(hide_password=False))
        try:
            rows = await connection.fetch(
                "SELECT pid, state, wait_event_type, wait_event, pg_blocking_pids(pid) AS blocked_by,"
                " now() - xact_start AS in_transaction, left(query, 200) AS query"
                " FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        finally:
            await connection.close()
    except Exception as error:  # the report must not hide the test's own failure
        print(f"database activity unavailable: {error!r}", file=sys.stderr)
        return
    print(f"database activity: {len(rows)} other session(s) of the test database", file=sys.stderr)
    for row in rows:
        print("database activity:", dict(row), file=sys.stderr)


def bound_sessionmaker(connection: AsyncConnection) -> async_sessionmaker[AsyncSession]:
    # Each request's commit becomes a savepoint release inside the test's transaction.
    return async_sessionmaker(bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False, autoflush=False)


@pytest.fixture
async def db_session(db_connection: AsyncConnection) -> AsyncIterator[AsyncSession]:
    async with bound_sessionmaker(db_connection)() as session:
        yield session


@pytest.fixture
async def business(db_session: AsyncSession):
    """The one BusinessSetup row, as the demo seed writes it (the test database is migrated, not seeded)."""
    from bakery_shared.models import BusinessSetup

    from ..seed.business_data import BUSINESS

    setup = BusinessSetup(id=1, **BUSINESS)
    db_session.add(setup)
    await db_session.flush()
    return setup


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


class _DeliveringTransport(httpx.ASGITransport):
    """The ASGI transport, then the app's mail sender: what a request queued is in the sink when
    the test reads the mailbox, as the background sender would have put it a moment later."""

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await super().handle_async_request(request)
        await self.app.state.mail_sender.send_due()
        return response


@asynccontextmanager
async def service_client(app: FastAPI, connection: AsyncConnection) -> AsyncIterator[httpx.AsyncClient]:
    """An httpx client over the ASGI app, its lifespan started, its sessions inside the test's transaction.
    The app's background tasks (websocket hub, relays, mail sender) stay off: request tests do not
    need them (mail is delivered after each request), and `live_server` runs them for the tests that do."""
    app.state.run_background_tasks = False
    app.state.clock = current_clock()
    async with app.router.lifespan_context(app):
        app.state.sessionmaker = bound_sessionmaker(connection)
        transport = _DeliveringTransport(app=app, client=("203.0.113.10", 51000))
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            yield client


__all__ = ["Mailbox", "Servers", "bound_sessionmaker", "current_clock", "service_client"]


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
    app.state.clock = current_clock()
    # Keep-alive outlives any pause of a test: with uvicorn's 5 s, a client reusing a connection the
    # server is closing at that instant reads a reset (httpx.ReadError) on a busy machine.
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on", timeout_keep_alive=120)
    server = uvicorn.Server(config)
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
