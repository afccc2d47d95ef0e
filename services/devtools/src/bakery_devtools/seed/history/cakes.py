"""The demo bakery's custom cakes: a dozen requests around today, a few in every status, so the
panel's "Torturi la comandă" list, the production list and the reports show the feature at once.

Each request is walked as the services walk one: its statuses through the cakes' status table
(`cakes.states`, so its history is real), its deposit and rest through the card payments' state
table (`payments.states.move`: AWAITING → AUTHORIZED → CAPTURED, a refund as REFUND), the sums from
`cakes.money`. A paid deposit makes the cake's order of its day, as the services make it: SCHEDULED,
one line without a product named after the cake, the quote's price as its total, paid at pickup.
Written with the rest of the past, only into a shop without orders."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal
import hashlib
import random
import secrets

from admin_service.cakes.deposits import deposit_of
from bakery_shared.cakes import states as cake_states
from bakery_shared.cakes.money import customer_cancellation_refund, rest_of
from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.models import (
    CakePayment,
    CakePaymentPurpose,
    CakeQuote,
    CakeRequest,
    CakeRequestStatus,
    CakeSetup,
    CardPaymentState,
    CardRefund,
    DeliveryMethod,
    Order,
    OrderDeliveryDetails,
    OrderDimensionLine,
    OrderPayment,
    OrderProductLine,
    OrderStatus,
    OrderStatusChange,
    PaymentMethod,
    RestPayment,
)
from bakery_shared.money import ro_money
from bakery_shared.payments import states as card_states
from user_service.cakes.conversation import note
from user_service.cakes.deposit_order import PAID_NOTE, REST_HOW

from . import cakes_data as words
from .people import Person
from .repository import HistoryRepository, Location

C = CakeRequestStatus
CARD = CardPaymentState


def cake_line_name(servings: int, flavour: str, filling: str) -> str:
    """How the cake's order line is named on the panel, the production list and the receipt."""
    return f"Tort la comandă ({servings} porții) — {flavour} / {filling}"


@dataclass
class Shop:
    setup: CakeSetup
    location: Location | None
    # The gallery item (a special category's product) the customers started from.
    gallery: tuple[int, int] | None
    staff: int | None
    now: datetime

    @property
    def today(self) -> date:
        return self.now.astimezone(BUSINESS_ZONE).date()

    def at(self, days: int, hour: int, minute: int = 0) -> datetime:
        """A moment `days` from today (Sibiu), never later than a minute ago when it is in the past day."""
        moment = datetime.combine(self.today + timedelta(days=days), time(hour, minute), BUSINESS_ZONE)
        return min(moment, self.now - timedelta(minutes=1)) if days <= 0 else moment


class Walk:
    """One request, moved step by step as the services would move it."""

    def __init__(self, shop: Shop, person: Person, account: bool, asked: tuple, *, event: datetime, opened: datetime) -> None:
        self.shop = shop
        self.person = person
        servings, description, inscription, allergies, budget = asked
        flavours, fillings = shop.setup.flavours or ["Vanilie"], shop.setup.fillings or ["Cremă de vanilie"]
        seed = int(hashlib.sha256(person.email.encode()).hexdigest(), 16)
        self.request = CakeRequest(
            user_id=person.user_id if account else None,
            category_id=shop.gallery[0] if shop.gallery else None,
            product_id=shop.gallery[1] if shop.gallery else None,
            follow_key_hash=hashlib.sha256(secrets.token_bytes(32)).hexdigest(),  # nobody follows a demo request
            event_moment=event,
            delivery_method=DeliveryMethod.PICKUP,
            pickup_location_id=shop.location.id if shop.location else None,
            delivery_details=self._contact(),
            contact_name=f"{person.first_name} {person.last_name}",
            contact_email=person.email,
            contact_phone=person.phone_number,
            servings=servings,
            flavour=flavours[seed % len(flavours)],
            filling=fillings[(seed // 7) % len(fillings)],
            inscription=inscription,
            allergies=allergies,
            budget=Decimal(budget) if budget else None,
            description=description,
            created_at=opened,
            quotes=[],
            payments=[],
            changes=[],
        )
        cake_states.move(self.request, cake_states.S.REQUESTED, at=opened)
        self.quote: CakeQuote | None = None
        self.last = opened

    def _contact(self, address: dict | None = None) -> dict:
        p = self.person
        return {
            "firstName": p.first_name,
            "lastName": p.last_name,
            "phoneNumber": p.phone_number,
            "email": p.email,
            **(address or {}),
        }

    def delivered_to(self, street: str, number: str, city: str, postal_code: str) -> "Walk":
        self.request.delivery_method = DeliveryMethod.DELIVERY
        self.request.pickup_location_id = None
        self.request.delivery_details = self._contact(
            {"streetAddress": street, "streetNumberAddress": number, "city": city, "postalCode": postal_code}
        )
        return self

    def _moved(self, to: CakeRequestStatus, at: datetime, by: int | None = None, message: str | None = None) -> None:
        cake_states.move(self.request, to, at=at, by=by, message=message)
        self.last = at

    def quoted(self, price: str, at: datetime, included: str) -> "Walk":
        setup, event_day = self.shop.setup, self.request.event_moment.astimezone(BUSINESS_ZONE).date()
        self.quote = CakeQuote(
            version=len(self.request.quotes) + 1,
            price=Decimal(price),
            deposit_percent=setup.deposit_percent,
            deposit_amount=deposit_of(Decimal(price), setup.deposit_percent),
            description=included,
            valid_until=at.astimezone(BUSINESS_ZONE).date() + timedelta(days=setup.quote_validity_days),
            lock_date=event_day - timedelta(days=setup.lock_days),
            created_by_id=self.shop.staff,
            created_at=at,
        )
        self.request.quotes.append(self.quote)
        self._moved(C.QUOTED, at, self.shop.staff)
        return self

    def change_asked(self, at: datetime, message: str) -> "Walk":
        self._moved(C.REQUESTED, at, message=message)
        return self

    def _paid(self, purpose: CakePaymentPurpose, amount: Decimal, at: datetime) -> CakePayment:
        """A card payment captured at once, as a deposit is (and a rest charged from the saved card)."""
        assert self.quote is not None
        payment = CakePayment(
            purpose=purpose,
            quote=self.quote,
            amount=amount,
            intent_id=f"pi_demo_cake_{purpose.value.lower()}_{secrets.token_hex(6)}",
            card_attempts=1,
            refunded_amount=Decimal("0.00"),
            created_at=at - timedelta(seconds=40),
            records=[],
            refunds=[],
        )
        self.request.payments.append(payment)
        card_states.move(payment, CARD.AWAITING, at=payment.created_at)
        card_states.move(payment, CARD.AUTHORIZED, at=at, amount=amount)
        card_states.move(payment, CARD.CAPTURED, at=at, amount=amount)
        return payment

    def accepted(self, at: datetime, rest: RestPayment = RestPayment.AT_PICKUP) -> "Walk":
        """The deposit paid: the request is ACCEPTED and becomes the order of its day."""
        assert self.quote is not None
        self._paid(CakePaymentPurpose.DEPOSIT, self.quote.deposit_amount, at)
        self.request.rest_payment = rest
        if rest == RestPayment.CARD_AUTO:
            self.request.stripe_customer_id = f"cus_demo_{secrets.token_hex(6)}"
            self.request.saved_payment_method_id = f"pm_demo_{secrets.token_hex(6)}"
        self.request.order = self._order(at)
        self._moved(C.ACCEPTED, at)
        return self

    def rest_charged(self, at: datetime) -> "Walk":
        assert self.quote is not None
        self._paid(CakePaymentPurpose.REST, rest_of(self.quote.price, self.quote.deposit_amount), at)
        return self

    def _order(self, at: datetime) -> Order:
        r, quote, p = self.request, self.quote, self.person
        assert quote is not None
        details = r.delivery_details
        line = OrderProductLine(
            product_id=None,
            product_name=cake_line_name(r.servings, r.flavour, r.filling),
            preferred_message=r.inscription,
            dimension_lines=[OrderDimensionLine(dimension_value=f"{r.servings} porții", quantity=1, unit_price=quote.price)],
        )
        location = self.shop.location if r.delivery_method == DeliveryMethod.PICKUP else None
        return Order(
            status=OrderStatus.SCHEDULED,
            user_id=r.user_id,
            delivery_method=r.delivery_method,
            pickup_location_id=location.id if location else None,
            pickup_location_name=location.name if location else None,
            pickup_location_description=location.description if location else None,
            pickup_or_delivery_moment=r.event_moment,
            additional_information=PAID_NOTE.format(
                deposit=ro_money(quote.deposit_amount),
                rest=ro_money(rest_of(quote.price, quote.deposit_amount)),
                how=REST_HOW[r.rest_payment or RestPayment.AT_PICKUP],
            )
            + (f" Alergii: {r.allergies}" if r.allergies else ""),
            sub_total_price=quote.price,
            total_price=quote.price,
            created_at=at,
            updated_at=at,
            product_lines=[line],
            delivery_details=OrderDeliveryDetails(
                first_name=p.first_name,
                last_name=p.last_name,
                phone_number=p.phone_number,
                email=p.email,
                street_address=details.get("streetAddress"),
                street_number_address=details.get("streetNumberAddress"),
                city=details.get("city"),
                postal_code=details.get("postalCode"),
            ),
            payment=OrderPayment(method=PaymentMethod.CASH),
            status_history=[OrderStatusChange(from_status=None, to_status=OrderStatus.SCHEDULED, changed_at=at)],
        )

    def _order_moved(self, to: OrderStatus, at: datetime, by: int | None) -> None:
        order = self.request.order
        assert order is not None
        order.status_history.append(OrderStatusChange(from_status=order.status, to_status=to, changed_by_id=by, changed_at=at))
        order.status, order.updated_at = to, at

    def locked(self) -> "Walk":
        assert self.quote is not None
        # The nightly check locks it just after its lock date.
        at = datetime.combine(self.quote.lock_date + timedelta(days=1), time(0, 5), BUSINESS_ZONE)
        self._moved(C.LOCKED, min(at, self.shop.now - timedelta(minutes=2)))
        return self

    def delivered(self, at: datetime, rest_paid_with: PaymentMethod | None) -> "Walk":
        self.request.rest_paid_with = rest_paid_with
        self._order_moved(OrderStatus.DELIVERED, at, self.shop.staff)
        self._moved(C.DELIVERED, at, self.shop.staff)
        return self

    def declined(self, at: datetime, reason: str) -> "Walk":
        self.request.decline_reason = reason
        self._moved(C.DECLINED, at, self.shop.staff, reason)
        return self

    def expired(self) -> "Walk":
        assert self.quote is not None
        at = datetime.combine(self.quote.valid_until + timedelta(days=1), time(0, 10), BUSINESS_ZONE)
        self._moved(C.EXPIRED, at)
        return self

    def cancelled_by_customer(self, at: datetime) -> "Walk":
        """Cancelled online: what the terms give back of the deposit is refunded, the order rejected."""
        assert self.quote is not None
        setup, [deposit] = self.shop.setup, self.request.payments
        back = customer_cancellation_refund(
            paid=deposit.captured_amount or Decimal(0),
            price=self.quote.price,
            kept_percent=setup.kept_percent,
            event_day=self.request.event_moment.astimezone(BUSINESS_ZONE).date(),
            today=at.astimezone(BUSINESS_ZONE).date(),
            free_days=setup.free_cancellation_days,
        )
        if back > 0:
            refund = CardRefund(
                amount=back, reason=words.REFUNDED, provider_refund_id=f"re_demo_{secrets.token_hex(6)}", created_at=at
            )
            card_states.move(deposit, card_states.after_refund(deposit, back), at=at, amount=back, refund=refund)
            deposit.refunds.append(refund)
        assert self.request.order is not None
        self.request.order.rejection_reason = words.CANCELLED
        self._order_moved(OrderStatus.REJECTED, at, None)
        self._moved(C.CANCELLED, at, message=words.CANCELLED)
        return self

    def done(self) -> CakeRequest:
        self.request.updated_at = self.last
        return self.request


def _walks(rng: random.Random, shop: Shop, accounts: list[Person], guests: list[Person]) -> list[Walk]:
    """Every event between 11:00 and 13:00, when the shop and the couriers work every day of the
    week. Two waiting for a quote, two quoted (one quoted again after a change asked), two paid
    (one rest to be paid at pickup, one charged from the saved card), one locked for the day after
    tomorrow, one delivered last week, one declined, one expired, one cancelled and refunded."""
    people = [(p, True) for p in rng.sample([a for a in accounts if a.joined and a.joined < shop.now - timedelta(days=30)], 6)]
    people += [(p, False) for p in rng.sample(guests, 6)]
    rng.shuffle(people)
    asked, at, staff = iter(words.ASKED), shop.at, shop.staff
    included = words.INCLUDED

    def walk(event_days: int, hour: int, opened: datetime) -> Walk:
        person, account = people.pop()
        return Walk(shop, person, account, next(asked), event=at(event_days, hour), opened=opened)

    waiting = walk(10, 12, shop.now - timedelta(hours=3))
    overnight = walk(14, 12, at(-1, 19, 40)).delivered_to("Str. Doamna Stanca", "14", "Sibiu", "550024")
    overnight.request.waiting_alert_sent_at = at(-1, 19, 40) + timedelta(hours=shop.setup.alert_after_hours)
    quoted = walk(12, 11, at(-3, 10, 15)).quoted("420.00", at(-2, 9, 30), included[0])
    requoted = walk(9, 13, at(-4, 18, 5)).quoted("380.00", at(-3, 11, 0), included[2])
    requoted.change_asked(at(-2, 20, 45), words.CHANGE_ASKED).quoted("320.00", at(-1, 10, 20), words.CHANGED_QUOTE)
    paid = walk(6, 12, at(-8, 9, 0)).quoted("650.00", at(-7, 12, 0), included[1]).accepted(at(-6, 21, 14))
    note(paid.request, words.STAFF_NOTE, at=at(-5, 10, 0), by=staff)
    # Picked up tomorrow: its lock date set to the event day, the rest charged from the card
    # `rest_charge_hours` before it.
    card = walk(1, 12, at(-10, 14, 0)).delivered_to("Bd. Victoriei", "22", "Sibiu", "550024")
    card.quoted("540.00", at(-9, 11, 0), included[1])
    assert card.quote is not None
    card.quote.lock_date = card.request.event_moment.astimezone(BUSINESS_ZONE).date()
    card.accepted(at(-8, 19, 30), RestPayment.CARD_AUTO)
    card.rest_charged(card.request.event_moment - timedelta(hours=shop.setup.rest_charge_hours))
    card.request.reminder_sent_at = at(0, 9, 0)
    locked = walk(2, 11, at(-12, 9, 30)).quoted("360.00", at(-11, 10, 0), included[0]).accepted(at(-10, 20, 5)).locked()
    delivered = walk(-5, 13, at(-20, 12, 0)).quoted("480.00", at(-19, 9, 45), included[2]).accepted(at(-17, 18, 0))
    delivered.locked().delivered(at(-5, 13, 10), PaymentMethod.CASH)
    declined = walk(3, 12, at(-6, 8, 50)).declined(at(-5, 9, 20), words.DECLINED)
    expired = walk(-2, 13, at(-14, 17, 0)).quoted("300.00", at(-13, 10, 0), included[0]).expired()
    cancelled = walk(13, 12, at(-11, 10, 0)).quoted("450.00", at(-10, 9, 0), included[0]).accepted(at(-9, 13, 0))
    cancelled.cancelled_by_customer(at(-3, 18, 30))
    return [waiting, overnight, quoted, requoted, paid, card, locked, delivered, declined, expired, cancelled]


async def write_cakes(
    repository: HistoryRepository,
    rng: random.Random,
    accounts: list[Person],
    guests: list[Person],
    staff: list[int],
    now: datetime,
) -> dict[str, int]:
    """The requests with their quotes, payments, changes and orders; rows written per table."""
    setup = await repository.cake_setup()
    if setup is None or not guests or not accounts:
        return {}
    # The demo's figurine cakes are picked up at its second point, the laboratory.
    locations = await repository.locations()
    shop = Shop(
        setup=setup,
        location=locations[-1] if locations else None,
        gallery=await repository.gallery_item(),
        staff=staff[0] if staff else None,
        now=now,
    )
    requests = [walk.done() for walk in _walks(rng, shop, accounts, guests)]
    orders = [r.order for r in requests if r.order is not None]
    for order, number in zip(orders, await repository.reserve_order_numbers(len(orders)), strict=True):
        order.order_number = str(number)
    for request in requests:
        await repository.add(request)
    payments = [p for r in requests for p in r.payments]
    return {
        "cake_requests": len(requests),
        "cake_quotes": sum(len(r.quotes) for r in requests),
        "cake_payments": len(payments),
        "cake_request_changes": sum(len(r.changes) for r in requests),
        "card_payment_records": sum(len(p.records) for p in payments),
        "card_refunds": sum(len(p.refunds) for p in payments),
        "orders": len(orders),
    }
