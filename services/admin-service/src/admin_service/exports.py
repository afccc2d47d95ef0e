"""Every CSV file the panel hands out (the customers, the newsletter's subscribers) is written here,
so each of them follows the same rules: UTF-8 with a BOM (a spreadsheet then reads ă, ș, ț), money
as a Romanian spreadsheet reads it, yes/no in Romanian, and no cell that a spreadsheet would run as
a formula. Text in these files is typed by strangers (a guest's name, a subscriber's address), so a
cell opening with `= + - @`, a tab or a carriage return is kept as text with a leading apostrophe
(OWASP's advice against CSV injection)."""

from collections.abc import Iterable, Sequence
import csv
from decimal import Decimal
import io

BOM = "\ufeff"
CENT = Decimal("0.01")
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")

Cell = str | Decimal | int | bool | None


def text_cell(value: str | None) -> str:
    """Text as typed, except that a cell opening like a formula is kept as text (a leading ')."""
    text = value or ""
    return "'" + text if text.startswith(FORMULA_START) else text


def money_cell(amount: Decimal) -> str:
    """Decimal(1234.5) -> '1234,50': what a Romanian spreadsheet reads as a number, exact to the ban."""
    return format(amount.quantize(CENT), "f").replace(".", ",")


def yes_no(value: bool) -> str:
    return "Da" if value else "Nu"


def cell(value: Cell) -> str:
    """One value as its cell: the only way a value gets into an export."""
    if isinstance(value, bool):
        return yes_no(value)
    if isinstance(value, Decimal):
        return money_cell(value)
    if isinstance(value, int):
        return str(value)
    return text_cell(value)


def csv_document(header: Sequence[str], rows: Iterable[Sequence[Cell]]) -> str:
    """The whole file: a BOM, the header, then every row, each value through `cell`."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(header)
    writer.writerows([cell(value) for value in row] for row in rows)
    return BOM + buffer.getvalue()
