"""The staff's invoices: listed by issue day (Bucharest's), e-Factura state and kind, each one's
XML as it was issued, and a period's XML files as one ZIP for a manual upload in SPV."""

from datetime import date
import io
import zipfile

from bakery_shared.models import EfacturaStatus

from .conftest import xml_of

URL = "/admin-service/invoices"


async def test_invoices_are_listed_newest_first_with_their_order_and_state(client, staff, make_order, make_invoice):
    order = await make_order("CMD-7")
    first = await make_invoice(date(2026, 3, 1), order=order, total="121.00", buyer=("Firma Mea SRL", "RO18547290"))
    note = await make_invoice(
        date(2026, 3, 4), order=order, total="21.50", corrects=first, status=EfacturaStatus.NOK, message="Cod eroare E1"
    )

    answer = await client.get(URL, headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    assert [i["number"] for i in answer.json()] == [note.number, first.number]
    listed_note, listed_first = answer.json()
    assert listed_first == {
        "id": first.id,
        "number": "CFS-2026-00001",
        "kind": "INVOICE",
        "purpose": "ORDER",
        "orderNumber": "CMD-7",
        "issueDate": "2026-03-01",
        "buyerName": "Firma Mea SRL",
        "buyerCui": "RO18547290",
        "total": "121.00",
        "efacturaStatus": "PENDING",
        "efacturaDeadline": "2026-03-06",
        "efacturaMessage": None,
        "correctsNumber": None,
    }
    assert (listed_note["kind"], listed_note["total"], listed_note["correctsNumber"]) == ("CREDIT_NOTE", "21.50", first.number)
    assert (listed_note["efacturaStatus"], listed_note["efacturaMessage"]) == ("NOK", "Cod eroare E1")


async def test_the_filters_keep_the_period_the_state_and_the_kind(client, staff, make_invoice):
    before = await make_invoice(date(2026, 2, 28))
    first_day = await make_invoice(date(2026, 3, 1), status=EfacturaStatus.OK)
    last_day = await make_invoice(date(2026, 3, 31))
    note = await make_invoice(date(2026, 3, 15), corrects=first_day)
    await make_invoice(date(2026, 4, 1))

    async def numbers(**params) -> list[str]:
        answer = await client.get(URL, params=params, headers=staff["admin"])
        assert answer.status_code == 200, answer.text
        return [i["number"] for i in answer.json()]

    assert await numbers(**{"from": "2026-03-01", "to": "2026-03-31"}) == [last_day.number, note.number, first_day.number]
    assert await numbers(to="2026-02-28") == [before.number]
    assert await numbers(**{"from": "2026-03-01", "to": "2026-03-31", "status": "OK"}) == [first_day.number]
    assert await numbers(kind="CREDIT_NOTE") == [note.number]


async def test_a_reversed_or_unreadable_period_is_refused_in_romanian(client, staff):
    reversed_ = await client.get(URL, params={"from": "2026-03-10", "to": "2026-03-01"}, headers=staff["admin"])
    assert reversed_.status_code == 422
    assert reversed_.json()["errors"]["to"] == "Data de sfârșit nu poate fi înaintea datei de început."
    unreadable = await client.get(URL, params={"from": "10-03-2026"}, headers=staff["admin"])
    a_number = await client.get(URL, params={"to": "0"}, headers=staff["admin"])
    empty = await client.get(URL, params={"to": ""}, headers=staff["admin"])
    day_rule = "Data nu este validă: folosește forma AAAA-LL-ZZ, de exemplu 2026-11-29."
    assert unreadable.status_code == 422 and unreadable.json()["errors"]["from"] == day_rule
    assert a_number.status_code == 422 and a_number.json()["errors"]["to"] == day_rule
    assert empty.status_code == 422 and empty.json()["errors"]["to"] == day_rule
    assert (await client.get(URL, params={"status": "MAYBE"}, headers=staff["admin"])).status_code == 422


async def test_the_xml_is_the_one_stored_at_issue(client, staff, make_invoice):
    invoice = await make_invoice(date(2026, 3, 1))

    answer = await client.get(f"{URL}/{invoice.id}/xml", headers=staff["manager"])

    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/xml")
    assert answer.text == xml_of(invoice.number)
    missing = await client.get(f"{URL}/999999/xml", headers=staff["manager"])
    assert missing.status_code == 404 and missing.json()["message"] == "Factura nu a fost găsită."


async def test_the_export_zips_the_periods_xml_files(client, staff, make_invoice):
    await make_invoice(date(2026, 2, 28))
    inside = [await make_invoice(date(2026, 3, 1)), await make_invoice(date(2026, 3, 31), status=EfacturaStatus.OK)]
    await make_invoice(date(2026, 4, 1))

    answer = await client.get(f"{URL}/export", params={"from": "2026-03-01", "to": "2026-03-31"}, headers=staff["admin"])

    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"] == "application/zip"
    assert answer.headers["content-disposition"] == 'attachment; filename="facturi-2026-03-01-2026-03-31.zip"'
    with zipfile.ZipFile(io.BytesIO(answer.content)) as archive:
        assert sorted(archive.namelist()) == [f"{i.number}.xml" for i in inside]
        assert archive.read(f"{inside[0].number}.xml").decode() == xml_of(inside[0].number)


async def test_the_export_needs_a_period(client, staff):
    answer = await client.get(f"{URL}/export", params={"from": "2026-03-01"}, headers=staff["admin"])

    assert answer.status_code == 422
    assert answer.json()["errors"]["to"] == "Alege perioada: data de început și data de sfârșit."
