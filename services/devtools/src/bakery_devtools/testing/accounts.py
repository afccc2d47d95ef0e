"""A customer account made as a person makes one: register, follow the confirmation link in the
mail, sign in (the register answer carries no token: the customer signs in once the address is
confirmed, see docs/contracts/auth-and-sessions.md)."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import httpx

PASSWORD = "Parola#123"


def registration(email: str, password: str = PASSWORD, first_name: str = "Elena", last_name: str = "Dobre") -> dict:
    return {"firstName": first_name, "lastName": last_name, "email": email, "password": password, "confirmPassword": password}


def link_token(mailbox, email: str, path: str) -> str:
    """The token of the newest link to `path` mailed to `email`."""
    for message in reversed(mailbox.messages(to=email)):
        for link in re.findall(r"https?://\S+", mailbox.text_of(message)):
            if urlparse(link).path == path:
                return parse_qs(urlparse(link).query)["token"][0]
    raise AssertionError(f"no {path} link was mailed to {email}")


async def confirm(client: httpx.AsyncClient, mailbox, email: str) -> None:
    token = link_token(mailbox, email, "/confirmare-email")
    response = await client.post("/user-service/confirm-email", json={"token": token})
    assert response.status_code == 200, response.text


async def register_and_confirm(client: httpx.AsyncClient, mailbox, email: str, password: str = PASSWORD, **names: str) -> None:
    body = registration(email, password, **names)
    response = await client.post("/user-service/register", json=body)
    assert response.status_code == 200, response.text
    await confirm(client, mailbox, email)


async def signed_in_customer(client: httpx.AsyncClient, mailbox, email: str, password: str = PASSWORD, **names: str) -> dict:
    """Register, confirm and sign in; the sign-in answer (jwtToken, userRoles, names, email)."""
    await register_and_confirm(client, mailbox, email, password, **names)
    response = await client.post("/user-service/authenticate", json={"email": email, "password": password})
    assert response.status_code == 200, response.text
    return response.json()
