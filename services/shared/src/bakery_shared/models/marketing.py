"""Newsletter: who subscribed and what was sent."""

from datetime import datetime

from sqlalchemy import String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin


class NewsletterSubscriber(IdMixin, Base):
    __tablename__ = "newsletter_subscribers"

    # Lower-cased, like user e-mails.
    email: Mapped[str] = mapped_column(String(254), unique=True)
    # Re-subscribing sets a new subscribed_at and clears unsubscribed_at.
    subscribed_at: Mapped[datetime] = mapped_column(server_default=func.now())
    unsubscribed_at: Mapped[datetime | None]
    # The terms checkbox was ticked; kept as proof of consent.
    consent: Mapped[bool] = mapped_column(default=False, server_default="false")
    # Double opt-in: only confirmed addresses receive newsletters.
    confirmed_at: Mapped[datetime | None]
    # SHA-256 of the link token mailed to confirm; cleared once used.
    confirm_token_hash: Mapped[str | None] = mapped_column(String(64), unique=True)
    # Where and when consent was given (footer, popup, ...), kept as proof.
    consent_at: Mapped[datetime | None]
    source: Mapped[str | None] = mapped_column(String(40))


class NewsletterSend(IdMixin, Base):
    """One newsletter article mailed to the subscribers."""

    __tablename__ = "newsletter_sends"

    subject: Mapped[str] = mapped_column(String(200))
    content: Mapped[str] = mapped_column(Text)
    image: Mapped[str | None] = mapped_column(String(300))
    coupon_code: Mapped[str | None] = mapped_column(String(40))
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
    # Null until the mailing has gone out.
    sent_at: Mapped[datetime | None]
    recipients_count: Mapped[int] = mapped_column(default=0, server_default="0")
    # The mail queue's batch of this send: its progress (waiting, sent, failed) is counted there.
    batch: Mapped[str | None] = mapped_column(String(80))
