"""The mails a placed order sends, made by the mail sender, not by the request that placed it.

Rendering a receipt (the order's detail, two templates) costs a few milliseconds of CPU: in the
placing request that was a good part of what an order cost, and a burst of orders paid it all at
once. So placing queues *request rows* only (no content yet, see mail/queue.py; user-service's
placement/notifications.py): the receipt's carries the follow link in its `text` (its secret is
kept nowhere else), the alert's the order's number. The
sender, paced, reads the order and renders the real mail in its own transaction.
"""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from ..mail.mailer import Mail, render_mail
from ..models import QueuedMail
from ..settings import Settings
from .notifications import mail_context, staff_mail
from .repository import OrderRepository
from .schemas import OrderDetailOut
from .service import order_detail

RECEIPT = "order_receipt"
NO_PANEL = "order_no_panel"
NO_PANEL_SUBJECT = "Comandă nouă fără niciun panou deschis"


def receipt_mail(detail: OrderDetailOut, settings: Settings, follow: str) -> Mail:
    link = f"{settings.public_url}{follow}"
    # Paid online by card, the receipt goes once the card is authorized, and says so.
    authorized = detail.cardPayment is not None
    return render_mail(
        RECEIPT,
        to=detail.email,
        subject=f"Comanda nr. {detail.orderNumber} a fost primită" + (", plata a fost autorizată" if authorized else ""),
        **mail_context(detail, settings, link),
    )


def _number_in(follow: str) -> str:
    return follow.removeprefix("/comanda/").partition("?")[0]


async def _receipt(session: AsyncSession, row: QueuedMail, settings: Settings, now: datetime) -> Mail | None:
    order = await OrderRepository(session).get_by_number(_number_in(row.text))
    if order is None:
        return None
    return receipt_mail(await order_detail(session, order), settings, row.text)


async def _no_panel(session: AsyncSession, row: QueuedMail, settings: Settings, now: datetime) -> Mail | None:
    order = await OrderRepository(session).get_by_number(row.text)
    if order is None:
        return None
    return staff_mail(NO_PANEL, NO_PANEL_SUBJECT, row.recipient, await order_detail(session, order), settings)


RESOLVERS = {RECEIPT: _receipt, NO_PANEL: _no_panel}
