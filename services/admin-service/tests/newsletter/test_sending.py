"""Sending the newsletter (the `sales/` calls): only admins; subject, content and image required;
a preview; one mail per confirmed subscriber through the durable queue, each with the image, the
coupon and its own one-click unsubscribe link; progress counted from the queue; the subscribers
list and its CSV."""

import csv
import io

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.menu import image_bytes
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import NewsletterSend, NewsletterSubscriber, QueuedMail, Role
from user_service.newsletter.links import email_of_token

IMAGE = "/admin-service/sales/add-newsletter-image"
SEND = "/admin-service/sales/send-email-to-subscribers"


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


@pytest.fixture
async def subscribers(db_session):
    now = current_clock().now()
    rows = [
        NewsletterSubscriber(email="unu@example.ro", consent=True, confirmed_at=now, source="popup", consent_at=now),
        NewsletterSubscriber(email="doi@example.ro", consent=True, confirmed_at=now, source="footer", consent_at=now),
        NewsletterSubscriber(email="trei@example.ro", consent=True, confirmed_at=now, source="footer", consent_at=now),
        NewsletterSubscriber(email="asteapta@example.ro", consent=True, source="footer", consent_at=now),
        NewsletterSubscriber(email="plecat@example.ro", consent=True, confirmed_at=now, unsubscribed_at=now),
    ]
    db_session.add_all(rows)
    await db_session.flush()
    return rows


async def upload(client, headers):
    return await client.post(IMAGE, files={"image": ("vara.png", image_bytes("PNG"), "image/png")}, headers=headers)


@pytest.mark.parametrize("role", [None, Role.USER, Role.MANAGER])
async def test_only_admins_send_newsletters_or_see_subscribers(client, db_session, make_user, token_for, role, subscribers):
    headers = {} if role is None else {"Authorization": f"Bearer {token_for(await make_user(role, f'{role.value}@example.ro'))}"}
    expected = 401 if role is None else 403
    body = {"subject": "Vara", "content": "Text", "image": "newsletter/x.jpg", "couponCode": None}
    assert (await upload(client, headers)).status_code == expected
    assert (await client.post(SEND, json=body, headers=headers)).status_code == expected
    assert (await client.post("/admin-service/sales/newsletter-preview", json=body, headers=headers)).status_code == expected
    assert (await client.get("/admin-service/sales/newsletter-sends", headers=headers)).status_code == expected
    assert (await client.get("/admin-service/sales/subscribers", headers=headers)).status_code == expected
    assert (await client.get("/admin-service/sales/subscribers.csv", headers=headers)).status_code == expected
    assert await db_session.scalar(select(func.count()).select_from(QueuedMail)) == 0


async def test_subject_content_and_image_are_required(client, db_session, admin, subscribers):
    refused = await client.post(SEND, json={"subject": " ", "content": "", "image": None}, headers=admin)
    assert refused.status_code == 422
    assert refused.json()["errors"] == {
        "subject": "Subiectul este obligatoriu.",
        "content": "Conținutul este obligatoriu.",
        "image": "Imaginea este obligatorie.",
    }
    assert await db_session.scalar(select(func.count()).select_from(NewsletterSend)) == 0


# (NUL and the other controls never reach a route: the request guard answers them first.)
@pytest.mark.parametrize("subject", ["Oferta\r\nBcc: x@y.ro", "Oferta\nde vară", "Oferta\rde vară", "Oferta\tde vară"])
async def test_a_subject_with_a_line_break_or_control_character_is_refused(client, db_session, admin, subscribers, subject):
    """The subject is every mail's Subject header: a CR or LF there made every mail of the send
    fail (and retry) after the send answered "trimis cu succes"."""
    body = {"subject": subject, "content": "Text", "image": "newsletter/x.jpg", "couponCode": None}
    for path in (SEND, "/admin-service/sales/newsletter-preview"):
        refused = await client.post(path, json=body, headers=admin)
        assert refused.status_code == 422, refused.text
        assert refused.json()["errors"] == {
            "subject": "Textul trebuie să fie pe un singur rând, fără Enter, Tab sau alte caractere de control."
        }
    assert await db_session.scalar(select(func.count()).select_from(NewsletterSend)) == 0
    assert await db_session.scalar(select(func.count()).select_from(QueuedMail)) == 0


async def test_a_newsletter_reaches_every_confirmed_subscriber_with_image_coupon_and_unsubscribe_link(
    client, db_session, admin, subscribers, mailbox, test_settings
):
    image = (await upload(client, admin)).json()
    body = {
        "subject": "Prăjituri de vară",
        "content": "Avem înghețată nouă.\n\nVă așteptăm!",
        "image": image["imageLink"],
        "couponCode": "VARA15",
    }

    preview = await client.post("/admin-service/sales/newsletter-preview", json=body, headers=admin)
    assert preview.status_code == 200
    assert "VARA15" in preview.json()["html"] and image["imageLink"] in preview.json()["html"]

    sent = await client.post(SEND, json=body, headers=admin)
    assert sent.status_code == 200, sent.text
    assert sent.json()["message"] == "Emailul a fost trimis cu succes..."
    assert sent.json()["recipients"] == 3

    mails = mailbox.messages()
    assert sorted(str(m["To"]) for m in mails) == ["doi@example.ro", "trei@example.ro", "unu@example.ro"]
    for mail in mails:
        html, text = mailbox.html_of(mail), mailbox.text_of(mail)
        assert mail["Subject"] == "Prăjituri de vară"
        assert f"{test_settings.public_url.rstrip('/')}{image['imageLink']}" in html
        assert "VARA15" in html and "VARA15" in text
        assert "Avem înghețată nouă." in text
        assert mail["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
        token = mail["List-Unsubscribe"].split("token=")[1].rstrip(">")
        assert email_of_token(test_settings.jwt_secret, token) == str(mail["To"])  # each its own link

    progress = (await client.get(f"/admin-service/sales/newsletter-sends/{sent.json()['id']}", headers=admin)).json()
    assert (progress["recipients"], progress["sent"], progress["waiting"], progress["failed"]) == (3, 3, 0, 0)
    history = (await client.get("/admin-service/sales/newsletter-sends", headers=admin)).json()
    assert [h["subject"] for h in history] == ["Prăjituri de vară"]


async def test_no_confirmed_subscriber_no_send(client, db_session, admin):
    refused = await client.post(SEND, json={"subject": "S", "content": "C", "image": "newsletter/x.jpg"}, headers=admin)
    assert refused.status_code == 422
    assert refused.json()["message"] == "Nu există abonați confirmați cărora să le trimitem newsletterul."


async def test_the_subscribers_list_and_csv_tell_confirmed_waiting_and_unsubscribed(client, admin, subscribers):
    listed = {s["email"]: s["status"] for s in (await client.get("/admin-service/sales/subscribers", headers=admin)).json()}
    assert listed == {
        "unu@example.ro": "CONFIRMED",
        "doi@example.ro": "CONFIRMED",
        "trei@example.ro": "CONFIRMED",
        "asteapta@example.ro": "WAITING",
        "plecat@example.ro": "UNSUBSCRIBED",
    }
    exported = await client.get("/admin-service/sales/subscribers.csv", headers=admin)
    assert exported.headers["content-type"].startswith("text/csv")
    assert exported.content.startswith(b"\xef\xbb\xbf")  # the BOM, as every export
    rows = list(csv.reader(io.StringIO(exported.content.decode("utf-8-sig"))))
    assert rows[0][:4] == ["email", "stare", "confirmat", "sursa"]
    assert {(r[0], r[1]) for r in rows[1:]} == set(listed.items())
    # Only the addresses the newsletter goes to say Da: an import elsewhere keeps just those.
    assert {r[0] for r in rows[1:] if r[2] == "Da"} == {"unu@example.ro", "doi@example.ro", "trei@example.ro"}
    assert {r[0] for r in rows[1:] if r[2] == "Nu"} == {"asteapta@example.ro", "plecat@example.ro"}


async def test_an_address_typed_as_a_formula_stays_text_in_the_subscribers_csv(client, db_session, admin):
    now = current_clock().now()
    db_session.add_all(
        [
            NewsletterSubscriber(email="=cmd|'/Ccalc'!A0@probe.ro", consent=True, source="footer", consent_at=now),
            NewsletterSubscriber(email="@SUM(1)@probe.ro", consent=True, source="+popup", consent_at=now),
        ]
    )
    await db_session.flush()
    exported = await client.get("/admin-service/sales/subscribers.csv", headers=admin)
    rows = list(csv.reader(io.StringIO(exported.content.decode("utf-8-sig"))))
    cells = {(r[0], r[3]) for r in rows[1:]}
    assert cells == {("'=cmd|'/Ccalc'!A0@probe.ro", "footer"), ("'@SUM(1)@probe.ro", "'+popup")}
    assert not any(c.startswith(("=", "+", "-", "@")) for r in rows for c in r)
