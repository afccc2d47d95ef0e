"""No call open to anyone tells who has an account: the reset mail once took a median 22 ms for an
existing address and 5 ms for an unknown one, and register answered 409 for a known address. See
docs/contracts/auth-and-sessions.md; bench/reset_mail_timing.py prints the two latency
distributions."""

import re

import httpx
import pytest
from sqlalchemy import event, func, select

from bakery_devtools.testing.accounts import register_and_confirm
from bakery_shared.models import QueuedMail, User

WRONG = {"status": 401, "message": "Emailul sau parola sunt gresite", "errors": {}}
# Headers that differ between any two answers whatever they say.
VARYING = {"date", "content-length"}


def registration(email: str, first: str = "Ioana") -> dict:
    return {"firstName": first, "lastName": "Munteanu", "email": email, "password": "Parola#123", "confirmPassword": "Parola#123"}


def same_answer(a: httpx.Response, b: httpx.Response) -> None:
    assert a.status_code == b.status_code
    assert a.json() == b.json()
    assert {k: v for k, v in a.headers.items() if k not in VARYING} == {k: v for k, v in b.headers.items() if k not in VARYING}


@pytest.fixture
def plain_client(client):
    """A client whose requests are only the request: no mail sending after it (the harness's
    client sends what was queued, which is the sender's work, not the request's)."""
    app = client._transport.app
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app, client=("203.0.113.10", 51000)), base_url="http://testserver")


class Statements:
    """The SQL a request runs on the test's connection, numbers (savepoint names) blanked."""

    def __init__(self, connection) -> None:
        self.connection = connection.sync_connection
        self.seen: list[str] = []

    def _record(self, conn, cursor, statement, parameters, context, executemany) -> None:
        self.seen.append(re.sub(r"\d+", "N", statement))

    def __enter__(self) -> list[str]:
        event.listen(self.connection, "before_cursor_execute", self._record)
        return self.seen

    def __exit__(self, *exc) -> None:
        event.remove(self.connection, "before_cursor_execute", self._record)


async def test_register_for_a_known_address_answers_exactly_as_for_a_new_one_and_mails_the_owner(client, mailbox, db_session):
    new = await client.post("/user-service/register", json=registration("ioana@example.ro"))
    [confirmation] = mailbox.messages(to="ioana@example.ro")
    assert confirmation["Subject"] == "Confirmați adresa de e-mail — Cofetăria Dulce"
    mailbox.clear()

    known = await client.post("/user-service/register", json=registration("IOANA@example.ro"))

    same_answer(new, known)
    assert known.json() == {
        "jwtToken": "",
        "userRoles": [],
        "firstName": "Ioana",
        "lastName": "Munteanu",
        "email": "ioana@example.ro",
    }
    [note] = mailbox.messages(to="ioana@example.ro")
    assert note["Subject"] == "Încercare de înregistrare cu adresa dumneavoastră — Cofetăria Dulce"
    text = mailbox.text_of(note)
    assert "Aveți deja un cont cu această adresă" in text
    assert "http://shop.test/auth?mode=authenticate" in text and "http://shop.test/auth?mode=forgotPassword" in text
    assert await db_session.scalar(select(func.count()).select_from(User).where(User.email == "ioana@example.ro")) == 1


async def test_the_reset_mail_answer_is_identical_and_does_the_same_work_for_known_and_unknown_addresses(
    client, plain_client, mailbox, db_connection, db_session
):
    await register_and_confirm(client, mailbox, "maria@example.ro")
    mailbox.clear()

    with Statements(db_connection) as for_known:
        known = await plain_client.post("/user-service/send-reset-password-mail", json={"email": "maria@example.ro"})
    with Statements(db_connection) as for_unknown:
        unknown = await plain_client.post("/user-service/send-reset-password-mail", json={"email": "nimeni@example.ro"})

    same_answer(known, unknown)
    assert known.json() == {
        "message": "Dacă adresa aparține unui cont, veți primi în câteva minute un e-mail cu linkul de resetare a parolei."
    }
    # The same statements, whatever the address: the lookup is the mail sender's, not the request's.
    assert for_known == for_unknown
    assert not any("FROM users" in statement for statement in for_known)

    # The sender then mails the account's owner, and drops the request for an unknown address.
    await client.post("/user-service/send-reset-password-mail", json={"email": "tot-nimeni@example.ro"})  # runs the sender
    [mail] = mailbox.messages(to="maria@example.ro")
    assert mail["Subject"] == "Resetarea parolei — Cofetăria Dulce"
    assert not mailbox.messages(to="nimeni@example.ro")
    left = await db_session.scalar(select(func.count()).select_from(QueuedMail).where(QueuedMail.recipient.like("%nimeni%")))
    assert left == 0


async def test_an_unconfirmed_accounts_right_password_is_answered_as_a_wrong_one(client, mailbox):
    """Else registering someone else's address and signing in with the password one chose would
    tell whether the address already had an account."""
    await client.post("/user-service/register", json=registration("nou@example.ro"))
    mailbox.clear()

    right = await client.post("/user-service/authenticate", json={"email": "nou@example.ro", "password": "Parola#123"})
    wrong = await client.post("/user-service/authenticate", json={"email": "nou@example.ro", "password": "Gresit#123"})

    assert (right.status_code, right.json()) == (wrong.status_code, wrong.json()) == (401, WRONG)
    # The owner finds a fresh confirmation link in the inbox.
    [again] = mailbox.messages(to="nou@example.ro")
    assert again["Subject"] == "Confirmați adresa de e-mail — Cofetăria Dulce"
