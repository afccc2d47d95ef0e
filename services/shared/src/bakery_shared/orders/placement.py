"""Placing an order: check it, price it, take the stock and save it, all in the request's transaction.

Nothing here commits: the session dependency does, so a refusal anywhere saves nothing. Stock is
taken under row locks on the dimensions, always in id order (then the business_setup row for the
last-key), so concurrent orders queue instead of overselling or deadlocking.
"""

import base64
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from decimal import Decimal
import hashlib
import hmac
import json
import secrets

from fastapi import FastAPI
from sqlalchemy import func, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from ..auth.tokens import Principal
from ..business.advance import advance_delta
from ..business.repository import BusinessRepository
from ..business.schedule import BUSINESS_ZONE, falls_in_schedule, local_moment
from ..errors import Conflict, ValidationFailed
from ..last_key import bump_last_key
from ..models import (
    UNLIMITED_STOCK,
    BusinessSetup,
    Category,
    DeliveryMethod,
    Dimension,
    MinimumQuantityType,
    NewsletterSubscriber,
    Order,
    OrderDeliveryDetails,
    OrderDimensionLine,
    OrderLineExtra,
    OrderPayment,
    OrderProductLine,
    OrderPromotionChoice,
    OrderPromotionLine,
    OrderStatus,
    OrderStatusChange,
    PaymentMethod,
    Product,
    ProductOrderType,
    Promotion,
    PromotionConditionType,
    PromotionProductSet,
    PromotionType,
    Role,
    ScheduleType,
    order_number_seq,
)
from . import messages as m
from .notifications import after_placement, follow_url, new_order_event, token_hash
from .pricing import ZERO, combo_price, coupon_discount, money
from .read_models import build_detail, discount_of, load_order
from .schemas import CartLineIn, PlacedOrderOut, PlaceOrderIn

SCHEDULE_OF = {
    DeliveryMethod.PICKUP: ScheduleType.PICKUP,
    DeliveryMethod.DELIVERY: ScheduleType.DELIVERY,
    DeliveryMethod.RESTAURANT: ScheduleType.REGULAR,
}
NOT_CONFIGURED = "Magazinul nu primește comenzi momentan."


def refuse(message: str, field_name: str | None = None) -> ValidationFailed:
    return ValidationFailed(message, errors={field_name: message} if field_name else None)


def is_unlimited(dimension: Dimension) -> bool:
    return dimension.stock_unlimited or dimension.stock >= UNLIMITED_STOCK


def stock_message(name: str, left: int) -> str:
    if left <= 0:
        return m.STOCK_NONE.format(name=name)
    if left == 1:
        return m.STOCK_ONE.format(name=name)
    return m.STOCK_SOME.format(name=name, left=left)


@dataclass
class Rules:
    """The service whose rules the order follows (the method's, or pre-orders')."""

    key: str
    enabled: bool
    asap: bool
    minimum: str | None
    maximum: str | None


def service_rules(setup: BusinessSetup, method: DeliveryMethod) -> Rules:
    if method == DeliveryMethod.PICKUP:
        return Rules("PICKUP", setup.pickup_enabled, setup.pickup_as_soon_as_possible_enabled,
                     setup.minimum_time_in_advance_for_pickup, setup.maximum_time_in_advance_for_pickup)
    if method == DeliveryMethod.DELIVERY:
        return Rules("DELIVERY", setup.delivery_enabled, setup.delivery_as_soon_as_possible_enabled,
                     setup.minimum_time_in_advance_for_delivery, setup.maximum_time_in_advance_for_delivery)
    return Rules("RESTAURANT", setup.booking_enabled, setup.booking_as_soon_as_possible_enabled,
                 setup.minimum_time_in_advance_for_bookings, setup.maximum_time_in_advance_for_bookings)


def pre_order_rules(setup: BusinessSetup) -> Rules:
    return Rules("PRE_ORDER", setup.pre_orders_enabled, setup.pre_orders_as_soon_as_possible_enabled,
                 setup.minimum_time_in_advance_for_pre_orders, setup.maximum_time_in_advance_for_pre_orders)


def payment_enabled(setup: BusinessSetup, method: PaymentMethod) -> bool:
    return {
        PaymentMethod.CASH: setup.cash_payment,
        PaymentMethod.CARD: setup.card_payment,
        PaymentMethod.CASH_CARD: setup.cash_and_card_payment,
    }[method]


@dataclass
class Priced:
    subtotal: Decimal = ZERO
    package: Decimal = ZERO
    product_lines: list[OrderProductLine] = field(default_factory=list)
    promotion_lines: list[OrderPromotionLine] = field(default_factory=list)
    # dimension id -> pieces taken
    needed: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    pre_order: bool = False
    categories: list[Category] = field(default_factory=list)


@dataclass
class Placed:
    answer: PlacedOrderOut
    created: bool


class OrderPlacement:
    def __init__(self, session: AsyncSession, app: FastAPI) -> None:
        self.session = session
        self.app = app
        self.settings = app.state.settings

    # ---- entry point ---------------------------------------------------------------------------

    async def place(self, data: PlaceOrderIn, principal: Principal | None, idempotency_key: str | None) -> Placed:
        user_id = principal.user_id if principal is not None and principal.role == Role.USER else None
        key = self._check_key(idempotency_key)
        fingerprint = self._fingerprint(data, user_id)
        if key is not None:
            # Requests with the same key queue here; the second finds the first's order.
            await self.session.execute(text("SELECT pg_advisory_xact_lock(hashtextextended(:key, 42))"), {"key": key})
            replay = await self._replay(key, fingerprint)
            if replay is not None:
                return replay
        try:
            async with self.session.begin_nested():
                return await self._place(data, user_id, key, fingerprint)
        except IntegrityError as exc:
            # Belt and braces next to the advisory lock: the unique key decides.
            if key is None or "idempotency_key" not in str(exc.orig):
                raise
            self.session.info.pop("after_commit", None)
            replay = await self._replay(key, fingerprint)
            if replay is None:
                raise
            return replay

    def _check_key(self, key: str | None) -> str | None:
        if key is None:
            return None
        key = key.strip()
        if not 1 <= len(key) <= 100:
            raise ValidationFailed(m.IDEMPOTENCY_KEY_INVALID, errors={"Idempotency-Key": m.IDEMPOTENCY_KEY_INVALID})
        return key

    @staticmethod
    def _fingerprint(data: PlaceOrderIn, user_id: int | None) -> str:
        canonical = json.dumps({"order": data.model_dump(mode="json"), "user": user_id}, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(canonical.encode()).hexdigest()

    def _follow_token(self, key: str | None) -> str:
        """Random; for a keyed order derived from the key with the server's secret, so a replay
        can hand out the same link while only its hash is stored."""
        if key is None:
            return secrets.token_urlsafe(24)
        digest = hmac.new(self.settings.jwt_secret.encode(), f"order-follow:{key}".encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    async def _replay(self, key: str, fingerprint: str) -> Placed | None:
        order = await self.session.scalar(select(Order).where(Order.idempotency_key == key))
        if order is None:
            return None
        if order.idempotency_fingerprint != fingerprint:
            raise Conflict(m.IDEMPOTENCY_KEY_REUSED)
        return Placed(self._answer(order, self._follow_token(key)), created=False)

    @staticmethod
    def _answer(order: Order, token: str) -> PlacedOrderOut:
        return PlacedOrderOut(
            id=order.id,
            orderNumber=order.order_number,
            status=order.status,
            subTotalPrice=order.sub_total_price,
            totalPackageCost=order.total_package_cost,
            deliveryFee=order.delivery_fee,
            discount=discount_of(order),
            totalPrice=order.total_price,
            followToken=token,
            followUrl=follow_url(order.order_number, token),
        )

    # ---- the checks and the order ----------------------------------------------------------------

    async def _place(self, data: PlaceOrderIn, user_id: int | None, key: str | None, fingerprint: str) -> Placed:
        session = self.session
        setup = await session.get(BusinessSetup, 1)
        if setup is None:
            raise refuse(NOT_CONFIGURED)
        if not data.items:
            raise refuse(m.EMPTY_CART, "items")
        self._check_address(data)
        method = data.deliveryMethodChosen
        rules = service_rules(setup, method)
        if not rules.enabled:
            raise refuse(m.SERVICE_OFF[rules.key], "deliveryMethodChosen")
        if not payment_enabled(setup, data.orderPaymentOptions):
            raise refuse(m.PAYMENT_OFF[data.orderPaymentOptions.value], "orderPaymentOptions")
        for index, line in enumerate(data.items):
            if line.is_promotion == (line.id is not None or line.dimensionId is not None) or (
                not line.is_promotion and (line.id is None or line.dimensionId is None)
            ):
                raise refuse(m.LINE_KIND, f"items.{index}")

        # Lock every dimension the cart touches, in id order, before reading its stock.
        dimension_ids = sorted(
            {line.dimensionId for line in data.items if line.dimensionId is not None}
            | {bean.dimensionId for line in data.items for bean in line.productBeans}
        )
        dimensions = {
            d.id: d
            for d in await session.scalars(
                select(Dimension)
                .where(Dimension.id.in_(dimension_ids))
                .order_by(Dimension.id)
                .with_for_update()
                .execution_options(populate_existing=True)
            )
        }
        product_ids = {line.id for line in data.items if line.id is not None} | {
            bean.productId for line in data.items for bean in line.productBeans
        }
        products = {
            p.id: p
            for p in await session.scalars(
                select(Product)
                .where(Product.id.in_(product_ids))
                .options(selectinload(Product.category).selectinload(Category.extra_ingredients))
            )
        }
        today = datetime.now(BUSINESS_ZONE).date()
        priced = Priced()
        for index, line in enumerate(data.items):
            if line.is_promotion:
                await self._price_promotion(index, line, products, dimensions, priced, today)
            else:
                self._price_product(index, line, products, dimensions, priced)

        # Which service's rules: pre-orders' when the cart holds a pre-order product.
        if priced.pre_order:
            rules = pre_order_rules(setup)
            if not rules.enabled:
                raise refuse(m.SERVICE_OFF["PRE_ORDER"], "items")
        moment = await self._check_moment(data.pickupOrDeliveryMoment, rules, SCHEDULE_OF[method])
        location = await self._pickup_location(data, priced)

        for dimension_id in sorted(priced.needed):
            dimension = dimensions[dimension_id]
            if not is_unlimited(dimension) and priced.needed[dimension_id] > dimension.stock:
                name = f"{products[dimension.product_id].name} {dimension.value}"
                raise Conflict(stock_message(name, dimension.stock), errors={"items": stock_message(name, dimension.stock)})

        subtotal = money(priced.subtotal)
        package = money(priced.package)
        if method == DeliveryMethod.DELIVERY and subtotal < setup.minimum_order_value:
            raise refuse(m.MINIMUM_ORDER.format(minimum=f"{setup.minimum_order_value:.2f}"), "items")
        discount, coupon_code = await self._coupon(data, subtotal, today)
        delivery_fee = money(setup.delivery_fee) if method == DeliveryMethod.DELIVERY else ZERO
        after_coupon = money(subtotal - discount)
        total = money(after_coupon + package + delivery_fee)

        cash_amount = card_amount = None
        if data.orderPaymentOptions == PaymentMethod.CASH_CARD:
            cash_amount, card_amount = data.cashAmount, data.cardAmount
            if cash_amount is None or card_amount is None or money(cash_amount) + money(card_amount) != total:
                message = m.PAYMENT_SPLIT.format(total=f"{total:.2f}")
                raise ValidationFailed(message, errors={"cashAmount": message, "cardAmount": message})
            cash_amount, card_amount = money(cash_amount), money(card_amount)

        # Everything checked: take the stock and write the order.
        stock_changed = False
        for dimension_id in sorted(priced.needed):
            dimension = dimensions[dimension_id]
            if not is_unlimited(dimension):
                dimension.stock -= priced.needed[dimension_id]
                stock_changed = True
        if stock_changed:
            await session.flush()
            await bump_last_key(session)  # after the dimensions: one lock order everywhere

        token = self._follow_token(key)
        now = datetime.now(UTC)
        status = OrderStatus.SCHEDULED if priced.pre_order or moment is not None else OrderStatus.NEW
        details = data.deliveryDetailsBean
        is_delivery = method == DeliveryMethod.DELIVERY
        order = Order(
            order_number=str(await session.scalar(order_number_seq.next_value())),
            status=status,
            user_id=user_id,
            guest_access_token_hash=token_hash(token),
            delivery_method=method,
            pickup_location_id=location.id if location else None,
            pickup_location_name=location.name if location else None,
            pickup_location_description=location.description if location else None,
            pickup_or_delivery_moment=moment,
            additional_information=data.additionalInformation,
            sub_total_price=subtotal,
            delivery_fee=delivery_fee,
            total_package_cost=package,
            coupon=coupon_code,
            updated_price_after_coupon=after_coupon if coupon_code else None,
            total_price=total,
            idempotency_key=key,
            idempotency_fingerprint=fingerprint if key else None,
            created_at=now,
            updated_at=now,
            product_lines=priced.product_lines,
            promotion_lines=priced.promotion_lines,
            delivery_details=OrderDeliveryDetails(
                first_name=details.firstName,
                last_name=details.lastName,
                phone_number=details.phoneNumber,
                email=details.email,
                street_address=details.streetAddress if is_delivery else None,
                street_number_address=details.streetNumberAddress if is_delivery else None,
                building_number=details.buildingNumber if is_delivery else None,
                apartment_number=details.appartmentNumber if is_delivery else None,
                city=details.city if is_delivery else None,
                delivery_fee=delivery_fee,
            ),
            payment=OrderPayment(method=data.orderPaymentOptions, cash_amount=cash_amount, card_amount=card_amount),
            status_history=[OrderStatusChange(from_status=None, to_status=status, changed_at=now)],
        )
        session.add(order)
        await session.flush()

        self.app.state.events.emit(session, new_order_event(order))
        detail = build_detail(order)
        after_placement(session, self.app, detail, follow_url(order.order_number, token), setup.email)
        return Placed(self._answer(order, token), created=True)

    # ---- pieces ----------------------------------------------------------------------------------

    @staticmethod
    def _check_address(data: PlaceOrderIn) -> None:
        if data.deliveryMethodChosen != DeliveryMethod.DELIVERY:
            return
        d = data.deliveryDetailsBean
        errors = {}
        if not d.streetAddress:
            errors["deliveryDetailsBean.streetAddress"] = m.STREET_REQUIRED
        if not d.streetNumberAddress:
            errors["deliveryDetailsBean.streetNumberAddress"] = m.NUMBER_REQUIRED
        if not d.city:
            errors["deliveryDetailsBean.city"] = m.CITY_REQUIRED
        if errors:
            raise ValidationFailed(next(iter(errors.values())), errors=errors)

    @staticmethod
    def _orderable(index: int, product: Product | None, dimension: Dimension | None, product_id: int, where: str) -> tuple[Product, Dimension]:
        if product is None:
            raise refuse(m.PRODUCT_NOT_FOUND, f"{where}")
        if dimension is None or dimension.product_id != product_id:
            raise refuse(m.DIMENSION_NOT_FOUND, f"{where}")
        if not product.available or product.out_of_stock:
            raise refuse(m.PRODUCT_UNAVAILABLE.format(name=product.name), where)
        if product.order_type == ProductOrderType.SPECIAL:
            raise refuse(m.SPECIAL_PRODUCT.format(name=product.name), where)
        if not dimension.availability:
            raise refuse(m.DIMENSION_UNAVAILABLE.format(name=f"{product.name} {dimension.value}"), where)
        return product, dimension

    @staticmethod
    def _box(dimension: Dimension) -> Decimal:
        return money(dimension.box_price) if dimension.box_needed and dimension.box_price is not None else ZERO

    def _price_product(self, index, line: CartLineIn, products, dimensions, priced: Priced) -> None:
        assert line.id is not None and line.dimensionId is not None
        product, dimension = self._orderable(
            index, products.get(line.id), dimensions.get(line.dimensionId), line.id, f"items.{index}"
        )
        name = f"{product.name} {dimension.value}"
        if (
            dimension.minimum_quantity_type == MinimumQuantityType.NUMAR_BUCATI
            and dimension.minimum_quantity_number
            and line.quantity < dimension.minimum_quantity_number
        ):
            raise refuse(m.BELOW_MINIMUM_COUNT.format(name=name, minimum=dimension.minimum_quantity_number), f"items.{index}.quantity")
        known = {extra.name.casefold(): extra for extra in product.category.extra_ingredients}
        extras = []
        for extra_name in dict.fromkeys(line.extra_names()):
            extra = known.get(extra_name.casefold())
            if extra is None:
                raise refuse(m.UNKNOWN_EXTRA.format(extra=extra_name, name=product.name), f"items.{index}.extraIngredients")
            extras.append(extra)
        if line.preferredMessage and not (product.allow_preferred_message or product.category.preferred_message):
            raise refuse(m.NO_MESSAGE_ALLOWED.format(name=product.name), f"items.{index}.preferredMessage")
        unit = money(dimension.price)
        extras_price = money(sum((money(e.price) for e in extras), ZERO))
        box = self._box(dimension)
        priced.subtotal += (unit + extras_price) * line.quantity
        priced.package += box * line.quantity
        priced.needed[dimension.id] += line.quantity
        priced.pre_order |= product.order_type == ProductOrderType.PRE_ORDER
        priced.categories.append(product.category)
        priced.product_lines.append(
            OrderProductLine(
                product_id=product.id,
                product_name=product.name,
                preferred_message=line.preferredMessage,
                dimension_lines=[
                    OrderDimensionLine(
                        dimension_id=dimension.id, dimension_value=dimension.value, quantity=line.quantity,
                        unit_price=unit, box_price=box,
                    )
                ],
                extras=[OrderLineExtra(name=e.name, price=money(e.price)) for e in extras],
            )
        )

    async def _price_promotion(self, index, line: CartLineIn, products, dimensions, priced: Priced, today: date) -> None:
        where = f"items.{index}.promotionId"
        promotion = await self.session.scalar(
            select(Promotion)
            .where(Promotion.id == line.promotionId)
            .options(selectinload(Promotion.product_sets).selectinload(PromotionProductSet.products))
        )
        if promotion is None:
            raise refuse(m.PROMOTION_NOT_FOUND, where)
        if not _due(promotion, today):
            raise refuse(m.PROMOTION_NOT_DUE.format(name=promotion.name), where)
        if promotion.type not in (PromotionType.BUY_X_GET_Y_FREE, PromotionType.COMBO):
            raise refuse(m.PROMOTION_NOT_A_BUNDLE.format(name=promotion.name), where)
        sets = sorted(promotion.product_sets, key=lambda s: (s.sort_order, s.id))
        if not sets or len(line.productBeans) != len(sets):
            raise refuse(m.PROMOTION_CHOICES.format(name=promotion.name), f"items.{index}.productBeans")
        chosen = []
        for number, (product_set, bean) in enumerate(zip(sets, line.productBeans, strict=True)):
            bean_where = f"items.{index}.productBeans.{number}"
            if bean.productId not in {p.id for p in product_set.products}:
                raise refuse(m.PROMOTION_CHOICE_NOT_OFFERED.format(name=promotion.name), bean_where)
            product, dimension = self._orderable(
                index, products.get(bean.productId), dimensions.get(bean.dimensionId), bean.productId, bean_where
            )
            chosen.append((product_set, product, dimension))
        paid = [money(d.price) for s, _, d in chosen if not s.is_free_product]
        free_allowed = promotion.type == PromotionType.BUY_X_GET_Y_FREE
        if free_allowed:
            ceiling = max(paid, default=ZERO)
            for number, (product_set, _, dimension) in enumerate(chosen):
                if product_set.is_free_product and money(dimension.price) > ceiling:
                    raise refuse(m.PROMOTION_FREE_TOO_DEAR.format(name=promotion.name), f"items.{index}.productBeans.{number}")
            unit_total = money(sum(paid, ZERO))
        else:
            full = sum((money(d.price) for _, _, d in chosen), ZERO)
            unit_total = combo_price(full, percentage=promotion.discount_percentage, amount=promotion.discount_amount)
        boxes = sum((self._box(d) for _, _, d in chosen), ZERO)
        priced.subtotal += unit_total * line.quantity
        priced.package += boxes * line.quantity
        for _, product, dimension in chosen:
            priced.needed[dimension.id] += line.quantity
            priced.pre_order |= product.order_type == ProductOrderType.PRE_ORDER
            priced.categories.append(product.category)
        priced.promotion_lines.append(
            OrderPromotionLine(
                promotion_id=promotion.id,
                promotion_name=promotion.name,
                quantity=line.quantity,
                promotion_total=money(unit_total * line.quantity),
                choices=[
                    OrderPromotionChoice(
                        label=product_set.product_field_label or None,
                        product_id=product.id,
                        dimension_id=dimension.id,
                        product_name=product.name,
                        dimension_name=dimension.value,
                        product_price=money(dimension.price),
                        package_price=self._box(dimension),
                        is_free_product=free_allowed and product_set.is_free_product,
                    )
                    for product_set, product, dimension in chosen
                ],
            )
        )

    async def _check_moment(self, moment: datetime | None, rules: Rules, schedule_type: ScheduleType) -> datetime | None:
        business = BusinessRepository(self.session)
        schedules = await business.schedules()
        holidays = await business.holidays()
        now = datetime.now(BUSINESS_ZONE)
        field_name = "pickupOrDeliveryMoment"
        if moment is None:
            if not rules.asap:
                raise refuse(m.ASAP_OFF, field_name)
            if not falls_in_schedule(now, schedule_type, schedules, holidays):
                raise refuse(m.ASAP_CLOSED, field_name)
            return None
        moment = local_moment(moment)
        if moment <= now:
            raise refuse(m.MOMENT_PAST, field_name)
        holiday = next((h for h in holidays if h.start_date <= moment.date() <= h.end_date), None)
        if holiday is not None:
            raise refuse(m.MOMENT_HOLIDAY.format(name=holiday.name), field_name)
        if not falls_in_schedule(moment, schedule_type, schedules, holidays):
            raise refuse(m.MOMENT_OUTSIDE_SCHEDULE, field_name)
        if rules.minimum and moment - now < advance_delta(rules.minimum):
            raise refuse(m.MOMENT_TOO_SOON.format(minimum=rules.minimum.strip()), field_name)
        if rules.maximum and moment - now > advance_delta(rules.maximum):
            raise refuse(m.MOMENT_TOO_LATE.format(maximum=rules.maximum.strip()), field_name)
        return moment

    async def _pickup_location(self, data: PlaceOrderIn, priced: Priced):
        if data.deliveryMethodChosen != DeliveryMethod.PICKUP:
            return None
        business = BusinessRepository(self.session)
        # A category picked up at its own point (figurine cakes at the laboratory) decides.
        own = next((c.given_location_for_pickup_id for c in priced.categories
                    if c.is_pickup_from_specific_location and c.given_location_for_pickup_id), None)
        wanted = own or data.pickupLocationId
        if wanted is not None:
            found = await business.pickup_locations_by_id([wanted])
            if wanted not in found:
                raise refuse(m.PICKUP_LOCATION_UNKNOWN, "pickupLocationId")
            return found[wanted]
        if await business.pickup_locations():
            raise refuse(m.PICKUP_LOCATION_REQUIRED, "pickupLocationId")
        return None

    async def _coupon(self, data: PlaceOrderIn, subtotal: Decimal, today: date) -> tuple[Decimal, str | None]:
        code = data.coupon
        if not code:
            return ZERO, None
        promotion = await self.session.scalar(
            select(Promotion)
            .where(
                func.lower(Promotion.coupon_code) == code.lower(),
                Promotion.type.in_([PromotionType.COUPON_CODE, PromotionType.NEWSLETTER_SUBSCRIPTION]),
            )
            .options(selectinload(Promotion.conditions))
        )
        if promotion is None:
            raise refuse(m.COUPON_UNKNOWN.format(code=code), "coupon")
        if not _due(promotion, today):
            raise refuse(m.COUPON_NOT_DUE.format(code=code), "coupon")
        needs_subscription = promotion.type == PromotionType.NEWSLETTER_SUBSCRIPTION or any(
            c.condition_type == PromotionConditionType.SUBSCRIBED_TO_NEWSLETTER for c in promotion.conditions
        )
        if needs_subscription:
            subscribed = await self.session.scalar(
                select(NewsletterSubscriber.id).where(
                    NewsletterSubscriber.email == data.deliveryDetailsBean.email,
                    NewsletterSubscriber.unsubscribed_at.is_(None),
                )
            )
            if subscribed is None:
                raise refuse(m.COUPON_NEWSLETTER_ONLY.format(code=code), "coupon")
        if promotion.min_order_value and subtotal < promotion.min_order_value:
            raise refuse(m.COUPON_MIN_ORDER.format(code=code, minimum=f"{promotion.min_order_value:.2f}"), "coupon")
        discount = coupon_discount(subtotal, percentage=promotion.discount_percentage, amount=promotion.discount_amount)
        return discount, promotion.coupon_code


def _due(promotion: Promotion, today: date) -> bool:
    return (
        promotion.active
        and (promotion.start_date is None or promotion.start_date <= today)
        and (promotion.end_date is None or promotion.end_date >= today)
    )


async def order_for_link(session: AsyncSession, order_number: str, token: str | None) -> Order | None:
    """The order a follow link opens, or None when the link is wrong."""
    if not token:
        return None
    order = await load_order(session, Order.order_number == order_number)
    if order is None or order.guest_access_token_hash is None:
        return None
    if not hmac.compare_digest(order.guest_access_token_hash, token_hash(token)):
        return None
    return order
