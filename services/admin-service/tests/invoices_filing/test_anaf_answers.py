"""What the adapter makes of ANAF's refusals and of an ANAF that does not answer, and what the job
does with them: nothing is lost, nothing is sent twice, and a failing ANAF is asked less often."""

from datetime import timedelta

import pytest

from admin_service.invoices.efactura import Efactura, EfacturaError
from bakery_devtools import servers
from bakery_shared.models import EfacturaStatus, InvoiceKind

from .conftest import GOOD, new_number, numbered

S = EfacturaStatus


async def test_anaf_wants_the_bearer_token(efactura_stand_in):
    async with Efactura(efactura_stand_in.api_url, "not-the-token") as anaf:
        with pytest.raises(EfacturaError) as refused:
            await anaf.upload(GOOD, InvoiceKind.INVOICE, "1111111111118")
    assert "HTTP 401" in refused.value.message
    assert not refused.value.maybe_received  # nothing was filed: safe to send again


@pytest.fixture
async def anaf(efactura_stand_in):
    async with Efactura(efactura_stand_in.api_url, efactura_stand_in.token) as client:
        yield client


async def test_an_upload_for_another_cui_than_the_sellers_is_refused(anaf, efactura_stand_in):
    number = new_number()
    with pytest.raises(EfacturaError) as refused:
        await anaf.upload(numbered(GOOD, number), InvoiceKind.INVOICE, "8000000000")
    assert refused.value.refused
    assert "nu corespunde cu CIF-ul vanzatorului" in refused.value.message
    assert efactura_stand_in.uploads(number) == []


async def test_a_credit_note_is_not_taken_for_an_invoice(anaf):
    with pytest.raises(EfacturaError) as refused:
        await anaf.upload(GOOD, InvoiceKind.CREDIT_NOTE, "1111111111118")
    assert "standardului CN" in refused.value.message


async def test_anaf_away_leaves_the_invoices_waiting_and_asked_again_later(shop, clock):
    first, _ = await shop.invoice()
    second, _ = await shop.invoice()
    port = servers.free_port()  # nobody listens there
    async with Efactura(servers.efactura_api_url(port), "token", timeout=2) as away:
        job = shop.job()
        job.anaf = away
        done = await job.step()

    assert done.failures == 1 and not done.uploaded  # one try, not one per invoice
    tried, untried = await shop.get(first), await shop.get(second)
    assert tried.efactura_status == S.PENDING and tried.efactura_attempts == 1
    assert untried.efactura_status == S.PENDING and untried.efactura_attempts == 0
    # ANAF back: the one that failed waits its turn (the first retry after 30 s), the other goes.
    assert (await shop.job().step()).uploaded == [second]
    clock.move_to(clock.now() + timedelta(seconds=31))
    assert (await shop.job().step()).uploaded == [first]
    assert (await shop.get(first)).efactura_attempts == 2
