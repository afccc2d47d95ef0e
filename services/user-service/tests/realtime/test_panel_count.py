"""How a placing process knows whether any staff panel is open (no panel: the business gets a mail
about the order). While panels are open it asks Redis at most once a second, not for every order;
the moment none is open is never hidden by a kept answer older than that second."""

from redis.asyncio import Redis

from bakery_devtools import servers
from user_service.realtime.presence import PanelCount, publish_presence, withdraw_presence


class Seconds:
    """The count's monotonic clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_open_panels_are_asked_for_once_a_second_and_their_closing_is_heard_after_it(redis_client):
    seconds = Seconds()
    count = PanelCount(redis_client, keep_seconds=1.0, monotonic=seconds)
    await publish_presence(redis_client, "replica-a", 2)
    assert await count() == 2

    await withdraw_presence(redis_client, "replica-a")
    seconds.now += 0.5
    assert await count() == 2  # the answer of this second: Redis was not asked again

    seconds.now += 0.6
    assert await count() == 0  # the second is over: the closing is heard


async def test_no_panel_is_never_kept_so_the_first_panel_counts_at_once(redis_client):
    seconds = Seconds()
    count = PanelCount(redis_client, keep_seconds=1.0, monotonic=seconds)
    assert await count() == 0
    await publish_presence(redis_client, "replica-a", 1)
    assert await count() == 1  # same instant: an answer of none was not kept


async def test_the_process_own_panels_answer_without_redis():
    nowhere = Redis(port=servers.free_port(), socket_connect_timeout=0.5)
    try:
        assert await PanelCount(nowhere, lambda: 3)() == 3
        assert await PanelCount(nowhere, lambda: 0)() == 0  # Redis away: nobody can hear the order
    finally:
        await nowhere.aclose()
