"""Placing an order: check it, price it, take the stock and save it, all in the request's transaction.

Nothing here commits: the session dependency does, so a refusal anywhere saves nothing. Each
concern lives in its own module: `rules` (service, payment, moment), `lines` (pricing),
promotions (bundles and coupons), `stock`, `idempotency`; this one puts them in order.
"""

from collections.abc import Callable
from dataclasses import dataclass

from redis.asyncio import Redis
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.tokens import Principal
from bakery_shared.business.repository import BusinessRepository
from bakery_shared.clock import Clock
from bakery_shared.db import after_commit
from bakery_shared.errors import AppError, Conflict
from bakery_shared.events import EventBus
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import (
    BusinessSetup,
    DeliveryMethod,
    DeliveryZone,
    Order,
    OrderDeliveryDetails,
    OrderPayment,
    OrderStatus,
    OrderStatusChange,
    PickupLocation,
    Role,
)
from bakery_shared.money import ZERO, money
from bakery_shared.orders.production import ProductionRepository
from bakery_shared.orders.schemas import DiscountLineOut
from bakery_shared.orders.service import build_detail, discount_lines_out, discount_of
from bakery_shared.settings import Settings

from ...auth.limits import GUEST_ORDER_PER_CLIENT, GUEST_ORDER_PER_EMAIL, AbuseLimiter
from ...promotions.service import OrderContext, PromotionService
from ..metrics import order_placed
from ..notifications import follow_url, new_order_event, token_hash
from ..repository import CustomerOrderRepository
from ..schemas import CartLineIn, CartQuoteIn, CartQuoteOut, PlacedOrderOut, PlaceOrderIn
from ..zones import (
    OUTSIDE_ZONES,
    ZONE_NOT_SERVED,
    find_zone,
    postal_code_digits,
    served_at,
    served_localities,
    zone_hours_text,
)
from . import messages as m
from .idempotency import checked_key, fingerprint, follow_token
from .lines import Priced, add_free_item, price_bundle_line, price_product_line
from .notifications import mail_about_placed_order
from .production import check_lead_times_and_days, take_capacity
from .rules import (
    MOMENT,
    SCHEDULE_OF,
    check_address,
    check_line_kinds,
    check_minimum_order,
    check_moment,
    check_not_empty,
    check_payment_method,
    check_service_on,
    payment_split,
    pre_order_rules,
    refuse,
    service_rules,
)
from .setup_cache import SetupCache
from .stock import check_stock, take_stock

NOT_CONFIGURED = "Magazinul nu primește comenzi momentan."


@dataclass
class Placed:
    answer: PlacedOrderOut
    created: bool


class OrderPlacement:
    def __init__(
        self,
        session: AsyncSession,
        *,
        settings: Settings,
        clock: Clock,
        events: EventBus,
        redis: Redis,
        setup_cache: SetupCache | None = None,
        panels_here: Callable[[], int] = lambda: 0,
    ) -> None:
        self.session = session
        self.panels_here = panels_here
        self.setup_cache = setup_cache or SetupCache()
        self.orders = CustomerOrderRepository(session)
        self.business = BusinessRepository(session)
        self.settings = settings
        self.clock = clock
        self.events = events
        self.redis = redis

    async def place(
        self, data: PlaceOrderIn, principal: Principal | None, idempotency_key: str | None, client: str = "unknown"
    ) -> Placed:
        user_id = principal.user_id if principal is not None and principal.role == Role.USER else None
        key = checked_key(idempotency_key)
        print_ = fingerprint(data, user_id)
        if key is None:
            await self._limit_guest(data, principal, client)
            return await self._place(data, user_id, key, print_)
        await self.orders.queue_behind_key(key)
        replay = await self._replay(key, print_)
        if replay is not None:
            return replay  # a retry of an order already counted
        await self._limit_guest(data, principal, client)
        try:
            async with self.session.begin_nested():
                return await self._place(data, user_id, key, print_)
        except IntegrityError as exc:
            # Belt and braces next to the advisory lock: the unique key decides.
            if "idempotency_key" not in str(exc.orig):
                raise
            self.session.info.pop("after_commit", None)
            replay = await self._replay(key, print_)
            if replay is None:
                raise
            return replay

    async def _price_lines(self, items: list[CartLineIn], *, lock: bool):
        """Every line of the cart priced from the database (bundles through their promotion), with
        the sizes and products it read: locked when the order takes stock, not for a quote."""
        dimensions = await self.orders.dimensions_for_order(
            {line.dimensionId for line in items if line.dimensionId is not None}
            | {bean.dimensionId for line in items for bean in line.productBeans},
            lock=lock,
        )
        products = await self.orders.products(
            {line.id for line in items if line.id is not None} | {bean.productId for line in items for bean in line.productBeans}
        )
        promotions = PromotionService(self.session, self.clock.today())
        priced = Priced()
        for index, line in enumerate(items):
            if line.promotionId is not None:
                promotion = await promotions.bundle(line.promotionId, f"items.{index}.promotionId")
                price_bundle_line(index, line, promotion, products, dimensions, priced)
            else:
                price_product_line(index, line, products, dimensions, priced)
        return dimensions, products, promotions, priced

    async def quote(self, data: CartQuoteIn, user_id: int | None) -> CartQuoteOut:
        """The checkout's live price: the same lines and promotions as placing the order, with
        nothing saved or reserved; a code that does not apply says why instead of refusing."""
        check_not_empty(data.items)
        check_line_kinds(data.items)
        dimensions, products, promotions, priced = await self._price_lines(data.items, lock=False)
        order = OrderContext(
            lines=priced.cart,
            subtotal=money(priced.subtotal),
            method=data.deliveryMethodChosen,
            for_later=priced.pre_order or data.pickupOrDeliveryMoment is not None,
            local_now=self.clock.local_now(),
            email=data.email or "",
            user_id=user_id,
        )
        message = None
        try:
            discounts = await promotions.discounts(order, data.coupon)
        except AppError as refused:
            if not data.coupon or "coupon" not in refused.errors:
                raise
            message = refused.message
            discounts = await promotions.discounts(order, None)
        subtotal = money(priced.subtotal) + sum((a.amount for a in discounts.applied if a.free_item is not None), ZERO)
        return CartQuoteOut(
            subTotalPrice=subtotal,
            discount=discounts.total,
            discounts=[DiscountLineOut(**line) for line in discounts.lines()],
            coupon=discounts.coupon_code,
            couponMessage=message or discounts.coupon_note,
        )

    async def _limit_guest(self, data: PlaceOrderIn, principal: Principal | None, client: str) -> None:
        """A guest's order mails the address it gives and may hold limited stock until the staff
        answer: so many per client and per e-mail in a window, or 429. Signed-in customers and
        staff are known, and not limited this way."""
        if principal is None:
            await AbuseLimiter(self.redis, self.settings).hit(
                (GUEST_ORDER_PER_CLIENT, client), (GUEST_ORDER_PER_EMAIL, data.deliveryDetailsBean.email)
            )

    async def _replay(self, key: str, print_: str) -> Placed | None:
        order = await self.orders.by_idempotency_key(key)
        if order is None:
            return None
        if order.idempotency_fingerprint != print_:
            raise Conflict(m.IDEMPOTENCY_KEY_REUSED)
        return Placed(answer(order, follow_token(self.settings.jwt_secret, key)), created=False)

    async def _place(self, data: PlaceOrderIn, user_id: int | None, key: str | None, print_: str) -> Placed:
        setup = await self.business.get_setup()
        if setup is None:
            raise refuse(NOT_CONFIGURED)
        check_not_empty(data.items)
        check_address(data)
        method = data.deliveryMethodChosen
        rules = service_rules(setup, method)
        check_service_on(rules, "deliveryMethodChosen")
        check_payment_method(setup, data.orderPaymentOptions)
        check_line_kinds(data.items)
        zone = await self._zone(data)
        known = await self.setup_cache.get(self.session, setup.version)

        dimensions, products, promotions, priced = await self._price_lines(data.items, lock=True)

        # Which service's rules: pre-orders' when the cart holds a pre-order product.
        if priced.pre_order:
            rules = pre_order_rules(setup)
            check_service_on(rules, "items")
        moment = check_moment(
            data.pickupOrDeliveryMoment,
            self.clock.local_now(),
            rules,
            SCHEDULE_OF[method],
            known.schedules,
            known.holidays,
        )
        now = self.clock.local_now()
        if zone is not None and not served_at(zone, moment or now):
            raise refuse(ZONE_NOT_SERVED.format(zone=zone.name, hours=zone_hours_text(zone)), MOMENT)
        production_day = check_lead_times_and_days(priced.made, moment, now)
        location = self._pickup_location(data, priced, known.pickup_locations)
        email = data.deliveryDetailsBean.email
        discounts = await promotions.discounts(
            OrderContext(
                lines=priced.cart,
                subtotal=money(priced.subtotal),
                method=method,
                for_later=priced.pre_order or moment is not None,
                local_now=self.clock.local_now(),
                email=email,
                user_id=user_id,
            ),
            data.coupon,
        )
        for applied in discounts.applied:
            if applied.free_item is not None:
                # Its row locked and its product read like every size the order takes.
                dimension_id, product_id = applied.free_item.id, applied.free_item.product_id
                if dimension_id not in dimensions:
                    dimensions.update(await self.orders.dimensions_for_order({dimension_id}))
                if product_id not in products:
                    products.update(await self.orders.products({product_id}))
                add_free_item(applied.promotion, dimensions[dimension_id], products[product_id], priced)
        check_stock(priced.needed, dimensions, products)

        subtotal = money(priced.subtotal)
        minimum = zone.minimum_order if zone is not None else setup.minimum_order_value
        check_minimum_order(method, subtotal, money(minimum))
        discount = discounts.total
        coupon_code = discounts.coupon_code
        fee = zone.delivery_fee if zone is not None else setup.delivery_fee
        delivery_fee = money(fee) if method == DeliveryMethod.DELIVERY else ZERO
        after_coupon = money(subtotal - discount)
        total = money(after_coupon + money(priced.package) + delivery_fee)
        cash_amount, card_amount = payment_split(data, total)

        # Everything checked: take the stock, count the promotions' uses and write the order.
        if take_stock(priced.needed, dimensions):
            await self.session.flush()
            await bump_last_key(self.session)  # after the dimensions: one lock order everywhere
        # Then the day's capacity, after the stock locks and in key order (as a rejection gives it back).
        await take_capacity(ProductionRepository(self.session), priced.made, production_day)
        await promotions.count_uses(discounts, self.clock.now())

        token = follow_token(self.settings.jwt_secret, key)
        status = OrderStatus.SCHEDULED if priced.pre_order or moment is not None else OrderStatus.NEW
        order = self._order(
            data,
            priced,
            setup,
            user_id=user_id,
            key=key,
            print_=print_,
            token=token,
            status=status,
            moment=moment,
            location=location,
            subtotal=subtotal,
            coupon_code=coupon_code,
            after_coupon=after_coupon if discount > ZERO else None,
            delivery_fee=delivery_fee,
            total=total,
            cash_amount=cash_amount,
            card_amount=card_amount,
        )
        # Its number and every id, then the order whole, its event and its mails in one
        # statement: two round trips in all. (At most two mails: the receipt, and the alert when
        # no panel is open.)
        event_ids, mail_ids = await self.orders.allocate(order, events=1, mails=2)
        event = self.events.emit(self.session, new_order_event(order))
        event.id = event_ids[0]
        after_commit(self.session, self._count_placed(order.delivery_method))
        mails = await mail_about_placed_order(
            self.session,
            redis=self.redis,
            settings=self.settings,
            now=order.created_at,
            detail=build_detail(order),
            follow=follow_url(order.order_number, token),
            business_email=setup.email,
            panels_here=self.panels_here(),
        )
        for mail, mail_id in zip(mails, mail_ids, strict=False):
            mail.id = mail_id
        order.discount_lines = discounts.lines()
        await self.orders.insert(order, event, *mails)
        if discounts.applied:
            promotions.record(discounts, order.id, email, user_id)
            await self.session.flush()
        return Placed(answer(order, token), created=True)

    @staticmethod
    def _count_placed(method: DeliveryMethod):
        async def count() -> None:
            order_placed(method.value)

        return count

    def _order(
        self,
        data: PlaceOrderIn,
        priced: Priced,
        setup: BusinessSetup,
        *,
        user_id,
        key,
        print_,
        token,
        status,
        moment,
        location,
        subtotal,
        coupon_code,
        after_coupon,
        delivery_fee,
        total,
        cash_amount,
        card_amount,
    ) -> Order:
        now = self.clock.now()
        details = data.deliveryDetailsBean
        is_delivery = data.deliveryMethodChosen == DeliveryMethod.DELIVERY
        return Order(
            status=status,
            user_id=user_id,
            guest_access_token_hash=token_hash(token),
            delivery_method=data.deliveryMethodChosen,
            pickup_location_id=location.id if location else None,
            pickup_location_name=location.name if location else None,
            pickup_location_description=location.description if location else None,
            pickup_or_delivery_moment=moment,
            additional_information=data.additionalInformation,
            sub_total_price=subtotal,
            delivery_fee=delivery_fee,
            total_package_cost=money(priced.package),
            coupon=coupon_code,
            updated_price_after_coupon=after_coupon,
            total_price=total,
            idempotency_key=key,
            idempotency_fingerprint=print_ if key else None,
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
                postal_code=(postal_code_digits(details.postalCode) or None) if is_delivery else None,
                delivery_fee=delivery_fee,
            ),
            payment=OrderPayment(method=data.orderPaymentOptions, cash_amount=cash_amount, card_amount=card_amount),
            status_history=[OrderStatusChange(from_status=None, to_status=status, changed_at=now)],
        )

    async def _zone(self, data: PlaceOrderIn) -> DeliveryZone | None:
        """The delivery zone of the address (None when the shop defines no zones: the setup's fee
        and minimum apply); an address outside every zone is refused, naming where we deliver."""
        if data.deliveryMethodChosen != DeliveryMethod.DELIVERY:
            return None
        zones = await self.business.delivery_zones()
        if not zones:
            return None
        details = data.deliveryDetailsBean
        zone = find_zone(zones, details.city, details.postalCode)
        if zone is None:
            raise refuse(OUTSIDE_ZONES.format(localities=served_localities(zones)), "deliveryDetailsBean.city")
        return zone

    def _pickup_location(self, data: PlaceOrderIn, priced: Priced, locations: dict[int, PickupLocation]) -> PickupLocation | None:
        if data.deliveryMethodChosen != DeliveryMethod.PICKUP:
            return None
        # A category picked up at its own point (figurine cakes at the laboratory) decides.
        own = next(
            (
                c.given_location_for_pickup_id
                for c in priced.categories
                if c.is_pickup_from_specific_location and c.given_location_for_pickup_id
            ),
            None,
        )
        wanted = own or data.pickupLocationId
        if wanted is not None:
            if wanted not in locations:
                raise refuse(m.PICKUP_LOCATION_UNKNOWN, "pickupLocationId")
            return locations[wanted]
        if locations:
            raise refuse(m.PICKUP_LOCATION_REQUIRED, "pickupLocationId")
        return None


def answer(order: Order, token: str) -> PlacedOrderOut:
    return PlacedOrderOut(
        id=order.id,
        orderNumber=order.order_number,
        status=order.status,
        subTotalPrice=order.sub_total_price,
        totalPackageCost=order.total_package_cost,
        deliveryFee=order.delivery_fee,
        discount=discount_of(order),
        discounts=discount_lines_out(order),
        coupon=order.coupon,
        totalPrice=order.total_price,
        followToken=token,
        followUrl=follow_url(order.order_number, token),
    )
