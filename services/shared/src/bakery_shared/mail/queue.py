"""The durable mail queue: `queue_mail` writes a mail in the request's transaction; `MailSender`
delivers waiting mails in the background, a batch at a time, retrying with backoff.

A batch costs one transaction: one statement claims up to BATCH due rows (locked, SKIP LOCKED, so
senders in other workers and replicas take other rows), request rows are made into their mails
together (a batch of receipts reads its orders in the queries of one), one SMTP connection carries
them, one statement writes what became of each.

Exactly once as far as SMTP allows: a mail is marked sent in the transaction that holds its row
lock while it is handed to the server, so two senders never send the same row; only a crash
between the server's "250 OK" and our commit can send it twice (every mail of that batch), and
then with the same Message-ID. A mail server that is down delays mails, never loses them, and
never slows a request.

Paced across the processes: every sender takes its share of one budget of `MAIL_PER_SECOND`,
kept in Redis (per process while Redis does not answer), so a burst of orders cannot starve
their placing; the mails catch up after.
"""

import asyncio
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import datetime, timedelta
import logging

from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from ..clock import Clock
from ..db import after_commit
from ..errors import log_background_failure
from ..metrics import MAILS
from ..models import MailStatus, QueuedMail
from ..settings import Settings
from .mailer import Mail, Mailer, new_message_id
from .repository import MailQueueRepository, Outcome

log = logging.getLogger(__name__)

# Mails a sender claims, makes and hands to the server at once (at most a second of the pace).
BATCH = 20

_UNTRIED = object()

# Senders in this process, woken after a commit that queued mail (others poll).
_local_senders: set["MailSender"] = set()

# Makes the mails of request rows (account/mails.py, orders/mails.py) in the sender's transaction:
# rows of one purpose in (their recipient, and what their `text` carries), one mail per row (or
# None: nobody to write to, the row is dropped) out, in order. A request row is one of a
# resolver's purpose with no HTML yet: a rendered mail of the same purpose (an admin's alert) is
# sent as it is.
Resolver = Callable[[AsyncSession, Sequence[QueuedMail], Settings, datetime], Awaitable[list[Mail | None]]]
OneResolver = Callable[[AsyncSession, QueuedMail, Settings, datetime], Awaitable[Mail | None]]

# The pace shared by every sender: the instant (µs, Redis's clock) from which the budget is free
# again. A sender reserves the time its batch takes of it *after* sending, and waits until its
# reservation ends: over any stretch of time at most MAIL_PER_SECOND mails a second go out, plus
# one batch per sender.
PACE_KEY = "bakery:mail:pace"
_RESERVE = """
local now = redis.call('TIME')
now = tonumber(now[1]) * 1000000 + tonumber(now[2])
local free = tonumber(redis.call('GET', KEYS[1]) or '0')
if free < now then free = now end
free = free + tonumber(ARGV[1])
redis.call('SET', KEYS[1], string.format('%d', free), 'PX', math.floor((free - now) / 1000) + 1000)
return free - now
"""


def one_by_one(resolve: OneResolver) -> Resolver:
    """A resolver of one row as a resolver of a batch."""

    async def each(session: AsyncSession, rows: Sequence[QueuedMail], settings: Settings, now: datetime) -> list[Mail | None]:
        return [await resolve(session, row, settings, now) for row in rows]

    return each


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
        redis: Redis | None = None,
    ) -> None:
        # Looked up on use: tests swap the app's sessionmaker after start-up.
        self._sessionmaker = sessionmaker
        self.mailer = mailer
        self.clock = clock
        self.settings = settings
        self.resolvers = dict(resolvers or {})
        self.redis = redis
        self._reserve = redis.register_script(_RESERVE) if redis is not None else None
        self._wake = asyncio.Event()

    def wake(self) -> None:
        self._wake.set()

    async def _make(self, session: AsyncSession, rows: list[QueuedMail], now: datetime) -> dict[int, Mail | None]:
        """The mail each request row becomes, by row id (None: dropped); other rows are not in it."""
        by_purpose: dict[str, list[QueuedMail]] = {}
        for row in rows:
            if not row.html and row.purpose in self.resolvers:
                by_purpose.setdefault(row.purpose, []).append(row)
        made: dict[int, Mail | None] = {}
        for purpose, requests in by_purpose.items():
            for row, mail in zip(requests, await self.resolvers[purpose](session, requests, self.settings, now), strict=True):
                made[row.id] = mail
        return made

    async def send_batch(self, limit: int = BATCH) -> tuple[int, bool] | None:
        """Send up to `limit` of the oldest due mails. None: nothing due; else how many are done
        (sent, or request rows with nobody to write to, dropped) and whether the server failed
        one (it is retried or given up; those after it wait, untried)."""
        async with self._sessionmaker()() as session:
            now = self.clock.now()
            queue = MailQueueRepository(session)
            rows = await queue.claim_due(now, limit)
            if not rows:
                await session.rollback()
                return None
            # A request row is made now, in this transaction (the link it carries is saved only if
            # the row is); once made, a retry sends that same mail.
            made = await self._make(session, rows, now)
            dropped = [row.id for row in rows if row.id in made and made[row.id] is None]
            to_send = [row for row in rows if made.get(row.id, True) is not None]
            mails = [made.get(row.id) or _as_mail(row) for row in to_send]
            results = await self.mailer.send_many([(mail, row.message_id) for mail, row in zip(mails, to_send, strict=True)])

            sent_at = self.clock.now()
            outcomes = []
            for index, (row, mail) in enumerate(zip(to_send, mails, strict=True)):
                tried = index < len(results)
                if tried or row.id in made:  # untried rows sent as queued stay as they are
                    outcomes.append(self._outcome(row, mail, row.id in made, results[index] if tried else _UNTRIED, now, sent_at))
            await queue.drop(dropped)
            await queue.save_outcomes(outcomes)
            await session.commit()
        sent = sum(1 for o in outcomes if o.status is MailStatus.SENT)
        if sent:
            MAILS.labels("sent").inc(sent)
        return sent + len(dropped), any(error is not None for error in results)

    def _outcome(
        self, row: QueuedMail, mail: Mail, made: bool, error: Exception | None | object, now: datetime, sent_at: datetime
    ) -> Outcome:
        """What becomes of a claimed row: `error` is None when the server took its mail, _UNTRIED
        when it was not tried (a mail before it failed); a made mail's content is kept."""
        outcome = Outcome(row.id, MailStatus.WAITING, row.attempts, row.next_attempt_at, row.last_error)
        # A mail with attachments stays a request row: a retry makes it again, files and all.
        if made and not mail.attachments:
            outcome.purpose, outcome.recipient = mail.purpose[:40], mail.to
            outcome.subject, outcome.html, outcome.text = mail.subject[:300], mail.html, mail.text
        if error is _UNTRIED:
            return outcome
        outcome.attempts += 1
        if error is None:
            outcome.status, outcome.sent_at, outcome.last_error = MailStatus.SENT, sent_at, None
            return outcome
        # The server refused, or did not answer.
        outcome.last_error = f"{type(error).__name__}: {error}"[:2000]
        if outcome.attempts >= self.settings.mail_max_attempts:
            outcome.status = MailStatus.FAILED
            MAILS.labels("failed").inc()
            log.error("mail %s to %s given up after %d attempts: %s", row.id, mail.to, outcome.attempts, outcome.last_error)
        else:
            outcome.next_attempt_at = now + retry_delay(outcome.attempts, self.settings.mail_retry_seconds)
            MAILS.labels("retry").inc()
        return outcome

    async def send_due(self, limit: int = 500, *, pace: float = 0.0) -> int:
        """Send what is due now, until nothing is or the server fails; how many were sent.
        `pace`: seconds a mail takes of the budget shared by every sender (the background
        sender's rate limit; 0: none)."""
        done = 0
        while done < limit:
            result = await self.send_batch(min(BATCH, limit - done))
            if result is None:
                break
            count, failed = result
            done += count
            if failed:  # the server is failing: let the backoff work
                break
            if pace and count:
                await self._take_pace(count * pace)
        return done

    async def _take_pace(self, seconds: float) -> None:
        await asyncio.sleep(await self.reserve_pace(seconds))

    async def reserve_pace(self, seconds: float) -> float:
        """Take `seconds` of the budget every sender shares; how long to wait before the next
        batch (until this reservation ends, after every one made before it)."""
        if self._reserve is not None:
            try:
                return int(await self._reserve(keys=[PACE_KEY], args=[int(seconds * 1_000_000)])) / 1_000_000
            except Exception:  # Redis does not answer: each process keeps the pace by itself
                pass
        return seconds

    async def run_forever(self) -> None:
        """Deliver as soon as a local commit queues mail, and every `mail_poll_seconds` anyway
        (mail queued by other processes, retries coming due)."""
        _local_senders.add(self)
        try:
            while True:
                try:
                    # Paced: rendering and SMTP share the processes with the requests, and a
                    # burst of orders must not starve the placing of the next ones.
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


def _as_mail(row: QueuedMail) -> Mail:
    return Mail(
        to=row.recipient,
        subject=row.subject,
        html=row.html,
        text=row.text,
        purpose=row.purpose,
        headers=tuple((row.headers or {}).items()),
    )
