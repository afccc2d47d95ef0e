"""The PDF a customer gets reads right: its title, number, the people with their diacritics and
the money in the shop's Romanian format, the same figures the XML files."""

from dataclasses import replace
from decimal import Decimal

from bakery_shared.invoicing.amounts import totals
from bakery_shared.invoicing.pdf import render_pdf
from bakery_shared.money import ro_money

from .conftest import BREAD, COMPANY, CONSUMER_ID, KINDS, invoice
from .pdf_text import pdf_text


def test_every_kind_renders(kind):
    document, ordered = kind
    pdf = render_pdf(document)
    assert pdf.startswith(b"%PDF-")
    text = pdf_text(pdf)
    assert document.number in text
    assert document.buyer.name in text
    assert ro_money(ordered) in text


def test_a_consumer_invoice_reads_as_the_customer_expects():
    document = invoice()
    text = pdf_text(render_pdf(document))
    for expected in (
        "Factură",
        "Nr. CFS-2026-00042",
        "Data emiterii: 27-11-2026",
        "Comanda: CMD-20261127-0042",
        "Ștefănuța Țărănescu",
        "CUI: RO18547290",
        "IBAN: RO49AAAA1B31007593840000",
        "Ecler cu ciocolată",
        "cutie de 2",
        "18,50 RON",
        "Total de plată",
        "49,60 RON",
        "Achitat: 49,60 RON (card, online, pe 27-11-2026)",
    ):
        assert expected in text, expected
    assert CONSUMER_ID not in text


def test_vat_per_rate_is_the_xmls():
    document, _ = KINDS["coupon and promotion"]
    amounts = totals(document)
    text = pdf_text(render_pdf(document))
    for rate in amounts.rates:
        assert f"{rate.rate:f}%\n{ro_money(rate.taxable)}\n{ro_money(rate.vat)}\n{ro_money(rate.gross)}" in text
    assert f"Total fără TVA\n{ro_money(amounts.net_total)}" in text
    assert f"TVA\n{ro_money(amounts.vat_total)}" in text
    assert "Reducere: Cupon TOAMNA10" in text
    assert "-5,20 RON" in text


def test_a_company_buyer_shows_its_registration():
    text = pdf_text(render_pdf(invoice(COMPANY)))
    assert "Brutăria Împărătească SRL" in text
    assert "CUI: RO14399840" in text
    assert "Reg. Com.: J08/555/2001" in text
    assert "Brașov, jud. Brașov" in text
    bucharest = pdf_text(render_pdf(KINDS["buyer in Bucharest"][0]))
    assert "București, Sector 3" in bucharest


def test_an_advance_and_a_credit_note_say_what_they_are():
    advance = pdf_text(render_pdf(KINDS["cake advance"][0]))
    assert "Factură de avans" in advance
    assert "Avans pentru tortul Diplomat, comanda din 12-12-2026." in advance
    credit = pdf_text(render_pdf(KINDS["partial credit note"][0]))
    assert "Notă de credit" in credit
    assert "Corectează factura CFS-2026-00042 din 20-11-2026" in credit
    assert "Total de restituit\n18,50 RON" in credit
    assert "Restituit: 18,50 RON" in credit


def test_a_seller_outside_vat_shows_no_vat():
    text = pdf_text(render_pdf(KINDS["seller not a VAT payer"][0]))
    assert "Neplătitor de TVA" in text
    assert "CUI: 6859662" in text
    assert "Total fără TVA" not in text
    assert "Total de plată\n49,60 RON" in text


def test_an_unpaid_invoice_says_where_to_pay():
    text = pdf_text(render_pdf(KINDS["not paid yet"][0]))
    assert "Scadență: 12-12-2026" in text
    assert "Rest de plată: 49,60 RON" in text
    assert "În contul RO49AAAA1B31007593840000 (Banca Transilvania), cu mențiunea CFS-2026-00042." in text


def test_a_long_order_runs_onto_more_pages():
    lines = tuple(replace(BREAD, name=f"Pâine cu maia nr. {n}") for n in range(1, 61))
    document = invoice(lines=lines, paid=None)
    text = pdf_text(render_pdf(document))
    assert "Pagina 2 din" in text
    assert "Pâine cu maia nr. 60" in text
    assert ro_money(Decimal("12.60") * 60) in text
