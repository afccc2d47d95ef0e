"""Documents from what the shop sold: an order as the customer paid it, a custom cake's deposit,
a refund. Pure functions over loaded rows; issuing.py loads, numbers and stores.

An order's invoice mirrors the one sum that prices it (user-service's placement, `bill_of`):
total = products (sizes with their extras, bundles, free items at their price) − promotions and
coupon + packaging + delivery fee. So `totals(document).total == order.total_price` to the ban."""

from collections import defaultdict
from collections.abc import Sequence
from datetime import date
from decimal import Decimal

from ..models import BusinessSetup, DeliveryMethod, Order, OrderPayment, OrderStatus, PaymentMethod
from ..money import ZERO, money
from ..rules.company import parse_cui
from ..rules.counties import county_code
from .amounts import to_bani, totals
from .document import (
    Document,
    DocumentDiscount,
    DocumentKind,
    DocumentLine,
    DocumentPayment,
    Party,
    PaymentMeans,
)
from .setup import VatRates

ONE = Decimal(1)
PACKAGING = "Ambalaj"
DELIVERY = "Taxa de livrare"
ADVANCE_LINE = "Avans pentru tortul la comandă din {day}"
ADVANCE_DEDUCTED = "Avans încasat, factura {number} din {day}"
PARTIAL_REFUND = "Restituire parțială comanda {order}"
DISCOUNT = "Reducere"

_COUNTER_MEANS = {PaymentMethod.CASH: PaymentMeans.CASH, PaymentMethod.CARD: PaymentMeans.CARD_AT_COUNTER}


def ro_day(day: date) -> str:
    return f"{day:%d-%m-%Y}"


def split(amount: Decimal, weights: Sequence[tuple[Decimal, Decimal]]) -> list[tuple[Decimal, Decimal]]:
    """`amount` shared among keys in proportion to their weights, to the ban; the last key takes the
    rounding remainder, so the parts add up to `amount` exactly. Keys of no weight get nothing."""
    weighed = [(key, weight) for key, weight in weights if weight > 0]
    whole = sum((weight for _, weight in weighed), ZERO)
    if not weighed or whole <= 0:
        return []
    parts, given = [], ZERO
    for index, (key, weight) in enumerate(weighed):
        part = amount - given if index == len(weighed) - 1 else to_bani(amount * weight / whole)
        given += part
        parts.append((key, part))
    return parts


# ---- parties ------------------------------------------------------------------------------------


def company_party(details: dict, email: str | None) -> Party:
    """The company the customer asked the invoice for (place-order's invoiceDetails)."""
    parsed = parse_cui(details.get("cui") or "")
    digits, vat_payer = parsed if parsed else ((details.get("cui") or "").upper().removeprefix("RO"), False)
    return Party(
        name=details["companyName"],
        street_address=details.get("streetAddress") or "",
        city=details.get("city") or "",
        county=county_code(details.get("county")) or "",
        cui=digits,
        vat_payer=vat_payer,
        registration_number=details.get("registrationNumber") or None,
        email=email,
    )


def _shop_county(business: BusinessSetup | None, fallback: str) -> str:
    return (county_code(business.county) if business and business.county else None) or fallback


def consumer_party(
    name: str,
    address: dict | None,
    *,
    email: str | None,
    business: BusinessSetup | None,
    seller: Party,
    identifier: str,
) -> Party:
    """A consumer: the address it was delivered to, else the pickup point's place (the shop's)."""
    county = _shop_county(business, seller.county)
    if address and address.get("streetAddress"):
        street = ", ".join(
            part
            for part in (
                " ".join(p for p in (address.get("streetAddress"), address.get("streetNumberAddress")) if p),
                f"bl. {address['buildingNumber']}" if address.get("buildingNumber") else "",
                f"ap. {address['appartmentNumber']}" if address.get("appartmentNumber") else "",
            )
            if part
        )
        city = address.get("city") or (business.city if business else None) or seller.city
        postal = address.get("postalCode")
    else:
        shop_street = " ".join(p for p in ((business.address, business.street_number) if business else ()) if p)
        street = shop_street or seller.street_address
        city = (business.city if business else None) or seller.city
        postal = None
    return Party(
        name=name.strip() or "Client",
        street_address=street,
        city=city,
        county=county,
        identifier=identifier,
        postal_code=postal,
        email=email,
    )


def order_buyer(order: Order, *, business: BusinessSetup | None, seller: Party, identifier: str) -> Party:
    details = order.delivery_details
    email = details.email if details else None
    if order.invoice_details:
        return company_party(order.invoice_details, email)
    address = None
    if details is not None and order.delivery_method == DeliveryMethod.DELIVERY:
        address = {
            "streetAddress": details.street_address,
            "streetNumberAddress": details.street_number_address,
            "buildingNumber": details.building_number,
            "appartmentNumber": details.apartment_number,
            "city": details.city,
            "postalCode": details.postal_code,
        }
    name = f"{details.first_name} {details.last_name}" if details else ""
    return consumer_party(name, address, email=email, business=business, seller=seller, identifier=identifier)


# ---- an order's lines ---------------------------------------------------------------------------


def _product_lines(order: Order, rates: VatRates, unlisted_rate: Decimal) -> list[DocumentLine]:
    lines = []
    for product in order.product_lines:
        extras = money(sum((extra.price for extra in product.extras), ZERO))
        rate = rates.of_product(product.product_id) if product.product_id is not None else unlisted_rate
        for size in product.dimension_lines:
            notes = [size.dimension_value]
            if product.extras:
                notes.append("cu " + ", ".join(extra.name for extra in product.extras))
            if product.preferred_message:
                notes.append(f"mesaj: „{product.preferred_message}”")
            lines.append(
                DocumentLine(
                    name=product.product_name,
                    quantity=Decimal(size.quantity),
                    unit_price=money(size.unit_price + extras),
                    vat_rate=rate,
                    description="; ".join(notes),
                )
            )
    return lines


def _promotion_lines(order: Order, rates: VatRates) -> list[DocumentLine]:
    """A bundle at what it cost, shared among the VAT rates of its pieces by their prices (a free
    piece weighs nothing); a free item at its price, which its promotion's discount takes off."""
    lines = []
    for bundle in order.promotion_lines:
        by_rate: dict[Decimal, Decimal] = defaultdict(Decimal)
        for choice in bundle.choices:
            by_rate[rates.of_product(choice.product_id)] += ZERO if choice.is_free_product else choice.product_price
        if not any(by_rate.values()):  # a free item given by a promotion: at its own price
            for choice in bundle.choices:
                by_rate[rates.of_product(choice.product_id)] += choice.product_price or ONE
        description = "; ".join(
            f"{choice.product_name} {choice.dimension_name}" + (" (gratuit)" if choice.is_free_product else "")
            for choice in bundle.choices
        )
        parts = split(money(bundle.promotion_total), sorted(by_rate.items(), reverse=True))
        for rate, amount in parts:
            quantity, unit = Decimal(bundle.quantity), money(amount / bundle.quantity)
            if len(parts) > 1 or unit * quantity != amount:
                quantity, unit = ONE, amount
            name = bundle.promotion_name if len(parts) == 1 else f"{bundle.promotion_name} (TVA {rate:g}%)"
            lines.append(DocumentLine(name=name, quantity=quantity, unit_price=unit, vat_rate=rate, description=description))
    return lines


def _discounts(order: Order, goods: Sequence[DocumentLine]) -> list[DocumentDiscount]:
    """The promotions and coupon taken off the products, each shared among the VAT rates in
    proportion to the products' gross at each rate; the named parts add up to the order's discount."""
    if order.updated_price_after_coupon is None:
        return []
    whole = money(order.sub_total_price - order.updated_price_after_coupon)
    if whole <= 0:
        return []
    named = [(line["promotionName"], money(Decimal(line["amount"]))) for line in order.discount_lines or []]
    if not named:
        named = [(DISCOUNT, whole)]
    named[-1] = (named[-1][0], whole - sum((amount for _, amount in named[:-1]), ZERO))
    gross: dict[Decimal, Decimal] = defaultdict(Decimal)
    for line in goods:
        gross[line.vat_rate] += to_bani(line.quantity * line.unit_price)
    weights = sorted(gross.items(), reverse=True)
    return [
        DocumentDiscount(reason=reason, amount=part, vat_rate=rate)
        for reason, amount in named
        if amount > 0
        for rate, part in split(amount, weights)
        if part > 0
    ]


def order_lines(order: Order, rates: VatRates, *, unlisted_rate: Decimal) -> tuple[list[DocumentLine], list[DocumentDiscount]]:
    """The order's lines and discounts as the customer paid them. `unlisted_rate`: a line of no
    menu product's (a custom cake's)."""
    goods = _product_lines(order, rates, unlisted_rate) + _promotion_lines(order, rates)
    discounts = _discounts(order, goods)
    lines = list(goods)
    if order.total_package_cost > 0:
        lines.append(DocumentLine(PACKAGING, ONE, money(order.total_package_cost), rates.of_anything_else()))
    if order.delivery_fee > 0:
        lines.append(DocumentLine(DELIVERY, ONE, money(order.delivery_fee), rates.of_delivery()))
    return lines, discounts


def order_payments(order: Order, payment: OrderPayment | None, total: Decimal, day: date) -> list[DocumentPayment]:
    """What was paid for the order: the card captured online, or, once it was handed over, what the
    counter took (its method; both parts of a split)."""
    if payment is None:
        return []
    if payment.method == PaymentMethod.ONLINE:
        if payment.captured_at is None:
            return []
        amount = money(payment.captured_amount if payment.captured_amount is not None else total)
        return [DocumentPayment(PaymentMeans.CARD, amount, payment.captured_at.date())]
    if order.status != OrderStatus.DELIVERED:
        return []
    if payment.method == PaymentMethod.CASH_CARD:
        cash, card = money(payment.cash_amount or ZERO), money(payment.card_amount or ZERO)
        return [
            DocumentPayment(means, amount, day)
            for means, amount in ((PaymentMeans.CASH, cash), (PaymentMeans.CARD_AT_COUNTER, card))
            if amount > 0
        ]
    return [DocumentPayment(_COUNTER_MEANS[payment.method], money(total), day)]


def advance_deduction(number: str, issue_date: date, amount: Decimal, rate: Decimal) -> DocumentLine:
    """The deposit already invoiced, taken off a custom cake's final invoice."""
    return DocumentLine(ADVANCE_DEDUCTED.format(number=number, day=ro_day(issue_date)), ONE, -money(amount), rate)


def advance_line(event_day: date, amount: Decimal, rate: Decimal) -> DocumentLine:
    return DocumentLine(ADVANCE_LINE.format(day=ro_day(event_day)), ONE, money(amount), rate)


# ---- credit notes -------------------------------------------------------------------------------


def credit_note(original: Document, amount: Decimal, *, number: str, issue_date: date, refunded_on: date | None) -> Document:
    """A refund of `amount` of what `original` invoiced: the whole of it mirrors every line and
    discount; a part is one line per VAT rate, shared as the invoice's gross is, summing exactly
    to `amount`. Amounts are positive, as a UBL credit note wants them."""
    invoiced = totals(original)
    if money(amount) == invoiced.total:
        lines, discounts = original.lines, original.discounts
    else:
        name = PARTIAL_REFUND.format(order=original.order_number or original.number)
        parts = split(money(amount), [(rate.rate, rate.gross) for rate in invoiced.rates])
        lines, discounts = tuple(DocumentLine(name, ONE, part, rate) for rate, part in parts), ()
    return Document(
        kind=DocumentKind.CREDIT_NOTE,
        number=number,
        issue_date=issue_date,
        seller=original.seller,
        buyer=original.buyer,
        lines=tuple(lines),
        discounts=tuple(discounts),
        payments=(DocumentPayment(PaymentMeans.CARD, money(amount), refunded_on),),
        order_number=original.order_number,
        corrects_number=original.number,
        corrects_issue_date=original.issue_date,
        note=f"Stornare (restituire) pentru factura {original.number} din {ro_day(original.issue_date)}",
    )
