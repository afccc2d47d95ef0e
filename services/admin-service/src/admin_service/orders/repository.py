"""admin-service's order queries: the unanswered-order claim and the stock a rejection returns."""

from datetime import datetime

from sqlalchemy import select, update

from bakery_shared.models import BusinessSetup, Order, OrderStatus, Product
from bakery_shared.orders.repository import OrderRepository


class StaffOrderRepository(OrderRepository):
    async def claim_unanswered(self, created_before: datetime, now: datetime) -> list[int]:
        """Mark every NEW order made before `created_before` and not alerted yet; their ids.
        One UPDATE ... RETURNING, so two replicas never claim the same order."""
        claimed = await self.session.scalars(
            update(Order)
            .where(
                Order.status == OrderStatus.NEW,
                Order.unanswered_alert_sent_at.is_(None),
                Order.created_at <= created_before,
            )
            .values(unanswered_alert_sent_at=now)
            .returning(Order.id)
        )
        return sorted(claimed)

    async def business_email(self) -> str | None:
        return await self.session.scalar(select(BusinessSetup.email).where(BusinessSetup.id == 1))

    async def products_by_id(self, ids: set[int]) -> dict[int, Product]:
        if not ids:
            return {}
        return {p.id: p for p in await self.session.scalars(select(Product).where(Product.id.in_(ids)))}
