"""The account mails a customer's own calls queue: the request rows the background sender resolves
(bakery_shared.account.mails says why they have no content yet) and the note that the password
changed."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.mail.mailer import Mail, render_mail
from bakery_shared.mail.queue import queue_mail
from bakery_shared.models import User
from bakery_shared.settings import Settings

CHANGED_SUBJECT = "Parola a fost schimbată — Cofetăria Dulce"


def queue_request(session: AsyncSession, purpose: str, email: str, now: datetime) -> None:
    """Ask the sender for the mail `purpose` to `email`: one insert, whoever the address is."""
    queue_mail(session, Mail(to=email, subject=purpose, html="", text="", purpose=purpose), now)


def queue_password_changed(session: AsyncSession, settings: Settings, user: User, now: datetime) -> None:
    """Tell the owner their password changed, so a reset they did not ask for does not go unseen."""
    mail = render_mail(
        "password_changed",
        to=user.email,
        subject=CHANGED_SUBJECT,
        first_name=user.first_name,
        changed_at=now.astimezone(BUSINESS_ZONE).strftime("%d-%m-%Y %H:%M"),
        reset_link=f"{settings.public_url}/auth?mode=forgotPassword",
    )
    queue_mail(session, mail, now)
