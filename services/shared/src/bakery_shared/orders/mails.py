"""The mails a placed order sends, made by the mail sender, not by the request that placed it.

Rendering a receipt (the order's detail, two templates) costs a few milliseconds of CPU: in the
placing request that was a good part of what an order cost, and a burst of orders paid it all at
once. So placing queues *request rows* only (no content yet, see mail/queue.py; user-service's
placement/notifications.py): the receipt's carries the follow link in its `text` (its secret is
kept nowhere else), the alert's the order's number. The
sender, paced, reads the orders of a batch of such rows together (the same few queries for twenty
as for one) and renders the real mails in its own transaction.
"""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from ..mail.mailer import Mail, render_mail
from ..models import QueuedMail
from ..settings import Settings
from .notifications import mail_context, staff_mail
from .repository import OrderRepository
from .schemas import OrderDetailOut
from .service import build_detail

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
    return follow.removeprefix("/comanda/").partition("?")[0].strip()


async def _details(session: AsyncSession, numbers: Sequence[str]) -> dict[str, OrderDetailOut]:
    """The orders of a batch of mails, read together: the same few queries for twenty as for one."""
    repository = OrderRepository(session)
    orders = await repository.get_many_by_number(numbers)
    names = await repository.staff_names({c.changed_by_id for o in orders.values() for c in o.status_history if c.changed_by_id})
    return {number: build_detail(order, names) for number, order in orders.items()}


async def _receipts(session: AsyncSession, rows: Sequence[QueuedMail], settings: Settings, now: datetime) -> list[Mail | None]:
    details = await _details(session, [_number_in(row.text) for row in rows])
    return [receipt_mail(detail, settings, row.text) if (detail := details.get(_number_in(row.text))) else None for row in rows]


async def _no_panel(session: AsyncSession, rows: Sequence[QueuedMail], settings: Settings, now: datetime) -> list[Mail | None]:
    details = await _details(session, [row.text.strip() for row in rows])
    return [
        staff_mail(NO_PANEL, NO_PANEL_SUBJECT, row.recipient, detail, settings)
        if (detail := details.get(row.text.strip()))
        else None
        for row in rows
    ]


# Each makes the mails of a batch of request rows of its purpose at once (see mail/queue.py).
RESOLVERS = {RECEIPT: _receipts, NO_PANEL: _no_panel}
