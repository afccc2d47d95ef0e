"""The staff's queries of custom cake requests: the panel's list and one request whole, the event
day's load, the owner's rules, the jobs' claims, and the cakes of the production list's orders."""

from collections.abc import Sequence
from datetime import date, datetime

from sqlalchemy import ColumnElement, and_, exists, func, or_, select, update
from sqlalchemy.orm import aliased, selectinload

from bakery_shared.cakes.states import HOLDS_CAPACITY
from bakery_shared.models import (
    CakePayment,
    CakeQuote,
    CakeRequest,
    CakeRequestChange,
    CakeRequestStatus,
    CakeSetup,
    Order,
    OrderStatus,
    PickupLocation,
)
from bakery_shared.repository import Repository

S = CakeRequestStatus
# Orders that will not be made: refused by the bakery, or never paid online in time.
NOT_IN_THE_DAY = (OrderStatus.REJECTED, OrderStatus.PAYMENT_EXPIRED)


def waiting_since() -> ColumnElement[datetime]:
    """When the request last began to wait for a quote: made, or sent back by a change asked."""
    last = (
        select(func.max(CakeRequestChange.changed_at))
        .where(CakeRequestChange.request_id == CakeRequest.id, CakeRequestChange.to_status == S.REQUESTED)
        .scalar_subquery()
    )
    return func.coalesce(last, CakeRequest.created_at)


def _latest_quote() -> ColumnElement[bool]:
    """`CakeQuote` (joined to its request) is the request's latest version."""
    newer = aliased(CakeQuote)
    return ~exists().where(newer.request_id == CakeQuote.request_id, newer.version > CakeQuote.version)


def _whole():
    """A request with everything its view shows (and its changes, which `states.move` appends to)."""
    return (
        selectinload(CakeRequest.quotes),
        selectinload(CakeRequest.payments).selectinload(CakePayment.refunds),
        selectinload(CakeRequest.changes),
        selectinload(CakeRequest.order),
    )


class CakeRequestRepository(Repository):
    async def page(self, status: S | None, *, page: int, size: int) -> tuple[list[tuple[CakeRequest, datetime]], int]:
        """One page of requests (of one status, or all), newest first, each with since when it waits."""
        where = [CakeRequest.status == status] if status is not None else []
        total = await self.session.scalar(select(func.count()).select_from(CakeRequest).where(*where)) or 0
        rows = await self.session.execute(
            select(CakeRequest, waiting_since())
            .where(*where)
            .options(selectinload(CakeRequest.quotes), selectinload(CakeRequest.payments))
            .order_by(CakeRequest.created_at.desc(), CakeRequest.id.desc())
            .offset(page * size)
            .limit(size)
        )
        return [(request, since) for request, since in rows], total

    async def get(self, request_id: int, *, for_update: bool = False) -> CakeRequest | None:
        query = select(CakeRequest).where(CakeRequest.id == request_id).options(*_whole())
        if for_update:
            query = query.with_for_update(of=CakeRequest).execution_options(populate_existing=True)
        return await self.session.scalar(query)

    async def pickup_location_name(self, location_id: int | None) -> str | None:
        if location_id is None:
            return None
        return await self.session.scalar(select(PickupLocation.name).where(PickupLocation.id == location_id))

    async def day_load(self, start: datetime, end: datetime) -> tuple[int, int]:
        """(orders, cakes) of the day [start, end): the orders to be made then (for a moment that
        day, or placed that day as soon as possible) that are not a custom cake's, and the custom
        cakes whose paid deposit holds the day's capacity."""
        a_cake = exists().where(CakeRequest.order_id == Order.id)
        orders = await self.session.scalar(
            select(func.count())
            .select_from(Order)
            .where(
                Order.status.not_in(NOT_IN_THE_DAY),
                ~a_cake,
                or_(
                    and_(Order.pickup_or_delivery_moment >= start, Order.pickup_or_delivery_moment < end),
                    and_(Order.pickup_or_delivery_moment.is_(None), Order.created_at >= start, Order.created_at < end),
                ),
            )
        )
        cakes = await self.session.scalar(
            select(func.count())
            .select_from(CakeRequest)
            .where(
                CakeRequest.status.in_(HOLDS_CAPACITY),
                CakeRequest.event_moment >= start,
                CakeRequest.event_moment < end,
            )
        )
        return orders or 0, cakes or 0

    async def setup(self, *, for_update: bool = False) -> CakeSetup:
        """The owner's rules: the one row the migration made (made again with the defaults if gone)."""
        query = select(CakeSetup).where(CakeSetup.id == 1)
        if for_update:
            query = query.with_for_update()
        found = await self.session.scalar(query)
        if found is None:
            found = CakeSetup(id=1, flavours=[], fillings=[])
            self.session.add(found)
            await self.session.flush()
        return found

    # ---- the jobs ------------------------------------------------------------------------------

    async def _locked_with_latest_quote(self, status: S, condition: ColumnElement[bool]) -> list[CakeRequest]:
        """Requests of `status` whose latest quote meets `condition`, locked (those a staff member
        holds right now are left for the next round)."""
        rows = await self.session.scalars(
            select(CakeRequest)
            .join(CakeQuote, CakeQuote.request_id == CakeRequest.id)
            .where(CakeRequest.status == status, _latest_quote(), condition)
            .options(*_whole())
            .order_by(CakeRequest.id)
            .with_for_update(of=CakeRequest, skip_locked=True)
        )
        return list(rows)

    async def quoted_past_validity(self, today: date) -> list[CakeRequest]:
        """Quoted requests whose latest quote was valid until before `today`."""
        return await self._locked_with_latest_quote(S.QUOTED, CakeQuote.valid_until < today)

    async def accepted_past_lock(self, today: date) -> list[CakeRequest]:
        """Accepted requests whose quote's last day of changes is before `today`."""
        return await self._locked_with_latest_quote(S.ACCEPTED, CakeQuote.lock_date < today)

    async def claim_waiting(self, since_before: datetime, now: datetime) -> list[int]:
        """Mark every request waiting for a quote since before `since_before` and not yet reported;
        their ids. One UPDATE ... RETURNING, so two replicas never report the same request."""
        claimed = await self.session.scalars(
            update(CakeRequest)
            .where(
                CakeRequest.status == S.REQUESTED,
                CakeRequest.waiting_alert_sent_at.is_(None),
                waiting_since() <= since_before,
            )
            .values(waiting_alert_sent_at=now)
            .returning(CakeRequest.id)
        )
        return sorted(claimed)

    async def claim_reminders(self, start: datetime, end: datetime, now: datetime) -> list[int]:
        """Mark every paid cake of the day [start, end) whose customer was not reminded yet; their ids."""
        claimed = await self.session.scalars(
            update(CakeRequest)
            .where(
                CakeRequest.status.in_((S.ACCEPTED, S.LOCKED)),
                CakeRequest.reminder_sent_at.is_(None),
                CakeRequest.event_moment >= start,
                CakeRequest.event_moment < end,
            )
            .values(reminder_sent_at=now)
            .returning(CakeRequest.id)
        )
        return sorted(claimed)

    async def many(self, ids: Sequence[int]) -> list[CakeRequest]:
        if not ids:
            return []
        rows = await self.session.scalars(
            select(CakeRequest).where(CakeRequest.id.in_(ids)).options(*_whole()).order_by(CakeRequest.id)
        )
        return list(rows)

    # ---- the production list --------------------------------------------------------------------

    async def of_orders(self, order_ids: Sequence[int]) -> dict[int, CakeRequest]:
        """Order id -> the custom cake request that made it."""
        if not order_ids:
            return {}
        rows = await self.session.scalars(select(CakeRequest).where(CakeRequest.order_id.in_(order_ids)))
        return {row.order_id: row for row in rows if row.order_id is not None}
