"""The transactional outbox: events saved with the change that caused them, published after."""

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Identity, Index, String, func, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base


class OutboxEvent(Base):
    """A row is written in the same transaction as the order it announces, so an order is never
    saved without its event; a relay publishes rows that are still unpublished (Redis was down)."""

    __tablename__ = "outbox_events"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    channel: Mapped[str] = mapped_column(String(80))
    payload: Mapped[dict[str, Any]] = mapped_column(JSONB)
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
    published_at: Mapped[datetime | None]

    __table_args__ = (
        # The relay only ever looks for the few rows not yet published.
        Index("ix_outbox_events_unpublished", "id", postgresql_where=text("published_at IS NULL")),
    )
