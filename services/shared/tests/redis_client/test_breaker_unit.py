"""The Redis breaker's states under concurrent calls, without a server: each call is a task that
asks the breaker, then waits for what "Redis" does with it (a future the test settles), as the
client's calls do (bakery_shared.redis_client: BreakerRedis asks once per call, its connections
tell the breaker how Redis answered). Time is the services' clock, moved by the test."""

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from redis.exceptions import TimeoutError as RedisTimeoutError

from bakery_shared import clock as clock_module
from bakery_shared.clock import Clock
from bakery_shared.redis_client import CLOSED, HALF_OPEN, OPEN, Breaker, BreakerOpen

SECONDS = 10
ANSWER, TIMEOUT = "answer", "timeout"


class Calls:
    """Calls through one breaker, each held in flight until the test says how Redis answered."""

    def __init__(self) -> None:
        self.clock = Clock(datetime(2026, 12, 1, 8, 0, tzinfo=UTC))
        self.breaker = Breaker(SECONDS, self.clock)
        self.in_flight: list[asyncio.Future[str]] = []

    async def call(self) -> str:
        probe = self.breaker.admit()  # raises BreakerOpen: refused before anything is sent
        redis: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self.in_flight.append(redis)
        try:
            outcome = await redis
            if outcome == ANSWER:
                self.breaker.answered()
            else:
                self.breaker.failed(RedisTimeoutError("Timeout reading from redis"))
            return outcome
        finally:
            self.breaker.call_over(probe)

    async def burst(self, count: int) -> list[asyncio.Task[str]]:
        """`count` calls at once; returns them once each was let through or refused."""
        tasks = [asyncio.create_task(self.call()) for _ in range(count)]
        await asyncio.sleep(0)  # each task runs up to its wait for Redis, or is refused
        return tasks

    def settle(self, outcome: str) -> None:
        for redis in self.in_flight:
            if not redis.done():
                redis.set_result(outcome)
        self.in_flight.clear()

    def later(self, seconds: float) -> None:
        self.clock.move_to(self.clock.now() + timedelta(seconds=seconds))


def refused(tasks: list[asyncio.Task[str]]) -> int:
    return sum(1 for task in tasks if task.done() and isinstance(task.exception(), BreakerOpen))


def in_flight(tasks: list[asyncio.Task[str]]) -> int:
    return sum(1 for task in tasks if not task.done())


class _StoppedDatetime(datetime):
    """The machine's time standing still at one instant: the services' clock then moves only when
    the test moves it, so a call can land exactly on a moment."""

    @classmethod
    def now(cls, tz=None):
        return STOPPED.astimezone(tz) if tz is not None else STOPPED.replace(tzinfo=None)


STOPPED = datetime(2026, 12, 1, 6, 0, tzinfo=UTC)


@pytest.fixture
def still_time(monkeypatch):
    """Only the stdlib clock under bakery_shared.clock is stopped; the Clock itself is the real one."""
    monkeypatch.setattr(clock_module, "datetime", _StoppedDatetime)


async def opened(calls: Calls) -> None:
    """Concurrent calls in flight when Redis hangs: the first timeout opens the breaker."""
    tasks = await calls.burst(3)
    assert in_flight(tasks) == 3 and calls.breaker.state == CLOSED
    calls.settle(TIMEOUT)
    await asyncio.gather(*tasks)
    assert calls.breaker.state == OPEN and calls.breaker.opened == 1


async def test_a_failure_opens_the_breaker_and_an_open_breaker_refuses_every_call_at_once():
    calls = Calls()
    await opened(calls)
    calls.later(SECONDS - 1)
    tasks = await calls.burst(5)
    assert refused(tasks) == 5 and calls.in_flight == []
    assert calls.breaker.attempts == 3  # none of the five reached Redis


async def test_a_half_open_breaker_lets_exactly_one_probe_through_and_its_answer_closes_it():
    calls = Calls()
    await opened(calls)
    calls.later(SECONDS + 1)
    assert calls.breaker.state == HALF_OPEN

    tasks = await calls.burst(5)
    assert in_flight(tasks) == 1 and refused(tasks) == 4  # one probe; the others refused at once
    more = await calls.burst(3)  # while the probe is out, later calls are refused too
    assert refused(more) == 3

    calls.settle(ANSWER)
    await asyncio.sleep(0)
    assert calls.breaker.state == CLOSED
    after = await calls.burst(4)
    assert in_flight(after) == 4  # closed: every call goes to Redis again
    calls.settle(ANSWER)
    assert await asyncio.gather(*after) == [ANSWER] * 4


async def test_a_failed_probe_opens_the_breaker_again_for_its_whole_wait():
    calls = Calls()
    await opened(calls)
    calls.later(SECONDS + 1)
    [probe, *others] = await calls.burst(3)
    assert refused(others) == 2
    calls.settle(TIMEOUT)
    assert await probe == TIMEOUT
    assert calls.breaker.state == OPEN and calls.breaker.opened == 2
    assert refused(await calls.burst(3)) == 3
    calls.later(SECONDS + 1)
    assert in_flight(await calls.burst(3)) == 1  # the next probe
    calls.settle(ANSWER)


async def test_a_probe_that_never_comes_back_holds_the_breaker_for_one_wait_at_most():
    calls = Calls()
    await opened(calls)
    calls.later(SECONDS + 1)
    [lost, *_] = await calls.burst(2)
    calls.in_flight.clear()  # Redis never answers this one, nor fails it

    calls.later(SECONDS - 1)
    assert refused(await calls.burst(3)) == 3  # still probing
    calls.later(2)
    tasks = await calls.burst(3)
    assert in_flight(tasks) == 1 and refused(tasks) == 2  # a new probe, one only
    calls.settle(ANSWER)
    await asyncio.sleep(0)
    assert calls.breaker.state == CLOSED
    lost.cancel()


async def test_a_probe_cancelled_on_the_way_lets_the_next_call_probe_at_once():
    calls = Calls()
    await opened(calls)
    calls.later(SECONDS + 1)
    [probe, *_] = await calls.burst(2)
    probe.cancel()  # the request that carried it went away
    with pytest.raises(asyncio.CancelledError):
        await probe
    calls.in_flight.clear()
    tasks = await calls.burst(3)
    assert in_flight(tasks) == 1 and refused(tasks) == 2
    calls.settle(ANSWER)
    await asyncio.gather(*(task for task in tasks if not task.done()))
    assert calls.breaker.state == CLOSED


def test_no_breaker_when_its_wait_is_zero():
    breaker = Breaker(0, Clock())
    breaker.failed(RedisTimeoutError("Timeout reading from redis"))
    assert breaker.state == CLOSED and breaker.admit() is None


async def test_exactly_at_the_end_of_its_wait_the_breaker_lets_a_probe_through(still_time):
    calls = Calls()
    await opened(calls)
    calls.later(SECONDS)
    assert calls.breaker.state == HALF_OPEN
    tasks = await calls.burst(2)
    assert in_flight(tasks) == 1 and refused(tasks) == 1
    calls.settle(ANSWER)
    await asyncio.gather(*(task for task in tasks if not task.done()))
    assert calls.breaker.state == CLOSED


async def test_a_probe_failing_exactly_at_the_end_of_the_wait_opens_the_breaker_for_another_wait(still_time):
    calls = Calls()
    await opened(calls)
    calls.later(SECONDS)
    [probe] = await calls.burst(1)
    calls.settle(TIMEOUT)
    assert await probe == TIMEOUT
    assert calls.breaker.state == OPEN and calls.breaker.opened == 2
    calls.later(SECONDS - 1)
    assert refused(await calls.burst(2)) == 2


async def test_a_lost_probe_gives_way_to_a_new_one_exactly_one_wait_after_it_started(still_time):
    calls = Calls()
    await opened(calls)
    calls.later(SECONDS + 1)
    [lost, *_] = await calls.burst(2)
    calls.in_flight.clear()  # Redis never answers this one, nor fails it
    calls.later(SECONDS)
    tasks = await calls.burst(2)
    assert in_flight(tasks) == 1 and refused(tasks) == 1
    calls.settle(ANSWER)
    await asyncio.gather(*(task for task in tasks if not task.done()))
    lost.cancel()


async def test_only_the_calls_that_reached_redis_are_counted_as_attempts():
    calls = Calls()
    await opened(calls)
    assert calls.breaker.attempts == 3
    calls.later(SECONDS + 1)
    tasks = await calls.burst(4)  # one probe, three refused
    assert calls.breaker.attempts == 4
    calls.settle(ANSWER)
    await asyncio.gather(*(task for task in tasks if not task.done()))
    await calls.burst(2)
    assert calls.breaker.attempts == 6
    calls.settle(ANSWER)


async def test_a_lost_probe_ending_after_a_new_probe_started_lets_no_third_probe_through():
    calls = Calls()
    await opened(calls)
    calls.later(SECONDS + 1)
    [lost, *_] = await calls.burst(2)
    calls.in_flight.clear()  # Redis never answers this one, nor fails it
    calls.later(SECONDS + 1)
    [probe, *_] = await calls.burst(2)  # the new probe
    lost.cancel()  # the request that carried the lost one finally went away
    with pytest.raises(asyncio.CancelledError):
        await lost
    assert refused(await calls.burst(2)) == 2  # the new probe is still out
    calls.settle(ANSWER)
    assert await probe == ANSWER and calls.breaker.state == CLOSED


async def test_a_failure_while_already_open_does_not_lengthen_the_wait():
    calls = Calls()
    [first, late] = await calls.burst(2)
    calls.in_flight[0].set_result(TIMEOUT)
    await first
    calls.later(SECONDS - 1)
    calls.in_flight[1].set_result(TIMEOUT)  # a call in flight when it opened times out later
    await late
    assert calls.breaker.opened == 1
    calls.later(1)
    assert calls.breaker.state == HALF_OPEN


async def test_a_one_second_breaker_opens_and_refuses_for_that_second():
    calls = Calls()
    calls.breaker = Breaker(1, calls.clock)
    [call] = await calls.burst(1)
    calls.settle(TIMEOUT)
    await call
    assert calls.breaker.state == OPEN
    assert refused(await calls.burst(2)) == 2
    calls.later(1)
    assert in_flight(await calls.burst(2)) == 1
    calls.settle(ANSWER)
