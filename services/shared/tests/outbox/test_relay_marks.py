"""An event is published right after its commit and marked published by the relay's next round,
in the transaction the relay opens anyway: the order pays no transaction for it. A process that
dies between the two leaves the row unmarked, and another process's relay publishes it again with
the same eventId (the hub drops the copy): nothing accepted is lost."""

import json

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import async_sessionmaker

from bakery_shared.db import run_after_commit_hooks
from bakery_shared.events import ORDERS_CHANNEL, EventBus
from bakery_shared.models import OutboxEvent

SENTINEL = "sentinel"


async def emit_and_commit(sessions, bus: EventBus, payload: dict) -> int:
    async with sessions() as session:
        event = bus.emit(session, payload)
        await session.commit()
        await run_after_commit_hooks(session)
    return event.id


async def next_message(pubsub) -> dict:
    while True:
        message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=10)
        if message is not None:
            return json.loads(message["data"])


async def test_the_relay_marks_what_was_published_and_does_not_publish_it_again(fresh_database, redis_client, clock):
    _, engine = fresh_database
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    bus = EventBus(redis_client, lambda: sessions, clock)
    bus.marks_by_relay = True
    pubsub = redis_client.pubsub()
    await pubsub.subscribe(ORDERS_CHANNEL)

    try:
        event_id = await emit_and_commit(sessions, bus, {"type": "NEW_ORDER", "orderNumber": "101"})
        heard = await next_message(pubsub)
        assert (heard["eventId"], heard["orderNumber"]) == (event_id, "101")
        assert "committedAt" in heard
        async with engine.connect() as connection:
            # Published, and no transaction spent marking it yet: the row waits for the relay.
            assert await connection.scalar(select(OutboxEvent.published_at).where(OutboxEvent.id == event_id)) is None

        # The relay's round marks it (the row is old enough for the relay to take it otherwise).
        async with engine.begin() as connection:
            await connection.execute(update(OutboxEvent).values(created_at=func.now() - func.make_interval(0, 0, 0, 0, 0, 1)))
        assert await bus.publish_pending() == 0
        async with engine.connect() as connection:
            assert await connection.scalar(select(OutboxEvent.published_at).where(OutboxEvent.id == event_id)) is not None
            before = await connection.scalar(
                select(func.count()).select_from(OutboxEvent).where(OutboxEvent.published_at.is_(None))
            )
        assert before == 0

        # Nothing was published twice: the next message on the channel is the one sent after.
        await redis_client.publish(ORDERS_CHANNEL, json.dumps({"type": SENTINEL}))
        assert (await next_message(pubsub))["type"] == SENTINEL
    finally:
        await pubsub.aclose()


async def test_an_event_published_by_a_process_that_died_before_marking_it_is_published_again(
    fresh_database, redis_client, clock
):
    _, engine = fresh_database
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    dying = EventBus(redis_client, lambda: sessions, clock)
    dying.marks_by_relay = True
    pubsub = redis_client.pubsub()
    await pubsub.subscribe(ORDERS_CHANNEL)
    try:
        event_id = await emit_and_commit(sessions, dying, {"type": "NEW_ORDER", "orderNumber": "102"})
        assert (await next_message(pubsub))["eventId"] == event_id
        # The process dies here, its marks with it; past the grace, another process's relay
        # publishes the row again, with the same eventId for listeners to drop the copy.
        async with engine.begin() as connection:
            await connection.execute(update(OutboxEvent).values(created_at=func.now() - func.make_interval(0, 0, 0, 0, 0, 1)))
        other = EventBus(redis_client, lambda: sessions, clock)
        assert await other.publish_pending() == 1
        again = await next_message(pubsub)
        assert (again["eventId"], again["orderNumber"]) == (event_id, "102")
        async with engine.connect() as connection:
            assert await connection.scalar(select(OutboxEvent.published_at).where(OutboxEvent.id == event_id)) is not None
    finally:
        await pubsub.aclose()


async def test_without_a_relay_in_the_process_the_event_is_marked_at_once(fresh_database, redis_client, clock):
    _, engine = fresh_database
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    bus = EventBus(redis_client, lambda: sessions, clock)
    event_id = await emit_and_commit(sessions, bus, {"type": "NEW_ORDER", "orderNumber": "103"})
    async with engine.connect() as connection:
        assert await connection.scalar(select(OutboxEvent.published_at).where(OutboxEvent.id == event_id)) is not None
