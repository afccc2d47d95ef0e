"""Business name, contact data and address: name and phone required, e-mail valid, county, street,
number and city required, a postal code of 5-10 digits."""

import pytest

from bakery_shared.models import Role

CONTACT = "/admin-service/setup/contact-information"
ADDRESS = "/admin-service/setup/address"
FETCH = "/admin-service/setup/fetch-information"

GOOD_ADDRESS = {
    "county": "Sibiu",
    "postalCode": "550160",
    "address": "Str. Avram Iancu",
    "streetNumber": "3A",
    "city": "Sibiu",
    "country": "România",
}


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


async def test_the_contact_data_is_saved_and_the_fresh_information_answered(client, business, admin):
    response = await client.post(
        CONTACT,
        json={"name": "  Cofetăria Bunicii ", "phoneNumber": "+40 745 123 456", "email": "Comenzi@Bunica.RO"},
        headers=admin,
    )

    assert response.status_code == 200
    body = response.json()
    assert (body["name"], body["phoneNumber"], body["email"]) == ("Cofetăria Bunicii", "+40 745 123 456", "comenzi@bunica.ro")
    assert body["lastKey"] == "2"  # the seeded row starts at 1
    assert (await client.get(FETCH, headers=admin)).json() == body


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"name": "", "phoneNumber": "0269 210 512", "email": "a@b.ro"}, "name", "Numele afacerii este obligatoriu."),
        ({"name": "   ", "phoneNumber": "0269 210 512", "email": "a@b.ro"}, "name", "Numele afacerii este obligatoriu."),
        ({"phoneNumber": "0269 210 512", "email": "a@b.ro"}, "name", "Numele afacerii este obligatoriu."),
        ({"name": "Dulce", "phoneNumber": "", "email": "a@b.ro"}, "phoneNumber", "Numărul de telefon este obligatoriu."),
        ({"name": "Dulce", "email": "a@b.ro"}, "phoneNumber", "Numărul de telefon este obligatoriu."),
        ({"name": "Dulce", "phoneNumber": "sunați-ne", "email": "a@b.ro"}, "phoneNumber", "Numărul de telefon nu este valid."),
        ({"name": "Dulce", "phoneNumber": "0269 210 512", "email": "nu-e-adresa"}, "email", "Adresa de email nu este valida."),
        ({"name": "Dulce", "phoneNumber": "0269 210 512", "email": ""}, "email", "Adresa de email nu este valida."),
        ({"name": "Dulce", "phoneNumber": "0269 210 512"}, "email", "Adresa de email nu este valida."),
        (
            {"name": "x" * 121, "phoneNumber": "0269 210 512", "email": "a@b.ro"},
            "name",
            "Textul poate avea cel mult 120 caractere.",
        ),
    ],
)
async def test_contact_rules(client, business, admin, body, field, message):
    response = await client.post(CONTACT, json=body, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"][field] == message


async def test_the_address_is_saved(client, business, admin):
    response = await client.post(ADDRESS, json=GOOD_ADDRESS, headers=admin)

    assert response.status_code == 200
    body = response.json()
    assert {k: body[k] for k in GOOD_ADDRESS} == GOOD_ADDRESS


async def test_an_empty_country_stays_romania(client, business, admin):
    response = await client.post(ADDRESS, json={**GOOD_ADDRESS, "country": ""}, headers=admin)
    assert response.json()["country"] == "România"


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"county": ""}, "county", "Județul este obligatoriu."),
        ({"address": " "}, "address", "Strada este obligatorie."),
        ({"streetNumber": ""}, "streetNumber", "Numărul străzii este obligatoriu."),
        ({"city": ""}, "city", "Orașul este obligatoriu."),
        ({"postalCode": ""}, "postalCode", "Codul poștal trebuie să conțină între 5 și 10 cifre."),
        ({"postalCode": "1234"}, "postalCode", "Codul poștal trebuie să conțină între 5 și 10 cifre."),
        ({"postalCode": "12345678901"}, "postalCode", "Codul poștal trebuie să conțină între 5 și 10 cifre."),
        ({"postalCode": "55O159"}, "postalCode", "Codul poștal trebuie să conțină între 5 și 10 cifre."),
    ],
)
async def test_address_rules(client, business, admin, change, field, message):
    response = await client.post(ADDRESS, json={**GOOD_ADDRESS, **change}, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == {field: message}


@pytest.mark.parametrize("postal_code", ["55015", "5501591234", 550159])
async def test_postal_codes_of_5_to_10_digits_are_accepted(client, business, admin, postal_code):
    response = await client.post(ADDRESS, json={**GOOD_ADDRESS, "postalCode": postal_code}, headers=admin)
    assert response.status_code == 200
    assert response.json()["postalCode"] == str(postal_code)


async def test_every_missing_address_field_is_reported_at_once(client, business, admin):
    response = await client.post(ADDRESS, json={}, headers=admin)

    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"county", "postalCode", "address", "streetNumber", "city"}


async def test_the_information_has_the_contract_shape(client, business, admin):
    body = (await client.get(FETCH, headers=admin)).json()

    assert body["minimumOrderValue"] == "50.00" and body["deliveryFee"] == "15.00"
    assert (body["currency"], body["locale"], body["country"]) == ("RON", "ro-RO", "România")
    assert body["lastKey"] == "1"
    assert set(body) == {
        "name", "phoneNumber", "email", "county", "postalCode", "address", "streetNumber", "city", "country",
        "currency", "locale", "minimumOrderValue", "deliveryFee", "cashPayment", "cardPayment", "cashAndCardPayment",
        "onlineCardPayment", "latitude", "longitude", "facebookUrl", "instagramUrl", "tiktokUrl",
        *(f"{s}Enabled" for s in ("pickup", "delivery", "booking", "preOrders")),
        *(f"{s}AsSoonAsPossibleEnabled" for s in ("pickup", "delivery", "booking", "preOrders")),
        *(f"{b}TimeInAdvanceFor{s}" for b in ("minimum", "maximum") for s in ("Pickup", "Delivery", "Bookings", "PreOrders")),
        "schedules", "holidaySchedules", "pickupLocations", "lastKey",
    }  # fmt: skip


async def test_without_a_setup_row_the_read_says_so_and_a_first_save_creates_it(client, admin):
    missing = await client.get(FETCH, headers=admin)
    assert missing.status_code == 404
    assert missing.json()["message"] == "Datele afacerii nu au fost configurate încă."

    saved = await client.post(CONTACT, json={"name": "Dulce", "phoneNumber": "0269 210 512", "email": "a@b.ro"}, headers=admin)
    assert saved.status_code == 200
    assert saved.json()["name"] == "Dulce"
