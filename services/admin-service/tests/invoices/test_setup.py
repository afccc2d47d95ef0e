"""The invoicing setup: saved whole and read back as filed (CUI with RO for a VAT payer, county as
its ISO code, IBAN without spaces), every category with its VAT rate, a wrong CUI or IBAN refused
in Romanian next to its field, and invoicing kept off while a required field is empty."""

from bakery_devtools.testing.menu import make_category
from bakery_shared.rules.company import CUI_RULE, IBAN_RULE

URL = "/admin-service/setup/invoicing"

SETUP = {
    "enabled": True,
    "legalName": "Cofetăria Dulce SRL",
    "cui": "ro 18547290",
    "vatPayer": True,
    "registrationNumber": "J32/123/2015",
    "streetAddress": "Str. Nicolae Bălcescu 12",
    "city": "Sibiu",
    "county": "Sibiu",
    "postalCode": "550165",
    "bankName": "Banca Transilvania",
    "iban": "RO49 AAAA 1B31 0075 9384 0000",
    "email": "Facturi@Cofetaria.ro",
    "phone": "0722 123 456",
    "series": "cfs",
    "defaultVatRate": "21",
    "deliveryVatRate": 21,
    "invoiceEveryCashOrder": False,
    "categoryVatRates": [],
}


async def test_the_shop_starts_with_invoicing_off_and_everything_to_fill_in(client, staff):
    answer = await client.get(URL, headers=staff["admin"])

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["enabled"] is False
    assert (body["series"], body["defaultVatRate"], body["deliveryVatRate"]) == ("CFS", "21.00", "21.00")
    assert "denumirea firmei" in body["missing"] and "CUI" in body["missing"]


async def test_a_whole_setup_is_saved_and_read_back_as_filed(client, staff, db_session):
    cakes = await make_category(db_session, "Torturi")
    bread = await make_category(db_session, "Pâine")
    await make_category(db_session, "Sărățele")
    data = {**SETUP, "categoryVatRates": [{"categoryId": cakes.id, "vatRate": "21"}, {"categoryId": bread.id, "vatRate": 11}]}

    saved = await client.post(URL, json=data, headers=staff["admin"])

    assert saved.status_code == 200, saved.text
    body = saved.json()
    assert body["enabled"] is True and body["missing"] == []
    assert (body["cui"], body["county"], body["iban"], body["series"]) == (
        "RO18547290",
        "RO-SB",
        "RO49AAAA1B31007593840000",
        "CFS",
    )
    assert body["email"] == "facturi@cofetaria.ro"
    rates = {c["categoryName"]: c["vatRate"] for c in body["categoryVatRates"]}
    assert rates == {"Pâine": "11.00", "Sărățele": None, "Torturi": "21.00"}  # null: the default rate
    assert (await client.get(URL, headers=staff["admin"])).json() == body


async def test_a_company_not_paying_vat_files_its_cui_without_ro(client, staff):
    saved = await client.post(URL, json={**SETUP, "cui": "RO18547290", "vatPayer": False}, headers=staff["admin"])

    assert saved.status_code == 200, saved.text
    assert saved.json()["cui"] == "18547290"


async def test_invoicing_cannot_be_switched_on_with_fields_missing(client, staff):
    data = {**SETUP, "legalName": "  ", "cui": None, "county": ""}

    refused = await client.post(URL, json=data, headers=staff["admin"])

    assert refused.status_code == 400, refused.text
    assert refused.json()["message"] == ("Facturarea nu poate fi pornită până nu completezi: denumirea firmei, CUI, județul.")
    assert (await client.get(URL, headers=staff["admin"])).json()["enabled"] is False  # nothing saved
    # Off, the same incomplete form is kept for later.
    kept = await client.post(URL, json={**data, "enabled": False}, headers=staff["admin"])
    assert kept.status_code == 200 and kept.json()["city"] == "Sibiu"
    assert kept.json()["missing"] == ["denumirea firmei", "CUI", "județul"]


async def test_a_wrong_cui_or_iban_is_refused_next_to_its_field(client, staff):
    for field, value, message in (
        ("cui", "RO18547291", CUI_RULE),
        ("cui", "12345", CUI_RULE),
        ("iban", "RO49AAAA1B31007593840001", IBAN_RULE),
        ("county", "Narnia", "Alege județul din listă."),
        ("defaultVatRate", "120", "Cota TVA este un procent între 0 și 99,99, de exemplu 21 sau 11."),
        ("series", "CF-S", "Seria facturilor are 1-10 litere mari sau cifre, de exemplu CFS."),
    ):
        answer = await client.post(URL, json={**SETUP, field: value}, headers=staff["admin"])
        assert answer.status_code == 422, (field, answer.text)
        assert answer.json()["errors"][field] == message


async def test_a_rate_for_a_category_that_does_not_exist_is_refused(client, staff):
    answer = await client.post(
        URL, json={**SETUP, "categoryVatRates": [{"categoryId": 999, "vatRate": 11}]}, headers=staff["admin"]
    )

    assert answer.status_code == 422
    assert answer.json()["errors"] == {"categoryVatRates.0.categoryId": "Categoria 999 nu există."}


async def test_only_an_admin_reads_or_changes_the_invoicing_setup(client, staff):
    for who, expected in (("manager", 403), ("customer", 403), ("anonymous", 401)):
        assert (await client.get(URL, headers=staff[who])).status_code == expected, who
        assert (await client.post(URL, json=SETUP, headers=staff[who])).status_code == expected, who
