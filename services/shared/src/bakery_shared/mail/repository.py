"""The mail queue's queries: claiming a batch of due mails, writing what became of them, and the
counts the metrics report.

The sender's two statements go straight to the driver (prepared once per connection): a batch
of receipts costs one claim and one write, whatever its size."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
import json

from sqlalchemy import func, select

from ..driver import on_driver
from ..models import MailStatus, QueuedMail
from ..repository import Repository, seconds_since_oldest

# Oldest due first, locked; SKIP LOCKED lets several senders (workers, replicas) claim side by
# side, each its own rows (the partial index ix_mail_queue_waiting serves it).
_CLAIM_DUE = """
SELECT id, purpose, batch, recipient, subject, html, text, headers, message_id, attempts, next_attempt_at, last_error
FROM mail_queue
WHERE status = 'WAITING' AND next_attempt_at <= $1
ORDER BY next_attempt_at, id
LIMIT $2
FOR UPDATE SKIP LOCKED
"""

# Every row of a batch in one statement. A NULL content column keeps what the row holds: only a
# request row made into its mail carries its content (kept, so a retry sends that same mail).
_SAVE_OUTCOMES = """
UPDATE mail_queue AS m SET
    status = v.status::mail_status,
    attempts = v.attempts,
    next_attempt_at = v.next_attempt_at,
    last_error = v.last_error,
    sent_at = v.sent_at,
    purpose = coalesce(v.purpose, m.purpose),
    recipient = coalesce(v.recipient, m.recipient),
    subject = coalesce(v.subject, m.subject),
    html = coalesce(v.html, m.html),
    text = coalesce(v.text, m.text)
FROM unnest($1::bigint[], $2::text[], $3::int[], $4::timestamptz[], $5::text[], $6::timestamptz[],
            $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
    AS v(id, status, attempts, next_attempt_at, last_error, sent_at, purpose, recipient, subject, html, text)
WHERE m.id = v.id
"""

_DROP = "DELETE FROM mail_queue WHERE id = ANY($1)"


@dataclass
class Outcome:
    """What becomes of one claimed row; the content fields only when the row was made into its mail."""

    id: int
    status: MailStatus
    attempts: int
    next_attempt_at: datetime
    last_error: str | None = None
    sent_at: datetime | None = None
    purpose: str | None = None
    recipient: str | None = None
    subject: str | None = None
    html: str | None = None
    text: str | None = None


class MailQueueRepository(Repository):
    async def claim_due(self, now: datetime, limit: int) -> list[QueuedMail]:
        """Up to `limit` mails due, oldest first, locked until the transaction ends. The rows come
        back as plain (transient) objects: the sender writes their outcome with `save_outcomes`."""
        records = await on_driver(self.session, "fetch", _CLAIM_DUE, now, limit)
        rows = []
        for record in records:
            fields = dict(record)
            headers = fields.pop("headers")
            fields["headers"] = json.loads(headers) if isinstance(headers, str) else headers
            rows.append(QueuedMail(**fields, status=MailStatus.WAITING))
        return rows

    async def save_outcomes(self, outcomes: Sequence[Outcome]) -> None:
        if not outcomes:
            return
        columns = [list(column) for column in zip(*((o.id, o.status.value, *_rest(o)) for o in outcomes), strict=True)]
        await on_driver(self.session, "execute", _SAVE_OUTCOMES, *columns)

    async def drop(self, ids: Sequence[int]) -> None:
        if ids:
            await on_driver(self.session, "execute", _DROP, list(ids))

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


def _rest(o: Outcome) -> tuple:
    return (o.attempts, o.next_attempt_at, o.last_error, o.sent_at, o.purpose, o.recipient, o.subject, o.html, o.text)
