"""Registration: every rule of the specification with its exact message, and the register answer,
the same for a new and a known address (no token: the customer signs in once the address is
confirmed)."""

import pytest
from sqlalchemy import func, select

from bakery_shared.models import User

FIRST = "Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale."
LAST = "Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale."
EMAIL = "Adresa de email nu este valida."
PASSWORD = "Parola trebuie sa fie aiba minimum 8 caractere, sa includa cel putin o litera mare, una mica, o cifra si un caracter special."
CONFIRM = "Campul de confirmare parola nu este acelasi cu campul de parola."


def registration(**overrides):
    body = {
        "firstName": "Ioana",
        "lastName": "Munteanu",
        "email": "ioana.munteanu@example.ro",
        "password": "Parola#123",
        "confirmPassword": "Parola#123",
    }
    body.update(overrides)
    return body


async def test_register_answers_the_submitted_data_and_no_token(client):
    """Register no longer signs in (docs/contracts/auth-and-sessions.md): the specification's answer
    shape is kept, with an empty jwtToken and empty userRoles, so a known address cannot be told
    apart."""
    response = await client.post("/user-service/register", json=registration(email="Ioana.Munteanu@Example.ro"))

    assert response.status_code == 200
    assert response.json() == {
        "jwtToken": "",
        "userRoles": [],
        "firstName": "Ioana",
        "lastName": "Munteanu",
        "email": "ioana.munteanu@example.ro",
    }


async def test_register_keeps_an_argon2id_hash_not_the_password(client, db_session):
    await client.post("/user-service/register", json=registration())
    user = await db_session.scalar(select(User).where(User.email == "ioana.munteanu@example.ro"))
    assert user is not None
    assert user.password_hash.startswith("$argon2id$")
    assert "Parola#123" not in user.password_hash


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("firstName", "Io", FIRST),
        ("firstName", "I" * 21, FIRST),
        ("firstName", "Ioana!", FIRST),
        ("firstName", "Ana Maria", FIRST),
        ("lastName", "Mu", LAST),
        ("lastName", "M" * 17, LAST),
        ("lastName", "Mun_teanu", LAST),
        ("email", "ioana.example.ro", EMAIL),
        ("email", "ioana@", EMAIL),
        ("password", "Pa#1abc", PASSWORD),
        ("password", "parola#123", PASSWORD),
        ("password", "PAROLA#123", PASSWORD),
        ("password", "Parola#abc", PASSWORD),
        ("password", "Parola1234", PASSWORD),
    ],
)
async def test_register_refuses_each_rule_with_its_message(client, field, value, message):
    body = registration(**{field: value})
    if field == "password":
        body["confirmPassword"] = value

    response = await client.post("/user-service/register", json=body)

    assert response.status_code == 422
    payload = response.json()
    assert payload["status"] == 422
    assert payload["message"] == "Datele trimise nu sunt valide."
    assert payload["errors"] == {field: message}


async def test_names_may_use_romanian_letters_and_digits(client):
    response = await client.post("/user-service/register", json=registration(firstName="Ștefănuț2", lastName="Țăranu"))
    assert response.status_code == 200
    assert response.json()["firstName"] == "Ștefănuț2"


async def test_an_empty_form_gets_every_message_at_once(client):
    response = await client.post("/user-service/register", json={})
    assert response.status_code == 422
    assert response.json()["errors"] == {"firstName": FIRST, "lastName": LAST, "email": EMAIL, "password": PASSWORD}


async def test_confirm_unlike_password_is_refused_and_nothing_is_saved(client, db_session):
    response = await client.post("/user-service/register", json=registration(confirmPassword="Parola#124"))

    assert response.status_code == 422
    assert response.json()["errors"] == {"confirmPassword": CONFIRM}
    count = await db_session.scalar(select(func.count()).select_from(User).where(User.email == "ioana.munteanu@example.ro"))
    assert count == 0


async def test_an_address_already_registered_keeps_its_account(client, db_session):
    """A second registration of an address is answered as the first was (see
    test_no_enumeration.py), and the account keeps its owner's names and password."""
    first = await client.post("/user-service/register", json=registration())
    again = await client.post(
        "/user-service/register",
        json=registration(
            email="IOANA.munteanu@example.ro", firstName="Altcineva", password="Alta#Parola9", confirmPassword="Alta#Parola9"
        ),
    )

    assert (first.status_code, again.status_code) == (200, 200)
    users = list(await db_session.scalars(select(User).where(User.email == "ioana.munteanu@example.ro")))
    assert [u.first_name for u in users] == ["Ioana"]
