"""Sharing a sum among VAT rates to the ban, and a partial refund's credit note: the parts always
add up to what was given back, whatever the rounding."""

from datetime import date
from decimal import Decimal

import pytest

from bakery_shared.invoicing.amounts import totals
from bakery_shared.invoicing.building import credit_note, split
from bakery_shared.invoicing.document import Document, DocumentDiscount, DocumentKind, DocumentLine, Party

SELLER = Party(
    name="Cofetăria Dulce SRL", street_address="Str. Bălcescu 12", city="Sibiu", county="RO-SB", cui="18547290", vat_payer=True
)
BUYER = Party(name="Ana Pop", street_address="Str. Mare 5", city="Sibiu", county="RO-SB", identifier="0000000000000")
R21, R11 = Decimal("21.00"), Decimal("11.00")


def invoice() -> Document:
    return Document(
        kind=DocumentKind.INVOICE,
        number="CFS-2026-00007",
        issue_date=date(2026, 11, 2),
        seller=SELLER,
        buyer=BUYER,
        lines=(
            DocumentLine("Tort Diplomat", Decimal(2), Decimal("126.95"), R21),
            DocumentLine("Pâine cu maia", Decimal(3), Decimal("8.99"), R11),
            DocumentLine("Taxa de livrare", Decimal(1), Decimal("15.00"), R21),
        ),
        discounts=(DocumentDiscount("Toamna -10%", Decimal("23.70"), R21), DocumentDiscount("Toamna -10%", Decimal("2.70"), R11)),
        order_number="C-1042",
    )


@pytest.mark.parametrize("amount", ["0.01", "0.03", "1.00", "33.33", "99.99", "250.00"])
def test_a_sum_is_shared_to_the_ban_the_last_share_taking_the_remainder(amount):
    parts = split(Decimal(amount), [(R21, Decimal("268.90")), (R11, Decimal("26.97")), (Decimal("0.00"), Decimal("3.33"))])
    assert sum(part for _, part in parts) == Decimal(amount)
    assert all(part == part.quantize(Decimal("0.01")) for _, part in parts)


def test_nothing_to_weigh_shares_nothing():
    assert split(Decimal("10.00"), [(R21, Decimal("0"))]) == []


@pytest.mark.parametrize("amount", ["0.01", "17.77", "100.00", "271.42"])
def test_a_partial_refund_totals_exactly_what_went_back(amount):
    note = credit_note(invoice(), Decimal(amount), number="CFS-2026-00008", issue_date=date(2026, 11, 5), refunded_on=None)
    assert totals(note).total == Decimal(amount)
    assert note.kind == DocumentKind.CREDIT_NOTE and note.corrects_number == "CFS-2026-00007"
    assert note.corrects_issue_date == date(2026, 11, 2)
    assert {line.name for line in note.lines} == {"Restituire parțială comanda C-1042"}


def test_the_whole_sum_mirrors_every_line_and_discount():
    original = invoice()
    note = credit_note(original, totals(original).total, number="CFS-2026-00008", issue_date=date(2026, 11, 5), refunded_on=None)
    assert note.lines == original.lines and note.discounts == original.discounts
    assert totals(note).rates == totals(original).rates
