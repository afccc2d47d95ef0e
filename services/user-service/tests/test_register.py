"""Registration: every §5 rule with its exact message, and the register answer that signs the customer in."""

from datetime import timedelta

import jwt
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


async def test_register_signs_the_customer_in_with_a_168_hour_token(client, test_settings):
    response = await client.post("/user-service/register", json=registration(email="Ioana.Munteanu@Example.ro"))

    assert response.status_code == 200
    body = response.json()
    assert body["userRoles"] == ["ROLE_USER"]
    assert (body["firstName"], body["lastName"], body["email"]) == ("Ioana", "Munteanu", "ioana.munteanu@example.ro")
    claims = jwt.decode(body["jwtToken"], test_settings.jwt_secret, algorithms=["HS256"])
    assert claims["role"] == "ROLE_USER"
    assert timedelta(seconds=claims["exp"] - claims["iat"]) == timedelta(hours=168)


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


async def test_an_address_already_registered_is_refused(client):
    assert (await client.post("/user-service/register", json=registration())).status_code == 200

    response = await client.post("/user-service/register", json=registration(email="IOANA.munteanu@example.ro"))

    assert response.status_code == 409
    assert response.json()["errors"]["email"] == "Există deja un cont cu această adresă de e-mail."
