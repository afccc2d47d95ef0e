"""One line on how fast this machine runs Python, printed with the benchmark's figures, so that two
runs on different machines (or a run and those in docs/benchmarks.md) can be set side by side: the same fixed
pure-Python loop, timed in CPU seconds (what the machine's speed sets, whatever its neighbours do)
and in wall seconds (how much of a core the benchmark got meanwhile), beside the load average."""

import os
import time

STEPS = 1_000_000
ROUNDS = 3


def pure_python_loop(steps: int = STEPS) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of `steps` turns of a fixed loop of integer arithmetic."""
    wall, cpu = time.perf_counter(), time.process_time()
    total = 0
    for i in range(steps):
        total += i * i % 7
    return time.process_time() - cpu, time.perf_counter() - wall


def fastest(rounds: int = ROUNDS, steps: int = STEPS) -> tuple[float, float]:
    """The round that used the least CPU: a neighbour's burst on the same core only adds time."""
    return min((pure_python_loop(steps) for _ in range(rounds)), key=lambda each: each[0])


def calibration_line(cpu: float, wall: float, load_before: tuple[float, ...], load_after: tuple[float, ...]) -> str:
    share = cpu / wall if wall > 0 else 0.0
    return (
        f"this machine: a fixed pure-Python loop ({STEPS:,} steps, bench/calibration.py) took {cpu * 1000:.0f} ms of CPU "
        f"({wall * 1000:.0f} ms wall: {share:.0%} of a core); load average {load_before[0]:.1f} at the start, "
        f"{load_after[0]:.1f} at the end ({os.cpu_count()} CPUs)"
    )
