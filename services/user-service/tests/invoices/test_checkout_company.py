"""'Vreau factură pe firmă' at the checkout: the company's CUI is checked by its control digit
(with or without RO), its county taken by name or code and kept as its ISO code, and a signed-in
customer finds the company saved for next time."""

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.orders import bearer, make_user
from bakery_shared.models import Order, Role, User
from bakery_shared.rules.company import CUI_REQUIRED, CUI_RULE
from bakery_shared.rules.counties import COUNTY_RULE

from .conftest import COMPANY, PLACE, order_body, place


async def stored_details(db_session, order_id: int):
    return await db_session.scalar(select(Order.invoice_details).where(Order.id == order_id))


@pytest.mark.parametrize(
    ("written", "kept"), [("RO18547290", "RO18547290"), ("18547290", "18547290"), (" ro 18547290 ", "RO18547290")]
)
async def test_a_valid_cui_is_kept_as_written_with_or_without_ro(client, db_session, shop, written, kept):
    placed = await place(client, shop, invoiceDetails={**COMPANY, "cui": written})

    assert (await stored_details(db_session, placed["id"]))["cui"] == kept


@pytest.mark.parametrize(("cui", "message"), [("RO18547291", CUI_RULE), ("18547291", CUI_RULE), ("", CUI_REQUIRED)])
async def test_a_wrong_cui_refuses_the_order_with_a_romanian_message_on_its_field(client, db_session, shop, cui, message):
    response = await client.post(PLACE, json=order_body(shop, invoiceDetails={**COMPANY, "cui": cui}))

    assert response.status_code == 422
    assert response.json()["errors"] == {"invoiceDetails.cui": message}
    assert await db_session.scalar(select(func.count()).select_from(Order)) == 0


@pytest.mark.parametrize("county", ["Sibiu", "sibiu", "RO-SB", "SB"])
async def test_the_county_is_taken_by_name_or_code_and_kept_as_its_iso_code(client, db_session, shop, county):
    placed = await place(client, shop, invoiceDetails={**COMPANY, "county": county})

    assert (await stored_details(db_session, placed["id"]))["county"] == "RO-SB"


async def test_the_company_is_kept_on_the_order_whole(client, db_session, shop):
    placed = await place(client, shop, invoiceDetails={**COMPANY, "companyName": "  Dulce Eveniment SRL "})

    assert await stored_details(db_session, placed["id"]) == {**COMPANY, "county": "RO-SB"}


async def test_an_order_without_a_company_keeps_none(client, db_session, shop):
    placed = await place(client, shop)

    assert await db_session.scalar(select(Order.invoice_details.is_(None)).where(Order.id == placed["id"]))


async def test_the_company_fields_say_what_is_missing_or_too_long(client, shop):
    company = {"cui": "18547290", "county": "Narnia", "companyName": "x" * 201, "registrationNumber": "J" * 41}
    response = await client.post(PLACE, json=order_body(shop, invoiceDetails=company))

    assert response.status_code == 422
    assert response.json()["errors"] == {
        "invoiceDetails.companyName": "Textul poate avea cel mult 200 caractere.",
        "invoiceDetails.registrationNumber": "Textul poate avea cel mult 40 caractere.",
        "invoiceDetails.streetAddress": "Adresa sediului firmei este obligatorie.",
        "invoiceDetails.city": "Localitatea sediului firmei este obligatorie.",
        "invoiceDetails.county": COUNTY_RULE,
    }


async def test_a_signed_in_customer_finds_the_company_saved_for_the_next_checkout(client, db_session, shop, test_settings):
    customer = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    assert (await client.get("/user-service/account/invoice-details", headers=customer)).json() == {"invoiceDetails": None}

    await place(client, shop, headers=customer, invoiceDetails={**COMPANY, "county": "SB", "cui": "18547290"})

    saved = await client.get("/user-service/account/invoice-details", headers=customer)
    assert saved.json() == {"invoiceDetails": {**COMPANY, "county": "RO-SB", "cui": "18547290"}}


async def test_a_later_order_without_a_company_keeps_the_saved_one(client, db_session, shop, test_settings):
    customer = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    await place(client, shop, headers=customer, invoiceDetails=COMPANY)
    await place(client, shop, headers=customer)

    saved = await client.get("/user-service/account/invoice-details", headers=customer)
    assert saved.json()["invoiceDetails"]["companyName"] == "Dulce Eveniment SRL"


async def test_a_guests_company_stays_on_the_order_only(client, db_session, shop):
    await place(client, shop, invoiceDetails=COMPANY)

    assert await db_session.scalar(select(func.count()).select_from(User).where(User.invoice_details.is_not(None))) == 0


async def test_a_retry_with_another_company_under_the_same_key_is_another_order(client, db_session, shop):
    key = {"Idempotency-Key": "comanda-firma-1"}
    first = await client.post(PLACE, json=order_body(shop, invoiceDetails=COMPANY), headers=key)
    again = await client.post(PLACE, json=order_body(shop, invoiceDetails=COMPANY), headers=key)
    other = await client.post(PLACE, json=order_body(shop, invoiceDetails={**COMPANY, "cui": "14399840"}), headers=key)

    assert (first.status_code, again.status_code, other.status_code) == (201, 200, 409)
    assert again.json()["orderNumber"] == first.json()["orderNumber"]
