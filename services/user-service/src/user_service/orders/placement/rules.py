"""The checks that need no database: is the service on, is the payment method on, is the moment
inside the schedule and the advance limits, is the cart well formed. Pure functions, so every rule
has a unit test and the mutation run can reach it."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Protocol

from bakery_shared.clock import local_moment
from bakery_shared.errors import ValidationFailed
from bakery_shared.models import BusinessSetup, DeliveryMethod, PaymentMethod, ScheduleType
from bakery_shared.money import money

from ...business.advance import advance_delta
from ...business.schedule import HolidayPeriod, ScheduleDay, falls_in_schedule
from ..schemas import CartLineIn, PlaceOrderIn
from . import messages as m

SCHEDULE_OF = {
    DeliveryMethod.PICKUP: ScheduleType.PICKUP,
    DeliveryMethod.DELIVERY: ScheduleType.DELIVERY,
    DeliveryMethod.RESTAURANT: ScheduleType.REGULAR,
}
MOMENT = "pickupOrDeliveryMoment"


refuse = ValidationFailed.because


@dataclass(frozen=True)
class ServiceRules:
    """The service whose rules the order follows (the method's, or pre-orders')."""

    key: str  # PICKUP, DELIVERY, RESTAURANT or PRE_ORDER
    enabled: bool
    asap: bool
    minimum: str | None
    maximum: str | None


def service_rules(setup: BusinessSetup, method: DeliveryMethod) -> ServiceRules:
    if method == DeliveryMethod.PICKUP:
        return ServiceRules(
            "PICKUP",
            setup.pickup_enabled,
            setup.pickup_as_soon_as_possible_enabled,
            setup.minimum_time_in_advance_for_pickup,
            setup.maximum_time_in_advance_for_pickup,
        )
    if method == DeliveryMethod.DELIVERY:
        return ServiceRules(
            "DELIVERY",
            setup.delivery_enabled,
            setup.delivery_as_soon_as_possible_enabled,
            setup.minimum_time_in_advance_for_delivery,
            setup.maximum_time_in_advance_for_delivery,
        )
    return ServiceRules(
        "RESTAURANT",
        setup.booking_enabled,
        setup.booking_as_soon_as_possible_enabled,
        setup.minimum_time_in_advance_for_bookings,
        setup.maximum_time_in_advance_for_bookings,
    )


def pre_order_rules(setup: BusinessSetup) -> ServiceRules:
    return ServiceRules(
        "PRE_ORDER",
        setup.pre_orders_enabled,
        setup.pre_orders_as_soon_as_possible_enabled,
        setup.minimum_time_in_advance_for_pre_orders,
        setup.maximum_time_in_advance_for_pre_orders,
    )


def check_service_on(rules: ServiceRules, field_name: str) -> None:
    if not rules.enabled:
        raise refuse(m.SERVICE_OFF[rules.key], field_name)


def check_payment_method(setup: BusinessSetup, method: PaymentMethod, *, cards_configured: bool = False) -> None:
    """`cards_configured`: every Stripe key is set. Online card payment needs the business's
    switch and the keys: a switch on without keys would take orders nobody can pay."""
    enabled = {
        PaymentMethod.CASH: setup.cash_payment,
        PaymentMethod.CARD: setup.card_payment,
        PaymentMethod.CASH_CARD: setup.cash_and_card_payment,
        PaymentMethod.ONLINE: setup.online_card_payment and cards_configured,
    }[method]
    if not enabled:
        raise refuse(m.PAYMENT_OFF[method.value], "orderPaymentOptions")


def check_not_empty(items: list[CartLineIn]) -> None:
    if not items:
        raise refuse(m.EMPTY_CART, "items")


def check_line_kinds(items: list[CartLineIn]) -> None:
    """Every line is either a product with its dimension or a promotion."""
    for index, line in enumerate(items):
        product_line = line.id is not None and line.dimensionId is not None and line.promotionId is None
        promotion_line = line.promotionId is not None and line.id is None and line.dimensionId is None
        if not (product_line or promotion_line):
            raise refuse(m.LINE_KIND, f"items.{index}")


def check_address(data: PlaceOrderIn) -> None:
    """A delivery needs a street, a number and a town."""
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


class Holiday(HolidayPeriod, Protocol):
    name: str


def check_moment(
    moment: datetime | None,
    now: datetime,
    rules: ServiceRules,
    schedule_type: ScheduleType,
    schedules: list[ScheduleDay],
    holidays: list[Holiday],
) -> datetime | None:
    """The moment the order is for, on the shop's clock; None means as soon as possible."""
    if moment is None:
        if not rules.asap:
            raise refuse(m.ASAP_OFF, MOMENT)
        if not falls_in_schedule(now, schedule_type, schedules, holidays):
            raise refuse(m.ASAP_CLOSED, MOMENT)
        return None
    moment = local_moment(moment)
    # How far ahead is measured in real time (UTC). Two datetimes of one zone compare and subtract
    # by wall time, which is an hour off across a DST change: at 02:59 on the spring-forward day,
    # 04:09 is 10 minutes away, not 70; at 03:10 after the fall-back, 03:30+03:00 is already past.
    ahead = moment.astimezone(UTC) - now.astimezone(UTC)
    if ahead <= timedelta(0):
        raise refuse(m.MOMENT_PAST, MOMENT)
    holiday = next((h for h in holidays if h.start_date <= moment.date() <= h.end_date), None)
    if holiday is not None:
        raise refuse(m.MOMENT_HOLIDAY.format(name=holiday.name), MOMENT)
    if not falls_in_schedule(moment, schedule_type, schedules, holidays):
        raise refuse(m.MOMENT_OUTSIDE_SCHEDULE, MOMENT)
    if rules.minimum and ahead < advance_delta(rules.minimum):
        raise refuse(m.MOMENT_TOO_SOON.format(minimum=rules.minimum.strip()), MOMENT)
    if rules.maximum and ahead > advance_delta(rules.maximum):
        raise refuse(m.MOMENT_TOO_LATE.format(maximum=rules.maximum.strip()), MOMENT)
    return moment


def check_minimum_order(method: DeliveryMethod, subtotal: Decimal, minimum: Decimal) -> None:
    if method == DeliveryMethod.DELIVERY and subtotal < minimum:
        raise refuse(m.MINIMUM_ORDER.format(minimum=f"{minimum:.2f}"), "items")


def payment_split(data: PlaceOrderIn, total: Decimal) -> tuple[Decimal | None, Decimal | None]:
    """Cash and card parts of a split payment, which must add up to the total."""
    if data.orderPaymentOptions != PaymentMethod.CASH_CARD:
        return None, None
    cash, card = data.cashAmount, data.cardAmount
    if cash is None or card is None or money(cash) + money(card) != total:
        message = m.PAYMENT_SPLIT.format(total=f"{total:.2f}")
        raise ValidationFailed(message, errors={"cashAmount": message, "cardAmount": message})
    return money(cash), money(card)
