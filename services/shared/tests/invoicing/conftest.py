"""Every kind of document the shop issues, with the gross the customer's order came to, counted
by hand (quantity × VAT-inclusive price, less discounts): the XML and the PDF must come to it."""

from dataclasses import replace
from datetime import date
from decimal import Decimal as D

import pytest

from bakery_shared.invoicing.amounts import totals
from bakery_shared.invoicing.document import (
    Document,
    DocumentDiscount,
    DocumentKind,
    DocumentLine,
    DocumentPayment,
    Party,
    PaymentMeans,
)

ISSUED = date(2026, 11, 27)
CONSUMER_ID = "0000000000000"

SELLER = Party(
    name="Cofetăria Dulce Sibiu SRL",
    street_address="Str. Nicolae Bălcescu 12",
    city="Sibiu",
    county="RO-SB",
    cui="18547290",
    vat_payer=True,
    registration_number="J32/1234/2006",
    postal_code="550159",
    email="contact@cofetarie-demo.ro",
    phone="0269 210 512",
    bank_name="Banca Transilvania",
    iban="RO49AAAA1B31007593840000",
)
CONSUMER = Party(
    name="Ștefănuța Țărănescu",
    street_address="Str. Avram Iancu 7, ap. 3",
    city="Sibiu",
    county="RO-SB",
    identifier=CONSUMER_ID,
    email="stefanuta@example.ro",
)
COMPANY = Party(
    name="Brutăria Împărătească SRL",
    street_address="Bd. Mihai Viteazu 21",
    city="Brașov",
    county="RO-BV",
    cui="14399840",
    vat_payer=True,
    registration_number="J08/555/2001",
)
COMPANY_WITHOUT_RO = replace(COMPANY, name="Atelierul de Pâine SRL", cui="6859662", vat_payer=False)
BUCHAREST_COMPANY = replace(
    COMPANY, name="Cafeneaua Mică SRL", street_address="Calea Moșilor 120", city="Sector 3", county="RO-B"
)

ECLAIR = DocumentLine("Ecler cu ciocolată", D("2"), D("18.50"), D("21"), description="cutie de 2")
BREAD = DocumentLine("Pâine cu maia", D("3"), D("4.20"), D("11"))
DELIVERY = DocumentLine("Livrare la domiciliu", D("1"), D("15.00"), D("21"))
CAKE = DocumentLine("Tort Diplomat", D("1"), D("245.00"), D("21"), description="2 kg, mesaj: La mulți ani, Ana!")
FREE_COOKIE = DocumentLine("Biscuit cadou", D("1"), D("0.00"), D("21"), description="promoția de toamnă")


def invoice(
    buyer: Party = CONSUMER, *, lines=(ECLAIR, BREAD), paid: PaymentMeans | None = PaymentMeans.CARD, **changes
) -> Document:
    document = Document(
        kind=DocumentKind.INVOICE,
        number="CFS-2026-00042",
        issue_date=ISSUED,
        seller=SELLER,
        buyer=buyer,
        lines=tuple(lines),
        order_number="CMD-20261127-0042",
    )
    document = replace(document, **changes)
    if paid is not None and not document.payments:
        document = replace(document, payments=(DocumentPayment(paid, totals(document).total, ISSUED),))
    return document


def _credit_note(lines, amount: D) -> Document:
    return replace(
        invoice(CONSUMER, lines=lines, paid=None),
        kind=DocumentKind.CREDIT_NOTE,
        number="CFS-2026-00050",
        corrects_number="CFS-2026-00042",
        corrects_issue_date=date(2026, 11, 20),
        note="Rambursare pentru comanda CMD-20261127-0042.",
        payments=(DocumentPayment(PaymentMeans.CARD, amount, ISSUED),),
    )


ADVANCE = DocumentLine("Avans pentru tortul Diplomat", D("1"), D("100.00"), D("21"))
ADVANCE_DEDUCTED = DocumentLine("Avans facturat cu CFS-2026-00030", D("1"), D("-100.00"), D("21"))
NOT_VAT_SELLER = replace(SELLER, name="Cofetăria Bunicii PFA", cui="6859662", vat_payer=False, registration_number="F32/77/2015")

# name: (document, what the order came to, counted by hand)
KINDS: dict[str, tuple[Document, D]] = {
    "consumer paid by card": (invoice(), D("37.00") + D("12.60")),
    "company with RO": (invoice(COMPANY), D("49.60")),
    "company without RO": (invoice(COMPANY_WITHOUT_RO), D("49.60")),
    "two VAT rates and delivery": (invoice(lines=(ECLAIR, BREAD, DELIVERY)), D("37.00") + D("12.60") + D("15.00")),
    "coupon and promotion": (
        invoice(
            lines=(ECLAIR, BREAD, DELIVERY),
            discounts=(
                DocumentDiscount("Cupon TOAMNA10", D("5.20"), D("21")),
                DocumentDiscount("Promoția pâinii", D("1.26"), D("11")),
            ),
        ),
        D("64.60") - D("5.20") - D("1.26"),
    ),
    "free item": (invoice(lines=(ECLAIR, FREE_COOKIE)), D("37.00")),
    "cash at pickup": (invoice(paid=PaymentMeans.CASH), D("49.60")),
    "card at the counter": (invoice(COMPANY, paid=PaymentMeans.CARD_AT_COUNTER), D("49.60")),
    "not paid yet": (invoice(COMPANY, paid=None, due_date=date(2026, 12, 12)), D("49.60")),
    "seller not a VAT payer": (
        invoice(COMPANY, seller=NOT_VAT_SELLER, lines=(replace(ECLAIR, vat_rate=D("0")), replace(BREAD, vat_rate=D("0")))),
        D("49.60"),
    ),
    "seller not a VAT payer, consumer, unpaid": (
        invoice(seller=NOT_VAT_SELLER, lines=(replace(CAKE, vat_rate=D("0")),), paid=None),
        D("245.00"),
    ),
    "cake advance": (
        invoice(lines=(ADVANCE,), note="Avans pentru tortul Diplomat, comanda din 12-12-2026.", extra={"advance": True}),
        D("100.00"),
    ),
    "final invoice less the advance": (invoice(lines=(CAKE, DELIVERY, ADVANCE_DEDUCTED)), D("245.00") + D("15.00") - D("100.00")),
    "full credit note": (_credit_note((ECLAIR, BREAD), D("49.60")), D("49.60")),
    "partial credit note": (_credit_note((replace(ECLAIR, quantity=D("1")),), D("18.50")), D("18.50")),
    "credit note not refunded yet": (replace(_credit_note((BREAD,), D("12.60")), payments=()), D("12.60")),
    "buyer in Bucharest": (invoice(BUCHAREST_COMPANY), D("49.60")),
}


@pytest.fixture(params=list(KINDS), ids=list(KINDS))
def kind(request) -> tuple[Document, D]:
    return KINDS[request.param]
