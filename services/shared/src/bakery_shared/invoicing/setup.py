"""The bakery as seller, and the VAT rate of what it sells, from the invoicing setup."""

from dataclasses import dataclass
from decimal import Decimal

from ..models import InvoicingSetup
from .document import Party

ZERO_RATE = Decimal("0.00")

# The fields an invoice cannot be issued without, as the setup screen names them.
_REQUIRED = (
    ("legal_name", "denumirea firmei"),
    ("cui", "CUI"),
    ("registration_number", "nr. Registrul Comerțului"),
    ("street_address", "adresa"),
    ("city", "localitatea"),
    ("county", "județul"),
    ("iban", "IBAN"),
    ("series", "seria facturilor"),
)


def missing_fields(setup: InvoicingSetup) -> list[str]:
    """The required fields still empty, in Romanian, in the setup screen's order."""
    return [label for field, label in _REQUIRED if not (getattr(setup, field) or "").strip()]


def seller_party(setup: InvoicingSetup) -> Party:
    return Party(
        name=setup.legal_name or "",
        street_address=setup.street_address or "",
        city=setup.city or "",
        county=setup.county or "",
        cui=setup.cui,
        vat_payer=setup.vat_payer,
        registration_number=setup.registration_number,
        postal_code=setup.postal_code,
        email=setup.email,
        phone=setup.phone,
        bank_name=setup.bank_name,
        iban=setup.iban,
    )


@dataclass(frozen=True)
class VatRates:
    """The rate of each thing sold: a product's category's own rate, else the default one; the
    delivery fee at its rate; nothing at all for a seller who is not a VAT payer."""

    vat_payer: bool
    default: Decimal
    delivery: Decimal
    by_category: dict[int, Decimal]
    category_of_product: dict[int, int]

    def of_category(self, category_id: int | None) -> Decimal:
        if not self.vat_payer:
            return ZERO_RATE
        return self.by_category.get(category_id, self.default) if category_id is not None else self.default

    def of_product(self, product_id: int | None) -> Decimal:
        return self.of_category(self.category_of_product.get(product_id) if product_id is not None else None)

    def of_delivery(self) -> Decimal:
        return self.delivery if self.vat_payer else ZERO_RATE

    def of_anything_else(self) -> Decimal:
        return self.default if self.vat_payer else ZERO_RATE
