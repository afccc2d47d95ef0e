"""The windowed counts behind the login throttle and the abuse limits, without Redis: the key's
digest, the counts kept in this process while Redis is away (expiring with their window, bounded),
the fail-open switch and the 429 it answers."""

import hashlib
import logging

import pytest

from bakery_shared.auth import counts
from bakery_shared.auth.counts import TOO_MANY_REQUESTS, FailOpen, LocalCounts, digest, too_many
from bakery_shared.errors import TooManyRequests


class Clock:
    """time.monotonic for the counts, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(counts.time, "monotonic", clock)
    return clock


def test_a_key_holds_the_sha256_of_the_value_whatever_its_case_and_spaces():
    expected = hashlib.sha256(b"maria@example.ro").hexdigest()
    assert digest("maria@example.ro") == expected
    assert digest("  Maria@Example.RO \n") == expected
    assert digest("maria@example.com") != expected
    assert digest("\udcff") == hashlib.sha256("\udcff".encode("utf-8", "surrogatepass")).hexdigest()  # never raises


def test_local_counts_add_up_within_the_window_and_start_again_after_it(clock):
    local = LocalCounts()
    assert local.get("k") is None and local.ttl("k") == 0
    assert [local.incr("k", 60) for _ in range(3)] == [1, 2, 3]
    assert local.get("k") == 3
    assert local.incr("other", 60) == 1  # each key counts alone
    clock.now += 59.5
    assert local.ttl("k") == 1  # rounded up: never 0 while the count lives
    assert local.incr("k", 60) == 4  # a later hit does not stretch the window
    clock.now += 0.5
    assert local.get("k") is None and local.ttl("k") == 0  # gone exactly at its end
    assert local.incr("k", 60) == 1
    assert local.ttl("k") == 60


def test_local_counts_keep_at_most_max_keys_dropping_the_oldest(clock):
    local = LocalCounts(max_keys=2)
    local.incr("a", 60)
    local.incr("b", 60)
    local.incr("b", 60)
    local.incr("c", 60)
    assert (local.get("a"), local.get("b"), local.get("c")) == (None, 2, 1)
    assert LocalCounts().max_keys == 10_000


def test_local_counts_are_deleted_one_by_one_or_by_prefix(clock):
    local = LocalCounts()
    for key in ("login:email:1", "login:email:2", "login:client:1"):
        local.incr(key, 60)
    local.delete("login:client:1")
    local.delete("never-counted")
    assert local.get("login:client:1") is None and local.get("login:email:1") == 1
    local.delete_prefix("login:email:")
    assert local.get("login:email:1") is None and local.get("login:email:2") is None


def test_too_many_is_a_429_in_minutes_rounded_up_with_retry_after_in_seconds():
    error = too_many(61)
    assert isinstance(error, TooManyRequests) and error.status_code == 429
    assert error.message == TOO_MANY_REQUESTS.format(minutes=2)
    assert error.headers == {"Retry-After": "61"}
    assert too_many(60).message == TOO_MANY_REQUESTS.format(minutes=1)
    # A counter about to expire (or already gone) still asks for one second, one minute.
    for left in (0, -2):
        assert too_many(left).headers == {"Retry-After": "1"}
        assert too_many(left).message == TOO_MANY_REQUESTS.format(minutes=1)
    assert too_many(300, "Încercați peste {minutes} minute.").message == "Încercați peste 5 minute."


def test_fail_open_says_once_that_redis_is_away_and_once_that_it_is_back(caplog):
    log = logging.getLogger("test.counts")
    switch = FailOpen("abuse limits", log)
    assert (switch.what, switch.log, switch.down) == ("abuse limits", log, False)
    with caplog.at_level(logging.WARNING, logger="test.counts"):
        switch.answered()  # up, and it was up: nothing to say
        switch.fall_back(ConnectionError("refused"))
        switch.fall_back(ConnectionError("refused"))
        assert switch.down
        switch.answered()
        switch.answered()
        assert switch.down is False
    assert [r.getMessage() for r in caplog.records] == [
        "abuse limits: Redis does not answer (refused); counting in this process only",
        "abuse limits: Redis answers again; counting in Redis",
    ]
    assert all(r.levelno == logging.WARNING for r in caplog.records)


def test_fail_open_raises_what_is_not_an_outage():
    switch = FailOpen("login throttle", logging.getLogger("test.counts"))
    bug = KeyError("a bug, not Redis being away")
    with pytest.raises(KeyError) as raised:
        switch.fall_back(bug)
    assert raised.value is bug and not switch.down
