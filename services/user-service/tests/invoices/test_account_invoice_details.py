"""The company saved on a customer's account: read, replaced, forgotten (null); customers only."""

from bakery_devtools.testing.orders import bearer, make_user
from bakery_shared.models import Role
from bakery_shared.rules.company import CUI_RULE

from .conftest import COMPANY

DETAILS = "/user-service/account/invoice-details"


async def test_the_company_is_saved_read_back_and_forgotten(client, db_session, test_settings):
    customer = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))

    saved = await client.put(DETAILS, json={"invoiceDetails": {**COMPANY, "registrationNumber": None}}, headers=customer)
    read = await client.get(DETAILS, headers=customer)
    forgotten = await client.put(DETAILS, json={"invoiceDetails": None}, headers=customer)
    read_after = await client.get(DETAILS, headers=customer)

    expected = {**COMPANY, "registrationNumber": None, "county": "RO-SB"}
    assert saved.status_code == 200 and saved.json() == {"invoiceDetails": expected}
    assert read.json() == {"invoiceDetails": expected}
    assert forgotten.json() == read_after.json() == {"invoiceDetails": None}


async def test_one_customers_company_is_not_anothers(client, db_session, test_settings):
    ana = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    ion = bearer(test_settings, await make_user(db_session, Role.USER, "ion@example.ro"))
    await client.put(DETAILS, json={"invoiceDetails": COMPANY}, headers=ana)

    assert (await client.get(DETAILS, headers=ion)).json() == {"invoiceDetails": None}


async def test_a_wrong_cui_is_not_saved(client, db_session, test_settings):
    customer = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))

    response = await client.put(DETAILS, json={"invoiceDetails": {**COMPANY, "cui": "RO18547291"}}, headers=customer)

    assert response.status_code == 422
    assert response.json()["errors"] == {"invoiceDetails.cui": CUI_RULE}
    assert (await client.get(DETAILS, headers=customer)).json() == {"invoiceDetails": None}


async def test_only_a_signed_in_customer_has_saved_company_details(client, db_session, test_settings):
    staff = bearer(test_settings, await make_user(db_session, Role.ADMIN, "admin@cofetarie.ro"))

    assert (await client.get(DETAILS)).status_code == 401
    assert (await client.put(DETAILS, json={"invoiceDetails": None})).status_code == 401
    assert (await client.get(DETAILS, headers=staff)).status_code == 403
    assert (await client.put(DETAILS, json={"invoiceDetails": COMPANY}, headers=staff)).status_code == 403
