"""A bakery set up for invoicing, as the tests of every service need one: the legal details filled
in (a CUI and IBAN that pass their control digits) and invoicing switched on."""

from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.models import InvoicingSetup

SELLER = {
    "legal_name": "Cofetăria Dulce SRL",
    "cui": "18547290",
    "vat_payer": True,
    "registration_number": "J32/123/2015",
    "street_address": "Str. Nicolae Bălcescu 12",
    "city": "Sibiu",
    "county": "RO-SB",
    "postal_code": "550159",
    "bank_name": "Banca Transilvania",
    "iban": "RO49AAAA1B31007593840000",
    "email": "facturi@cofetarie-demo.ro",
    "series": "CFS",
    "default_vat_rate": Decimal("21.00"),
    "delivery_vat_rate": Decimal("21.00"),
}


async def enable_invoicing(session: AsyncSession, **changes: object) -> InvoicingSetup:
    """The setup row with SELLER's details (and `changes`), switched on; flushed, never committed."""
    setup = await session.scalar(select(InvoicingSetup).where(InvoicingSetup.id == 1))
    for name, value in {**SELLER, "enabled": True, **changes}.items():
        setattr(setup, name, value)
    await session.flush()
    return setup
