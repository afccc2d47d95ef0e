"""The staff move an order along its lifecycle: accept, deliver, reject.

The order row is locked FOR UPDATE first, so two staff clicking at once queue: the second sees
the first's result and gets a 409 if its step is no longer allowed. A step goes straight through:
the lifecycle's rule says whether it may be taken (and where it leads), the order's money moves,
the change is recorded with who and when, and the step hands the order back. `announced` then
builds the order's detail once, for the caller's answer and the customer's mail, and tells the
panels and the customer's page.

An order paid online moves its money with the step, under the same lock and before anything else
changes: accepting captures the authorization, rejecting releases it (or refunds what was
captured), and the admin may refund part or all of what was captured. Stripe refusing leaves the
order as it was. The door to Stripe (`cards`) is given to the lifecycle, never opened by it: the
request's dependency or the background job's own.

The sale is invoiced with the step, in the same transaction (`invoices.hooks`): accepting an order
whose card money it captured, handing over a pay-at-pickup order the customer asked an invoice
for, and a credit note for every refund. Invoicing never fails the step.
"""

from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.tokens import Principal
from bakery_shared.clock import Clock
from bakery_shared.errors import Conflict, NotFound, ValidationFailed
from bakery_shared.events import EventBus
from bakery_shared.invoicing.as_money_moves import credit_refunds, invoice_captured
from bakery_shared.mail import queue_mail
from bakery_shared.models import CardRefund, Order, OrderStatus, OrderStatusChange, PrepTimeUnit
from bakery_shared.money import ro_money
from bakery_shared.orders.giving_back import give_back
from bakery_shared.orders.messages import ORDER_NOT_FOUND
from bakery_shared.orders.schemas import OrderDetailOut
from bakery_shared.orders.service import order_detail
from bakery_shared.payments.cards import CardPayments
from bakery_shared.settings import Settings

from ..invoices.hooks import invoice_delivered
from ..payments.card_steps import (
    capture_on_acceptance,
    online_payment,
    refund_card,
    refundable_rest,
    release_or_refund,
)
from . import messages as m
from .lifecycle import Step, next_status
from .notifications import announcement
from .repository import StaffOrderRepository
from .schemas import ConfirmOrderIn, RefundOrderIn, RejectOrderIn

# A refund asked again this soon, for the same sum and reason, is the same click twice.
SAME_REFUND_WITHIN = timedelta(minutes=1)


class OrderLifecycle:
    def __init__(
        self,
        session: AsyncSession,
        *,
        principal: Principal | None,
        events: EventBus,
        settings: Settings,
        clock: Clock,
        cards: CardPayments,
    ) -> None:
        self.session = session
        self.cards = cards
        self.orders = StaffOrderRepository(session)
        self.principal = principal
        self.events = events
        self.settings = settings
        self.clock = clock

    @property
    def staff_id(self) -> int | None:
        """Who takes the step; None when the system does (an order nobody answered)."""
        return self.principal.user_id if self.principal is not None else None

    async def _locked(self, order_number: str) -> Order:
        order = await self.orders.get_by_number(order_number, for_update=True)
        if order is None:
            raise NotFound(ORDER_NOT_FOUND)
        return order

    async def _record(self, order: Order, target: OrderStatus, note: str | None) -> Order:
        """The order is now `target`, recorded with who moved it and when."""
        now = self.clock.now()
        change = OrderStatusChange(
            order_id=order.id, from_status=order.status, to_status=target, changed_by_id=self.staff_id, changed_at=now, note=note
        )
        order.status_history.append(change)
        order.status, order.updated_at = target, now
        await self.session.flush()
        if target == OrderStatus.DELIVERED:  # on the orders panel or at a custom cake's handing over
            await invoice_delivered(self.session, order, now=now, settings=self.settings)
        return order

    async def announced(self, order: Order, refund: CardRefund | None = None) -> OrderDetailOut:
        """After a step: the order's detail, built once for the answer and the customer's mail (of
        the refund, when money went back); the panels and the customer's page hear of it too."""
        detail = await order_detail(self.session, order)
        event, mail = announcement(order, detail, self.settings, refund)
        self.events.emit(self.session, event)
        queue_mail(self.session, mail, self.clock.now())
        return detail

    async def confirm(self, data: ConfirmOrderIn) -> Order:
        """Accepts an order: its packaging cost set (an online order's money captured, at the
        packaging cost it was paid with) and its preparation time, which the customer is told."""
        order = await self._locked(data.orderNumber)
        accepted = next_status(Step.ACCEPT, order.status)  # refused before anything changes
        cost = data.totalPackageCost
        if cost <= 0 and online_payment(order) is None:  # paid at pickup or delivery: the packaging costs something
            raise ValidationFailed.because(m.PACKAGE_COST_INVALID, "totalPackageCost")
        await capture_on_acceptance(self.cards, order, cost, self.clock.now(), by=self.staff_id)
        order.manually_set_package_cost = cost
        if data.timeToPrepare is None:  # the customer chose the moment
            order.time_to_prepare_value, order.time_to_prepare_unit = None, None
            note = "N/A"
        else:
            value, unit = data.timeToPrepare
            order.time_to_prepare_value, order.time_to_prepare_unit = value, PrepTimeUnit(unit)
            note = f"{value} {unit}"
        await self._record(order, accepted, f"Timp de pregătire: {note}")
        if online_payment(order) is not None:  # its money was just captured: the sale is invoiced
            await invoice_captured(self.session, order.id, now=self.clock.now(), settings=self.settings)
        return order

    async def deliver(self, order_number: str) -> Order:
        order = await self._locked(order_number)
        return await self._record(order, next_status(Step.DELIVER, order.status), None)

    async def reject(self, data: RejectOrderIn) -> Order:
        order = await self._locked(data.orderNumber)
        return await self.reject_locked(order, data.reason)

    async def reject_locked(self, order: Order, reason: str) -> Order:
        """Rejects an order whose row the caller locked: its card payment released or refunded
        first, then its stock and capacity given back."""
        rejected = next_status(Step.REJECT, order.status)
        payment = online_payment(order)
        if payment is not None:
            refunded_before = len(payment.refunds)
            await release_or_refund(self.cards, order, reason=reason, by=self.staff_id, now=self.clock.now())
            # Money captured already went back: its invoice is corrected by a credit note.
            new_refunds = payment.refunds[refunded_before:]
            await credit_refunds(self.session, new_refunds, now=self.clock.now(), settings=self.settings)
        order.rejection_reason = reason
        await give_back(self.session, order)
        return await self._record(order, rejected, reason)

    async def refund(self, data: RefundOrderIn) -> tuple[Order, CardRefund]:
        """The admin gives back part or all of what an order's card payment captured, with a reason
        (the customer is mailed of it once `announced`)."""
        order = await self._locked(data.orderNumber)
        payment = online_payment(order)
        if payment is None:
            raise Conflict(m.REFUND_NOT_POSSIBLE)
        now = self.clock.now()
        if _same_click(payment.refunds, data, now):
            # Told, not silently answered as if made now: the admin may have meant a second refund.
            raise Conflict(m.REFUND_ALREADY_MADE)
        rest = refundable_rest(payment)
        if rest <= 0:
            raise Conflict(m.REFUND_NOT_POSSIBLE)
        if data.amount > rest:
            raise ValidationFailed.because(m.REFUND_OVER_REST.format(rest=ro_money(rest)), "amount")
        refund = await refund_card(self.cards, order, data.amount, reason=data.reason, by=self.staff_id, now=now)
        order.updated_at = now
        await self.session.flush()
        await credit_refunds(self.session, [refund], now=now, settings=self.settings)
        return order, refund


def _same_click(refunds: list[CardRefund], data: RefundOrderIn, now: datetime) -> bool:
    """Whether the request repeats the last refund (same sum, same reason) moments later."""
    if not refunds:
        return False
    last = refunds[-1]
    return (last.amount, last.reason) == (data.amount, data.reason) and now - last.created_at < SAME_REFUND_WITHIN
