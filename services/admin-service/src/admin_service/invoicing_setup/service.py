"""The invoicing setup read and saved whole. Saving checks every rule first, then switching
invoicing on is refused while a required field is empty (with the list of what is missing), and
only then is anything written."""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.errors import BadRequest, ValidationFailed
from bakery_shared.invoicing.setup import missing_fields
from bakery_shared.models import InvoicingSetup

from . import messages as m
from .repository import InvoicingSetupRepository
from .schemas import CategoryVatRateOut, InvoicingSetupIn, InvoicingSetupOut

# Request field -> column, for the fields saved as they come.
COLUMNS = {
    "enabled": "enabled",
    "legalName": "legal_name",
    "vatPayer": "vat_payer",
    "registrationNumber": "registration_number",
    "streetAddress": "street_address",
    "city": "city",
    "county": "county",
    "postalCode": "postal_code",
    "bankName": "bank_name",
    "iban": "iban",
    "email": "email",
    "phone": "phone",
    "series": "series",
    "defaultVatRate": "default_vat_rate",
    "deliveryVatRate": "delivery_vat_rate",
    "invoiceEveryCashOrder": "invoice_every_cash_order",
}


def _shown_cui(setup: InvoicingSetup) -> str | None:
    if not setup.cui:
        return None
    return f"RO{setup.cui}" if setup.vat_payer else setup.cui


async def read_setup(session: AsyncSession) -> InvoicingSetupOut:
    repository = InvoicingSetupRepository(session)
    return _out(await repository.setup(), await repository.categories_with_rates())


def _out(setup: InvoicingSetup, categories) -> InvoicingSetupOut:
    return InvoicingSetupOut(
        **{column: getattr(setup, column) for column in COLUMNS.values()},
        cui=_shown_cui(setup),
        category_vat_rates=[
            CategoryVatRateOut(category_id=category.id, category_name=category.name, vat_rate=rate)
            for category, rate in categories
        ],
        missing=missing_fields(setup),
    )


async def save_setup(session: AsyncSession, data: InvoicingSetupIn) -> InvoicingSetupOut:
    repository = InvoicingSetupRepository(session)
    rates = {}
    for index, line in enumerate(data.categoryVatRates):
        if line.categoryId in rates:
            message = m.CATEGORY_TWICE.format(id=line.categoryId)
            raise ValidationFailed.because(message, f"categoryVatRates.{index}.categoryId")
        rates[line.categoryId] = line.vatRate
    unknown = sorted(set(rates) - await repository.existing_categories(list(rates)))
    if unknown:
        index = list(rates).index(unknown[0])
        raise ValidationFailed.because(m.CATEGORY_UNKNOWN.format(id=unknown[0]), f"categoryVatRates.{index}.categoryId")

    setup = await repository.setup(for_update=True)
    for field, column in COLUMNS.items():
        setattr(setup, column, getattr(data, field))
    # Kept as digits; the "RO" of a VAT payer follows from `vat_payer`.
    setup.cui = data.cui.removeprefix("RO") if data.cui else None
    missing = missing_fields(setup)
    if setup.enabled and missing:
        # The request's transaction rolls back: nothing of this save is kept.
        raise BadRequest(m.CANNOT_ENABLE.format(fields=", ".join(missing)), errors={"enabled": "Completează câmpurile lipsă."})
    await session.flush()
    await repository.replace_category_rates(rates)
    return _out(setup, await repository.categories_with_rates())
