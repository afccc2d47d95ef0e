"""The dashboard flags the invoices to look at: those whose filing deadline is today or tomorrow and
that ANAF has not accepted yet, and those ANAF refused."""

from datetime import datetime, timedelta

import pytest

from bakery_devtools.testing import plugin
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import EfacturaStatus

TODAY = datetime(2026, 6, 10, 12, 0, tzinfo=BUSINESS_ZONE)


@pytest.fixture(autouse=True)
def midday(clock, monkeypatch):
    monkeypatch.setattr(plugin, "_clock", Clock(TODAY))


async def test_the_dashboard_counts_invoices_near_their_deadline_and_refused(client, staff, make_invoice):
    today = TODAY.date()
    # Deadline = issue day + 5: issued 5 days ago is due today, 4 days ago due tomorrow.
    await make_invoice(today - timedelta(days=5))  # due today, waiting
    await make_invoice(today - timedelta(days=4), status=EfacturaStatus.IN_PROGRESS)  # due tomorrow, ANAF still checking
    await make_invoice(today - timedelta(days=6))  # late already: still to file
    await make_invoice(today - timedelta(days=3))  # due in two days: not yet
    await make_invoice(today - timedelta(days=5), status=EfacturaStatus.OK)  # filed
    await make_invoice(today - timedelta(days=2), status=EfacturaStatus.NOK, message="E: CUI greșit")

    body = (await client.get("/admin-service/dashboard", headers=staff["admin"])).json()

    assert (body["invoicesNearDeadline"], body["invoicesRefused"]) == (3, 1)
