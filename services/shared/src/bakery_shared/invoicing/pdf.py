"""The invoice (or credit note) a customer gets: an A4 PDF in Romanian, in the shop's fonts and colours.

It prints exactly what the XML files: every figure comes from `amounts.totals`. An advance invoice
is a document whose `extra` has "advance": true (a custom cake's deposit)."""

from collections.abc import Iterable
from datetime import date
from decimal import Decimal
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import TableBordersLayout, XPos, YPos
from fpdf.fonts import FontFace

from ..money import ro_money
from ..rules.counties import BUCHAREST, COUNTIES
from .amounts import Totals, totals
from .document import Document, DocumentKind, Party, PaymentMeans

FONTS = Path(__file__).parent / "fonts"
# The web's tokens (web/src/styles/index.css): primary for titles and rules, chocolate for text.
PRIMARY = (168, 23, 74)
HEADING = (74, 38, 24)
TEXT = (58, 35, 24)
MUTED = (109, 82, 68)
BORDER = (230, 212, 190)
SURFACE = (243, 228, 207)

_MEANS = {
    PaymentMeans.CARD: "card, online",
    PaymentMeans.CARD_AT_COUNTER: "card, la ridicare",
    PaymentMeans.CASH: "numerar",
}
_NO_SIGNATURE = "Factura este valabilă fără semnătură și ștampilă (art. 319 alin. (29) din Codul fiscal)."


def _title(document: Document) -> str:
    if document.kind is DocumentKind.CREDIT_NOTE:
        return "Notă de credit"
    return "Factură de avans" if document.extra.get("advance") else "Factură"


def render_pdf(document: Document) -> bytes:
    return bytes(_Invoice(document, totals(document)).render())


def _day(day: date) -> str:
    return f"{day:%d-%m-%Y}"


def _quantity(value: Decimal) -> str:
    return f"{value.normalize():f}".replace(".", ",")


def _rate(value: Decimal) -> str:
    return f"{_quantity(value)}%"


def _cui(party: Party) -> str:
    return f"RO{party.cui}" if party.vat_payer else f"{party.cui}"


def _address(party: Party) -> Iterable[str]:
    yield party.street_address
    if party.county == BUCHAREST:
        place = party.city if "bucure" in party.city.casefold() else f"București, {party.city}"
    else:
        place = f"{party.city}, jud. {COUNTIES.get(party.county, party.county)}"
    yield f"{place}, {party.postal_code}" if party.postal_code else place


class _Invoice(FPDF):
    def __init__(self, document: Document, amounts: Totals) -> None:
        super().__init__(orientation="P", unit="mm", format="A4")
        self.document = document
        self.amounts = amounts
        self.title_text = _title(document)
        self.vat_payer = document.seller.vat_payer
        self.add_font("Nunito", "", FONTS / "Nunito-Regular.ttf")
        self.add_font("Nunito", "B", FONTS / "Nunito-Bold.ttf")
        self.add_font("Fraunces", "", FONTS / "Fraunces-SemiBold.ttf")
        self.set_margins(15, 15, 15)
        self.set_auto_page_break(True, margin=20)
        self.set_title(f"{self.title_text} {document.number}")
        self.set_author(document.seller.name)
        self.set_lang("ro")
        self.set_text_color(*TEXT)
        self.set_draw_color(*BORDER)

    def render(self) -> bytearray:
        self.add_page()
        self.header_block()
        self.parties()
        self.lines_table()
        self.summary()
        self.closing()
        return self.output()

    # -- pieces --------------------------------------------------------------------------
    def text_line(
        self, text: str, *, size: float = 9, bold: bool = False, color=TEXT, width: float = 0, align: str = "L"
    ) -> None:  # type: ignore[no-untyped-def]
        self.set_font("Nunito", "B" if bold else "", size)
        self.set_text_color(*color)
        self.multi_cell(width, size * 0.5, text, align=align, new_x=XPos.LEFT, new_y=YPos.NEXT)

    def rule(self) -> None:
        self.set_draw_color(*PRIMARY)
        self.set_line_width(0.6)
        self.line(self.l_margin, self.y, self.w - self.r_margin, self.y)
        self.set_line_width(0.2)
        self.set_draw_color(*BORDER)
        self.ln(4)

    def footer(self) -> None:
        self.set_y(-14)
        self.set_font("Nunito", "", 7.5)
        self.set_text_color(*MUTED)
        self.cell(0, 4, f"{self.document.seller.name} · {self.title_text} {self.document.number}", align="L")
        self.set_x(self.l_margin)
        self.cell(0, 4, f"Pagina {self.page_no()} din {{nb}}", align="R")

    def header_block(self) -> None:
        document = self.document
        top = self.y
        self.set_font("Fraunces", "", 17)
        self.set_text_color(*HEADING)
        self.multi_cell(100, 8, document.seller.name, new_x=XPos.LEFT, new_y=YPos.NEXT)
        left_bottom = self.y
        self.set_xy(115, top)
        self.set_font("Fraunces", "", 22)
        self.set_text_color(*PRIMARY)
        self.cell(80, 10, self.title_text, align="R", new_x=XPos.LEFT, new_y=YPos.NEXT)
        facts = [f"Nr. {document.number}", f"Data emiterii: {_day(document.issue_date)}"]
        if document.order_number:
            facts.append(f"Comanda: {document.order_number}")
        if document.due_date:
            facts.append(f"Scadență: {_day(document.due_date)}")
        if document.corrects_number:
            corrects = f"Corectează factura {document.corrects_number}"
            if document.corrects_issue_date:
                corrects += f" din {_day(document.corrects_issue_date)}"
            facts.append(corrects)
        for index, fact in enumerate(facts):
            self.set_x(95)
            self.text_line(fact, size=9.5, bold=index == 0, width=100, align="R")
        self.set_y(max(self.y, left_bottom) + 3)
        self.rule()

    def party_lines(self, party: Party, *, seller: bool) -> list[tuple[str, bool]]:
        lines = [(party.name, True)]
        if party.cui:
            lines.append((f"CUI: {_cui(party)}", False))
        if party.registration_number:
            lines.append((f"Reg. Com.: {party.registration_number}", False))
        lines += [(line, False) for line in _address(party)]
        if seller and party.iban:
            lines.append((f"IBAN: {party.iban}", False))
        if seller and party.bank_name:
            lines.append((f"Banca: {party.bank_name}", False))
        if party.phone:
            lines.append((f"Telefon: {party.phone}", False))
        if party.email:
            lines.append((f"E-mail: {party.email}", False))
        if seller and not party.vat_payer:
            lines.append(("Neplătitor de TVA", False))
        return lines

    def parties(self) -> None:
        top = self.y
        bottom = top
        for x, label, party, seller in (
            (15, "Furnizor", self.document.seller, True),
            (110, "Cumpărător", self.document.buyer, False),
        ):
            self.set_xy(x, top)
            self.text_line(label.upper(), size=8, bold=True, color=PRIMARY, width=85)
            self.ln(1)
            for text, bold in self.party_lines(party, seller=seller):
                self.set_x(x)
                self.text_line(text, size=9.5, bold=bold, width=85)
            bottom = max(bottom, self.y)
        self.set_y(bottom + 6)

    def table_style(self) -> dict:  # type: ignore[type-arg]
        return {
            "borders_layout": TableBordersLayout.HORIZONTAL_LINES,
            "headings_style": FontFace(emphasis="B", color=HEADING, fill_color=SURFACE, size_pt=8.5),
            "line_height": 4.8,
            "padding": (1.2, 1.5),
        }

    def lines_table(self) -> None:
        document, amounts = self.document, self.amounts
        self.set_font("Nunito", "", 9)
        self.set_text_color(*TEXT)
        with self.table(
            col_widths=(9, 79, 16, 28, 16, 32),
            text_align=("CENTER", "LEFT", "RIGHT", "RIGHT", "RIGHT", "RIGHT"),
            **self.table_style(),
        ) as table:
            with_vat = " cu TVA" if self.vat_payer else ""
            table.row(["Nr.", "Produs", "Cant.", f"Preț unitar{with_vat}", "Cota TVA", f"Valoare{with_vat}"])
            for index, (line, line_amounts) in enumerate(zip(document.lines, amounts.lines, strict=True), start=1):
                name = f"{line.name}\n{line.description}" if line.description else line.name
                table.row(
                    [
                        str(index),
                        name,
                        _quantity(line.quantity),
                        ro_money(line.unit_price),
                        self.rate_text(line.vat_rate),
                        ro_money(line_amounts.gross),
                    ]
                )
            muted = FontFace(color=MUTED)
            for discount in document.discounts:
                row = table.row()
                row.cell("")
                row.cell(f"Reducere: {discount.reason}", style=muted)
                row.cell("")
                row.cell("")
                row.cell(self.rate_text(discount.vat_rate), style=muted)
                row.cell(ro_money(-discount.amount), style=muted)
        self.ln(5)

    def rate_text(self, rate: Decimal) -> str:
        return _rate(rate) if self.vat_payer else "—"

    def summary(self) -> None:
        amounts = self.amounts
        top = self.y
        bottom = top
        if self.vat_payer:
            self.set_font("Nunito", "", 9)
            with self.table(
                col_widths=(20, 30, 25, 30),
                width=105,
                align="LEFT",
                text_align=("LEFT", "RIGHT", "RIGHT", "RIGHT"),
                **self.table_style(),
            ) as table:
                table.row(["Cota TVA", "Bază impozabilă", "TVA", "Total cu TVA"])
                for rate in amounts.rates:
                    table.row([_rate(rate.rate), ro_money(rate.taxable), ro_money(rate.vat), ro_money(rate.gross)])
            bottom = self.y
        self.set_y(top)
        credit = self.document.kind is DocumentKind.CREDIT_NOTE
        rows = []
        if self.vat_payer:
            rows += [("Total fără TVA", ro_money(amounts.net_total)), ("TVA", ro_money(amounts.vat_total))]
        for label, value in rows:
            self.total_row(label, value)
        self.set_draw_color(*PRIMARY)
        self.line(130, self.y + 0.5, self.w - self.r_margin, self.y + 0.5)
        self.ln(1.5)
        self.total_row("Total de restituit" if credit else "Total de plată", ro_money(amounts.total), strong=True)
        self.set_y(max(bottom, self.y) + 6)

    def total_row(self, label: str, value: str, *, strong: bool = False) -> None:
        size = 11 if strong else 9.5
        self.set_x(130)
        self.set_font("Nunito", "B" if strong else "", size)
        self.set_text_color(*(PRIMARY if strong else TEXT))
        self.cell(30, size * 0.55, label)
        self.cell(35, size * 0.55, value, align="R", new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    def closing(self) -> None:
        document, amounts = self.document, self.amounts
        credit = document.kind is DocumentKind.CREDIT_NOTE
        self.text_line("PLATĂ" if not credit else "RESTITUIRE", size=8, bold=True, color=PRIMARY)
        self.ln(1)
        for payment in document.payments:
            when = f", pe {_day(payment.paid_on)}" if payment.paid_on else ""
            verb = "Restituit" if credit else "Achitat"
            self.text_line(f"{verb}: {ro_money(payment.amount)} ({_MEANS[payment.means]}{when})", size=9.5)
        left = amounts.total - amounts.paid
        if not document.payments:
            self.text_line("Suma nu a fost încă restituită." if credit else "Neachitată la emitere.", size=9.5)
        if left != 0 or not document.payments:
            self.text_line(f"{'Rest de restituit' if credit else 'Rest de plată'}: {ro_money(left)}", size=9.5, bold=True)
            if not credit and left > 0 and document.seller.iban:
                bank = f" ({document.seller.bank_name})" if document.seller.bank_name else ""
                self.text_line(f"În contul {document.seller.iban}{bank}, cu mențiunea {document.number}.", size=9.5)
        if document.note:
            self.ln(3)
            self.text_line(document.note, size=9.5, color=MUTED)
        self.ln(6)
        self.text_line(_NO_SIGNATURE, size=8, color=MUTED)
