"""The order's state machine (SPEC §4): accept, deliver, reject — by staff, one at a time.

The order row is locked FOR UPDATE first, so two staff clicking at once queue: the second sees
the first's result and gets a 409 if its step is no longer allowed. Every change is recorded with
who and when, announced to the panels and the customer, and mailed to the customer.
"""

from datetime import UTC, datetime

from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..auth.tokens import Principal
from ..errors import Conflict, NotFound
from ..last_key import bump_last_key
from ..models import UNLIMITED_STOCK, Dimension, Order, OrderStatus, OrderStatusChange, PrepTimeUnit
from . import messages as m
from .notifications import send_after_commit, status_changed_event, status_mail
from .read_models import load_order, order_detail
from .schemas import ConfirmOrderIn, OrderDetailOut, RejectOrderIn

ACCEPTABLE = {OrderStatus.NEW, OrderStatus.SCHEDULED}
FINAL = {OrderStatus.REJECTED, OrderStatus.DELIVERED}


class OrderLifecycle:
    def __init__(self, session: AsyncSession, app: FastAPI, principal: Principal) -> None:
        self.session = session
        self.app = app
        self.principal = principal

    async def _locked(self, order_number: str) -> Order:
        order = await load_order(self.session, Order.order_number == order_number.strip(), for_update=True)
        if order is None:
            raise NotFound(m.ORDER_NOT_FOUND)
        return order

    async def _move(self, order: Order, to: OrderStatus, note: str | None) -> OrderDetailOut:
        now = datetime.now(UTC)
        change = OrderStatusChange(
            order_id=order.id, from_status=order.status, to_status=to, changed_by_id=self.principal.user_id,
            changed_at=now, note=note,
        )
        order.status_history.append(change)
        order.status = to
        order.updated_at = now
        await self.session.flush()
        self.app.state.events.emit(self.session, status_changed_event(order))
        detail = await order_detail(self.session, order)
        send_after_commit(self.session, self.app.state.mailer, status_mail(detail, self.app.state.settings))
        return detail

    async def confirm(self, data: ConfirmOrderIn) -> OrderDetailOut:
        order = await self._locked(data.orderNumber)
        if order.status not in ACCEPTABLE:
            raise Conflict(m.CANNOT_ACCEPT.format(status=m.STATUS_NAMES[order.status]))
        if data.timeToPrepare is None:
            order.time_to_prepare_value, order.time_to_prepare_unit = None, None
            note = "N/A"
        else:
            value, unit = data.timeToPrepare
            order.time_to_prepare_value, order.time_to_prepare_unit = value, PrepTimeUnit(unit)
            note = f"{value} {unit}"
        order.manually_set_package_cost = data.totalPackageCost
        return await self._move(order, OrderStatus.CONFIRMED, f"Timp de pregătire: {note}")

    async def deliver(self, order_number: str) -> OrderDetailOut:
        order = await self._locked(order_number)
        if order.status != OrderStatus.CONFIRMED:
            raise Conflict(m.CANNOT_DELIVER.format(status=m.STATUS_NAMES[order.status]))
        return await self._move(order, OrderStatus.DELIVERED, None)

    async def reject(self, data: RejectOrderIn) -> OrderDetailOut:
        order = await self._locked(data.orderNumber)
        if order.status in FINAL:
            raise Conflict(m.CANNOT_REJECT.format(status=m.STATUS_NAMES[order.status]))
        order.rejection_reason = data.reason
        await self._return_stock(order)
        return await self._move(order, OrderStatus.REJECTED, data.reason)

    async def _return_stock(self, order: Order) -> None:
        """A rejected order gives its pieces back (limited stock only), dimensions locked in id order."""
        taken: dict[int, int] = {}
        for line in order.product_lines:
            for d in line.dimension_lines:
                if d.dimension_id is not None:
                    taken[d.dimension_id] = taken.get(d.dimension_id, 0) + d.quantity
        for promotion in order.promotion_lines:
            for choice in promotion.choices:
                if choice.dimension_id is not None:
                    taken[choice.dimension_id] = taken.get(choice.dimension_id, 0) + promotion.quantity
        if not taken:
            return
        dimensions = await self.session.scalars(
            select(Dimension).where(Dimension.id.in_(sorted(taken))).order_by(Dimension.id).with_for_update()
            .execution_options(populate_existing=True)
        )
        changed = False
        for dimension in dimensions:
            if not dimension.stock_unlimited and dimension.stock < UNLIMITED_STOCK:
                dimension.stock = min(dimension.stock + taken[dimension.id], UNLIMITED_STOCK - 1)
                changed = True
        if changed:
            await self.session.flush()
            await bump_last_key(self.session)

