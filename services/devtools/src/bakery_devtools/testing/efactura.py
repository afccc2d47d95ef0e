"""The local stand-in of ANAF's RO e-Factura API for the tests (bakery_devtools/efactura_server.py),
started once per test session by the first test that asks for it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
import subprocess
import tempfile

import httpx
import pytest

from .. import servers


@dataclass
class EfacturaStandIn:
    port: int
    token: str = servers.EFACTURA_LOCAL_TOKEN

    @property
    def api_url(self) -> str:
        return servers.efactura_api_url(self.port)

    def uploads(self, number: str | None = None) -> list[dict]:
        """What the stand-in received (each `{id, cif, number, outcome}`), of one invoice number if given."""
        listed = httpx.get(f"http://127.0.0.1:{self.port}/_local/uploads", timeout=10).json()["uploads"]
        return [u for u in listed if number is None or u["number"] == number]


@pytest.fixture(scope="session")
def efactura_stand_in() -> Iterator[EfacturaStandIn]:
    port = servers.free_port()
    root = Path(tempfile.mkdtemp(prefix="bakery-efactura-"))
    with open(root / "efactura.log", "ab") as log:
        process = subprocess.Popen(servers.efactura_command(port), stdout=log, stderr=subprocess.STDOUT, cwd=root)
    try:
        servers.wait_for_port(port, process=process)
        yield EfacturaStandIn(port)
    finally:
        servers.stop(process)
