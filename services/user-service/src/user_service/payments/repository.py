"""The queries of online card payment: an order locked by its number or its PaymentIntent, the
webhook events handled, and the reconciliation's worklist."""

from datetime import UTC, datetime
from typing import NamedTuple

from sqlalchemy import case, func, select, tuple_
from sqlalchemy.dialects.postgresql import insert

from bakery_shared.models import (
    BusinessSetup,
    CardPaymentState,
    Order,
    OrderPayment,
    PaymentEvent,
    PaymentMethod,
    Product,
    ProductOrderType,
)
from bakery_shared.orders.repository import OrderRepository, with_every_part
from bakery_shared.payments.cards import WebhookEvent

from .settling import OPEN_CARD_STATES, product_ids


class OpenPaymentKey(NamedTuple):
    """Where an open payment stands in the reconciliation's order of urgency."""

    awaiting_first: int  # 0 awaiting a card, 1 authorized
    deadline: datetime  # the hold's end, or when the card was authorized
    order_id: int


# An open payment with no deadline recorded comes first of its kind.
_NO_DEADLINE = datetime(1970, 1, 1, tzinfo=UTC)


def _urgency_key():
    awaiting = OrderPayment.card_state == CardPaymentState.AWAITING
    return (
        case((awaiting, 0), else_=1),
        func.coalesce(case((awaiting, OrderPayment.hold_until), else_=OrderPayment.authorized_at), _NO_DEADLINE),
        OrderPayment.order_id,
    )


class PaymentRepository(OrderRepository):
    async def lock_by_intent(self, intent_id: str) -> Order | None:
        """The order whose latest attempt is this PaymentIntent, its row locked."""
        return await self._one(Order.id == _order_of_intent(intent_id), for_update=True)

    async def record_event(self, event: WebhookEvent, now: datetime) -> bool:
        """Whether the event is new: its id is unique, so a replay (or the same event delivered
        twice at once: the second waits for the first's commit) records nothing."""
        stored = await self.session.scalar(
            insert(PaymentEvent)
            .values(event_id=event.id, event_type=event.type[:80], intent_id=event.intent_id, received_at=now)
            .on_conflict_do_nothing(index_elements=[PaymentEvent.event_id])
            .returning(PaymentEvent.id)
        )
        return stored is not None

    async def menu_of(self, order: Order) -> dict[int, ProductOrderType]:
        """The type of each of the order's products, by id, as the menu has it now."""
        ids = product_ids(order)
        if not ids:
            return {}
        return {p.id: p.order_type for p in await self.session.scalars(select(Product).where(Product.id.in_(ids)))}

    async def open_card_payments(self, *, after: OpenPaymentKey | None, limit: int) -> list[OpenPaymentKey]:
        """One page of the orders whose card payment may still move, most urgent first: those
        awaiting a card (the nearest hold deadline first: a lost webhook there keeps a paid order
        unseen) before the authorized ones waiting for acceptance (the oldest authorization first,
        the nearest to Stripe's 7-day limit). `after`: the last key of the page before. Keyset
        paging: an order settled meanwhile leaves the list without making the next page skip one."""
        key = _urgency_key()
        query = (
            select(*key)
            .where(OrderPayment.method == PaymentMethod.ONLINE, OrderPayment.card_state.in_(OPEN_CARD_STATES))
            .order_by(*key)
            .limit(limit)
        )
        if after is not None:
            query = query.where(tuple_(*key) > tuple_(*after))
        return [OpenPaymentKey(*row) for row in (await self.session.execute(query)).all()]

    async def lock_unless_busy(self, order_id: int) -> Order | None:
        """The order locked, or None when someone holds it (another replica's reconciliation, or a
        request settling it right now): it is skipped this round, never waited for."""
        locked = await self.session.scalar(select(Order.id).where(Order.id == order_id).with_for_update(skip_locked=True))
        if locked is None:
            return None
        return await self.session.scalar(with_every_part(select(Order).where(Order.id == locked)))

    async def alert_emails(self) -> list[str]:
        """Who hears of an authorization about to expire: the business, and its second address."""
        row = (
            await self.session.execute(select(BusinessSetup.email, BusinessSetup.second_alert_email).where(BusinessSetup.id == 1))
        ).first()
        return list(dict.fromkeys(address for address in (row or ()) if address))


def _order_of_intent(intent_id: str):
    return select(OrderPayment.order_id).where(OrderPayment.intent_id == intent_id).scalar_subquery()
