"""The filing job against the local e-Factura stand-in, on a database of the test's own: the job
commits (it must, before it calls ANAF), so it cannot run inside the test's rolled-back transaction."""

from datetime import date, timedelta
from decimal import Decimal
import re
import uuid

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from admin_service.invoices.efactura import Efactura
from admin_service.invoices.filing import FilingJob
from bakery_devtools.einvoice import ANAF_EXAMPLES
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import EfacturaStatus, Invoice, InvoiceKind, InvoicePurpose

# ANAF's own examples: one it accepts, one breaking a fatal rule (BR-S-08, the VAT breakdown's base).
GOOD = (ANAF_EXAMPLES / "ubl_b2g_example0.xml").read_text(encoding="utf-8")
REFUSED = (ANAF_EXAMPLES / "ubl_b2g_example6.xml").read_text(encoding="utf-8")


def numbered(xml: str, number: str) -> str:
    """The example with its invoice number (the first cbc:ID) set to `number`."""
    return re.sub(r"<cbc:ID>[^<]*</cbc:ID>", f"<cbc:ID>{number}</cbc:ID>", xml, count=1)


def new_number() -> str:
    # The stand-in lives for the whole session: every test's numbers are its own.
    return f"TST-{uuid.uuid4().hex[:10].upper()}"


class Shop:
    def __init__(self, sessionmaker: async_sessionmaker, settings, anaf: Efactura) -> None:
        self.sessionmaker = sessionmaker
        self.settings = settings
        self.anaf = anaf
        self._sequence = 0

    def job(self, settings=None) -> FilingJob:
        """A filing job as a freshly started process has it."""
        return FilingJob(self.sessionmaker, settings or self.settings, current_clock(), self.anaf)

    async def invoice(
        self, xml: str = GOOD, *, status: EfacturaStatus = EfacturaStatus.PENDING, started_minutes_ago: int | None = None
    ) -> tuple[int, str]:
        """An issued invoice as the issuing code stores it; its id and number."""
        self._sequence += 1
        number = new_number()
        today = date(2026, 11, 29)
        now = current_clock().now()
        async with self.sessionmaker() as session:
            invoice = Invoice(
                kind=InvoiceKind.INVOICE,
                purpose=InvoicePurpose.ORDER,
                series="TST",
                year=2026,
                sequence=self._sequence,
                number=number,
                issue_date=today,
                buyer_name="Client",
                net_total=Decimal("100.00"),
                vat_total=Decimal("21.00"),
                total=Decimal("121.00"),
                document={"number": number},
                xml=numbered(xml, number),
                efactura_status=status,
                efactura_deadline=today + timedelta(days=5),
                efactura_upload_started_at=(
                    now - timedelta(minutes=started_minutes_ago) if started_minutes_ago is not None else None
                ),
            )
            session.add(invoice)
            await session.commit()
            return invoice.id, number

    async def get(self, invoice_id: int) -> Invoice:
        async with self.sessionmaker() as session:
            return (await session.scalars(select(Invoice).where(Invoice.id == invoice_id))).one()


@pytest.fixture
async def shop(fresh_database, test_settings, efactura_stand_in):
    url, engine = fresh_database
    settings = test_settings.model_copy(
        update={
            "database_url": url,
            "efactura_api_url": efactura_stand_in.api_url,
            "efactura_access_token": efactura_stand_in.token,
        }
    )
    async with Efactura.from_settings(settings) as anaf:
        yield Shop(async_sessionmaker(engine, expire_on_commit=False), settings, anaf)
