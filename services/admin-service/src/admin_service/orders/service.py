"""The staff move an order along its lifecycle (SPEC §4): accept, deliver, reject.

The order row is locked FOR UPDATE first, so two staff clicking at once queue: the second sees
the first's result and gets a 409 if its step is no longer allowed. Every change is recorded with
who and when, announced to the panels and the customer, and mailed to the customer.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.tokens import Principal
from bakery_shared.clock import Clock
from bakery_shared.errors import NotFound
from bakery_shared.events import EventBus
from bakery_shared.mail import queue_mail
from bakery_shared.models import Order, OrderStatusChange, PrepTimeUnit
from bakery_shared.orders.giving_back import give_back
from bakery_shared.orders.messages import ORDER_NOT_FOUND
from bakery_shared.orders.schemas import OrderDetailOut
from bakery_shared.orders.service import order_detail
from bakery_shared.settings import Settings

from .lifecycle import Step, next_status
from .notifications import status_changed_event, status_mail
from .repository import StaffOrderRepository
from .schemas import ConfirmOrderIn, RejectOrderIn


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
        await give_back(self.session, order)
        return await self._move(order, Step.REJECT, data.reason)
