"""A pooled connection the server closed is replaced at checkout for free (db.py); one is pinged
only after sitting idle, so one that died meanwhile without a goodbye (the
database restarted, a proxy dropped it) is replaced at checkout, and the request never sees it."""

from sqlalchemy import text

from bakery_shared import db


async def test_a_pooled_connection_that_died_while_idle_is_replaced_at_checkout(test_settings, monkeypatch):
    monkeypatch.setattr(db, "PING_AFTER_IDLE_SECONDS", 0.0)
    engine = db.create_engine(test_settings.model_copy(update={"database_pool_size": 1}))
    try:
        async with engine.connect() as connection:
            first = await connection.scalar(text("SELECT pg_backend_pid()"))
        # Back in the pool, then killed from outside, as a database restart would.
        killer = db.create_engine(test_settings)
        try:
            async with killer.connect() as connection:
                assert await connection.scalar(text("SELECT pg_terminate_backend(:pid)"), {"pid": first})
        finally:
            await killer.dispose()
        async with engine.connect() as connection:
            second = await connection.scalar(text("SELECT pg_backend_pid()"))
        assert second != first
    finally:
        await engine.dispose()


async def test_a_connection_in_steady_use_is_not_pinged(test_settings, monkeypatch):
    pings = []
    engine = db.create_engine(test_settings.model_copy(update={"database_pool_size": 1}))
    monkeypatch.setattr(engine.sync_engine.dialect, "do_ping", lambda connection: pings.append(connection) or True)
    try:
        for _ in range(5):
            async with engine.connect() as connection:
                assert await connection.scalar(text("SELECT 1")) == 1
        assert pings == []
    finally:
        await engine.dispose()


async def test_a_connection_the_server_ended_moments_ago_is_replaced_without_a_ping(test_settings, monkeypatch):
    """Too fresh for the idle ping, yet ended by the server (a restart, a failover): the checkout
    sees the driver's connection closed, which costs no round trip, and hands out a new one."""
    engine = db.create_engine(test_settings.model_copy(update={"database_pool_size": 1}))
    pings = []
    monkeypatch.setattr(engine.sync_engine.dialect, "do_ping", lambda connection: pings.append(connection) or True)
    try:
        async with engine.connect() as connection:
            first = await connection.scalar(text("SELECT pg_backend_pid()"))
        killer = db.create_engine(test_settings)
        try:
            async with killer.connect() as connection:
                assert await connection.scalar(text("SELECT pg_terminate_backend(:pid, 30000)"), {"pid": first})
        finally:
            await killer.dispose()
        async with engine.connect() as connection:
            second = await connection.scalar(text("SELECT pg_backend_pid()"))
        assert second != first and pings == []
    finally:
        await engine.dispose()
