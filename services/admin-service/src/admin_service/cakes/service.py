"""The staff answer a custom cake request: quote it (again), decline it, hand the cake over.

Each step locks the request's row first, so two staff clicking at once queue and the second gets
a 409 when its step is no longer allowed. Refusals come before anything changes. A step moves the
request through `states.move` (who and when recorded), then the panels hear of it (an event saved
with the change) and the customer is mailed, all in the request's transaction."""

from datetime import date, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.tokens import Principal
from bakery_shared.cakes import states
from bakery_shared.cakes.events import cake_request_event
from bakery_shared.clock import Clock, local_moment
from bakery_shared.errors import Conflict, NotFound, ValidationFailed
from bakery_shared.events import EventBus
from bakery_shared.mail import queue_mail
from bakery_shared.models import (
    CakePaymentPurpose,
    CakeQuote,
    CakeRequest,
    CakeRequestStatus,
    CakeSetup,
    Order,
    OrderStatus,
)
from bakery_shared.money import ro_money
from bakery_shared.payments.cards import CardPayments
from bakery_shared.settings import Settings

from ..orders.lifecycle import Step, next_status
from ..orders.production_list import day_bounds
from ..orders.service import OrderLifecycle
from . import messages as m
from .deposits import deposit_of
from .mails import declined_mail, quote_mail
from .photos import read_photo
from .repository import CakeRequestRepository
from .schemas import CakeRequestAdminOut, DayLoadOut, MarkDeliveredIn, QuoteIn
from .views import admin_out, rest_due, waiting_since_of

S = CakeRequestStatus
ANSWERABLE = frozenset({S.REQUESTED, S.QUOTED})
DELIVERABLE = frozenset({S.ACCEPTED, S.LOCKED})


class CakeDesk:
    def __init__(
        self,
        session: AsyncSession,
        *,
        principal: Principal,
        events: EventBus,
        settings: Settings,
        clock: Clock,
        cards: CardPayments,
    ) -> None:
        self.session = session
        self.principal = principal
        self.events = events
        self.settings = settings
        self.clock = clock
        self.cards = cards
        self.requests = CakeRequestRepository(session)

    async def _found(self, request_id: int, *, for_update: bool) -> CakeRequest:
        request = await self.requests.get(request_id, for_update=for_update)
        if request is None:
            raise NotFound(m.REQUEST_NOT_FOUND)
        return request

    async def view(self, request_id: int) -> CakeRequestAdminOut:
        return await self.view_of(await self._found(request_id, for_update=False))

    async def photo(self, request_id: int, n: int) -> tuple[bytes, str]:
        """The request's `n`-th reference photo (from 1): its bytes and media type."""
        return await read_photo(await self._found(request_id, for_update=False), n, self.settings.media_root)

    async def view_of(self, request: CakeRequest) -> CakeRequestAdminOut:
        """The whole request, with its event day's load beside it."""
        orders, cakes = await self.requests.day_load(*day_bounds(local_moment(request.event_moment).date()))
        setup = await self.requests.setup()
        return admin_out(
            request,
            since=waiting_since_of(request),
            day_load=DayLoadOut(orders=orders, cakes=cakes, cakes_per_day=setup.cakes_per_day),
            pickup_location_name=await self.requests.pickup_location_name(request.pickup_location_id),
        )

    def _moved(self, request: CakeRequest) -> None:
        self.events.emit(self.session, cake_request_event(request))

    async def quote(self, request_id: int, data: QuoteIn) -> CakeRequest:
        """A quote, or a new version replacing the latest (after a change asked, or a correction).
        The customer is mailed it: a guest is sent to the private link of the confirmation mail
        (its key is kept only hashed), a signed-in customer to the request's page (see mails.py)."""
        request = await self._found(request_id, for_update=True)
        if request.status not in ANSWERABLE:
            raise Conflict(m.CANNOT_QUOTE.format(status=m.STATUS_NAMES[request.status]))
        today, event_day = self.clock.today(), local_moment(request.event_moment).date()
        if event_day <= today:
            raise Conflict(m.EVENT_TOO_CLOSE)
        setup = await self.requests.setup()
        valid_until, lock_date = _dates(data, setup, today, event_day)
        percent = data.depositPercent if data.depositPercent is not None else setup.deposit_percent
        now = self.clock.now()
        quote = CakeQuote(
            version=request.quotes[-1].version + 1 if request.quotes else 1,
            price=data.price,
            deposit_percent=percent,
            deposit_amount=deposit_of(data.price, percent),
            description=data.description,
            valid_until=valid_until,
            lock_date=lock_date,
            created_by_id=self.principal.user_id,
            created_at=now,
        )
        request.quotes.append(quote)
        states.move(request, S.QUOTED, at=now, by=self.principal.user_id)
        await self.session.flush()
        self._moved(request)
        queue_mail(self.session, quote_mail(request, quote, self.settings), now)
        return request

    async def decline(self, request_id: int, reason: str) -> CakeRequest:
        """Before any deposit is paid (a paid cake is cancelled, with its refund, instead)."""
        request = await self._found(request_id, for_update=True)
        if request.status not in ANSWERABLE:
            raise Conflict(m.CANNOT_DECLINE.format(status=m.STATUS_NAMES[request.status]))
        now = self.clock.now()
        request.decline_reason = reason
        states.move(request, S.DECLINED, at=now, by=self.principal.user_id, message=reason)
        await self.session.flush()
        self._moved(request)
        queue_mail(self.session, declined_mail(request, reason), now)
        return request

    async def mark_delivered(self, request_id: int, data: MarkDeliveredIn) -> CakeRequest:
        """The cake was picked up or delivered: how the rest was paid is recorded (unless it was paid
        online or there was none), and the cake's order is delivered through the orders' own
        lifecycle, so its history, its panel event and its customer's mail follow as for any order."""
        request = await self._found(request_id, for_update=True)
        if request.status not in DELIVERABLE:
            raise Conflict(m.CANNOT_DELIVER.format(status=m.STATUS_NAMES[request.status]))
        _check_rest(request, data)
        lifecycle = OrderLifecycle(
            self.session, principal=self.principal, events=self.events, settings=self.settings, clock=self.clock, cards=self.cards
        )
        order = await self._order_to_deliver(lifecycle, request)
        request.rest_paid_with = data.restPaidWith
        states.move(request, S.DELIVERED, at=self.clock.now(), by=self.principal.user_id)
        await self.session.flush()
        self._moved(request)
        if order is not None:
            await _deliver(lifecycle, order)
        return request

    async def _order_to_deliver(self, lifecycle: OrderLifecycle, request: CakeRequest) -> Order | None:
        """The cake's order, locked, when it still has to be delivered; its lifecycle's refusal
        (a rejected order) before anything changes."""
        if request.order is None:
            return None
        order = await lifecycle.orders.get_by_number(request.order.order_number, for_update=True)
        if order is None or order.status == OrderStatus.DELIVERED:  # already handed over on the orders panel
            return None
        if order.status != OrderStatus.CONFIRMED:
            next_status(Step.ACCEPT, order.status)
        return order


async def _deliver(lifecycle: OrderLifecycle, order: Order) -> None:
    """A scheduled cake order is accepted, then delivered: two steps of its history, as the staff
    would have taken them on the orders panel."""
    if order.status != OrderStatus.CONFIRMED:
        await lifecycle._record(order, next_status(Step.ACCEPT, order.status), None)
    await lifecycle._record(order, next_status(Step.DELIVER, order.status), None)
    await lifecycle.announced(order)


def _dates(data: QuoteIn, setup: CakeSetup, today: date, event_day: date) -> tuple[date, date]:
    """The quote's last valid day and the request's last day of changes, the setup's by default:
    both from today and before the event day."""
    last_before = event_day - timedelta(days=1)
    valid_until = data.validUntil or min(today + timedelta(days=setup.quote_validity_days), last_before)
    lock_date = data.lockDate or min(max(today, event_day - timedelta(days=setup.lock_days)), last_before)
    if valid_until < today:
        raise ValidationFailed.because(m.VALID_UNTIL_PAST, "validUntil")
    if valid_until >= event_day:
        raise ValidationFailed.because(m.VALID_UNTIL_AFTER_EVENT, "validUntil")
    if lock_date < today:
        raise ValidationFailed.because(m.LOCK_DATE_PAST, "lockDate")
    if lock_date >= event_day:
        raise ValidationFailed.because(m.LOCK_DATE_AFTER_EVENT, "lockDate")
    return valid_until, lock_date


def _check_rest(request: CakeRequest, data: MarkDeliveredIn) -> None:
    """A way of paying the rest is named exactly when some rest was still to collect."""
    due = rest_due(request)
    if data.restPaidWith is None and due > 0:
        raise ValidationFailed.because(m.REST_PAID_WITH_REQUIRED.format(rest=ro_money(due)), "restPaidWith")
    if data.restPaidWith is not None and due <= 0:
        paid_online = any(p.purpose == CakePaymentPurpose.REST and p.captured_at is not None for p in request.payments)
        raise ValidationFailed.because(m.REST_ALREADY_PAID if paid_online else m.NO_REST, "restPaidWith")
