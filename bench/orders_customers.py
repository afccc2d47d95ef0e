"""Who places the benchmark's orders: guests, each with an e-mail of their own, arriving from many
client addresses, as a busy day's customers would. The shop's abuse limits stay as they are: a
guest address places at most `guest_orders_per_client` orders an hour and an e-mail at most
`guest_orders_per_email` (bakery_shared.settings), so the benchmark gives every e-mail one order
and moves to the next loopback address (127.0.0.2, 127.0.0.3, ...) before an address reaches its
count. nginx passes the connection's own address on (X-Forwarded-For from $remote_addr) and the
services believe it from the gateway only, so the address a guest connects from is the one the
limits count, exactly as for a real customer."""

from dataclasses import dataclass, field
import ipaddress
import uuid

import httpx

from bakery_shared.settings import get_settings


def addresses_needed(orders: int, per_address: int) -> int:
    return -(-orders // per_address)


def client_address(index: int) -> str:
    """The `index`-th loopback address after 127.0.0.1 (which the gateway's own calls use)."""
    return str(ipaddress.IPv4Address("127.0.0.2") + index)


@dataclass
class Guests:
    """Order n is placed by guest n (bench-n@example.ro), from address n // per_address."""

    gateway: str
    connections: int
    per_address: int = field(default_factory=lambda: get_settings().guest_orders_per_client)
    clients: dict[int, httpx.AsyncClient] = field(default_factory=dict)

    def email(self, n: int) -> str:
        return f"bench-{n:05d}@example.ro"

    def client(self, n: int) -> httpx.AsyncClient:
        index = n // self.per_address
        if index not in self.clients:
            transport = httpx.AsyncHTTPTransport(
                local_address=client_address(index), limits=httpx.Limits(max_connections=self.connections)
            )
            self.clients[index] = httpx.AsyncClient(base_url=self.gateway, transport=transport, timeout=60)
        return self.clients[index]

    async def place(self, n: int, body: dict) -> httpx.Response:
        """Guest n places `body` under their own name and e-mail, with a key of the attempt (as the checkout sends)."""
        details = {**body["deliveryDetailsBean"], "email": self.email(n), "lastName": f"Client {n}"}
        return await self.client(n).post(
            "/user-service/place-order",
            json={**body, "deliveryDetailsBean": details},
            headers={"Idempotency-Key": uuid.uuid4().hex},
        )

    async def aclose(self) -> None:
        for client in self.clients.values():
            await client.aclose()
