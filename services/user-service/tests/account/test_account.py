"""The customer's account: profile (e-mail read-only) and the saved address (street, number and
city required; block and apartment optional)."""

import pytest

from bakery_devtools.testing.accounts import signed_in_customer
from bakery_devtools.testing.orders import bearer, make_user
from bakery_shared.models import Role


@pytest.fixture
async def customer(client, mailbox):
    session = await signed_in_customer(client, mailbox, "ioana@example.ro", first_name="Ioana", last_name="Munteanu")
    return {"Authorization": f"Bearer {session['jwtToken']}"}


async def test_the_profile_shows_the_account_data(client, customer):
    response = await client.get("/user-service/user-contact-information", headers=customer)
    assert response.json() == {"firstName": "Ioana", "lastName": "Munteanu", "email": "ioana@example.ro", "phoneNumber": None}


async def test_the_profile_can_be_updated_but_not_its_email(client, customer):
    updated = await client.post(
        "/user-service/update-user-profile",
        headers=customer,
        json={"emailAddress": "ioana@example.ro", "firstName": "Ioana2", "lastName": "Munteanu", "phoneNumber": "0722 123 456"},
    )
    moved = await client.post(
        "/user-service/update-user-profile",
        headers=customer,
        json={"emailAddress": "alta@example.ro", "firstName": "Ioana", "lastName": "Munteanu", "phoneNumber": None},
    )

    assert updated.status_code == 200
    assert updated.json()["phoneNumber"] == "0722123456"
    assert (await client.get("/user-service/user-contact-information", headers=customer)).json()["firstName"] == "Ioana2"
    assert moved.status_code == 422
    assert moved.json()["errors"] == {"emailAddress": "Adresa de e-mail nu poate fi schimbată."}


async def test_profile_names_follow_the_registration_rules(client, customer):
    response = await client.post(
        "/user-service/update-user-profile",
        headers=customer,
        json={"emailAddress": "ioana@example.ro", "firstName": "Io", "lastName": "Munteanu", "phoneNumber": "123"},
    )
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "firstName": "Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale.",
        "phoneNumber": "Numărul de telefon nu este valid. Exemplu: 0722 123 456.",
    }


async def test_the_address_is_saved_and_read_back(client, customer):
    assert (await client.get("/user-service/user-address-information", headers=customer)).json()["streetAddress"] is None
    address = {
        "streetAddress": "Str. Nicolae Bălcescu",
        "streetNumberAddress": "12",
        "cityAddress": "Sibiu",
        "countyAddress": "Sibiu",
        "buildingNumber": "",
        "appartmentNumber": "4",
        "phoneNumber": "+40 722 123 456",
    }

    saved = await client.post("/user-service/update-user-addresses", headers=customer, json=address)
    again = await client.post(
        "/user-service/update-user-addresses", headers=customer, json={**address, "streetNumberAddress": "14"}
    )

    assert saved.status_code == 200
    read = (await client.get("/user-service/user-address-information", headers=customer)).json()
    assert read == {**address, "streetNumberAddress": "14", "buildingNumber": None, "phoneNumber": "0722123456"}
    assert again.json() == read


async def test_street_number_and_city_are_required(client, customer):
    response = await client.post("/user-service/update-user-addresses", headers=customer, json={"buildingNumber": "B2"})
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "streetAddress": "Strada este obligatorie.",
        "streetNumberAddress": "Numărul străzii este obligatoriu.",
        "cityAddress": "Localitatea este obligatorie.",
    }


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/user-service/user-contact-information"),
        ("POST", "/user-service/update-user-profile"),
        ("GET", "/user-service/user-address-information"),
        ("POST", "/user-service/update-user-addresses"),
    ],
)
async def test_only_a_signed_in_customer_may_call(client, db_session, test_settings, method, path):
    staff = bearer(test_settings, await make_user(db_session, Role.ADMIN, "sefa@cofetarie.ro"))
    anonymous = await client.request(method, path, json={})
    as_staff = await client.request(method, path, json={}, headers=staff)
    assert (anonymous.status_code, as_staff.status_code) == (401, 403)
