"""X-Forwarded-For is believed from the gateway only. The images ran uvicorn with
--forwarded-allow-ips "*": any client that reached a service picked, with that header, the address
the per-client login limit counts, and so never reached the limit. The service here is started by
the Procfile's own command line (what `make run` runs), with FORWARDED_ALLOW_IPS at its default."""

from __future__ import annotations

import os
from pathlib import Path
import signal
import subprocess
import sys
import time

import httpx
import pytest

from bakery_devtools import servers
from bakery_devtools.testing.own_servers import settings_environment

ROOT = Path(__file__).resolve().parents[4]
FAILURES_PER_CLIENT = 3
NOT_THE_GATEWAY = "127.0.0.2"  # another address of this machine: a client that reaches the port itself


def procfile_command(name: str) -> str:
    for line in (ROOT / "Procfile").read_text().splitlines():
        if line.startswith(f"{name}: "):
            return line.split(": ", 1)[1]
    raise AssertionError(f"no {name} in the Procfile")


@pytest.fixture
def user_service(test_settings, redis_client, tmp_path):
    port = servers.free_port()
    env = {
        **os.environ,
        **settings_environment(test_settings),
        "PATH": f"{Path(sys.executable).parent}:{os.environ.get('PATH', '')}",
        "USER_SERVICE_PORT": str(port),
        "WEB_CONCURRENCY": "1",
        "LOGIN_FAILURES_PER_CLIENT": str(FAILURES_PER_CLIENT),
        "LOGIN_FAILURES_PER_EMAIL": "100",
        "MAIL_POLL_SECONDS": "0",
    }
    env.pop("FORWARDED_ALLOW_IPS", None)  # the Procfile's default: the gateway's 127.0.0.1
    with open(tmp_path / "user-service.log", "ab") as log:
        process = subprocess.Popen(
            ["sh", "-c", f"exec {procfile_command('user-service')}"], env=env, stdout=log, stderr=log, start_new_session=True
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:  # uvicorn tells nobody when it listens: poll its health
            if process.poll() is not None:
                raise RuntimeError((tmp_path / "user-service.log").read_text()[-3000:])
            try:
                if httpx.get(f"{base}/user-service/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise TimeoutError((tmp_path / "user-service.log").read_text()[-3000:])
            time.sleep(0.05)
        yield base
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(10)


def failed_login(http: httpx.Client, base: str, n: int, forwarded_for: str) -> int:
    response = http.post(
        f"{base}/user-service/authenticate",
        json={"email": f"nimeni-{n}-{time.monotonic_ns()}@example.ro", "password": "Gresit#1"},
        headers={"X-Forwarded-For": forwarded_for},
    )
    return response.status_code


def test_a_client_chosen_forwarded_for_does_not_change_the_address_the_login_limit_counts(user_service):
    """Straight to the service from an address that is not the gateway's: each failure names a new
    address in X-Forwarded-For, and still all of them count against the one real address."""
    with httpx.Client(transport=httpx.HTTPTransport(local_address=NOT_THE_GATEWAY), timeout=10) as http:
        for n in range(FAILURES_PER_CLIENT):
            assert failed_login(http, user_service, n, f"198.51.100.{n + 1}") == 401
        assert failed_login(http, user_service, 99, "198.51.100.99") == 429


def test_from_the_gateway_the_forwarded_address_is_the_one_counted(user_service):
    """The gateway (127.0.0.1 in `make run`) says who the client is: one client reaching its limit
    does not lock out another behind the same gateway."""
    with httpx.Client(transport=httpx.HTTPTransport(local_address="127.0.0.1"), timeout=10) as http:
        for n in range(FAILURES_PER_CLIENT):
            assert failed_login(http, user_service, n, "203.0.113.7") == 401
        assert failed_login(http, user_service, 10, "203.0.113.7") == 429
        assert failed_login(http, user_service, 11, "203.0.113.8") == 401
