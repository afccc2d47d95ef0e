"""admin-service's order queries: the unanswered-order claim and the stock a rejection returns."""

from datetime import datetime

from sqlalchemy import and_, func, or_, select, update

from bakery_shared.models import BusinessSetup, Category, Order, OrderPayment, OrderStatus, Product
from bakery_shared.orders.repository import OrderRepository, with_every_part

# Orders the kitchen does not make: rejected, or paid online and not (or never) authorized.
NOT_MADE = (OrderStatus.REJECTED, OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_EXPIRED)


class StaffOrderRepository(OrderRepository):
    async def claim_unanswered(self, shown_before: datetime, now: datetime) -> list[int]:
        """Mark every NEW order shown to the staff before `shown_before` and not alerted yet; their
        ids. One UPDATE ... RETURNING, so two replicas never claim the same order.

        The staff see an order paid online once its card is authorized, which may be near the end
        of its payment hold: its wait counts from then, not from when it was placed, or it would be
        rejected seconds after it appeared."""
        authorized_at = select(OrderPayment.authorized_at).where(OrderPayment.order_id == Order.id).scalar_subquery()
        claimed = await self.session.scalars(
            update(Order)
            .where(
                Order.status == OrderStatus.NEW,
                Order.unanswered_alert_sent_at.is_(None),
                Order.created_at <= shown_before,  # no order was shown before it was placed
                func.coalesce(authorized_at, Order.created_at) <= shown_before,
            )
            .values(unanswered_alert_sent_at=now)
            .returning(Order.id)
        )
        return sorted(claimed)

    async def unclaim(self, order_id: int) -> None:
        """The order goes back to the unanswered ones, to be claimed again at the next check."""
        await self.session.execute(update(Order).where(Order.id == order_id).values(unanswered_alert_sent_at=None))

    async def business_email(self) -> str | None:
        return await self.session.scalar(select(BusinessSetup.email).where(BusinessSetup.id == 1))

    async def alert_emails(self) -> list[str]:
        """Who hears of an unanswered order: the business, and the second address when set."""
        row = (
            await self.session.execute(select(BusinessSetup.email, BusinessSetup.second_alert_email).where(BusinessSetup.id == 1))
        ).first()
        return list(dict.fromkeys(address for address in (row or ()) if address))

    async def orders_made_between(self, start: datetime, end: datetime) -> list[Order]:
        """Orders the kitchen makes in [start, end): for a moment then, or placed then as soon as
        possible; never rejected ones, nor those paid online and not (or never) authorized."""
        rows = await self.session.scalars(
            with_every_part(
                select(Order)
                .where(
                    Order.status.not_in(NOT_MADE),
                    or_(
                        and_(Order.pickup_or_delivery_moment >= start, Order.pickup_or_delivery_moment < end),
                        and_(Order.pickup_or_delivery_moment.is_(None), Order.created_at >= start, Order.created_at < end),
                    ),
                )
                .order_by(Order.id)
            )
        )
        return list(rows)

    async def categories_of(self, product_ids: set[int]) -> dict[int, tuple[int, str]]:
        """Product id -> (its category's menu position, name)."""
        if not product_ids:
            return {}
        rows = await self.session.execute(
            select(Product.id, Category.sort_order, Category.name)
            .join(Category, Category.id == Product.category_id)
            .where(Product.id.in_(product_ids))
        )
        return {r[0]: (r[1], r[2]) for r in rows}
