"""Every kind of XML the shop files passes the official CIUS-RO rules with no fatal assert, and its
money is the order's to the ban. (All the XSLT runs live here: the stylesheet compiles once.)"""

from dataclasses import replace
from decimal import Decimal
import xml.etree.ElementTree as ElementTree

import pytest

from bakery_devtools.einvoice import fatal_failures
from bakery_shared.invoicing.amounts import totals
from bakery_shared.invoicing.ubl import CUSTOMIZATION_ID, render_xml

from .conftest import BUCHAREST_COMPANY, KINDS, NOT_VAT_SELLER, SELLER, invoice

NS = {
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
}


def _parsed(xml: str) -> ElementTree.Element:
    return ElementTree.fromstring(xml.encode("utf-8"))


def _money(root: ElementTree.Element, path: str) -> Decimal:
    element = root.find(path, NS)
    assert element is not None, path
    assert element.get("currencyID") == "RON"
    return Decimal(element.text or "")


def _all(root: ElementTree.Element, path: str) -> list[str]:
    return [element.text or "" for element in root.findall(path, NS)]


def test_every_kind_passes_the_official_rules(kind):
    document, _ = kind
    failures = fatal_failures(render_xml(document))
    assert not failures, "\n".join(str(failure) for failure in failures)


def test_every_kind_adds_up_to_the_order(kind):
    document, ordered = kind
    amounts = totals(document)
    root = _parsed(render_xml(document))
    assert _money(root, "cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount") == amounts.total == ordered
    paid = root.find("cac:LegalMonetaryTotal/cbc:PrepaidAmount", NS)
    prepaid = Decimal(paid.text or "") if paid is not None else Decimal(0)
    assert prepaid == amounts.paid
    assert _money(root, "cac:LegalMonetaryTotal/cbc:PayableAmount") == ordered - prepaid
    tax = _money(root, "cac:TaxTotal/cbc:TaxAmount")
    assert tax == sum(Decimal(v) for v in _all(root, "cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount")) == amounts.vat_total
    net = _money(root, "cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount")
    assert net == sum(Decimal(v) for v in _all(root, "cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount"))
    assert net + tax == ordered


def test_the_totals_given_are_the_ones_filed():
    document, _ = KINDS["coupon and promotion"]
    assert render_xml(document, totals=totals(document)) == render_xml(document)


def test_an_invoice_says_who_sells_to_whom():
    root = _parsed(render_xml(invoice()))
    assert root.tag.endswith("}Invoice")
    assert root.findtext("cbc:CustomizationID", namespaces=NS) == CUSTOMIZATION_ID
    assert root.findtext("cbc:InvoiceTypeCode", namespaces=NS) == "380"
    assert root.findtext("cbc:DocumentCurrencyCode", namespaces=NS) == "RON"
    seller = root.find("cac:AccountingSupplierParty/cac:Party", NS)
    assert seller.findtext("cac:PartyTaxScheme/cbc:CompanyID", namespaces=NS) == "RO18547290"
    assert seller.findtext("cac:PartyLegalEntity/cbc:CompanyID", namespaces=NS) == "18547290"
    assert seller.findtext("cac:PostalAddress/cbc:CountrySubentity", namespaces=NS) == "RO-SB"
    buyer = root.find("cac:AccountingCustomerParty/cac:Party", NS)
    assert buyer.findtext("cac:PartyLegalEntity/cbc:RegistrationName", namespaces=NS) == "Ștefănuța Țărănescu"
    assert buyer.findtext("cac:PartyLegalEntity/cbc:CompanyID", namespaces=NS) == "0000000000000"
    assert buyer.find("cac:PartyTaxScheme", NS) is None
    assert _all(root, "cac:PaymentMeans/cbc:PaymentMeansCode") == ["54"]
    assert _all(root, "cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID") == [SELLER.iban]
    assert root.findtext("cac:OrderReference/cbc:SalesOrderID", namespaces=NS) == "CMD-20261127-0042"


def test_a_company_buyer_is_filed_by_its_vat_id_or_its_cui():
    with_ro, without_ro = (_parsed(render_xml(KINDS[name][0])) for name in ("company with RO", "company without RO"))
    buyer = "cac:AccountingCustomerParty/cac:Party/"
    assert with_ro.findtext(buyer + "cac:PartyTaxScheme/cbc:CompanyID", namespaces=NS) == "RO14399840"
    assert without_ro.find(buyer + "cac:PartyTaxScheme", NS) is None
    assert without_ro.findtext(buyer + "cac:PartyLegalEntity/cbc:CompanyID", namespaces=NS) == "6859662"


def test_a_seller_outside_vat_files_no_vat():
    root = _parsed(render_xml(KINDS["seller not a VAT payer"][0]))
    assert set(_all(root, ".//cac:ClassifiedTaxCategory/cbc:ID")) == {"O"}
    assert _all(root, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID") == ["O"]
    assert _money(root, "cac:TaxTotal/cbc:TaxAmount") == 0
    assert root.find(".//cac:PartyTaxScheme", NS) is None
    assert root.findtext("cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID", namespaces=NS) == "6859662"


def test_a_seller_outside_vat_cannot_charge_it():
    with pytest.raises(ValueError):
        render_xml(invoice(seller=NOT_VAT_SELLER))


def test_a_credit_note_names_the_invoice_it_corrects():
    root = _parsed(render_xml(KINDS["partial credit note"][0]))
    assert root.tag.endswith("}CreditNote")
    assert root.findtext("cbc:CreditNoteTypeCode", namespaces=NS) == "381"
    assert root.findtext("cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID", namespaces=NS) == "CFS-2026-00042"
    assert root.findtext("cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate", namespaces=NS) == "2026-11-20"
    assert _all(root, "cac:CreditNoteLine/cbc:CreditedQuantity") == ["1"]


def test_an_advance_is_an_ordinary_invoice_and_the_final_one_deducts_it():
    advance = _parsed(render_xml(KINDS["cake advance"][0]))
    assert advance.findtext("cbc:InvoiceTypeCode", namespaces=NS) == "380"
    assert "Factură de avans." in _all(advance, "cbc:Note")
    final = _parsed(render_xml(KINDS["final invoice less the advance"][0]))
    deduction = final.findall("cac:InvoiceLine", NS)[-1]
    assert deduction.findtext("cbc:InvoicedQuantity", namespaces=NS) == "-1"
    assert Decimal(deduction.findtext("cbc:LineExtensionAmount", namespaces=NS)) == Decimal("-82.64")
    assert Decimal(deduction.findtext("cac:Price/cbc:PriceAmount", namespaces=NS)) == Decimal("82.64")


def test_discounts_are_filed_per_vat_rate():
    root = _parsed(render_xml(KINDS["coupon and promotion"][0]))
    allowances = root.findall("cac:AllowanceCharge", NS)
    assert [a.findtext("cac:TaxCategory/cbc:Percent", namespaces=NS) for a in allowances] == ["21", "11"]
    assert [Decimal(a.findtext("cbc:Amount", namespaces=NS)) for a in allowances] == [Decimal("4.30"), Decimal("1.14")]
    assert _money(root, "cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount") == Decimal("5.44")


@pytest.mark.parametrize("city", ["Sector 3", "sectorul 3", "SECTOR3", "București, Sector 3"])
def test_a_bucharest_address_is_filed_by_its_sector(city):
    document = invoice(replace(BUCHAREST_COMPANY, city=city))
    root = _parsed(render_xml(document))
    assert root.findtext("cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cbc:CityName", namespaces=NS) == "SECTOR3"


def test_an_unpaid_invoice_is_due_into_the_sellers_account():
    root = _parsed(render_xml(KINDS["not paid yet"][0]))
    assert root.findtext("cbc:DueDate", namespaces=NS) == "2026-12-12"
    assert _all(root, "cac:PaymentMeans/cbc:PaymentMeansCode") == ["30"]
    assert root.find("cac:LegalMonetaryTotal/cbc:PrepaidAmount", NS) is None


@pytest.mark.parametrize(
    ("broken", "rule"),
    [
        (invoice(seller=replace(SELLER, cui=None)), "BR-RO-065"),  # a seller without its CUI
        (invoice(replace(BUCHAREST_COMPANY, city="Bucuresti")), "BR-RO-101"),  # Bucharest without its sector
        (invoice(replace(SELLER, county="Brașov")), "BR-RO-111"),  # a county by name, not its ISO code
    ],
    ids=["seller without CUI", "Bucharest without sector", "county not coded"],
)
def test_the_rules_do_refuse_a_broken_document(broken, rule):
    rules = {failure.rule for failure in fatal_failures(render_xml(broken))}
    assert rule in rules, rules


def test_a_credit_note_not_refunded_yet_says_so():
    root = _parsed(render_xml(KINDS["credit note not refunded yet"][0]))
    assert root.findtext("cac:PaymentTerms/cbc:Note", namespaces=NS) == "Suma se restituie cumpărătorului până la 27-11-2026."
    assert root.find("cac:PaymentMeans", NS) is None
