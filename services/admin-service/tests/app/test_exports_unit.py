"""The one CSV writer of every export: each kind of value becomes its cell, and no text cell a
spreadsheet would run as a formula."""

from decimal import Decimal

import pytest

from admin_service.exports import BOM, cell, csv_document


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_a_text_opening_like_a_formula_is_kept_as_text(start):
    assert cell(f"{start}1+1") == f"'{start}1+1"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("Ana-Maria", "Ana-Maria"),
        ("ana@example.ro", "ana@example.ro"),
        (None, ""),
        (True, "Da"),
        (False, "Nu"),
        (3, "3"),
        (Decimal("1234.5"), "1234,50"),
    ],
)
def test_values_become_their_cells(value, expected):
    assert cell(value) == expected


def test_a_document_has_a_bom_its_header_and_every_row_escaped():
    document = csv_document(["a", "b"], [["=cmd|'/Ccalc'!A0@probe.ro", Decimal("5")]])
    assert document == BOM + "a,b\r\n'=cmd|'/Ccalc'!A0@probe.ro,\"5,00\"\r\n"
