"""Every link a mail carries is built from PUBLIC_URL, never from the request that caused the mail:
a forged Host or X-Forwarded-Host/-Proto on registering, asking for a new password, subscribing to
the newsletter or ordering must not put an attacker's address into the account links, the order's
follow link or the newsletter's links."""

import re

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line

FORGED = {"Host": "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "javascript"}


def links_of(mailbox) -> list[str]:
    found = []
    for message in mailbox.messages():
        found += re.findall(r"https?://[^\s\"'<>]+", mailbox.text_of(message) + mailbox.html_of(message))
        found += re.findall(r"<([^>]+)>", str(message.get("List-Unsubscribe", "")))
    return found


async def test_no_mail_link_follows_the_requests_host_or_scheme(client, db_session, business, mailbox, test_settings):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cake = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("120.00",))
    await db_session.flush()
    person = {"firstName": "Elena", "lastName": "Dobre", "password": "Parola#123", "confirmPassword": "Parola#123"}

    calls = [
        ("/user-service/register", {**person, "email": "elena@example.ro"}),
        ("/user-service/send-reset-password-mail", {"email": "elena@example.ro"}),
        ("/user-service/subscribe", {"email": "ana@example.ro", "consent": True, "source": "footer"}),
        ("/user-service/place-order", checkout([product_line(cake.id, cake.dimensions[0].id)], location_id=location.id)),
    ]
    for path, body in calls:
        answer = await client.post(path, json=body, headers=FORGED)
        assert answer.status_code in (200, 201), (path, answer.text)

    links = links_of(mailbox)
    assert len(mailbox.messages()) >= 4 and links
    mailed = "\n".join(str(m) for m in mailbox.messages())
    assert "evil.example" not in mailed and "javascript:" not in mailed
    for link in links:
        assert link.startswith(f"{test_settings.public_url}/"), link
    pages = {re.sub(r"[?#].*", "", link.removeprefix(test_settings.public_url)) for link in links}
    assert {"/confirmare-email", "/resetare-parola", "/newsletter/confirmare"} <= pages
    assert any(page.startswith("/comanda/") for page in pages), pages
