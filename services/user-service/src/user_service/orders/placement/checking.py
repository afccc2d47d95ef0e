"""The first stage: the cart as the customer sent it, checked against the shop's setup before
any price is read (service and payment switched on, a well formed cart, a delivery address inside
a zone)."""

from dataclasses import dataclass

from bakery_shared.models import BusinessSetup, DeliveryMethod, DeliveryZone, PaymentMethod

from ...business.zones import ZoneMiss, address_zone
from ..schemas import PlaceOrderIn
from . import messages as m
from .repository import CUSTOMER_QUEUE, KEY_QUEUE, PlacingRepository
from .rules import (
    ServiceRules,
    check_address,
    check_line_kinds,
    check_not_empty,
    check_payment_method,
    check_service_on,
    refuse,
    service_rules,
)
from .setup_cache import SetupSnapshot
from .shop import Shop


@dataclass(frozen=True)
class Cart:
    """What the customer sent, and who sent it."""

    data: PlaceOrderIn
    user_id: int | None
    key: str | None  # the Idempotency-Key
    fingerprint: str
    # Placed by the staff (a phone order): not held to a customer's caps.
    staff: bool = False

    @property
    def email(self) -> str:
        """The customer's address: a guest's orders and promotions count by it."""
        return self.data.deliveryDetailsBean.email

    @property
    def method(self) -> DeliveryMethod:
        return self.data.deliveryMethodChosen

    @property
    def online(self) -> bool:
        """Paid online by card: saved awaiting payment, announced once the card is authorized."""
        return self.data.orderPaymentOptions == PaymentMethod.ONLINE


@dataclass(frozen=True)
class CheckedCart:
    """The cart, and the setup it was checked against."""

    cart: Cart
    setup: BusinessSetup
    # The method's service; a pre-order product switches to pre-orders' once the cart is priced.
    rules: ServiceRules
    zone: DeliveryZone | None
    known: SetupSnapshot


def customer_queue(cart: Cart) -> str | None:
    """The lock one customer's orders (an account's, or a guest's e-mail's) take in turn, so a
    burst of them counts its open orders one after another (planning's `limit_open_orders`);
    None for a phone order taken by the staff, which counts against nobody."""
    if cart.staff:
        return None
    customer = f"user:{cart.user_id}" if cart.user_id is not None else f"email:{cart.email.lower()}"
    return f"open-orders:{customer}"


def queues(cart: Cart) -> list[tuple[str, int]]:
    """The locks the order waits for before anything is read: its Idempotency-Key's (see
    idempotency.py), then its customer's."""
    customer = customer_queue(cart)
    return [
        *([(cart.key, KEY_QUEUE)] if cart.key is not None else []),
        *([(customer, CUSTOMER_QUEUE)] if customer is not None else []),
    ]


async def last_key_in_turn(shop: Shop, cart: Cart) -> int | None:
    """The last-key, read in the statement that waits for the order's locks: one round trip for all."""
    return await PlacingRepository(shop.session).last_key(behind=queues(cart))


async def check(shop: Shop, cart: Cart, version: int | None) -> CheckedCart:
    """`version`: the last-key read in turn (`last_key_in_turn`)."""
    # The setup from the process's copy under the last-key (see setup_cache).
    known = await shop.setup_cache.get(shop.session, version) if version is not None else None
    if known is None:
        raise refuse(m.NOT_CONFIGURED)
    setup, data = known.setup, cart.data
    check_not_empty(data.items)
    check_address(data)
    rules = service_rules(setup, data.deliveryMethodChosen)
    check_service_on(rules, "deliveryMethodChosen")
    check_payment_method(setup, data.orderPaymentOptions, cards_configured=shop.settings.card_payments_configured)
    check_line_kinds(data.items)
    zone = delivery_zone(known.delivery_zones, data)
    return CheckedCart(cart, setup, rules, zone, known)


def delivery_zone(zones: list[DeliveryZone], data: PlaceOrderIn) -> DeliveryZone | None:
    """The delivery zone of the address (None when the shop defines no zones: the setup's fee
    and minimum apply); an address outside every zone, or whose postal code is another zone's,
    is refused, naming where we deliver."""
    if data.deliveryMethodChosen != DeliveryMethod.DELIVERY:
        return None
    if not zones:
        return None
    details = data.deliveryDetailsBean
    zone = address_zone(zones, details.city, details.postalCode)
    if isinstance(zone, ZoneMiss):
        raise refuse(zone.message, f"deliveryDetailsBean.{zone.field}")
    return zone
