"""Who places the benchmark's orders: guests, each with an e-mail of their own, arriving from many
client addresses, as a busy day's customers would. The shop's abuse limits stay as they are: a
guest address places at most `guest_orders_per_client` orders an hour and an e-mail at most
`guest_orders_per_email` (bakery_shared.settings), so the benchmark gives every e-mail one order
and moves to the next loopback address (127.0.0.2, 127.0.0.3, ...) before an address reaches its
count. nginx passes the connection's own address on (X-Forwarded-For from $remote_addr) and the
services believe it from the gateway only, so the address a guest connects from is the one the
limits count, exactly as for a real customer.

The guests speak HTTP through aiohttp (one session, so one connection pool, per address): the
benchmark runs on the shop's own cores, and aiohttp's parser in C costs a fraction of httpx's
CPU a request, which the shop gets back."""

from dataclasses import dataclass, field
import ipaddress
import json
from typing import Any
import uuid

import aiohttp

from bakery_shared.settings import get_settings

JSON = {"Content-Type": "application/json"}


def addresses_needed(orders: int, per_address: int) -> int:
    return -(-orders // per_address)


def client_address(index: int) -> str:
    """The `index`-th loopback address after 127.0.0.1 (which the gateway's own calls use)."""
    return str(ipaddress.IPv4Address("127.0.0.2") + index)


@dataclass(frozen=True)
class Answer:
    """What the shop answered: its status, and its JSON body when it was a success (else None)."""

    status: int
    body: Any = None


@dataclass
class Guests:
    """Order n is placed by guest n (bench-n@example.ro), from address n // per_address."""

    gateway: str
    connections: int
    per_address: int = field(default_factory=lambda: get_settings().guest_orders_per_client)
    sessions: dict[int, aiohttp.ClientSession] = field(default_factory=dict)

    def email(self, n: int) -> str:
        return f"bench-{n:05d}@example.ro"

    def address(self, n: int) -> str:
        return client_address(n // self.per_address)

    def session(self, n: int) -> aiohttp.ClientSession:
        index = n // self.per_address
        if index not in self.sessions:
            connector = aiohttp.TCPConnector(local_addr=(client_address(index), 0), limit=self.connections)
            self.sessions[index] = aiohttp.ClientSession(
                base_url=self.gateway, connector=connector, timeout=aiohttp.ClientTimeout(total=60)
            )
        return self.sessions[index]

    async def post(self, n: int, path: str, body: dict, headers: dict[str, str] | None = None) -> Answer:
        """`body` posted as JSON by guest n, from guest n's address."""
        async with self.session(n).post(path, data=json.dumps(body), headers={**JSON, **(headers or {})}) as response:
            raw = await response.read()
            return Answer(response.status, json.loads(raw) if 200 <= response.status < 300 else None)

    async def place(self, n: int, body: dict) -> Answer:
        """Guest n places `body` under their own name and e-mail, with a key of the attempt (as the checkout sends)."""
        details = {**body["deliveryDetailsBean"], "email": self.email(n), "lastName": f"Client {n}"}
        return await self.post(
            n,
            "/user-service/place-order",
            {**body, "deliveryDetailsBean": details},
            headers={"Idempotency-Key": uuid.uuid4().hex},
        )

    async def aclose(self) -> None:
        for session in self.sessions.values():
            await session.close()
