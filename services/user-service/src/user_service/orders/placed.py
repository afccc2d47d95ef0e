"""After an order is placed: the receipt to the customer and, when no staff panel is open
anywhere, a mail to the business so nobody misses it. Both are queued in the order's transaction
as request rows: the mail sender renders them (bakery_shared.orders.mails), off the placing CPU."""

from bakery_shared.mail import Mail, queue_mail
from bakery_shared.models import Order, QueuedMail
from bakery_shared.orders.mails import NO_PANEL, RECEIPT

from .rows import NewOrder
from .shop import Shop


def receipt_request(email: str, follow: str) -> Mail:
    """The receipt to ask the sender for: `follow` is the order's link (`/comanda/<nr>?cheie=…`)."""
    return Mail(to=email, subject=RECEIPT, html="", text=follow, purpose=RECEIPT)


def no_panel_request(business_email: str, order_number: str) -> Mail:
    return Mail(to=business_email, subject=NO_PANEL, html="", text=order_number, purpose=NO_PANEL)


async def mail_about_placed_order(
    shop: Shop, order: Order | NewOrder, follow: str, business_email: str | None
) -> list[QueuedMail]:
    """The queued mails (in the session), so the caller may write them with the order."""
    now = order.created_at
    assert order.delivery_details is not None
    mails = [queue_mail(shop.session, receipt_request(order.delivery_details.email, follow), now)]
    if business_email and await shop.panels() == 0:
        mails.append(queue_mail(shop.session, no_panel_request(business_email, order.order_number), now))
    return mails
