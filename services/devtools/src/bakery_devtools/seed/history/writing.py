"""The drafted past turned into rows: ids reserved ahead, then one COPY per table, parents first
(an order before its contact, its lines before their sizes) so the triggers behind the reports
(best sellers, guest customers) count each row as they would count a real one."""

from collections import Counter
from datetime import datetime, timedelta
from decimal import Decimal
import json

from bakery_shared.models import CardRefund, CardStep, OrderPayment, OrderStatus, PaymentMethod, Role
from bakery_shared.payments.states import LEADS_TO, after_refund, move, opening_state

from .orders import Draft
from .people import Person
from .repository import HistoryRepository

ORDER_COLUMNS = (
    "id", "order_number", "status", "user_id", "delivery_method", "pickup_location_id", "pickup_location_name",
    "pickup_location_description", "pickup_or_delivery_moment", "additional_information", "sub_total_price",
    "delivery_fee", "total_package_cost", "coupon", "updated_price_after_coupon", "discount_lines", "total_price",
    "time_to_prepare_value", "time_to_prepare_unit", "rejection_reason", "unanswered_alert_sent_at", "created_at",
    "updated_at",
)  # fmt: skip
DETAIL_COLUMNS = (
    "order_id", "first_name", "last_name", "phone_number", "email", "street_address", "street_number_address",
    "city", "postal_code", "delivery_fee",
)  # fmt: skip
PAYMENT_COLUMNS = (
    "id", "order_id", "method", "cash_amount", "card_amount", "card_state", "intent_id", "card_attempts", "hold_until",
    "authorized_at", "captured_at", "released_at", "captured_amount", "refunded_amount",
)  # fmt: skip
CARD_RECORD_COLUMNS = ("payment_id", "step", "amount", "intent_id", "refund_id", "created_by_id", "created_at")
USER_COLUMNS = (
    "id", "first_name", "last_name", "email", "phone_number", "password_hash", "role", "email_confirmed_at",
    "newsletter_accepted", "created_at", "updated_at",
)  # fmt: skip


async def write_accounts(repository: HistoryRepository, accounts: list[Person], password_hash: str) -> int:
    ids = await repository.reserve_ids("users", len(accounts))
    records = []
    for person, user_id in zip(accounts, ids, strict=True):
        person.user_id = user_id
        joined = person.joined
        records.append(
            (user_id, person.first_name, person.last_name, person.email, person.phone_number, password_hash,
             Role.USER.value, joined, person.newsletter, joined, joined)
        )  # fmt: skip
    return await repository.copy("users", USER_COLUMNS, records)


def _order_record(draft: Draft, order_id: int, number: int, now: datetime) -> tuple:
    location, deal = draft.location, draft.deal
    discount_lines = (
        [{"promotionId": deal.id, "promotionName": deal.name, "amount": str(draft.discount)}] if deal is not None else []
    )
    waiting = draft.status == OrderStatus.NEW and now - draft.created_at > timedelta(minutes=10)
    return (
        order_id, str(number), draft.status.value, draft.person.user_id if draft.account else None, draft.method.value,
        location.id if location else None, location.name if location else None, location.description if location else None,
        draft.moment, draft.note, draft.subtotal, draft.delivery_fee, draft.package,
        deal.code if deal is not None else None, draft.subtotal - draft.discount if deal is not None else None,
        json.dumps(discount_lines), draft.total, draft.prep[0] if draft.prep else None,
        draft.prep[1].value if draft.prep else None, draft.rejection_reason,
        # The business was mailed about it already: the seed does not set off a flood of alerts.
        draft.created_at + timedelta(minutes=10) if waiting else None, draft.created_at, draft.updated_at or draft.created_at,
    )  # fmt: skip


def _card_payment(draft: Draft, payment_id: int, order_id: int, refund_id: int | None) -> OrderPayment:
    """The order's payment as its card's steps leave it, moved through the state table as the
    services move a real one (never written here by hand): its state, sums and moments, and the
    records they are recomputed from. Not added to the session: its rows are copied."""
    online = draft.payment == PaymentMethod.ONLINE
    authorized = any(step == CardStep.AUTHORIZATION for step, _ in draft.card_steps)
    payment = OrderPayment(
        id=payment_id,
        order_id=order_id,
        method=draft.payment,
        intent_id=f"pi_demo_{order_id}" if online and authorized else None,
        refunded_amount=Decimal("0.00"),
        records=[],
        refunds=[],
    )
    if (opening := opening_state(draft.payment)) is not None:
        move(payment, opening, at=draft.created_at)
    for step, at in draft.card_steps:
        if step == CardStep.REFUND:
            assert draft.refund is not None
            amount, reason = draft.refund
            refund = CardRefund(id=refund_id, amount=amount, reason=reason, created_at=at)
            move(payment, after_refund(payment, amount), at=at, amount=amount, refund=refund)
            payment.refunds.append(refund)
        else:
            amount = draft.total if step in (CardStep.AUTHORIZATION, CardStep.CAPTURE) else None
            move(payment, LEADS_TO[step], at=at, amount=amount)
    return payment


def _payment_record(draft: Draft, payment: OrderPayment) -> tuple:
    cash = card = None
    if draft.payment == PaymentMethod.CASH_CARD:
        cash = (draft.total / 2).quantize(Decimal("1"))
        card = draft.total - cash
    online = draft.payment == PaymentMethod.ONLINE
    return (
        payment.id, payment.order_id, draft.payment.value, cash, card,
        payment.card_state.value if payment.card_state else None, payment.intent_id, 1 if online else 0,
        draft.created_at + timedelta(minutes=15) if online else None, payment.authorized_at, payment.captured_at,
        payment.released_at, payment.captured_amount, payment.refunded_amount,
    )  # fmt: skip


def _card_records(payment: OrderPayment) -> list[tuple]:
    return [
        (payment.id, r.step.value, r.amount, r.intent_id, r.refund.id if r.refund else None, r.created_by_id, r.created_at)
        for r in payment.records
    ]


async def write_orders(repository: HistoryRepository, drafts: list[Draft], now: datetime) -> tuple[Counter[str], list[int]]:
    """Every order with its contact, payment, history, lines, sizes, extras, refunds and promotion
    uses; returns the rows written per table and the orders' ids (in the drafts' order)."""
    drafts.sort(key=lambda d: d.created_at)  # order numbers follow the order they were placed in
    written: Counter[str] = Counter()
    order_ids = await repository.reserve_ids("orders", len(drafts))
    numbers = await repository.reserve_order_numbers(len(drafts))
    payment_ids = await repository.reserve_ids("order_payments", len(drafts))
    refund_ids = iter(await repository.reserve_ids("card_refunds", sum(1 for d in drafts if d.refund)))
    line_ids = await repository.reserve_ids("order_product_lines", sum(len(d.lines) for d in drafts))
    orders, details, payments, steps, lines, sizes, extras, refunds, uses = [], [], [], [], [], [], [], [], []
    card_records: list[tuple] = []
    next_line = iter(line_ids)
    for draft, order_id, number, payment_id in zip(drafts, order_ids, numbers, payment_ids, strict=True):
        person = draft.person
        orders.append(_order_record(draft, order_id, number, now))
        street, street_number, city, postal = draft.address or (None, None, None, None)
        details.append(
            (order_id, person.first_name, person.last_name, person.phone_number, person.email, street, street_number,
             city, postal, draft.delivery_fee)
        )  # fmt: skip
        payment = _card_payment(draft, payment_id, order_id, next(refund_ids) if draft.refund else None)
        payments.append(_payment_record(draft, payment))
        card_records += _card_records(payment)
        steps += [(order_id, s.before.value if s.before else None, s.after.value, s.by, s.at) for s in draft.steps]
        for line in draft.lines:
            line_id = next(next_line)
            lines.append((line_id, order_id, line.size.product_id, line.size.product_name))
            sizes.append((line_id, line.size.dimension_id, line.size.value, line.quantity, line.size.price, line.size.box_price))
            extras += [(line_id, name, price) for name, price in line.extras]
        refunds += [(r.id, payment_id, r.amount, r.reason, r.created_at) for r in payment.refunds]
        if draft.deal is not None:
            uses.append(
                (
                    draft.deal.id,
                    order_id,
                    person.email,
                    person.user_id if draft.account else None,
                    draft.discount,
                    draft.created_at,
                )
            )
    # Parents first: the triggers read the order when its contact and its sizes arrive.
    written["orders"] = await repository.copy("orders", ORDER_COLUMNS, orders)
    written["order_delivery_details"] = await repository.copy("order_delivery_details", DETAIL_COLUMNS, details)
    written["order_payments"] = await repository.copy("order_payments", PAYMENT_COLUMNS, payments)
    written["order_status_changes"] = await repository.copy(
        "order_status_changes", ("order_id", "from_status", "to_status", "changed_by_id", "changed_at"), steps
    )
    written["order_product_lines"] = await repository.copy(
        "order_product_lines", ("id", "order_id", "product_id", "product_name"), lines
    )
    written["order_dimension_lines"] = await repository.copy_sizes(
        ("product_line_id", "dimension_id", "dimension_value", "quantity", "unit_price", "box_price"), sizes
    )
    written["order_line_extras"] = await repository.copy("order_line_extras", ("product_line_id", "name", "price"), extras)
    written["card_refunds"] = await repository.copy(
        "card_refunds", ("id", "payment_id", "amount", "reason", "created_at"), refunds
    )
    written["card_payment_records"] = await repository.copy("card_payment_records", CARD_RECORD_COLUMNS, card_records)
    written["promotion_redemptions"] = await repository.copy(
        "promotion_redemptions", ("promotion_id", "order_id", "email", "user_id", "amount", "created_at"), uses
    )
    await repository.count_uses(Counter(use[0] for use in uses))
    return written, order_ids
