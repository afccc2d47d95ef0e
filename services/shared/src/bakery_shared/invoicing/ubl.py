"""An invoice or credit note as ANAF's RO e-Factura takes it: UBL 2.1 with the CIUS-RO customization.

Every amount comes from `amounts.totals`, so the XML says what the PDF and the reports say. The
elements follow the UBL 2.1 schema's order (ANAF checks the schema before the business rules).

Decisions the official rules leave to the shop:
- an advance invoice is an ordinary invoice (380): CIUS-RO does not accept 386 (BR-RO-020);
- a seller who is not a VAT payer files every line "not subject to VAT" (category O) and its CUI
  as its legal id, with no VAT id for anyone (BR-O-02);
- a deduction (a negative line) is filed with a negative quantity, since a price may not be negative (BR-27);
- what was already paid is the prepaid amount, so an order paid by card owes nothing more."""

from collections.abc import Iterable
from decimal import Decimal
import re
import xml.etree.ElementTree as ElementTree

from ..rules.counties import BUCHAREST
from .amounts import CENT, Totals
from .amounts import totals as totals_of
from .document import Document, DocumentKind, DocumentLine, Party, PaymentMeans

CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1"
INVOICE = "380"
CREDIT_NOTE = "381"

_INVOICE_NS = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
_CREDIT_NOTE_NS = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
_CAC = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
_CBC = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
ElementTree.register_namespace("cac", _CAC)
ElementTree.register_namespace("cbc", _CBC)

# UNCL 4461: 54 credit card, 10 cash, 30 credit transfer (an unpaid invoice, into the seller's account).
_MEANS_CODE = {PaymentMeans.CARD: "54", PaymentMeans.CARD_AT_COUNTER: "54", PaymentMeans.CASH: "10"}
_CREDIT_TRANSFER = "30"
_NOT_SUBJECT = "O"
_NOT_SUBJECT_REASON = "Vânzătorul nu este înregistrat în scopuri de TVA."
_DISCOUNT_REASON_CODE = "95"  # UNCL 5189: discount
_SECTOR = re.compile(r"sector(?:ul)?\s*([1-6])\b", re.IGNORECASE)
_SECTORS = {f"SECTOR{n}" for n in range(1, 7)}


def render_xml(document: Document, *, totals: Totals | None = None) -> str:
    """The document's UBL XML, as filed with ANAF (UTF-8, with its declaration)."""
    amounts = totals or totals_of(document)
    not_subject = not document.seller.vat_payer
    if not_subject and any(rate.rate != 0 for rate in amounts.rates):
        raise ValueError("A seller that is not a VAT payer sells without VAT: every rate of its document must be 0.")
    credit = document.kind is DocumentKind.CREDIT_NOTE
    builder = _Builder(document, amounts, credit=credit, not_subject=not_subject)
    root = builder.build()
    ElementTree.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ElementTree.tostring(root, encoding="unicode") + "\n"


def _amount(value: Decimal) -> str:
    return f"{value.quantize(CENT):f}"


def _number(value: Decimal) -> str:
    """A quantity or a rate without needless zeros: 2, 0.5, 21."""
    return f"{value.normalize():f}"


def _price(net: Decimal, quantity: Decimal) -> str:
    """The net unit price (BT-146), positive; more decimals than the ban when the line needs them."""
    if quantity == 0:
        return _amount(Decimal(0))
    price = (abs(net) / abs(quantity)).quantize(Decimal("0.0001"))
    return _amount(price) if price == price.quantize(CENT) else f"{price.normalize():f}"


def _cut(text: str, limit: int) -> str:
    """CIUS-RO caps most texts (BR-RO-Lnnn): a longer one would get the whole invoice refused."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _city(party: Party) -> str:
    """Bucharest's locality is its sector, coded "SECTOR1".."SECTOR6" (BR-RO-100)."""
    city = _cut(party.city, 50)
    if party.country == "RO" and party.county == BUCHAREST:
        compact = city.upper().replace(" ", "")
        if compact in _SECTORS:
            return compact
        sector = _SECTOR.search(city)
        if sector:
            return f"SECTOR{sector.group(1)}"
    return city


class _Builder:
    def __init__(self, document: Document, amounts: Totals, *, credit: bool, not_subject: bool) -> None:
        self.document = document
        self.amounts = amounts
        self.credit = credit
        self.not_subject = not_subject
        self.currency = document.currency

    # -- small element makers --------------------------------------------------------------
    @staticmethod
    def cbc(parent: ElementTree.Element, name: str, text: str, **attributes: str) -> ElementTree.Element:
        element = ElementTree.SubElement(parent, f"{{{_CBC}}}{name}", attributes)
        element.text = text
        return element

    @staticmethod
    def cac(parent: ElementTree.Element, name: str) -> ElementTree.Element:
        return ElementTree.SubElement(parent, f"{{{_CAC}}}{name}")

    def money(self, parent: ElementTree.Element, name: str, value: Decimal) -> None:
        self.cbc(parent, name, _amount(value), currencyID=self.currency)

    def tax_category(self, parent: ElementTree.Element, name: str, rate: Decimal, *, breakdown: bool = False) -> None:
        category = self.cac(parent, name)
        if self.not_subject:
            self.cbc(category, "ID", _NOT_SUBJECT)
            if breakdown:
                self.cbc(category, "TaxExemptionReasonCode", "VATEX-EU-O")
                self.cbc(category, "TaxExemptionReason", _NOT_SUBJECT_REASON)
        else:
            self.cbc(category, "ID", "S" if rate > 0 else "Z")
            self.cbc(category, "Percent", _number(rate))
        scheme = self.cac(category, "TaxScheme")
        self.cbc(scheme, "ID", "VAT")

    # -- the document ----------------------------------------------------------------------
    def build(self) -> ElementTree.Element:
        document, amounts = self.document, self.amounts
        # The root's own namespace as the default one (every other element has its prefix), as
        # ANAF's examples write it: ElementTree alone would name it "ns0".
        root = ElementTree.Element("CreditNote" if self.credit else "Invoice")
        root.set("xmlns", _CREDIT_NOTE_NS if self.credit else _INVOICE_NS)
        payable = amounts.total - amounts.paid
        self.cbc(root, "CustomizationID", CUSTOMIZATION_ID)
        self.cbc(root, "ID", document.number)
        self.cbc(root, "IssueDate", document.issue_date.isoformat())
        if self.credit:
            self.cbc(root, "CreditNoteTypeCode", CREDIT_NOTE)
        else:
            if document.due_date or payable > 0:
                self.cbc(root, "DueDate", (document.due_date or document.issue_date).isoformat())
            self.cbc(root, "InvoiceTypeCode", INVOICE)
        for note in self.notes():
            self.cbc(root, "Note", _cut(note, 300))
        self.cbc(root, "DocumentCurrencyCode", self.currency)
        if document.order_number:
            order = self.cac(root, "OrderReference")
            # The shop's order is the seller's sales order (BT-14); the buyer sent no purchase order.
            self.cbc(order, "ID", "NA")
            self.cbc(order, "SalesOrderID", _cut(document.order_number, 200))
        if document.corrects_number:
            reference = self.cac(self.cac(root, "BillingReference"), "InvoiceDocumentReference")
            self.cbc(reference, "ID", document.corrects_number)
            if document.corrects_issue_date:
                self.cbc(reference, "IssueDate", document.corrects_issue_date.isoformat())
        self.seller(self.cac(root, "AccountingSupplierParty"))
        self.buyer(self.cac(root, "AccountingCustomerParty"))
        self.payment_means(root, payable)
        if self.credit and (document.due_date or payable > 0):
            terms = self.cac(root, "PaymentTerms")
            due = document.due_date or document.issue_date
            self.cbc(terms, "Note", f"Suma se restituie cumpărătorului până la {due:%d-%m-%Y}.")
        for discount, net in zip(document.discounts, amounts.discounts_net, strict=True):
            allowance = self.cac(root, "AllowanceCharge")
            self.cbc(allowance, "ChargeIndicator", "false")
            self.cbc(allowance, "AllowanceChargeReasonCode", _DISCOUNT_REASON_CODE)
            self.cbc(allowance, "AllowanceChargeReason", _cut(discount.reason, 100))
            self.money(allowance, "Amount", net)
            self.tax_category(allowance, "TaxCategory", discount.vat_rate)
        self.tax_total(root)
        self.monetary_total(root)
        for index, (line, line_amounts) in enumerate(zip(document.lines, amounts.lines, strict=True), start=1):
            self.line(root, index, line, line_amounts.net)
        return root

    def notes(self) -> Iterable[str]:
        if self.document.extra.get("advance"):
            yield "Factură de avans."
        if self.document.note:
            yield self.document.note

    def address(self, parent: ElementTree.Element, party: Party) -> None:
        address = self.cac(parent, "PostalAddress")
        self.cbc(address, "StreetName", _cut(party.street_address, 150))
        self.cbc(address, "CityName", _city(party))
        if party.postal_code:
            self.cbc(address, "PostalZone", _cut(party.postal_code, 20))
        if party.county:
            self.cbc(address, "CountrySubentity", party.county)
        country = self.cac(address, "Country")
        self.cbc(country, "IdentificationCode", party.country)

    def contact(self, parent: ElementTree.Element, party: Party) -> None:
        if not (party.phone or party.email):
            return
        contact = self.cac(parent, "Contact")
        if party.phone:
            self.cbc(contact, "Telephone", _cut(party.phone, 100))
        if party.email:
            self.cbc(contact, "ElectronicMail", _cut(party.email, 100))

    def vat_id(self, parent: ElementTree.Element, party: Party) -> None:
        scheme = self.cac(parent, "PartyTaxScheme")
        self.cbc(scheme, "CompanyID", f"RO{party.cui}")
        tax = self.cac(scheme, "TaxScheme")
        self.cbc(tax, "ID", "VAT")

    def seller(self, parent: ElementTree.Element) -> None:
        seller = self.document.seller
        party = self.cac(parent, "Party")
        name = self.cac(party, "PartyName")
        self.cbc(name, "Name", _cut(seller.name, 200))
        self.address(party, seller)
        if seller.vat_payer and seller.cui:
            self.vat_id(party, seller)
        legal = self.cac(party, "PartyLegalEntity")
        self.cbc(legal, "RegistrationName", _cut(seller.name, 200))
        if seller.cui:
            self.cbc(legal, "CompanyID", seller.cui)
        if seller.registration_number:
            self.cbc(legal, "CompanyLegalForm", _cut(f"Nr. Reg. Com. {seller.registration_number}", 1000))
        self.contact(party, seller)

    def buyer(self, parent: ElementTree.Element) -> None:
        buyer = self.document.buyer
        party = self.cac(parent, "Party")
        name = self.cac(party, "PartyName")
        self.cbc(name, "Name", _cut(buyer.name, 200))
        self.address(party, buyer)
        # A VAT id beside a seller outside VAT would break BR-O-02: the CUI then goes as the legal id only.
        if buyer.vat_payer and buyer.cui and not self.not_subject:
            self.vat_id(party, buyer)
        legal = self.cac(party, "PartyLegalEntity")
        self.cbc(legal, "RegistrationName", _cut(buyer.name, 200))
        legal_id = buyer.cui or buyer.identifier
        if legal_id:
            self.cbc(legal, "CompanyID", legal_id)
        self.contact(party, buyer)

    def payment_means(self, root: ElementTree.Element, payable: Decimal) -> None:
        iban = self.document.seller.iban
        codes = list(dict.fromkeys(_MEANS_CODE[payment.means] for payment in self.document.payments))
        if payable > 0 and iban and not self.credit and _CREDIT_TRANSFER not in codes:
            codes.append(_CREDIT_TRANSFER)
        for code in codes:
            means = self.cac(root, "PaymentMeans")
            self.cbc(means, "PaymentMeansCode", code)
            if code == _CREDIT_TRANSFER:
                self.cbc(means, "PaymentID", self.document.number)
            if iban and code != _MEANS_CODE[PaymentMeans.CASH]:
                account = self.cac(means, "PayeeFinancialAccount")
                self.cbc(account, "ID", iban.replace(" ", ""))
                self.cbc(account, "Name", _cut(self.document.seller.name, 200))

    def tax_total(self, root: ElementTree.Element) -> None:
        total = self.cac(root, "TaxTotal")
        self.money(total, "TaxAmount", self.amounts.vat_total)
        for rate in self.amounts.rates:
            subtotal = self.cac(total, "TaxSubtotal")
            self.money(subtotal, "TaxableAmount", rate.taxable)
            self.money(subtotal, "TaxAmount", rate.vat)
            self.tax_category(subtotal, "TaxCategory", rate.rate, breakdown=True)

    def monetary_total(self, root: ElementTree.Element) -> None:
        amounts = self.amounts
        total = self.cac(root, "LegalMonetaryTotal")
        self.money(total, "LineExtensionAmount", amounts.lines_net)
        self.money(total, "TaxExclusiveAmount", amounts.net_total)
        self.money(total, "TaxInclusiveAmount", amounts.total)
        if self.document.discounts:
            self.money(total, "AllowanceTotalAmount", amounts.discounts_net_total)
        if amounts.paid:
            self.money(total, "PrepaidAmount", amounts.paid)
        self.money(total, "PayableAmount", amounts.total - amounts.paid)

    def line(self, root: ElementTree.Element, index: int, line: DocumentLine, net: Decimal) -> None:
        element = self.cac(root, "CreditNoteLine" if self.credit else "InvoiceLine")
        self.cbc(element, "ID", str(index))
        quantity = -line.quantity if line.unit_price < 0 else line.quantity
        self.cbc(element, "CreditedQuantity" if self.credit else "InvoicedQuantity", _number(quantity), unitCode=line.unit_code)
        self.money(element, "LineExtensionAmount", net)
        item = self.cac(element, "Item")
        if line.description:
            self.cbc(item, "Description", _cut(line.description, 200))
        self.cbc(item, "Name", _cut(line.name, 100))
        self.tax_category(item, "ClassifiedTaxCategory", line.vat_rate)
        price = self.cac(element, "Price")
        self.cbc(price, "PriceAmount", _price(net, line.quantity), currencyID=self.currency)
