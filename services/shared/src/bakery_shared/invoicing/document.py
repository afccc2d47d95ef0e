"""What an invoice or credit note says, as plain values: the one input of the PDF and of the UBL XML.

Issuing builds a `Document` from an order (or a deposit, or a refund) and stores it as JSON beside
the XML: what was issued is rendered again from this, never from today's menu or setup.

Prices are the shop's: VAT included, as the customer paid them. The net and VAT amounts the law
asks for are derived from them in one place (`amounts.py`), so the order, the PDF, the XML and
the reports agree to the ban."""

from dataclasses import asdict, dataclass, field
from datetime import date
from decimal import Decimal
import enum
from typing import Any


class DocumentKind(str, enum.Enum):
    INVOICE = "INVOICE"
    CREDIT_NOTE = "CREDIT_NOTE"


class PaymentMeans(str, enum.Enum):
    CARD = "CARD"  # paid online by card (UNCL4461 code 54)
    CASH = "CASH"  # paid at the counter or to the courier (code 10)
    CARD_AT_COUNTER = "CARD_AT_COUNTER"  # card at the counter's terminal (code 54)


@dataclass(frozen=True)
class Party:
    name: str
    street_address: str
    city: str
    # ISO 3166-2:RO ("RO-SB"); Bucharest's city carries its sector ("SECTOR3").
    county: str
    country: str = "RO"
    # Digits only, without "RO"; None for a consumer.
    cui: str | None = None
    # Whether the CUI is a VAT id (filed as "RO" + CUI).
    vat_payer: bool = False
    registration_number: str | None = None
    # A buyer without a CUI is identified on the XML by this (a consumer: ANAF's placeholder of the
    # day, the EFACTURA_CONSUMER_ID setting); never printed as a CUI.
    identifier: str | None = None
    postal_code: str | None = None
    email: str | None = None
    phone: str | None = None
    # The seller's account, printed and filed as the payee's (BT-84, BT-86).
    bank_name: str | None = None
    iban: str | None = None


@dataclass(frozen=True)
class DocumentLine:
    name: str
    quantity: Decimal
    # VAT included, as sold. A negative price is a deduction (a custom cake's advance already invoiced).
    unit_price: Decimal
    vat_rate: Decimal  # percent: 21, 11, 0
    # Size, extras, message: printed under the name and filed as the item's description.
    description: str | None = None
    unit_code: str = "H87"  # piece (UN/ECE rec. 20)


@dataclass(frozen=True)
class DocumentDiscount:
    """A discount on the whole order (coupon, promotion), VAT included, at one rate."""

    reason: str
    amount: Decimal  # positive: what is taken off
    vat_rate: Decimal


@dataclass(frozen=True)
class DocumentPayment:
    means: PaymentMeans
    amount: Decimal
    paid_on: date | None = None


@dataclass(frozen=True)
class Document:
    kind: DocumentKind
    number: str  # "CFS-2026-00042"
    issue_date: date
    seller: Party
    buyer: Party
    lines: tuple[DocumentLine, ...]
    discounts: tuple[DocumentDiscount, ...] = ()
    payments: tuple[DocumentPayment, ...] = ()
    currency: str = "RON"
    order_number: str | None = None
    # A credit note names the invoice it corrects (BT-25, BT-26).
    corrects_number: str | None = None
    corrects_issue_date: date | None = None
    # Printed under the totals and filed as the invoice note (BT-22): "Avans pentru tortul ...".
    note: str | None = None
    due_date: date | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return _jsonable(asdict(self))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Document":
        return cls(
            kind=DocumentKind(data["kind"]),
            number=data["number"],
            issue_date=date.fromisoformat(data["issue_date"]),
            seller=Party(**data["seller"]),
            buyer=Party(**data["buyer"]),
            lines=tuple(
                DocumentLine(
                    **{
                        **line,
                        "quantity": Decimal(line["quantity"]),
                        "unit_price": Decimal(line["unit_price"]),
                        "vat_rate": Decimal(line["vat_rate"]),
                    }
                )
                for line in data["lines"]
            ),
            discounts=tuple(
                DocumentDiscount(d["reason"], Decimal(d["amount"]), Decimal(d["vat_rate"])) for d in data["discounts"]
            ),
            payments=tuple(
                DocumentPayment(
                    PaymentMeans(p["means"]),
                    Decimal(p["amount"]),
                    date.fromisoformat(p["paid_on"]) if p.get("paid_on") else None,
                )
                for p in data["payments"]
            ),
            currency=data.get("currency", "RON"),
            order_number=data.get("order_number"),
            corrects_number=data.get("corrects_number"),
            corrects_issue_date=date.fromisoformat(data["corrects_issue_date"]) if data.get("corrects_issue_date") else None,
            note=data.get("note"),
            due_date=date.fromisoformat(data["due_date"]) if data.get("due_date") else None,
            extra=data.get("extra") or {},
        )


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(item) for item in value]
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, enum.Enum):
        return value.value
    return value
