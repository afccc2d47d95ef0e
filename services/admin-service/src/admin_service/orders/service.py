"""The staff move an order along its lifecycle (SPEC §4): accept, deliver, reject.

The order row is locked FOR UPDATE first, so two staff clicking at once queue: the second sees
the first's result and gets a 409 if its step is no longer allowed. Every change is recorded with
who and when, announced to the panels and the customer, and mailed to the customer.
"""

from collections import Counter
from collections.abc import Iterable
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.tokens import Principal
from bakery_shared.clock import Clock
from bakery_shared.errors import NotFound
from bakery_shared.events import EventBus
from bakery_shared.last_key import bump_last_key
from bakery_shared.mail import queue_mail
from bakery_shared.models import UNLIMITED_STOCK, Dimension, Order, OrderStatusChange, PrepTimeUnit, Product
from bakery_shared.orders.messages import ORDER_NOT_FOUND
from bakery_shared.orders.production import LoadKey, capacity_of
from bakery_shared.orders.repository import ProductionRepository
from bakery_shared.orders.schemas import OrderDetailOut
from bakery_shared.orders.service import order_detail
from bakery_shared.settings import Settings

from .lifecycle import Step, next_status
from .notifications import status_changed_event, status_mail
from .production_list import production_day
from .repository import StaffOrderRepository
from .schemas import ConfirmOrderIn, RejectOrderIn


def pieces_taken(order: Order) -> Counter[int]:
    """Pieces per dimension id, of the order's products and of its promotions' choices."""
    taken: Counter[int] = Counter()
    for line in order.product_lines:
        for d in line.dimension_lines:
            if d.dimension_id is not None:
                taken[d.dimension_id] += d.quantity
    for promotion in order.promotion_lines:
        for choice in promotion.choices:
            if choice.dimension_id is not None:
                taken[choice.dimension_id] += promotion.quantity
    return taken


def restock(dimensions: Iterable[Dimension], taken: Counter[int]) -> bool:
    """Puts the pieces back on the limited stocks; whether any stock changed."""
    changed = False
    for dimension in dimensions:
        if not dimension.stock_unlimited and dimension.stock < UNLIMITED_STOCK:
            dimension.stock = min(dimension.stock + taken[dimension.id], UNLIMITED_STOCK - 1)
            changed = True
    return changed


def capacity_taken(
    dimensions: Iterable[Dimension], products: dict[int, Product], taken: Counter[int], day: date
) -> Counter[LoadKey]:
    """The production load the pieces took on `day`, by the products' limits as they are now."""
    back: Counter[LoadKey] = Counter()
    for dimension in dimensions:
        product = products.get(dimension.product_id)
        limit = capacity_of(product, dimension) if product is not None else None
        if limit is not None:
            back[(product.id, limit[0], day)] += taken[dimension.id]
    return back


class OrderLifecycle:
    def __init__(
        self,
        session: AsyncSession,
        *,
        principal: Principal,
        events: EventBus,
        settings: Settings,
        clock: Clock,
    ) -> None:
        self.session = session
        self.orders = StaffOrderRepository(session)
        self.principal = principal
        self.events = events
        self.settings = settings
        self.clock = clock

    async def _locked(self, order_number: str) -> Order:
        order = await self.orders.get_by_number(order_number, for_update=True)
        if order is None:
            raise NotFound(ORDER_NOT_FOUND)
        return order

    async def _move(self, order: Order, step: Step, note: str | None) -> OrderDetailOut:
        target = next_status(step, order.status)
        now = self.clock.now()
        order.status_history.append(
            OrderStatusChange(
                order_id=order.id,
                from_status=order.status,
                to_status=target,
                changed_by_id=self.principal.user_id,
                changed_at=now,
                note=note,
            )
        )
        order.status = target
        order.updated_at = now
        await self.session.flush()
        self.events.emit(self.session, status_changed_event(order))
        detail = await order_detail(self.session, order)
        queue_mail(self.session, status_mail(detail, self.settings), now)
        return detail

    async def confirm(self, data: ConfirmOrderIn) -> OrderDetailOut:
        order = await self._locked(data.orderNumber)
        next_status(Step.ACCEPT, order.status)  # refuse before changing anything
        if data.timeToPrepare is None:
            order.time_to_prepare_value, order.time_to_prepare_unit = None, None
            note = "N/A"
        else:
            value, unit = data.timeToPrepare
            order.time_to_prepare_value, order.time_to_prepare_unit = value, PrepTimeUnit(unit)
            note = f"{value} {unit}"
        order.manually_set_package_cost = data.totalPackageCost
        return await self._move(order, Step.ACCEPT, f"Timp de pregătire: {note}")

    async def deliver(self, order_number: str) -> OrderDetailOut:
        order = await self._locked(order_number)
        return await self._move(order, Step.DELIVER, None)

    async def reject(self, data: RejectOrderIn) -> OrderDetailOut:
        order = await self._locked(data.orderNumber)
        next_status(Step.REJECT, order.status)
        order.rejection_reason = data.reason
        await self._return_stock(order)
        return await self._move(order, Step.REJECT, data.reason)

    async def _return_stock(self, order: Order) -> None:
        """A rejected order gives its pieces back (limited stock only) and moves the storefront's
        last-key, so the menu shows them again at once; and it gives back the production capacity
        it took for its day (counted by the product's limits as they are now)."""
        taken = pieces_taken(order)
        if not taken:
            return
        dimensions = await self.orders.lock_dimensions(taken)
        if restock(dimensions.values(), taken):
            await self.session.flush()
            await bump_last_key(self.session)
        # Then the day's production capacity, after the same dimension locks, in key order.
        products = await self.orders.products_by_id({d.product_id for d in dimensions.values()})
        back = capacity_taken(dimensions.values(), products, taken, production_day(order))
        await ProductionRepository(self.session).give_back(dict(back))
