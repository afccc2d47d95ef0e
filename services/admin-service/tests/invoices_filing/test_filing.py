"""The filing job moves invoices through ANAF's answers, driven round by round (no waiting): the
stand-in answers "in prelucrare" to the first question about an upload and its verdict after."""

import asyncio
import io
from types import SimpleNamespace
import zipfile

from sqlalchemy import update

from admin_service.invoices.filing import file_invoices
from bakery_shared.models import EfacturaStatus, Invoice

from .conftest import REFUSED

S = EfacturaStatus


async def test_an_invoice_anaf_accepts_ends_ok_with_its_signed_answer(shop, efactura_stand_in):
    invoice_id, number = await shop.invoice()
    job = shop.job()

    first = await job.step()
    assert first.uploaded == [invoice_id]
    uploaded = await shop.get(invoice_id)
    assert uploaded.efactura_status == S.IN_PROGRESS  # ANAF is still processing it
    assert uploaded.efactura_upload_id and uploaded.efactura_attempts == 1

    second = await job.step()
    assert second.accepted == [invoice_id]
    filed = await shop.get(invoice_id)
    assert filed.efactura_status == S.OK
    assert filed.efactura_download_id and filed.efactura_message is None
    with zipfile.ZipFile(io.BytesIO(filed.efactura_answer)) as answer:
        names = answer.namelist()
        invoice_xml = answer.read(f"{filed.efactura_upload_id}.xml").decode()
    assert f"semnatura_{filed.efactura_upload_id}.xml" in names
    assert f"<cbc:ID>{number}</cbc:ID>" in invoice_xml
    assert len(efactura_stand_in.uploads(number)) == 1

    assert await job.step() == type(second)()  # nothing left to do


async def test_a_document_anaf_refuses_ends_nok_with_anafs_reasons(shop):
    invoice_id, _ = await shop.invoice(REFUSED)
    job = shop.job()
    await job.step()
    done = await job.step()

    assert done.refused == [invoice_id]
    refused = await shop.get(invoice_id)
    assert refused.efactura_status == S.NOK
    assert "BR-S-08" in refused.efactura_message
    assert "VAT category taxable amount" in refused.efactura_message
    with zipfile.ZipFile(io.BytesIO(refused.efactura_answer)) as answer:
        assert "BR-S-08" in answer.read(answer.namelist()[0]).decode()


async def test_without_credentials_invoices_wait_to_be_uploaded_by_hand(shop, efactura_stand_in):
    invoice_id, number = await shop.invoice()
    no_token = shop.settings.model_copy(update={"efactura_access_token": ""})

    done = await shop.job(no_token).step()

    assert not done.uploaded
    waiting = await shop.get(invoice_id)
    assert waiting.efactura_status == S.PENDING and waiting.efactura_attempts == 0
    assert efactura_stand_in.uploads(number) == []


async def test_two_jobs_at_once_upload_each_invoice_once(shop, efactura_stand_in):
    invoices = [await shop.invoice() for _ in range(6)]

    rounds = await asyncio.gather(shop.job().step(), shop.job().step())

    uploaded = sorted(rounds[0].uploaded + rounds[1].uploaded)
    assert uploaded == sorted(invoice_id for invoice_id, _ in invoices)
    for _, number in invoices:
        assert len(efactura_stand_in.uploads(number)) == 1
    await shop.job().step()
    for invoice_id, _ in invoices:
        assert (await shop.get(invoice_id)).efactura_status == S.OK


async def test_the_nearest_deadline_is_filed_first(shop):
    later, _ = await shop.invoice()
    sooner, _ = await shop.invoice()
    async with shop.sessionmaker() as session:
        await session.execute(update(Invoice).where(Invoice.id == sooner).values(efactura_deadline=Invoice.efactura_deadline - 3))
        await session.commit()

    done = await shop.job().step()

    assert done.uploaded == [sooner, later]


async def test_without_credentials_the_background_job_does_not_even_start(test_settings):
    assert not test_settings.efactura_configured  # as `make run` has it
    app = SimpleNamespace(state=SimpleNamespace(settings=test_settings))
    await asyncio.wait_for(file_invoices(app), timeout=5)  # returns at once instead of looping
