"""The mail queue: every mail the shop sends is written here in the transaction that caused it,
and a background sender delivers it (retrying with backoff), so a request never waits for SMTP
and a mail server that is down for a while loses nothing."""

from datetime import datetime
import enum

from sqlalchemy import BigInteger, Identity, Index, String, Text, func
from sqlalchemy import text as sql
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base
from .types import db_enum


class MailStatus(str, enum.Enum):
    WAITING = "WAITING"  # not sent yet (new, or to be retried at next_attempt_at)
    SENT = "SENT"
    FAILED = "FAILED"  # given up after the last attempt; last_error says why


class QueuedMail(Base):
    __tablename__ = "mail_queue"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # What the mail is for (order_receipt, reset_password, newsletter, ...), for reports.
    purpose: Mapped[str] = mapped_column(String(40))
    # Mails sent as one batch (a newsletter) share it, so their progress can be counted.
    batch: Mapped[str | None] = mapped_column(String(80))
    recipient: Mapped[str] = mapped_column(String(254))
    subject: Mapped[str] = mapped_column(String(300))
    html: Mapped[str] = mapped_column(Text)
    text: Mapped[str] = mapped_column(Text)
    # Extra headers (List-Unsubscribe, List-Unsubscribe-Post for newsletters).
    headers: Mapped[dict | None] = mapped_column(JSONB)
    # Fixed when queued: a retry after an uncertain send carries the same Message-ID, so mail
    # servers and readers can recognise the duplicate.
    message_id: Mapped[str] = mapped_column(String(200), unique=True)
    status: Mapped[MailStatus] = mapped_column(db_enum(MailStatus, "mail_status"), default=MailStatus.WAITING)
    attempts: Mapped[int] = mapped_column(default=0, server_default="0")
    next_attempt_at: Mapped[datetime]
    last_error: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
    sent_at: Mapped[datetime | None]

    __table_args__ = (
        # The sender only ever looks for the few mails still waiting, oldest first.
        Index("ix_mail_queue_waiting", "next_attempt_at", "id", postgresql_where=sql("status = 'WAITING'")),
        Index("ix_mail_queue_batch", "batch", "status", postgresql_where=sql("batch IS NOT NULL")),
    )
