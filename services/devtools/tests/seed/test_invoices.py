"""The demo bakery's invoices: on the first run the invoices screen lists a real past (numbers in one
gap-free series, each for what was really paid, every XML one ANAF would take) and the dashboard
has an invoice near its deadline and a refused one to flag."""

from collections import Counter
from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select
from sqlalchemy.orm import selectinload

from bakery_devtools.einvoice import fatal_failures
from bakery_devtools.seed import seed
from bakery_devtools.seed.history import seed_history
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.invoicing.setup import missing_fields
from bakery_shared.models import (
    EfacturaStatus,
    Invoice,
    InvoiceKind,
    InvoicePurpose,
    InvoicingSetup,
    Order,
    QueuedMail,
)


@pytest.fixture
async def invoices(db_session) -> list[Invoice]:
    await seed(db_session)
    await seed_history(db_session, current_clock())
    return list((await db_session.scalars(select(Invoice).order_by(Invoice.sequence))).all())


async def test_the_past_holds_invoices_in_one_gap_free_series_each_for_what_was_paid(db_session, invoices):
    setup = await db_session.get(InvoicingSetup, 1)
    assert setup.enabled and missing_fields(setup) == []
    assert len(invoices) > 100
    by_year = Counter(invoice.year for invoice in invoices)
    for year, count in by_year.items():
        assert [i.sequence for i in invoices if i.year == year] == list(range(1, count + 1))
    days = [invoice.issue_date for invoice in invoices]
    assert days == sorted(days), "numbers follow the days they were issued"
    kinds = Counter((invoice.kind, invoice.purpose) for invoice in invoices)
    assert kinds[(InvoiceKind.INVOICE, InvoicePurpose.ORDER)] > 100
    assert kinds[(InvoiceKind.CREDIT_NOTE, InvoicePurpose.REFUND)] >= 1
    assert any(invoice.buyer_cui for invoice in invoices), "some customers asked for a company invoice"
    orders = {
        order.id: order
        for order in await db_session.scalars(
            select(Order).where(Order.id.in_([i.order_id for i in invoices if i.order_id])).options(selectinload(Order.payment))
        )
    }
    plain = [
        i
        for i in invoices
        if i.purpose == InvoicePurpose.ORDER and not any(line["unit_price"].startswith("-") for line in i.document["lines"])
    ]
    assert plain
    for invoice in plain:
        assert invoice.total == orders[invoice.order_id].total_price, invoice.number
        assert invoice.net_total + invoice.vat_total == invoice.total


async def test_every_document_is_one_anaf_would_take_and_the_dashboard_has_something_to_flag(db_session, invoices):
    # Each kind and buyer at least once, and a sample of the rest: the rules take ~10 ms a document.
    picked = {(i.kind, i.purpose, i.buyer_cui is None): i for i in invoices}
    for invoice in list(picked.values()) + invoices[::25]:
        assert fatal_failures(invoice.xml) == [], invoice.number

    today = current_clock().now().astimezone(BUSINESS_ZONE).date()
    states = Counter(invoice.efactura_status for invoice in invoices)
    assert states[EfacturaStatus.OK] > 50
    assert states[EfacturaStatus.NOK] == 1
    refused = next(i for i in invoices if i.efactura_status == EfacturaStatus.NOK)
    assert "BR-RO-111" in refused.efactura_message
    waiting = [i for i in invoices if i.efactura_status == EfacturaStatus.PENDING]
    assert waiting and all(i.issue_date >= today - timedelta(days=4) for i in waiting)
    assert any(i.efactura_deadline <= today + timedelta(days=1) for i in waiting), "one is close to its deadline"
    assert all(i.efactura_upload_id for i in invoices if i.efactura_status == EfacturaStatus.OK)
    assert await db_session.scalar(select(QueuedMail.id).where(QueuedMail.purpose == "invoice")) is None
    assert sum((i.total for i in invoices if i.kind == InvoiceKind.INVOICE), Decimal(0)) > 0
