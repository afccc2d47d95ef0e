"""A placed order opening for the staff: the status it opens with, and its announcement (its event
for the panels, the receipt to the customer and, when no staff panel is open anywhere, a mail to
the business so nobody misses it).

An order paid at pickup or by card on the spot opens when it is saved (placement's saving); an
order paid online opens when its card is authorized (user_service.payments). Both ask here, so
the two never differ. The mails are queued as request rows in the order's transaction: the mail
sender renders them (bakery_shared.orders.mails), off the placing CPU.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.events import EventBus
from bakery_shared.mail import Mail, queue_mail
from bakery_shared.models import Order, OrderStatus, OutboxEvent, QueuedMail
from bakery_shared.orders.mails import NO_PANEL, RECEIPT
from bakery_shared.settings import Settings

from .notifications import follow_url, new_order_event
from .placement.idempotency import follow_token, online_follow_token
from .placement.rows import NewOrder


def opening_status(*, pre_order: bool, scheduled_moment: datetime | None) -> OrderStatus:
    """What a placed order is for the staff: SCHEDULED when it is for a chosen moment or holds a
    pre-order product, NEW otherwise."""
    return OrderStatus.SCHEDULED if pre_order or scheduled_moment is not None else OrderStatus.NEW


class Newsroom(Protocol):
    """What announcing needs: the order's transaction, the event bus, the count of staff panels
    open anywhere, and the settings (the server's secret, which a follow link is made with)."""

    @property
    def session(self) -> AsyncSession: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def events(self) -> EventBus: ...

    @property
    def panels(self) -> Callable[[], Awaitable[int]]: ...


@dataclass(frozen=True)
class Announcement:
    event: OutboxEvent
    mails: list[QueuedMail]  # the receipt, and the alert when no panel is open


async def announce_placed_order(
    newsroom: Newsroom, order: Order | NewOrder, business_email: str | None, token: str | None = None
) -> Announcement:
    """The order's event and mails, added to the session: the caller writes them with the order
    (or flushes). `token`: the follow link's secret; None for an order paid online, whose link is
    derived from its Idempotency-Key or, placed without one, from its number."""
    token = token if token is not None else derived_follow_token(newsroom.settings.jwt_secret, order)
    event = newsroom.events.emit(newsroom.session, new_order_event(order))
    now = order.created_at
    assert order.delivery_details is not None
    # The receipt carries the order's follow link (`/comanda/<nr>?cheie=…`); the alert, its number.
    receipt = Mail(
        to=order.delivery_details.email, subject=RECEIPT, html="", text=follow_url(order.order_number, token), purpose=RECEIPT
    )
    mails = [queue_mail(newsroom.session, receipt, now)]
    if business_email and await newsroom.panels() == 0:
        alert = Mail(to=business_email, subject=NO_PANEL, html="", text=order.order_number, purpose=NO_PANEL)
        mails.append(queue_mail(newsroom.session, alert, now))
    return Announcement(event, mails)


def derived_follow_token(secret: str, order: Order | NewOrder) -> str:
    if order.idempotency_key:
        return follow_token(secret, order.idempotency_key)
    return online_follow_token(secret, order.order_number)
