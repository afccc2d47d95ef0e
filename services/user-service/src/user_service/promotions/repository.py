"""Promotion queries. "Due on a day" is written here, as SQL: the storefront's list asks through
`due_on`, and the checkout's automatic promotions through `_DUE_AUTOMATIC`, the same rule as a
prepared statement (tests/promotions/test_due_automatic.py holds them to one answer).

Which uses count against a limit is written here too: a use counts once its order is paid for or
will be paid at pickup, never while an online order awaits its card or after its hold lapsed
(`UNPAID`). `Promotion.uses_count` holds the uses taken when an order paid at pickup was placed;
an online order's use is read from its order's state (`paid_online_uses`), so it counts from the
moment its card is authorized, by whichever path learns of it, with nothing to give back when
the hold lapses."""

from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
import json

from sqlalchemy import ColumnElement, and_, exists, func, or_, select, text, update
from sqlalchemy.orm import raiseload, selectinload

from bakery_shared.driver import on_driver
from bakery_shared.models import (
    Dimension,
    NewsletterSubscriber,
    Order,
    OrderDeliveryDetails,
    OrderPayment,
    OrderStatus,
    PaymentMethod,
    PersonalCoupon,
    Product,
    Promotion,
    PromotionConditionType,
    PromotionProductSet,
    PromotionRedemption,
    PromotionType,
    User,
)
from bakery_shared.repository import Repository

# Orders nobody has paid for (yet): an online order awaiting its card, or whose hold lapsed. Their
# promotions are not counted against any limit.
UNPAID = (OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_EXPIRED)

BUNDLE_TYPES = (PromotionType.BUY_X_GET_Y_FREE, PromotionType.COMBO)
# Kinds the checkout applies by itself when they carry no code.
AUTOMATIC_TYPES = (
    PromotionType.PRODUCT_DISCOUNT,
    PromotionType.CART_PERCENTAGE_DISCOUNT,
    PromotionType.CART_FIXED_DISCOUNT,
    PromotionType.BUY_ONE_GET_ONE,
    PromotionType.FREE_ITEM,
)


def due_on(today: date) -> ColumnElement[bool]:
    """Switched on, and `today` (Sibiu's date) between its first and last day, both included
    (the checkout's `_DUE_AUTOMATIC` spells the same rule in SQL)."""
    return and_(
        Promotion.active.is_(True),
        or_(Promotion.start_date.is_(None), Promotion.start_date <= today),
        or_(Promotion.end_date.is_(None), Promotion.end_date >= today),
    )


@dataclass(slots=True)
class ConditionRow:
    condition_type: PromotionConditionType
    condition_value: str | None


@dataclass(slots=True)
class PromotionRow:
    """An automatic promotion as the checkout weighs it, read like a `Promotion` (the attributes
    the conditions, discounts and use counting look at), for reading only."""

    id: int
    name: str
    type: PromotionType
    discount_percentage: Decimal | None
    discount_amount: Decimal | None
    coupon_code: str | None
    min_order_value: Decimal | None
    combinable: bool
    uses_count: int
    targets: dict
    conditions: list[ConditionRow] = field(default_factory=list)


# `due_on` and the automatic kinds as one prepared statement, the conditions (in id order, as the
# relationship orders them) in the same row.
_DUE_AUTOMATIC = (
    "SELECT p.id, p.name, p.type::text, p.discount_percentage, p.discount_amount, p.coupon_code, p.min_order_value,"
    " p.combinable, p.uses_count, p.targets::text,"
    " ARRAY(SELECT c.condition_type::text FROM promotion_conditions c WHERE c.promotion_id = p.id ORDER BY c.id),"
    " ARRAY(SELECT c.condition_value FROM promotion_conditions c WHERE c.promotion_id = p.id ORDER BY c.id)"
    " FROM promotions p"
    " WHERE p.active AND (p.start_date IS NULL OR p.start_date <= $1) AND (p.end_date IS NULL OR p.end_date >= $1)"
    " AND p.type = ANY($2::text[]::promotion_type[]) AND p.coupon_code IS NULL"
    " ORDER BY p.id"
)
_AUTOMATIC_NAMES = [kind.value for kind in AUTOMATIC_TYPES]


def _paid_online_uses(promotion_id: int):
    return (
        select(func.count())
        .select_from(PromotionRedemption)
        .join(Order, Order.id == PromotionRedemption.order_id)
        .join(OrderPayment, OrderPayment.order_id == Order.id)
        .where(
            PromotionRedemption.promotion_id == promotion_id,
            OrderPayment.method == PaymentMethod.ONLINE,
            Order.status.not_in(UNPAID),
        )
    )


@dataclass(frozen=True)
class Customer:
    """Who a per-customer limit counts: the account when signed in, else the verified subscriber
    (the typed e-mail, only for a newsletter promotion whose subscription was checked)."""

    user_id: int | None
    email: str

    @property
    def key(self) -> str:
        return f"user:{self.user_id}" if self.user_id is not None else f"subscriber:{self.email}"


class PromotionRepository(Repository):
    async def due(self, today: date) -> list[Promotion]:
        """Every promotion due today, with what the storefront shows of it."""
        rows = await self.session.scalars(
            select(Promotion)
            .where(due_on(today))
            .options(
                selectinload(Promotion.conditions),
                selectinload(Promotion.product_sets).selectinload(PromotionProductSet.products).selectinload(Product.dimensions),
                raiseload("*"),
            )
            .order_by(Promotion.id)
        )
        return list(rows)

    async def due_bundle(self, promotion_id: int, today: date) -> Promotion | None:
        """The bundle with its sets and its conditions (the checkout weighs them like any promotion's)."""
        return await self.session.scalar(
            select(Promotion)
            .where(Promotion.id == promotion_id, due_on(today))
            .options(
                selectinload(Promotion.product_sets).selectinload(PromotionProductSet.products),
                selectinload(Promotion.conditions),
            )
        )

    async def due_code(self, code: str, today: date) -> Promotion | None:
        """The coupon or newsletter promotion with this code (any case), if due today."""
        return await self.session.scalar(
            select(Promotion)
            .where(func.lower(Promotion.coupon_code) == code.lower(), Promotion.type.notin_(BUNDLE_TYPES), due_on(today))
            .options(selectinload(Promotion.conditions))
        )

    async def name_of(self, promotion_id: int) -> str | None:
        return await self.session.scalar(select(Promotion.name).where(Promotion.id == promotion_id))

    async def is_subscribed(self, email: str) -> bool:
        found = await self.session.scalar(
            select(NewsletterSubscriber.id).where(
                NewsletterSubscriber.email == email,
                NewsletterSubscriber.unsubscribed_at.is_(None),
                NewsletterSubscriber.confirmed_at.is_not(None),
            )
        )
        return found is not None

    async def due_automatic(self, today: date) -> list[PromotionRow]:
        """The promotions the checkout weighs by itself: due today and asking for no code."""
        # Asked by every order (most shops run none): a prepared statement on the request's own
        # connection, no ORM loading or statement compiling. `_DUE_AUTOMATIC` spells `due_on` in SQL:
        # a change of one is a change of the other.
        rows = await on_driver(self.session, "fetch", _DUE_AUTOMATIC, today, _AUTOMATIC_NAMES)
        return [
            PromotionRow(
                *row[:2],
                PromotionType(row[2]),
                *row[3:9],
                json.loads(row[9]) if row[9] else {},
                [ConditionRow(PromotionConditionType(kind), value) for kind, value in zip(row[10], row[11], strict=True)],
            )
            for row in rows
        ]

    async def personal_coupon(self, code: str) -> PersonalCoupon | None:
        return await self.session.scalar(select(PersonalCoupon).where(func.lower(PersonalCoupon.code) == code.lower()))

    async def due_promotion(self, promotion_id: int, today: date) -> Promotion | None:
        """The promotion if it is still on today (a personal code dies with its promotion)."""
        return await self.session.scalar(
            select(Promotion).where(Promotion.id == promotion_id, due_on(today)).options(selectinload(Promotion.conditions))
        )

    async def account_email(self, user_id: int) -> str | None:
        return await self.session.scalar(select(User.email).where(User.id == user_id))

    async def free_item(self, dimension_id: int) -> Dimension | None:
        return await self.session.scalar(
            select(Dimension)
            .where(Dimension.id == dimension_id)
            .options(selectinload(Dimension.product).selectinload(Product.category))
        )

    async def has_ordered(self, user_id: int) -> bool:
        """Whether this account already has an order that was not refused nor left unpaid online:
        on the account, or placed as a guest with the account's own (confirmed) e-mail. Never by a
        typed e-mail, so no answer tells anything about another address."""
        account_email = select(User.email).where(User.id == user_id).scalar_subquery()
        who = or_(Order.user_id == user_id, func.lower(OrderDeliveryDetails.email) == func.lower(account_email))
        found = await self.session.scalar(
            select(Order.id).join(OrderDeliveryDetails).where(who, Order.status.not_in((OrderStatus.REJECTED, *UNPAID))).limit(1)
        )
        return found is not None

    async def uses_by(self, promotion_id: int, customer: "Customer") -> int:
        """Orders of this customer (an account, or a newsletter promotion's verified subscriber)
        that used the promotion; serialised per customer and promotion (a transaction-long
        advisory lock), so two orders at once cannot both pass the limit."""
        await self.session.execute(
            text("SELECT pg_advisory_xact_lock(hashtextextended(:key, 0))"), {"key": f"promotion:{promotion_id}:{customer.key}"}
        )
        if customer.user_id is not None:
            who = PromotionRedemption.user_id == customer.user_id
        else:
            who = PromotionRedemption.email == customer.email
        return (
            await self.session.scalar(
                select(func.count())
                .select_from(PromotionRedemption)
                .join(Order, Order.id == PromotionRedemption.order_id)
                .where(PromotionRedemption.promotion_id == promotion_id, who, Order.status.not_in(UNPAID))
            )
            or 0
        )

    async def paid_online_uses(self, promotion_id: int) -> int:
        """Uses by online orders whose card was authorized: counted from their orders' state, so
        an authorization counts wherever it is learnt of (`uses_count` holds the rest)."""
        return await self.session.scalar(_paid_online_uses(promotion_id)) or 0

    async def personal_used_online(self, personal: PersonalCoupon) -> bool:
        """Whether an order someone pays for used this personal code: an online order leaves the
        code's `redeemed_at` empty (its use counts from its card's authorization, read here), an
        order paid at pickup fills it when placed."""
        used = await self.session.scalar(
            select(
                exists()
                .where(
                    PromotionRedemption.promotion_id == personal.promotion_id,
                    Order.id == PromotionRedemption.order_id,
                    func.lower(Order.coupon) == personal.code.lower(),
                    Order.status.not_in(UNPAID),
                )
                .select_from(PromotionRedemption, Order)
            )
        )
        return bool(used)

    async def count_use(self, promotion_id: int, limit: int | None) -> bool:
        """One more use by an order paid at pickup, unless the limit is reached with the online
        orders already authorized: one statement under the row's lock, so concurrent orders paid
        at pickup never pass the limit (the loser re-reads the committed count)."""
        query = update(Promotion).where(Promotion.id == promotion_id).values(uses_count=Promotion.uses_count + 1)
        if limit is not None:
            query = query.where(Promotion.uses_count + _paid_online_uses(promotion_id).scalar_subquery() < limit)
        result = await self.session.execute(query.returning(Promotion.id).execution_options(synchronize_session=False))
        return result.scalar() is not None

    async def redeem_personal(self, coupon_id: int, now: datetime) -> bool:
        result = await self.session.execute(
            update(PersonalCoupon)
            .where(PersonalCoupon.id == coupon_id, PersonalCoupon.redeemed_at.is_(None))
            .values(redeemed_at=now)
            .returning(PersonalCoupon.id)
            .execution_options(synchronize_session=False)
        )
        return result.scalar() is not None

    def record(self, redemptions: list[PromotionRedemption]) -> None:
        self.session.add_all(redemptions)
