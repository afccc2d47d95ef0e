"""E-mail confirmation and password reset, by following the links in mails read from the SMTP sink."""

from datetime import timedelta
import re
from urllib.parse import parse_qs, urlparse

import pytest
from sqlalchemy import select

from bakery_devtools.testing.accounts import confirm
from bakery_shared.models import User


def link_in(mailbox, message, path):
    text = mailbox.text_of(message)
    html = mailbox.html_of(message)
    links = re.findall(r"https?://\S+", text)
    link = next(found for found in links if urlparse(found).path == path)
    assert link in html  # the HTML part carries the same link
    return link, parse_qs(urlparse(link).query)["token"][0]


async def register(client, email="maria@example.ro"):
    body = {"firstName": "Maria", "lastName": "Stoica", "email": email, "password": "Parola#123", "confirmPassword": "Parola#123"}
    assert (await client.post("/user-service/register", json=body)).status_code == 200


async def test_register_mails_a_romanian_confirmation_link_that_confirms_the_address(client, mailbox, db_session):
    await register(client)

    [mail] = mailbox.messages(to="maria@example.ro")
    assert mail["Subject"] == "Confirmați adresa de e-mail — Cofetăria Dulce"
    assert "Bună, Maria!" in mailbox.text_of(mail)
    link, token = link_in(mailbox, mail, "/confirmare-email")
    assert link.startswith("http://shop.test/confirmare-email?token=")

    response = await client.post("/user-service/confirm-email", json={"token": token})

    assert response.status_code == 200
    assert response.json()["message"] == "Adresa de e-mail a fost confirmată. Vă mulțumim!"
    user = await db_session.scalar(select(User).where(User.email == "maria@example.ro"))
    await db_session.refresh(user)
    assert user.email_confirmed_at is not None


async def test_a_confirmation_link_works_once(client, mailbox):
    await register(client)
    _, token = link_in(mailbox, mailbox.messages()[0], "/confirmare-email")
    assert (await client.post("/user-service/confirm-email", json={"token": token})).status_code == 200

    again = await client.post("/user-service/confirm-email", json={"token": token})

    assert again.status_code == 400
    assert again.json()["message"] == "Linkul de confirmare nu este valid sau a expirat."


async def test_a_made_up_confirmation_token_is_refused(client):
    response = await client.post("/user-service/confirm-email", json={"token": "nu-exista"})
    assert response.status_code == 400


async def test_reset_link_sets_a_new_password(client, mailbox):
    await register(client)
    mailbox.clear()

    sent = await client.post("/user-service/send-reset-password-mail", json={"email": "Maria@example.ro"})
    assert sent.status_code == 200
    [mail] = mailbox.messages(to="maria@example.ro")
    assert mail["Subject"] == "Resetarea parolei — Cofetăria Dulce"
    _, token = link_in(mailbox, mail, "/resetare-parola")

    reset = await client.post(
        "/user-service/reset-password", json={"token": token, "password": "Noua#Parola9", "confirmPassword": "Noua#Parola9"}
    )

    assert reset.status_code == 200
    old = await client.post("/user-service/authenticate", json={"email": "maria@example.ro", "password": "Parola#123"})
    new = await client.post("/user-service/authenticate", json={"email": "maria@example.ro", "password": "Noua#Parola9"})
    assert old.status_code == 401
    assert new.status_code == 200
    reused = await client.post(
        "/user-service/reset-password", json={"token": token, "password": "Alta#Parola9", "confirmPassword": "Alta#Parola9"}
    )
    assert reused.status_code == 400


async def test_the_new_password_follows_the_rules(client, mailbox):
    await register(client)
    await client.post("/user-service/send-reset-password-mail", json={"email": "maria@example.ro"})
    _, token = link_in(mailbox, mailbox.messages(to="maria@example.ro")[-1], "/resetare-parola")

    weak = await client.post(
        "/user-service/reset-password", json={"token": token, "password": "slaba", "confirmPassword": "slaba"}
    )
    unlike = await client.post(
        "/user-service/reset-password", json={"token": token, "password": "Noua#Parola9", "confirmPassword": "Noua#Parola8"}
    )

    assert weak.status_code == 422 and "password" in weak.json()["errors"]
    assert unlike.json()["errors"] == {"confirmPassword": "Campul de confirmare parola nu este acelasi cu campul de parola."}


async def reset_with(client, token, password="Noua#Parola9"):
    return await client.post(
        "/user-service/reset-password", json={"token": token, "password": password, "confirmPassword": password}
    )


async def can_sign_in(client, password) -> bool:
    response = await client.post("/user-service/authenticate", json={"email": "maria@example.ro", "password": password})
    return response.status_code == 200


@pytest.mark.parametrize(("later", "works"), [(timedelta(minutes=59), True), (timedelta(minutes=61), False)])
async def test_a_reset_link_lives_sixty_minutes(client, mailbox, clock, test_settings, later, works):
    assert test_settings.password_reset_minutes == 60
    await register(client)
    await confirm(client, mailbox, "maria@example.ro")  # so the old password signs in when the link has expired
    asked_at = clock.now()
    await client.post("/user-service/send-reset-password-mail", json={"email": "maria@example.ro"})
    _, token = link_in(mailbox, mailbox.messages(to="maria@example.ro")[-1], "/resetare-parola")

    clock.move_to(asked_at + later)
    response = await reset_with(client, token)

    if works:
        assert response.status_code == 200, response.text
        assert await can_sign_in(client, "Noua#Parola9")
    else:
        assert response.status_code == 400
        assert response.json()["message"] == (
            "Linkul de resetare a parolei nu este valid sau a expirat. Vă rugăm să cereți unul nou."
        )
        assert await can_sign_in(client, "Parola#123")  # the password is the old one still


@pytest.mark.parametrize(("later", "works"), [(timedelta(hours=47), True), (timedelta(hours=49), False)])
async def test_a_confirmation_link_lives_forty_eight_hours(client, mailbox, clock, db_session, test_settings, later, works):
    assert test_settings.email_confirmation_hours == 48
    registered_at = clock.now()
    await register(client)
    _, token = link_in(mailbox, mailbox.messages(to="maria@example.ro")[0], "/confirmare-email")

    clock.move_to(registered_at + later)
    response = await client.post("/user-service/confirm-email", json={"token": token})

    user = await db_session.scalar(select(User).where(User.email == "maria@example.ro"))
    await db_session.refresh(user)
    if works:
        assert response.status_code == 200, response.text
        assert user.email_confirmed_at is not None
        assert abs(user.email_confirmed_at - clock.now()) < timedelta(minutes=1)  # confirmed at the link's use
    else:
        assert response.status_code == 400
        assert response.json()["message"] == "Linkul de confirmare nu este valid sau a expirat."
        assert user.email_confirmed_at is None


async def test_an_unknown_address_gets_the_same_answer_and_no_mail(client, mailbox):
    response = await client.post("/user-service/send-reset-password-mail", json={"email": "nimeni@example.ro"})
    assert response.status_code == 200
    assert response.json()["message"].startswith("Dacă adresa aparține unui cont")
    assert mailbox.messages() == []


async def test_a_newer_reset_mail_retires_the_older_link(client, mailbox):
    await register(client)
    await client.post("/user-service/send-reset-password-mail", json={"email": "maria@example.ro"})
    await client.post("/user-service/send-reset-password-mail", json={"email": "maria@example.ro"})
    first, second = [link_in(mailbox, m, "/resetare-parola")[1] for m in mailbox.messages(to="maria@example.ro")[1:]]

    stale = await client.post(
        "/user-service/reset-password", json={"token": first, "password": "Noua#Parola9", "confirmPassword": "Noua#Parola9"}
    )
    fresh = await client.post(
        "/user-service/reset-password", json={"token": second, "password": "Noua#Parola9", "confirmPassword": "Noua#Parola9"}
    )

    assert (stale.status_code, fresh.status_code) == (400, 200)
