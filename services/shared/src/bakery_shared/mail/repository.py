"""The mail queue's queries: the next mail due, and the counts the metrics report."""

from datetime import datetime

from sqlalchemy import func, select

from ..models import MailStatus, QueuedMail
from ..repository import Repository, seconds_since_oldest


class MailQueueRepository(Repository):
    async def next_due(self, now: datetime) -> QueuedMail | None:
        """The oldest mail due, locked; SKIP LOCKED lets several senders work side by side."""
        return await self.session.scalar(
            select(QueuedMail)
            .where(QueuedMail.status == MailStatus.WAITING, QueuedMail.next_attempt_at <= now)
            .order_by(QueuedMail.next_attempt_at, QueuedMail.id)
            .limit(1)
            .with_for_update(skip_locked=True)
        )

    async def waiting(self) -> tuple[int, float]:
        """How many mails wait to be sent, and the oldest one's age in seconds."""
        row = (
            await self.session.execute(
                select(func.count(), seconds_since_oldest(QueuedMail.created_at)).where(QueuedMail.status == MailStatus.WAITING)
            )
        ).one()
        return row[0], float(row[1])

    async def failed(self) -> int:
        return await self.session.scalar(select(func.count()).where(QueuedMail.status == MailStatus.FAILED)) or 0
