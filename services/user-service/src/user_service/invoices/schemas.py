"""A company's details for its invoice, as the checkout and the account take them, and an order's
invoices as its customer sees them."""

from datetime import date
from typing import Annotated

from pydantic import BaseModel, ConfigDict

from bakery_shared.models import InvoiceKind
from bakery_shared.money import Money
from bakery_shared.rules.company import Cui
from bakery_shared.rules.counties import County
from bakery_shared.rules.text import optional, required
from bakery_shared.schemas import document

COMPANY_NAME_REQUIRED = "Numele firmei este obligatoriu."
COMPANY_ADDRESS_REQUIRED = "Adresa sediului firmei este obligatorie."
COMPANY_CITY_REQUIRED = "Localitatea sediului firmei este obligatorie."


class InvoiceDetailsIn(BaseModel):
    """Kept as the invoice needs it: the CUI as written (its digits, with "RO" when given), the
    county as its ISO code whether its name or its code was sent. Lengths as the invoicing
    setup's own columns."""

    model_config = ConfigDict(
        extra="ignore",
        validate_default=True,
        json_schema_extra=document(
            "companyName",
            "cui",
            "streetAddress",
            "city",
            "county",
            companyName={"minLength": 1, "maxLength": 200},
            cui={"description": "Codul fiscal, cu sau fără RO; cifra de control e verificată.", "maxLength": 14},
            registrationNumber={"maxLength": 40},
            streetAddress={"minLength": 1, "maxLength": 200},
            city={"minLength": 1, "maxLength": 80},
            county={"description": "Numele județului („Sibiu”) sau codul lui („RO-SB”, „SB”).", "maxLength": 40},
        ),
    )

    companyName: Annotated[str, required(COMPANY_NAME_REQUIRED, 200)] = ""
    cui: Cui = ""
    registrationNumber: Annotated[str | None, optional(40)] = None
    streetAddress: Annotated[str, required(COMPANY_ADDRESS_REQUIRED, 200)] = ""
    city: Annotated[str, required(COMPANY_CITY_REQUIRED, 80)] = ""
    county: County = ""

    def stored(self) -> dict[str, str | None]:
        """As `orders.invoice_details` and `users.invoice_details` keep it."""
        return self.model_dump()


class InvoiceDetailsOut(BaseModel):
    companyName: str
    cui: str
    registrationNumber: str | None = None
    streetAddress: str
    city: str
    # ISO 3166-2:RO ("RO-SB").
    county: str


def details_out(stored: dict | None) -> InvoiceDetailsOut | None:
    return InvoiceDetailsOut.model_validate(stored) if stored else None


class AccountInvoiceDetailsIn(BaseModel):
    """The company saved on the account for the next checkout; null forgets it."""

    invoiceDetails: InvoiceDetailsIn | None


class AccountInvoiceDetailsOut(BaseModel):
    invoiceDetails: InvoiceDetailsOut | None


class OrderInvoiceOut(BaseModel):
    number: str
    kind: InvoiceKind
    issueDate: date
    total: Money
