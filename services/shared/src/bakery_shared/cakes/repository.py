"""The queries of a custom cake's money, for both services: a request locked with everything its
money needs, the day's capacity, and the worklists of the background job (payments to reconcile,
rests to charge)."""

from datetime import date, datetime, time, timedelta

from sqlalchemy import ColumnElement, and_, exists, func, select, text
from sqlalchemy.orm import selectinload

from ..clock import BUSINESS_ZONE
from ..models import (
    CakePayment,
    CakePaymentPurpose,
    CakeRequest,
    CakeRequestStatus,
    CakeSetup,
    CardPaymentState,
    Order,
    PickupLocation,
    RestPayment,
)
from ..orders.repository import with_every_part
from ..repository import Repository
from .states import HOLDS_CAPACITY

# The rest is charged from the saved card while the cake is still to be made.
CHARGEABLE = (CakeRequestStatus.ACCEPTED, CakeRequestStatus.LOCKED)


def _whole(query):
    return query.options(
        selectinload(CakeRequest.quotes),
        selectinload(CakeRequest.changes),
        selectinload(CakeRequest.payments).selectinload(CakePayment.records),
        selectinload(CakeRequest.payments).selectinload(CakePayment.refunds),
    ).execution_options(populate_existing=True)


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """The business day `day` as instants (Sibiu's midnight to midnight)."""
    start = datetime.combine(day, time(), BUSINESS_ZONE)
    return start, datetime.combine(day + timedelta(days=1), time(), BUSINESS_ZONE)


class CakeLedger(Repository):
    async def _locked(self, *conditions: ColumnElement[bool], skip_locked: bool = False) -> CakeRequest | None:
        # The request row alone is locked; its parts are read after, whole.
        query = select(CakeRequest.id).where(*conditions).with_for_update(skip_locked=skip_locked)
        locked = await self.session.scalar(query)
        if locked is None:
            return None
        return await self.session.scalar(_whole(select(CakeRequest).where(CakeRequest.id == locked)))

    async def lock(self, request_id: int) -> CakeRequest | None:
        """The request locked FOR UPDATE, with its quotes, changes and payments."""
        return await self._locked(CakeRequest.id == request_id)

    async def lock_unless_busy(self, request_id: int) -> CakeRequest | None:
        """The request locked, or None when someone holds it now (skipped this round, never waited for)."""
        return await self._locked(CakeRequest.id == request_id, skip_locked=True)

    async def lock_by_intent(self, intent_id: str) -> CakeRequest | None:
        """The request one of whose payments made this PaymentIntent, locked."""
        owner = select(CakePayment.request_id).where(CakePayment.intent_id == intent_id).scalar_subquery()
        return await self._locked(CakeRequest.id == owner)

    async def order_of(self, request: CakeRequest) -> Order | None:
        if request.order_id is None:
            return None
        return await self.session.scalar(with_every_part(select(Order).where(Order.id == request.order_id)))

    async def setup(self) -> CakeSetup:
        setup = await self.session.get(CakeSetup, 1)
        if setup is None:  # the migration writes it; a database without it keeps the defaults
            setup = CakeSetup(id=1)
            self.session.add(setup)
            await self.session.flush()
        return setup

    async def pickup_location(self, location_id: int | None) -> PickupLocation | None:
        return await self.session.get(PickupLocation, location_id) if location_id is not None else None

    async def lock_day(self, day: date) -> None:
        """Until the transaction ends, nobody else takes or counts this day's capacity: two deposits
        paid at once for the last place queue here, and the second finds the day full."""
        await self.session.execute(text("SELECT pg_advisory_xact_lock(hashtext('cake-day'), :day)"), {"day": day.toordinal()})

    async def cakes_held_on(self, day: date, *, besides: int) -> int:
        """Requests whose paid deposit holds a place on `day`, other than `besides`."""
        start, end = day_bounds(day)
        return await self.session.scalar(
            select(func.count())
            .select_from(CakeRequest)
            .where(
                CakeRequest.status.in_(HOLDS_CAPACITY),
                CakeRequest.event_moment >= start,
                CakeRequest.event_moment < end,
                CakeRequest.id != besides,
            )
        )

    async def open_payments(self, *, after: int, limit: int) -> list[tuple[int, int]]:
        """(payment id, request id) of payments awaiting their card that the customer has given one
        for (a SetupIntent or a PaymentIntent made): the reconciliation settles them."""
        rows = await self.session.execute(
            select(CakePayment.id, CakePayment.request_id)
            .where(
                CakePayment.card_state == CardPaymentState.AWAITING,
                (CakePayment.intent_id.is_not(None)) | (CakePayment.setup_intent_id.is_not(None)),
                CakePayment.id > after,
            )
            .order_by(CakePayment.id)
            .limit(limit)
        )
        return [(payment_id, request_id) for payment_id, request_id in rows.all()]

    async def rests_due(self, now: datetime, hours: int, *, limit: int) -> list[int]:
        """Requests whose rest is to be charged from the saved card now: paid for, charged
        automatically, within `hours` of the event, no rest charged or tried yet."""
        no_rest = ~exists().where(and_(CakePayment.request_id == CakeRequest.id, CakePayment.purpose == CakePaymentPurpose.REST))
        return list(
            await self.session.scalars(
                select(CakeRequest.id)
                .where(
                    CakeRequest.status.in_(CHARGEABLE),
                    CakeRequest.rest_payment == RestPayment.CARD_AUTO,
                    CakeRequest.saved_payment_method_id.is_not(None),
                    CakeRequest.rest_unpaid_at.is_(None),
                    CakeRequest.event_moment <= now + timedelta(hours=hours),
                    no_rest,
                )
                .order_by(CakeRequest.event_moment, CakeRequest.id)
                .limit(limit)
            )
        )
