"""Nothing is uploaded twice after a restart: an invoice a stopped process left UPLOADING is
matched with what ANAF already holds (its messages and the filed XML's number) before anything is
sent again; one ANAF never received is sent once it has had time to list it."""

from bakery_shared.models import EfacturaStatus, InvoiceKind

from .conftest import GOOD, numbered

S = EfacturaStatus


async def test_an_upload_anaf_already_has_is_not_sent_again(shop, efactura_stand_in):
    invoice_id, number = await shop.invoice(status=S.UPLOADING, started_minutes_ago=10)
    # The stopped process had sent it; ANAF's answer never reached the database.
    upload_id = await shop.anaf.upload(numbered(GOOD, number), InvoiceKind.INVOICE, "1111111111118")

    done = await shop.job().step()  # a new process's first round

    assert done.reconciled == [invoice_id]
    assert not done.uploaded
    await shop.job().step()
    filed = await shop.get(invoice_id)
    assert filed.efactura_status == S.OK
    assert filed.efactura_upload_id == upload_id
    assert len(efactura_stand_in.uploads(number)) == 1


async def test_an_upload_in_flight_of_a_live_process_is_left_to_it(shop, efactura_stand_in):
    invoice_id, number = await shop.invoice(status=S.UPLOADING, started_minutes_ago=0)

    done = await shop.job().step()

    assert not done.reconciled and not done.uploaded
    assert (await shop.get(invoice_id)).efactura_status == S.UPLOADING
    assert efactura_stand_in.uploads(number) == []


async def test_an_upload_anaf_never_received_waits_then_goes_once(shop, efactura_stand_in):
    recent, recent_number = await shop.invoice(status=S.UPLOADING, started_minutes_ago=10)
    old, old_number = await shop.invoice(status=S.UPLOADING, started_minutes_ago=90)

    done = await shop.job().step()

    # ANAF may not list an upload it is still processing: the recent one waits for it.
    assert (await shop.get(recent)).efactura_status == S.UPLOADING
    assert efactura_stand_in.uploads(recent_number) == []
    # Not listed an hour and a half later: it never arrived, and is sent now.
    assert done.uploaded == [old]
    assert len(efactura_stand_in.uploads(old_number)) == 1
