"""Newsletter queries for the admin: confirmed subscribers, past sends and their mail batches."""

from sqlalchemy import func, select

from bakery_shared.models import MailStatus, NewsletterSend, NewsletterSubscriber, QueuedMail
from bakery_shared.repository import Repository


class AdminNewsletterRepository(Repository):
    async def confirmed_addresses(self) -> list[str]:
        rows = await self.session.scalars(
            select(NewsletterSubscriber.email)
            .where(NewsletterSubscriber.confirmed_at.is_not(None), NewsletterSubscriber.unsubscribed_at.is_(None))
            .order_by(NewsletterSubscriber.id)
        )
        return list(rows)

    async def subscribers(self) -> list[NewsletterSubscriber]:
        return list(await self.session.scalars(select(NewsletterSubscriber).order_by(NewsletterSubscriber.subscribed_at.desc())))

    async def sends(self) -> list[NewsletterSend]:
        return list(await self.session.scalars(select(NewsletterSend).order_by(NewsletterSend.id.desc())))

    async def send(self, send_id: int) -> NewsletterSend | None:
        return await self.session.get(NewsletterSend, send_id)

    async def progress(self, batches: list[str]) -> dict[str, dict[MailStatus, int]]:
        """batch -> mails by status, for every batch asked, in one query."""
        if not batches:
            return {}
        rows = await self.session.execute(
            select(QueuedMail.batch, QueuedMail.status, func.count())
            .where(QueuedMail.batch.in_(batches))
            .group_by(QueuedMail.batch, QueuedMail.status)
        )
        counts: dict[str, dict[MailStatus, int]] = {}
        for batch, status, count in rows.all():
            counts.setdefault(batch, {})[status] = count
        return counts

    def add(self, row: object) -> None:
        self.session.add(row)
