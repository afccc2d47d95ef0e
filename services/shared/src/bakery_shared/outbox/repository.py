"""The outbox's queries: events waiting to go out on Redis, and marking them published."""

from collections.abc import Sequence
from datetime import datetime, timedelta

from sqlalchemy import func, select

from ..driver import on_driver
from ..models import OutboxEvent
from ..repository import Repository, seconds_since_oldest

# Every placed order marks its event: a prepared statement (one for any number of ids).
_MARK_PUBLISHED = "UPDATE outbox_events SET published_at = $2 WHERE id = ANY($1) AND published_at IS NULL"
# The relay's look when it has nothing to mark: one query on the partial index of unpublished rows.
_ANY_FOR_RELAY = "SELECT EXISTS (SELECT FROM outbox_events WHERE published_at IS NULL AND created_at < now() - $1::interval)"


class OutboxRepository(Repository):
    async def unpublished(self, *, limit: int, only_id: int | None, older_than: timedelta) -> list[OutboxEvent]:
        """Oldest first and locked; `only_id` names one event, else those older than `older_than`.
        SKIP LOCKED: several replicas relay side by side without publishing a row twice."""
        query = select(OutboxEvent).where(OutboxEvent.published_at.is_(None)).order_by(OutboxEvent.id).limit(limit)
        if only_id is not None:
            query = query.where(OutboxEvent.id == only_id)
        else:
            query = query.where(OutboxEvent.created_at < func.now() - older_than)
        return list(await self.session.scalars(query.with_for_update(skip_locked=True)))

    async def any_for_relay(self, older_than: timedelta) -> bool:
        return await on_driver(self.session, "fetchval", _ANY_FOR_RELAY, older_than)

    async def mark_published(self, ids: Sequence[int], now: datetime) -> None:
        await on_driver(self.session, "execute", _MARK_PUBLISHED, list(ids), now)

    async def waiting(self) -> tuple[int, float]:
        """How many events wait, and the oldest one's age in seconds."""
        row = (
            await self.session.execute(
                select(func.count(), seconds_since_oldest(OutboxEvent.created_at)).where(OutboxEvent.published_at.is_(None))
            )
        ).one()
        return row[0], float(row[1])
