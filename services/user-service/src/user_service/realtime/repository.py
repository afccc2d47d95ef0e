"""The queries of the real-time channel: whether a guest's follow secret opens an order, and the
outbox events a replica missed while its Redis subscription was down."""

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import select

from bakery_shared.models import Order, OutboxEvent
from bakery_shared.repository import Repository


class RealtimeRepository(Repository):
    async def opens_an_order(self, access: str) -> bool:
        found = await self.session.scalar(select(Order.id).where(Order.guest_access_token_hash == access).limit(1))
        return found is not None

    async def events_since(self, channels: Iterable[str], since: datetime) -> list[OutboxEvent]:
        """In id order; ids are handed out before commit, so the caller's margin covers late ones."""
        rows = await self.session.scalars(
            select(OutboxEvent)
            .where(OutboxEvent.channel.in_(tuple(channels)), OutboxEvent.created_at >= since)
            .order_by(OutboxEvent.id)
        )
        return list(rows)
