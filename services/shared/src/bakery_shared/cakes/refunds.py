"""Cancelling a custom cake, by the customer (refunded as the terms shown before paying say) or by
the staff (everything paid refunded), in one place: open payments closed, the money given back
(card_money.py), the cake's order rejected with the reason, the day's place freed, the customer's
mail. Called with the request's row locked, in the transaction of the step."""

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
import html

from sqlalchemy.ext.asyncio import async_object_session

from ..clock import local_moment
from ..mail import Mail
from ..models import CakePaymentPurpose, CakeRequest, CakeRequestStatus, CardRefund, Order
from ..money import ZERO, money, ro_money
from ..orders.notifications import format_moment
from ..payments.cards import CardPayments
from ..settings import Settings
from . import states
from .card_money import close_open_payments, paid, refund
from .follow import FollowKey
from .money import customer_cancellation_refund
from .orders import reject_cake_order
from .repository import CakeLedger

CANCELLED_SUBJECT = "Cererea de tort a fost anulată"
CANCELLED_TEXT = (
    "Bună ziua, {name}!\n\nCererea dumneavoastră de tort pentru {moment} a fost anulată. {money}\n\nDetalii: {link}\n"
)
REFUNDED = "Vă rambursăm pe card {amount}; suma apare în cont în câteva zile lucrătoare."
NOTHING_REFUNDED = "Nu a fost nimic de rambursat."

# A request the customer or the staff may still cancel.
CANCELLABLE = frozenset(
    {CakeRequestStatus.REQUESTED, CakeRequestStatus.QUOTED, CakeRequestStatus.ACCEPTED, CakeRequestStatus.LOCKED}
)


@dataclass
class Cancelled:
    request: CakeRequest
    refunds: list[CardRefund] = field(default_factory=list)
    # The cake's order, rejected now (None: the deposit never made one).
    order: Order | None = None

    @property
    def refunded(self) -> Decimal:
        return money(sum((r.amount for r in self.refunds), ZERO))


async def _customers_share(ledger: CakeLedger, request: CakeRequest, owed: Decimal, now: datetime) -> Decimal:
    """What the terms give back to a customer who cancels a paid cake."""
    setup = await ledger.setup()
    deposit = next((p for p in request.payments if p.purpose == CakePaymentPurpose.DEPOSIT and p.captured_amount), None)
    price = next((q.price for q in request.quotes if deposit is not None and q.id == deposit.quote_id), owed)
    return customer_cancellation_refund(
        paid=owed,
        price=price,
        kept_percent=setup.kept_percent,
        event_day=local_moment(request.event_moment).date(),
        today=local_moment(now).date(),
        free_days=setup.free_cancellation_days,
    )


async def cancel(
    cards: CardPayments, request: CakeRequest, *, reason: str, by: int | None, now: datetime, by_customer: bool
) -> Cancelled:
    """Cancels the locked request (the caller checked it is CANCELLABLE): open payments closed,
    the money given back (by the customer: as the terms say once the deposit made the cake an
    order, everything before; by the staff: everything), its order rejected with the reason, its
    day's place freed (a cancelled request holds none)."""
    session = async_object_session(request)
    assert session is not None
    ledger = CakeLedger(session)
    was_accepted = request.status in states.HOLDS_CAPACITY
    await close_open_payments(cards, request, now=now)
    owed = paid(request)
    back = owed
    if by_customer and was_accepted:
        back = min(money(await _customers_share(ledger, request, owed, now)), owed)
    refunds = await refund(cards, request, back, reason=reason, by=by, now=now) if back > 0 else []
    order = await ledger.order_of(request)
    if order is not None:
        reject_cake_order(order, reason, now=now, by=by)
    states.move(request, CakeRequestStatus.CANCELLED, at=now, by=by, message=reason)
    request.updated_at = now
    await session.flush()
    return Cancelled(request, refunds, order)


def cancellation_mail(request: CakeRequest, refunded: Decimal, settings: Settings) -> Mail:
    """The customer's mail of a cancellation, by whoever made it, with what is given back."""
    money_words = REFUNDED.format(amount=ro_money(refunded)) if refunded > 0 else NOTHING_REFUNDED
    text = CANCELLED_TEXT.format(
        name=request.contact_name,
        moment=format_moment(request.event_moment),
        money=money_words,
        link=f"{settings.public_url}{FollowKey.of(settings.jwt_secret, request.id).path}",
    )
    body = "".join(f"<p>{html.escape(part)}</p>" for part in text.split("\n\n"))
    return Mail(to=request.contact_email, subject=CANCELLED_SUBJECT, html=body, text=text, purpose="cake_cancelled")
