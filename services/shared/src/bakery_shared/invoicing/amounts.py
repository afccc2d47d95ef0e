"""The net and VAT amounts of a document, derived once from the shop's VAT-inclusive prices.

The customer paid a gross amount, so the gross is what must come out exact: per VAT rate, the
taxable (net) amount is the sum of the lines' nets less the discounts' nets, and the VAT is the
rate's gross less that net. The VAT then differs from taxable × rate by at most a few bani, which
the official rules allow (BR-CO-17 and BR-S-09 accept any VAT within 1 RON of it), and the
document's total equals the order's to the ban with no rounding amount."""

from collections import defaultdict
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from .document import Document

CENT = Decimal("0.01")
HUNDRED = Decimal(100)


def to_bani(amount: Decimal) -> Decimal:
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def net_of(gross: Decimal, rate: Decimal) -> Decimal:
    """The amount without VAT of a VAT-inclusive `gross` at `rate` percent, to the ban."""
    return to_bani(gross * HUNDRED / (HUNDRED + rate))


@dataclass(frozen=True)
class LineAmounts:
    gross: Decimal  # quantity × unit price, to the ban
    net: Decimal  # the line's net amount (BT-131)


@dataclass(frozen=True)
class RateAmounts:
    rate: Decimal
    gross: Decimal  # what the customer paid at this rate: lines less discounts
    taxable: Decimal  # BT-116
    vat: Decimal  # BT-117


@dataclass(frozen=True)
class Totals:
    lines: tuple[LineAmounts, ...]  # in the document's line order
    discounts_net: tuple[Decimal, ...]  # in the document's discount order (BT-92)
    rates: tuple[RateAmounts, ...]  # highest rate first
    lines_net: Decimal  # BT-106: sum of the lines' nets
    discounts_net_total: Decimal  # BT-107
    net_total: Decimal  # BT-109: lines less discounts, without VAT
    vat_total: Decimal  # BT-110
    total: Decimal  # BT-112: what the customer paid (or gets back, on a credit note)
    paid: Decimal  # what the document records as already paid (its payments)


def totals(document: Document) -> Totals:
    lines = []
    gross_by_rate: dict[Decimal, Decimal] = defaultdict(Decimal)
    net_by_rate: dict[Decimal, Decimal] = defaultdict(Decimal)
    for line in document.lines:
        gross = to_bani(line.quantity * line.unit_price)
        net = net_of(gross, line.vat_rate)
        lines.append(LineAmounts(gross=gross, net=net))
        gross_by_rate[line.vat_rate] += gross
        net_by_rate[line.vat_rate] += net
    discounts_net = []
    for discount in document.discounts:
        net = net_of(discount.amount, discount.vat_rate)
        discounts_net.append(net)
        gross_by_rate[discount.vat_rate] -= to_bani(discount.amount)
        net_by_rate[discount.vat_rate] -= net
    rates = tuple(
        RateAmounts(rate=rate, gross=gross_by_rate[rate], taxable=net_by_rate[rate], vat=gross_by_rate[rate] - net_by_rate[rate])
        for rate in sorted(gross_by_rate, reverse=True)
    )
    lines_net = sum((line.net for line in lines), Decimal("0.00"))
    discounts_net_total = sum(discounts_net, Decimal("0.00"))
    return Totals(
        lines=tuple(lines),
        discounts_net=tuple(discounts_net),
        rates=rates,
        lines_net=lines_net,
        discounts_net_total=discounts_net_total,
        net_total=lines_net - discounts_net_total,
        vat_total=sum((rate.vat for rate in rates), Decimal("0.00")),
        total=sum((rate.gross for rate in rates), Decimal("0.00")),
        paid=sum((to_bani(payment.amount) for payment in document.payments), Decimal("0.00")),
    )
