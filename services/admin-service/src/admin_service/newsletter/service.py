"""Sending a newsletter: one mail per confirmed subscriber, all queued in the request's
transaction under one batch (the durable queue sends them, never the request), each with its own
one-click unsubscribe link and List-Unsubscribe headers. Progress is counted from the queue."""

import re

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.errors import NotFound, ValidationFailed
from bakery_shared.mail.mailer import Mail, render_mail
from bakery_shared.mail.queue import queue_mail
from bakery_shared.menu.images import public_link
from bakery_shared.models import MailStatus, NewsletterSend, NewsletterSubscriber
from bakery_shared.newsletter.links import unsubscribe_headers, unsubscribe_page
from bakery_shared.settings import Settings

from ..exports import csv_document
from ..media.uploads import stored_path
from . import messages as m
from .repository import AdminNewsletterRepository
from .schemas import NewsletterIn, Preview, SendProgress, SubscriberOut

PREVIEW_ADDRESS = "abonat@exemplu.ro"
SUBSCRIBERS_HEADER = [
    "email",
    "stare",
    "confirmat",
    "sursa",
    "abonat la",
    "consimtamant la",
    "confirmat la",
    "dezabonat la",
]


def status_of(subscriber: NewsletterSubscriber) -> str:
    if subscriber.unsubscribed_at is not None:
        return "UNSUBSCRIBED"
    return "CONFIRMED" if subscriber.confirmed_at is not None else "WAITING"


class AdminNewsletterService:
    def __init__(self, session: AsyncSession, *, settings: Settings, clock: Clock) -> None:
        self.session = session
        self.newsletter = AdminNewsletterRepository(session)
        self.settings = settings
        self.clock = clock

    def _mail(self, data: NewsletterIn, to: str) -> Mail:
        base = self.settings.public_url.rstrip("/")
        image = stored_path(data.image)
        secret = self.settings.jwt_secret
        return render_mail(
            "newsletter",
            to=to,
            subject=data.subject,
            paragraphs=[p.strip() for p in re.split(r"\n\s*\n|\n", data.content) if p.strip()],
            image_url=f"{base}{public_link(image)}" if image else None,
            coupon_code=data.couponCode,
            shop_url=f"{base}/meniu",
            unsubscribe_url=unsubscribe_page(base, secret, to),
            headers=unsubscribe_headers(base, secret, to),
        )

    def preview(self, data: NewsletterIn) -> Preview:
        mail = self._mail(data, PREVIEW_ADDRESS)
        return Preview(subject=mail.subject, html=mail.html, text=mail.text)

    async def send(self, data: NewsletterIn) -> NewsletterSend:
        recipients = await self.newsletter.confirmed_addresses()
        if not recipients:
            raise ValidationFailed(m.NO_SUBSCRIBERS)
        now = self.clock.now()
        send = NewsletterSend(
            subject=data.subject,
            content=data.content,
            image=stored_path(data.image),
            coupon_code=data.couponCode,
            created_at=now,
            recipients_count=len(recipients),
        )
        self.newsletter.add(send)
        await self.session.flush()
        send.batch = f"newsletter-{send.id}"
        for email in recipients:
            queue_mail(self.session, self._mail(data, email), now, batch=send.batch)
        send.sent_at = now  # handed to the queue; the batch's progress says how far it has gone
        await self.session.flush()
        return send

    async def sends(self) -> list[SendProgress]:
        sends = await self.newsletter.sends()
        counts = await self.newsletter.progress([s.batch for s in sends if s.batch])
        return [self._progress(s, counts.get(s.batch or "", {})) for s in sends]

    async def one(self, send_id: int) -> SendProgress:
        send = await self.newsletter.send(send_id)
        if send is None:
            raise NotFound(m.SEND_NOT_FOUND)
        counts = await self.newsletter.progress([send.batch] if send.batch else [])
        return self._progress(send, counts.get(send.batch or "", {}))

    @staticmethod
    def _progress(send: NewsletterSend, counts: dict[MailStatus, int]) -> SendProgress:
        return SendProgress(
            id=send.id,
            subject=send.subject,
            couponCode=send.coupon_code,
            image=public_link(send.image),
            createdAt=send.created_at.astimezone(BUSINESS_ZONE),
            recipients=send.recipients_count,
            sent=counts.get(MailStatus.SENT, 0),
            waiting=counts.get(MailStatus.WAITING, 0),
            failed=counts.get(MailStatus.FAILED, 0),
        )

    async def subscribers(self) -> list[SubscriberOut]:
        def local(moment):
            return moment.astimezone(BUSINESS_ZONE) if moment else None

        return [
            SubscriberOut(
                email=s.email,
                status=status_of(s),
                source=s.source,
                subscribedAt=local(s.subscribed_at),
                consentAt=local(s.consent_at),
                confirmedAt=local(s.confirmed_at),
                unsubscribedAt=local(s.unsubscribed_at),
            )
            for s in await self.newsletter.subscribers()
        ]

    async def subscribers_csv(self) -> str:
        """Every subscriber, confirmed or not: `confirmat` says Da only for an address that
        confirmed its subscription and has not left since, the ones the newsletter goes to (an
        import into another mail tool keeps only those)."""

        def when(moment) -> str:
            return moment.strftime("%d-%m-%Y %H:%M:%S") if moment else ""

        rows = (
            [
                s.email,
                s.status,
                s.status == "CONFIRMED",
                s.source,
                when(s.subscribedAt),
                when(s.consentAt),
                when(s.confirmedAt),
                when(s.unsubscribedAt),
            ]
            for s in await self.subscribers()
        )
        return csv_document(SUBSCRIBERS_HEADER, rows)
