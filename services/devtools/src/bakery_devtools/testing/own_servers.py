"""Servers a fault test owns, to stop, kill and start again without disturbing the session's
shared Postgres and Redis: a Postgres cluster and a Redis on free ports of their own, and a
service run by uvicorn in a process of its own (to be killed as a crash would)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
import os
from pathlib import Path
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import httpx
import pytest

from bakery_shared.settings import Settings

from .. import servers


def _own_directory(prefix: str) -> Path:
    # Not under pytest's tmp_path: its parents are private to root, and the postgres user must reach in.
    root = Path(tempfile.mkdtemp(prefix=prefix))
    root.chmod(0o755)
    return root


class OwnPostgres:
    """A throwaway cluster on a free port; `stop()` and `start()` restart it on the same port."""

    def __init__(self) -> None:
        self.root = _own_directory("bakery-own-pg-")
        self.datadir = self.root / "postgres"
        self.port = servers.free_port()
        self.process: subprocess.Popen | None = None
        servers.init_postgres(self.datadir)

    def start(self) -> None:
        with open(self.root / "postgres.log", "ab") as log:
            self.process = subprocess.Popen(
                servers.postgres_command(self.datadir, self.port, throwaway=True), stdout=log, stderr=log
            )
        servers.wait_for_postgres(self.port, process=self.process)

    def stop(self, mode: str = "fast") -> None:
        servers.stop_postgres(self.datadir, self.process, mode=mode)

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def database_url(self, name: str = "bakery") -> str:
        return f"postgresql+asyncpg://{servers.PG_USER}@127.0.0.1:{self.port}/{name}"

    def create_database(self, name: str = "bakery") -> str:
        servers.create_database(self.port, name)
        return self.database_url(name)

    def close(self) -> None:
        if self.running:
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)


class OwnRedis:
    """A throwaway Redis on a free port; `stop()` and `start()` restart it (empty) on the same port."""

    def __init__(self) -> None:
        self.root = _own_directory("bakery-own-redis-")
        self.port = servers.free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(servers.redis_command(self.root, self.port, throwaway=True), stdout=subprocess.DEVNULL)
        servers.wait_for_port(self.port, process=self.process)

    def stop(self) -> None:
        if self.process is not None:
            servers.stop(self.process)

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture
def own_postgres() -> Iterator[OwnPostgres]:
    """A running Postgres of this test's own (see OwnPostgres), removed afterwards."""
    postgres = OwnPostgres()
    try:
        postgres.start()
        yield postgres
    finally:
        postgres.close()


@pytest.fixture
def own_redis() -> Iterator[OwnRedis]:
    """A running Redis of this test's own (see OwnRedis), removed afterwards."""
    redis = OwnRedis()
    try:
        redis.start()
        yield redis
    finally:
        redis.close()


def settings_environment(settings: Settings) -> dict[str, str]:
    """`settings` as the environment variables a service process reads them from."""
    env = {}
    for name, value in settings.model_dump().items():
        if value is None:
            continue
        env[name.upper()] = value.isoformat() if isinstance(value, datetime) else str(value)
    return env


class ServiceProcess:
    """`uvicorn --factory <module:create_app>` (or `uvicorn <module:app>`) in a process (group) of its
    own on a fixed port, configured by `settings`: start it, kill it with SIGKILL as a crash would,
    start it again on the same port."""

    def __init__(
        self,
        app: str,
        settings: Settings,
        *,
        health_path: str,
        log_path: Path,
        workers: int = 1,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.app = app
        self.port = servers.free_port()
        self.health_path = health_path
        self.log_path = log_path
        self.workers = workers
        self.env = {**os.environ, **settings_environment(settings), **(extra_env or {})}
        self.process: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> None:
        # "module:create_app" is a factory (what the Procfile and the images run); "module:app" an app.
        factory = ["--factory"] if self.app.endswith(":create_app") else []
        command = [sys.executable, "-m", "uvicorn", *factory, self.app, "--host", "127.0.0.1", "--port", str(self.port)]
        if self.workers > 1:
            command += ["--workers", str(self.workers)]
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen(command, env=self.env, stdout=log, stderr=log, start_new_session=True)
        # Polling an outside state with a deadline: uvicorn tells nobody when it listens.
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.app} exited with {self.process.returncode}; see {self.log_path}")
            try:
                if httpx.get(self.base_url + self.health_path, timeout=1).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.05)
        raise TimeoutError(f"{self.app} did not answer {self.health_path} within {timeout}s; see {self.log_path}")

    def _signal_group(self, signum: int) -> None:
        if self.process is not None and self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signum)
            except ProcessLookupError:
                pass

    def kill(self) -> None:
        """SIGKILL to the server and its workers: no shutdown, no response, no cleanup."""
        self._signal_group(signal.SIGKILL)
        if self.process is not None:
            self.process.wait(10)

    def stop(self) -> None:
        self._signal_group(signal.SIGTERM)
        if self.process is not None:
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()
