"""The durable mail queue: `queue_mail` writes a mail in the request's transaction; `MailSender`
delivers waiting mails in the background, one transaction per mail, retrying with backoff.

Exactly once as far as SMTP allows: a mail is marked sent in the transaction that holds its row
lock while it is handed to the server, so two senders (replicas, workers) never send the same
row; only a crash between the server's "250 OK" and our commit can send it twice, and then with
the same Message-ID. A mail server that is down delays mails, never loses them, and never slows
a request.
"""

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from datetime import datetime, timedelta
import logging

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from ..clock import Clock
from ..db import after_commit
from ..errors import log_background_failure
from ..metrics import MAILS
from ..models import MailStatus, QueuedMail
from ..settings import Settings
from .mailer import Mail, Mailer, new_message_id
from .repository import MailQueueRepository

log = logging.getLogger(__name__)

# Senders in this process, woken after a commit that queued mail (others poll).
_local_senders: set["MailSender"] = set()

# Makes the mail of a request row (account/mails.py, orders/mails.py) in the sender's transaction:
# the row in (its recipient, and what its `text` carries), the mail (or None: nobody to write to,
# the row is dropped) out. A request row is one of a resolver's purpose with no HTML yet: a
# rendered mail of the same purpose (an admin's alert) is sent as it is.
Resolver = Callable[[AsyncSession, QueuedMail, Settings, datetime], Awaitable[Mail | None]]


def queue_mail(session: AsyncSession, mail: Mail, now: datetime, *, batch: str | None = None) -> QueuedMail:
    """Queue `mail`: it is sent only if the request's transaction commits."""
    row = QueuedMail(
        purpose=mail.purpose[:40],
        batch=batch,
        recipient=mail.to,
        subject=mail.subject[:300],
        html=mail.html,
        text=mail.text,
        headers=dict(mail.headers) or None,
        message_id=new_message_id(),
        status=MailStatus.WAITING,
        attempts=0,
        next_attempt_at=now,
    )
    session.add(row)

    async def wake() -> None:
        for sender in list(_local_senders):
            sender.wake()

    if not session.info.get("mail_wake_registered"):
        session.info["mail_wake_registered"] = True
        after_commit(session, wake)
    return row


def retry_delay(attempts: int, base_seconds: float) -> timedelta:
    """After the n-th failed attempt: base, 2×base, 4×base ... capped at an hour."""
    return timedelta(seconds=min(3600.0, base_seconds * 2 ** max(0, attempts - 1)))


class MailSender:
    def __init__(
        self,
        sessionmaker: Callable[[], async_sessionmaker[AsyncSession]],
        mailer: Mailer,
        clock: Clock,
        settings: Settings,
        resolvers: Mapping[str, Resolver] | None = None,
    ) -> None:
        # Looked up on use: tests swap the app's sessionmaker after start-up.
        self._sessionmaker = sessionmaker
        self.mailer = mailer
        self.clock = clock
        self.settings = settings
        self.resolvers = dict(resolvers or {})
        self._wake = asyncio.Event()

    def wake(self) -> None:
        self._wake.set()

    async def send_one(self) -> bool | None:
        """Send the oldest due mail. True: sent (or a request row with nobody to write to, dropped);
        False: failed (will be retried or given up); None: nothing due."""
        async with self._sessionmaker()() as session:
            now = self.clock.now()
            row = await MailQueueRepository(session).next_due(now)
            if row is None:
                await session.rollback()
                return None
            resolve = self.resolvers.get(row.purpose)
            if resolve is not None and not row.html:
                # A request row: its mail is made now, in this transaction (the link it carries is
                # saved only if the row is); once made, a retry sends that same mail.
                resolved = await resolve(session, row, self.settings, now)
                if resolved is None:
                    await session.delete(row)
                    await session.commit()
                    return True
                row.purpose, row.recipient = resolved.purpose[:40], resolved.to
                row.subject, row.html, row.text = resolved.subject[:300], resolved.html, resolved.text
            mail = Mail(
                to=row.recipient,
                subject=row.subject,
                html=row.html,
                text=row.text,
                purpose=row.purpose,
                headers=tuple((row.headers or {}).items()),
            )
            row.attempts += 1
            try:
                await self.mailer.send(mail, row.message_id)
            except Exception as error:  # the server refused, or did not answer
                row.last_error = f"{type(error).__name__}: {error}"[:2000]
                if row.attempts >= self.settings.mail_max_attempts:
                    row.status = MailStatus.FAILED
                    MAILS.labels("failed").inc()
                    log.error("mail %s to %s given up after %d attempts: %s", row.id, row.recipient, row.attempts, row.last_error)
                else:
                    row.next_attempt_at = now + retry_delay(row.attempts, self.settings.mail_retry_seconds)
                    MAILS.labels("retry").inc()
                await session.commit()
                return False
            row.status = MailStatus.SENT
            row.sent_at = self.clock.now()
            row.last_error = None
            await session.commit()
            MAILS.labels("sent").inc()
            return True

    async def send_due(self, limit: int = 500, *, pace: float = 0.0) -> int:
        """Send what is due now, until nothing is or the server fails; how many were sent.
        `pace`: seconds between two mails (the background sender's rate limit)."""
        sent = 0
        for _ in range(limit):
            outcome = await self.send_one()
            if not outcome:  # nothing due, or the server is failing: let the backoff work
                break
            sent += 1
            if pace:
                await asyncio.sleep(pace)
        return sent

    async def run_forever(self) -> None:
        """Deliver as soon as a local commit queues mail, and every `mail_poll_seconds` anyway
        (mail queued by other processes, retries coming due)."""
        _local_senders.add(self)
        try:
            while True:
                try:
                    # Paced: rendering and SMTP share the process with the requests, and a burst
                    # of orders must not starve the placing of the next ones.
                    await self.send_due(pace=1 / self.settings.mail_per_second)
                except asyncio.CancelledError:
                    raise
                except Exception as error:
                    log_background_failure(log, "mail sender", error)
                self._wake.clear()
                try:
                    async with asyncio.timeout(self.settings.mail_poll_seconds):
                        await self._wake.wait()
                except TimeoutError:
                    pass
        finally:
            _local_senders.discard(self)
