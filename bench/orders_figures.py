"""The arithmetic of `make bench-orders`, kept apart from the network so that a test can hold it
to its word (services/devtools/tests/bench): every answer is counted by its status, one answer
that is not the one the call promises makes the run fail, and the figures printed beside their
targets are computed here."""

from collections import Counter
from dataclasses import dataclass, field

TARGET_THROUGHPUT = 200.0  # orders a second
TARGET_P99_MS = 150.0
TARGET_PUSH_P99_MS = 50.0
TARGET_CEILING_RATIO = 0.25


def percentile(values: list[float], p: float) -> float:
    """The nearest-rank percentile (`p` in 0..100) of `values`; 0.0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def ratio(shop: float, ceiling: float) -> float:
    """The shop's throughput as a fraction of the database ceiling's (0.0 when there is no ceiling)."""
    return shop / ceiling if ceiling > 0 else 0.0


@dataclass
class Answers:
    """Every answer of the run, by call and status, beside the one status each call must give."""

    expected: dict[str, int] = field(default_factory=dict)
    counts: Counter[tuple[str, int]] = field(default_factory=Counter)

    def note(self, call: str, status: int) -> None:
        self.counts[(call, status)] += 1

    def unexpected(self) -> dict[tuple[str, int], int]:
        """(call, status) -> how many, for every answer that is not its call's promised status."""
        return {key: n for key, n in self.counts.items() if self.expected.get(key[0]) != key[1]}

    def lines(self) -> list[str]:
        """One line per call: its statuses with counts, the wrong ones marked."""
        out = []
        for call in sorted({call for call, _ in self.counts}):
            parts = [
                f"{n} × {status}" + ("" if status == self.expected.get(call) else " (REFUSED)")
                for (each, status), n in sorted(self.counts.items())
                if each == call
            ]
            out.append(f"  {call}: {', '.join(parts)}   (target: every one {self.expected.get(call)})")
        return out


def exit_code(answers: Answers) -> int:
    """0 only when every answer of the run was its call's promised status."""
    return 1 if answers.unexpected() else 0


def versus(value: float, target: float, *, at_least: bool) -> str:
    """'met' or 'MISSED' for a figure against its target."""
    met = value >= target if at_least else value < target
    return "met" if met else "MISSED"


def deliveries(heard: list[tuple[int, str]], numbers: list[str], panels: int) -> tuple[int, int]:
    """(missed, duplicated) messages: each of `panels` panels must hear each order of `numbers`
    exactly once; `heard` is (panel, orderNumber) per message (others' orders are not counted)."""
    wanted = set(numbers)
    counts = Counter((panel, number) for panel, number in heard if number in wanted)
    missed = sum(1 for panel in range(panels) for number in wanted if counts[(panel, number)] == 0)
    duplicated = sum(n - 1 for n in counts.values() if n > 1)
    return missed, duplicated


def delay_split(probe: list[tuple], records: list[tuple]) -> tuple[list[float], list[float]]:
    """(commit → Redis, Redis → panel) delays in seconds. `probe`: what the Redis probe heard, and
    `records` the panels, each (panel, orderNumber, committedAt or None, arrived); only events
    stamped with their commit count (a relayed one has no committedAt)."""
    on_redis = {number: arrived for _, number, committed, arrived in probe if committed is not None}
    to_redis = [arrived - committed for _, _, committed, arrived in probe if committed is not None]
    onwards = [arrived - on_redis[number] for _, number, _, arrived in records if number in on_redis]
    return to_redis, onwards


def slowest(records: list[tuple], n: int) -> list[tuple[str, float, float, float]]:
    """The `n` orders heard latest by some panel: (orderNumber, seconds from the first commit of
    `records`, fastest and slowest panel's delay in seconds). A pause of one process shows as a
    run of orders committed together, every panel late by the same: the panels' side; one panel
    late alone is that socket's."""
    delays: dict[str, list[float]] = {}
    commits: dict[str, float] = {}
    for _, number, committed, arrived in records:
        if committed is not None:
            delays.setdefault(number, []).append(arrived - committed)
            commits[number] = committed
    if not commits:
        return []
    first = min(commits.values())
    worst = sorted(delays, key=lambda number: max(delays[number]), reverse=True)[:n]
    return [(number, commits[number] - first, min(delays[number]), max(delays[number])) for number in worst]
