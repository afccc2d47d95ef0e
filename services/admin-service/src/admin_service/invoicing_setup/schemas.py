"""The invoicing setup as the admin reads and saves it: the bakery's legal identity on its
invoices, the VAT rate of each category, and whether the shop issues invoices at all.

Every field but the switch, the series and the rates may be left empty while invoicing is off,
so the owner can fill the form in more than one sitting; switching it on checks them all."""

from decimal import Decimal
import re
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, StrictBool

from bakery_shared.errors import rule_error
from bakery_shared.money import Money
from bakery_shared.params import Id
from bakery_shared.rules.company import Cui, Iban
from bakery_shared.rules.counties import County
from bakery_shared.rules.email import EMAIL_SCHEMA, OptionalEmail
from bakery_shared.rules.money import amount_rule
from bakery_shared.rules.phone import PHONE_SCHEMA, OptionalPhone
from bakery_shared.rules.text import blank, optional
from bakery_shared.schemas import ReadModel, document

from . import messages as m

MAX_RATE = Decimal("99.99")


def _series(value: Any) -> str:
    text = value.strip().upper() if isinstance(value, str) else ""
    if not re.fullmatch(r"[A-Z0-9]{1,10}", text):
        raise rule_error(m.SERIES_RULE)
    return text


def _postal_code(value: Any) -> str | None:
    if blank(value):
        return None
    text = value.strip() if isinstance(value, str) else str(value) if isinstance(value, int) else ""
    if not re.fullmatch(r"[0-9]{6}", text):
        raise rule_error(m.POSTAL_CODE_RULE)
    return text


VatRate = Annotated[Money, amount_rule(required=m.VAT_RATE_RULE, invalid=m.VAT_RATE_RULE, maximum=MAX_RATE)]
OptionalCui = Annotated[Cui | None, BeforeValidator(lambda v: None if blank(v) else v)]
OptionalIban = Annotated[Iban | None, BeforeValidator(lambda v: None if blank(v) else v)]
OptionalCounty = Annotated[County | None, BeforeValidator(lambda v: None if blank(v) else v)]


class CategoryVatRateIn(BaseModel):
    model_config = ConfigDict(json_schema_extra=document("categoryId", "vatRate", vatRate={"minimum": 0, "maximum": 99.99}))

    categoryId: Id
    vatRate: VatRate


class CategoryVatRateOut(ReadModel):
    category_id: int
    category_name: str
    # Null: the category's products are invoiced at the default rate.
    vat_rate: Money | None


class InvoicingSetupIn(BaseModel):
    model_config = ConfigDict(
        validate_default=True,
        json_schema_extra=document(
            "enabled",
            "series",
            "defaultVatRate",
            "deliveryVatRate",
            legalName={"maxLength": 200},
            cui={"description": "Cu RO în față pentru un plătitor de TVA; cifra de control este verificată."},
            registrationNumber={"maxLength": 40, "description": "Numărul de la Registrul Comerțului, de exemplu J32/123/2015."},
            streetAddress={"maxLength": 200},
            city={"maxLength": 80},
            county={"description": "Numele județului sau codul lui ISO (RO-SB)."},
            postalCode={"pattern": "^[0-9]{6}$"},
            bankName={"maxLength": 120},
            iban={"description": "Cifrele de control sunt verificate; spațiile sunt ignorate."},
            email=EMAIL_SCHEMA,
            phone=PHONE_SCHEMA,
            series={"pattern": "^[A-Z0-9]{1,10}$"},
            defaultVatRate={"minimum": 0, "maximum": 99.99},
            deliveryVatRate={"minimum": 0, "maximum": 99.99},
        ),
    )

    enabled: StrictBool = False
    legalName: Annotated[str | None, optional(200, too_long_message=m.LEGAL_NAME_LIMIT)] = None
    cui: OptionalCui = None
    vatPayer: StrictBool = True
    registrationNumber: Annotated[str | None, optional(40)] = None
    streetAddress: Annotated[str | None, optional(200)] = None
    city: Annotated[str | None, optional(80)] = None
    county: OptionalCounty = None
    postalCode: Annotated[str | None, BeforeValidator(_postal_code)] = None
    bankName: Annotated[str | None, optional(120)] = None
    iban: OptionalIban = None
    email: OptionalEmail = None
    phone: OptionalPhone = None
    series: Annotated[str, BeforeValidator(_series)] = ""
    defaultVatRate: VatRate = None  # type: ignore[assignment]
    deliveryVatRate: VatRate = None  # type: ignore[assignment]
    invoiceEveryCashOrder: StrictBool = False
    categoryVatRates: list[CategoryVatRateIn] = []


class InvoicingSetupOut(ReadModel):
    enabled: bool
    legal_name: str | None
    # As filed: with "RO" in front for a VAT payer.
    cui: str | None
    vat_payer: bool
    registration_number: str | None
    street_address: str | None
    city: str | None
    county: str | None  # ISO code, e.g. RO-SB
    postal_code: str | None
    bank_name: str | None
    iban: str | None
    email: str | None
    phone: str | None
    series: str
    default_vat_rate: Money
    delivery_vat_rate: Money
    invoice_every_cash_order: bool
    category_vat_rates: list[CategoryVatRateOut]
    # The required fields still empty (Romanian labels): invoicing cannot be switched on until none.
    missing: list[str]
