"""The services' Redis pool never hands out a connection that would give a call an answer that is
not its own: one handed back owing replies (an exchange cut short), nor one Redis has closed (a
restart, a failover, `CLIENT KILL`). Against a Redis of the test's own (`own_redis`)."""

from redis.asyncio import Redis

from bakery_shared.redis_client import CLOSED, create_redis


def client(test_settings, own_redis, clock):
    return create_redis(test_settings.model_copy(update={"redis_url": own_redis.url, "redis_timeout_seconds": 0.5}), clock)


async def test_a_connection_handed_back_owing_an_answer_is_never_reused(test_settings, own_redis, clock):
    redis = client(test_settings, own_redis, clock)
    try:
        await redis.mset({"ecler": "12", "savarina": "9"})
        pool = redis.connection_pool
        connection = await pool.get_connection()
        await connection.send_command("GET", "ecler")  # the caller went away before reading it
        await pool.release(connection)
        # The next calls read their own answers.
        assert await redis.get("savarina") == "9"
        assert await redis.get("ecler") == "12"
    finally:
        await redis.aclose()


async def test_pooled_connections_redis_closed_are_replaced_before_use(test_settings, own_redis, clock):
    redis = client(test_settings, own_redis, clock)
    try:
        await redis.set("ecler", "12")
        pool = redis.connection_pool
        held = [await pool.get_connection() for _ in range(3)]
        for connection in held:  # three idle connections in the pool
            await pool.release(connection)
        killer = Redis.from_url(own_redis.url)
        try:
            await killer.execute_command("CLIENT", "KILL", "TYPE", "normal")
        finally:
            await killer.aclose()
        # Each call gets a fresh connection: none fails, and the breaker stays closed.
        for _ in range(4):
            assert await redis.get("ecler") == "12"
        assert redis.breaker.state == CLOSED and redis.breaker.opened == 0
    finally:
        await redis.aclose()
