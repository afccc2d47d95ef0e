"""CPU time of the stack's processes, read from /proc: what one order costs each part (user-service,
Postgres, nginx, Redis), whatever else the machine is doing. On a shared machine the wall-clock
figures say how busy the machine was; CPU per order says what the shop itself needs, and so how
many orders a second the machine's cores could carry at best (Linux only; elsewhere: nothing).

A part is found by the port it listens on: every process holding that listening socket (uvicorn's
workers and nginx's share their parent's), and every process under those (Postgres's backends)."""

from collections.abc import Iterable
import os
from pathlib import Path

PROC = Path("/proc")
TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _listening_inodes(port: int) -> set[str]:
    inodes = set()
    for table in ("net/tcp", "net/tcp6"):
        path = PROC / table
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":  # 0A: LISTEN
                inodes.add(fields[9])
    return inodes


def _holders(inodes: set[str]) -> set[int]:
    sockets = {f"socket:[{inode}]" for inode in inodes}
    found = set()
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if any(os.readlink(fd) in sockets for fd in (entry / "fd").iterdir()):
                found.add(int(entry.name))
        except OSError:
            continue  # gone, or not ours to read
    return found


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for task in (PROC / str(pid) / "task").iterdir() for c in (task / "children").read_text().split()]
    except OSError:
        return []


def _cpu_seconds(pids: Iterable[int]) -> float:
    total = 0
    for pid in pids:
        try:
            fields = (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        # utime, stime, cutime, cstime (fields 14-17 of stat): exited children count too.
        total += sum(int(value) for value in fields[11:15])
    return total / TICKS


class Part:
    """The processes behind one listening port."""

    def __init__(self, name: str, port: int) -> None:
        self.name = name
        self.roots = _holders(_listening_inodes(port)) if PROC.exists() else set()

    def pids(self) -> set[int]:
        seen, waiting = set(), list(self.roots)
        while waiting:
            pid = waiting.pop()
            if pid not in seen:
                seen.add(pid)
                waiting += _children(pid)
        return seen

    def cpu(self) -> float:
        return _cpu_seconds(self.pids())


def cpu_of(pid: int) -> float:
    """CPU seconds of one process (the bench's panels)."""
    return _cpu_seconds([pid])


def stack_parts(environ: dict[str, str]) -> list[Part]:
    ports = (
        ("user-service", "USER_SERVICE_PORT"),
        ("its real-time process", "REALTIME_PORT"),
        ("admin-service", "ADMIN_SERVICE_PORT"),
        ("Postgres", "POSTGRES_PORT"),
        ("Redis", "REDIS_PORT"),
        ("nginx", "GATEWAY_PORT"),
        ("mail sink", "SMTP_PORT"),
    )
    return [Part(name, int(environ[key])) for name, key in ports if environ.get(key)]


def snapshot(parts: list[Part]) -> dict[str, float]:
    return {part.name: part.cpu() for part in parts}


def per_order_line(before: dict[str, float], after: dict[str, float], orders: int) -> str:
    """'user-service 12.3 ms, Postgres 2.1 ms, ...' of CPU per order, and the orders a second the
    machine's cores could carry if they ran nothing but the shop."""
    used = {name: after[name] - before[name] for name in before}
    parts = ", ".join(f"{name} {seconds / orders * 1000:.1f} ms" for name, seconds in used.items() if seconds > 0)
    total = sum(used.values()) / orders
    cores = os.cpu_count() or 1
    bound = cores / total if total > 0 else 0.0
    return f"{parts}; in all {total * 1000:.1f} ms: at most {bound:.0f} orders/s on {cores} cores running only the shop"
