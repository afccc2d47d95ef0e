"""Project-local Postgres and Redis from the system binaries, for `make run` and the test harness.

Postgres refuses to run as root, so as root every Postgres command runs as the `postgres` user.
"""

from __future__ import annotations

import glob
import os
from pathlib import Path
import shutil
import socket
import subprocess
import time

PG_USER = "bakery"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, timeout: float = 30.0, process: subprocess.Popen | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"server on port {port} exited with {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise TimeoutError(f"nothing answers on port {port} after {timeout}s")


def _pg_bin(name: str) -> str:
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), key=lambda p: int(p.split("/")[4]), reverse=True)
    found = candidates[0] if candidates else shutil.which(name)
    if not found:
        raise RuntimeError(f"PostgreSQL's {name} was not found; install the postgresql package")
    return found


def _as_postgres(command: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


def _hand_to_postgres(path: Path) -> None:
    if os.geteuid() == 0:
        shutil.chown(path, "postgres", "postgres")


def init_postgres(datadir: Path) -> None:
    """Create the cluster once; a second call keeps the data."""
    if (datadir / "PG_VERSION").exists():
        return
    datadir.mkdir(parents=True, exist_ok=True)
    os.chmod(datadir, 0o700)
    _hand_to_postgres(datadir)
    subprocess.run(
        _as_postgres([_pg_bin("initdb"), "-D", str(datadir), "-U", PG_USER, "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"]),
        check=True,
        stdout=subprocess.DEVNULL,
    )


def postgres_command(datadir: Path, port: int, *, throwaway: bool = False) -> list[str]:
    options = ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "timezone=Europe/Bucharest"]
    if throwaway:  # tests: speed over durability
        options += ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
    return _as_postgres([_pg_bin("postgres"), "-D", str(datadir), "-p", str(port), *options])


def create_database(port: int, name: str) -> None:
    """Create `name` if missing."""
    psql = [_pg_bin("psql"), "-h", "127.0.0.1", "-p", str(port), "-U", PG_USER, "-d", "postgres", "-tAc"]
    exists = subprocess.run(
        [*psql, f"SELECT 1 FROM pg_database WHERE datname = '{name}'"], capture_output=True, text=True, check=True
    )
    if exists.stdout.strip() != "1":
        subprocess.run([*psql, f'CREATE DATABASE "{name}"'], check=True, stdout=subprocess.DEVNULL)


def wait_for_postgres(port: int, timeout: float = 30.0, process: subprocess.Popen | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"postgres exited with {process.returncode}")
        ready = subprocess.run([_pg_bin("pg_isready"), "-h", "127.0.0.1", "-p", str(port), "-U", PG_USER], capture_output=True)
        if ready.returncode == 0:
            return
        time.sleep(0.1)
    raise TimeoutError("postgres did not become ready")


def stop_postgres(datadir: Path, process: subprocess.Popen | None = None, *, mode: str = "fast", timeout: float = 30.0) -> None:
    """Stop the cluster in `datadir` as an operator would (`pg_ctl stop`): "fast" rolls back open
    transactions and closes every connection (a restart), "immediate" is a crash (recovery on the
    next start). Signals go straight to the postmaster, not through runuser."""
    if process is not None and process.poll() is not None:
        return
    subprocess.run(
        _as_postgres([_pg_bin("pg_ctl"), "stop", "-D", str(datadir), "-m", mode, "-t", str(int(timeout))]),
        check=True,
        stdout=subprocess.DEVNULL,
    )
    if process is not None:
        process.wait(timeout)


def redis_command(datadir: Path, port: int, *, throwaway: bool = False) -> list[str]:
    binary = shutil.which("redis-server") or "/usr/bin/redis-server"
    persistence = ["--save", "", "--appendonly", "no"] if throwaway else ["--save", "60 1", "--appendonly", "yes"]
    return [binary, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(datadir), "--daemonize", "no", *persistence]


def stop(process: subprocess.Popen, timeout: float = 15.0) -> None:
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
