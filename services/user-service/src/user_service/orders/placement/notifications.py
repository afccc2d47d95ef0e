"""After an order is placed: the receipt to the customer and, when no staff panel is open
anywhere, a mail to the business so nobody misses it. Both are queued in the order's transaction
as request rows: the mail sender renders them (bakery_shared.orders.mails), off the placing CPU."""

import asyncio

from redis.asyncio import Redis

from bakery_shared.mail import Mail, queue_mail
from bakery_shared.models import Order, QueuedMail
from bakery_shared.orders.mails import NO_PANEL, RECEIPT

from ...realtime.presence import staff_panels_online
from .rows import NewOrder
from .shop import Shop


def receipt_request(email: str, follow: str) -> Mail:
    """The receipt to ask the sender for: `follow` is the order's link (`/comanda/<nr>?cheie=…`)."""
    return Mail(to=email, subject=RECEIPT, html="", text=follow, purpose=RECEIPT)


def no_panel_request(business_email: str, order_number: str) -> Mail:
    return Mail(to=business_email, subject=NO_PANEL, html="", text=order_number, purpose=NO_PANEL)


async def panels_online(redis: Redis, *, here: int = 0) -> int:
    """Staff panels connected anywhere; 0 when Redis does not answer (nobody can hear the order).
    `here`: the panels of this very process, which answer without asking Redis at all."""
    if here > 0:
        return here
    try:
        async with asyncio.timeout(2):
            return await staff_panels_online(redis)
    except Exception:
        return 0


async def mail_about_placed_order(
    shop: Shop, order: Order | NewOrder, follow: str, business_email: str | None
) -> list[QueuedMail]:
    """The queued mails (in the session), so the caller may write them with the order."""
    now = order.created_at
    assert order.delivery_details is not None
    mails = [queue_mail(shop.session, receipt_request(order.delivery_details.email, follow), now)]
    if business_email and await panels_online(shop.redis, here=shop.panels_here()) == 0:
        mails.append(queue_mail(shop.session, no_panel_request(business_email, order.order_number), now))
    return mails
