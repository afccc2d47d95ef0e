"""The newsletter for visitors: double opt-in from the footer or the popup, consent kept
with its time and source, a personal coupon once confirmed, one-click unsubscribe from the link of
every newsletter (List-Unsubscribe), subscribing again, and the limits on subscribing."""

from datetime import timedelta
from decimal import Decimal
import re

from sqlalchemy import select

from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import NewsletterSubscriber, PersonalCoupon, Promotion, PromotionType
from bakery_shared.newsletter.links import unsubscribe_headers

SUBSCRIBE = "/user-service/subscribe"
CONFIRM = "/user-service/newsletter/confirm"
UNSUBSCRIBE = "/user-service/newsletter/unsubscribe"


def link_token(text: str, page: str) -> str:
    found = re.search(rf"{page}\?token=([A-Za-z0-9_\-.]+)", text)
    assert found, text
    return found.group(1)


async def newsletter_promotion(db_session, **fields) -> Promotion:
    today = current_clock().today()
    promotion = Promotion(
        name="Bun venit în newsletter",
        type=PromotionType.NEWSLETTER_SUBSCRIPTION,
        active=True,
        discount_percentage=Decimal("10"),
        min_order_value=Decimal("0"),
        validity_in_days=14,
        start_date=today - timedelta(days=1),
        end_date=today + timedelta(days=30),
        conditions=[],
        product_sets=[],
        **fields,
    )
    db_session.add(promotion)
    await db_session.flush()
    return promotion


async def subscriber(db_session, email: str) -> NewsletterSubscriber | None:
    return await db_session.scalar(select(NewsletterSubscriber).where(NewsletterSubscriber.email == email))


async def test_the_footer_needs_a_valid_address_and_the_terms(client, db_session, mailbox):
    bad = await client.post(SUBSCRIBE, json={"email": "nu-e-email", "consent": True})
    assert bad.status_code == 422
    assert bad.json()["errors"] == {"email": "Adresa de email nu este valida."}
    no_terms = await client.post(SUBSCRIBE, json={"email": "ana@example.ro", "consent": False, "source": "footer"})
    assert no_terms.status_code == 422
    assert no_terms.json()["errors"] == {"consent": "Trebuie să acceptați termenii și condițiile."}
    assert await subscriber(db_session, "ana@example.ro") is None
    assert mailbox.messages() == []


async def test_subscribe_confirm_get_the_coupon_then_unsubscribe_in_one_click(client, db_session, mailbox, test_settings):
    promotion = await newsletter_promotion(db_session)
    answer = await client.post(SUBSCRIBE, json={"email": "Ana@Example.ro", "source": "popup"})
    assert answer.status_code == 200, answer.text
    assert answer.json()["message"] == "Vă mulțumim! V-am trimis un e-mail: confirmați abonarea din linkul primit."

    waiting = await subscriber(db_session, "ana@example.ro")
    assert waiting.confirmed_at is None and waiting.source == "popup"
    # The proof of consent: when and where.
    assert waiting.consent and abs(waiting.consent_at - current_clock().now()) < timedelta(minutes=1)
    [confirmation] = mailbox.messages("ana@example.ro")
    assert confirmation["Subject"] == "Confirmați abonarea la newsletterul Cofetăriei Dulce"
    token = link_token(mailbox.text_of(confirmation), "/newsletter/confirmare")
    mailbox.clear()

    confirmed = await client.post(CONFIRM, json={"token": token})
    assert confirmed.status_code == 200, confirmed.text
    code = confirmed.json()["couponCode"]
    assert code and code.startswith("NL-")
    await db_session.refresh(waiting)
    assert waiting.confirmed_at is not None

    [coupon_mail] = mailbox.messages("ana@example.ro")
    assert code in mailbox.text_of(coupon_mail) and code in mailbox.html_of(coupon_mail)
    valid_until = (current_clock().today() + timedelta(days=14)).strftime("%d-%m-%Y")
    assert f"până la {valid_until}" in mailbox.text_of(coupon_mail)
    coupon = await db_session.scalar(select(PersonalCoupon).where(PersonalCoupon.code == code))
    assert coupon.promotion_id == promotion.id and coupon.email == "ana@example.ro"

    # The link is one-time.
    again = await client.post(CONFIRM, json={"token": token})
    assert again.status_code == 400
    assert again.json()["message"] == "Linkul de confirmare nu este valid sau a fost deja folosit."

    # One click: what a mail reader does with List-Unsubscribe-Post.
    assert coupon_mail["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    link = coupon_mail["List-Unsubscribe"].strip("<>")
    assert link.startswith(test_settings.public_url.rstrip("/") + UNSUBSCRIBE)
    path = link[len(test_settings.public_url.rstrip("/")) :]
    gone = await client.post(
        path, content=b"List-Unsubscribe=One-Click", headers={"Content-Type": "application/x-www-form-urlencoded"}
    )
    assert gone.status_code == 200, gone.text
    assert gone.json()["message"] == "Adresa dumneavoastră a fost dezabonată de la newsletter. Vă puteți abona din nou oricând."
    await db_session.refresh(waiting)
    assert waiting.unsubscribed_at is not None


async def test_a_forged_unsubscribe_link_is_refused(client, db_session, test_settings):
    db_session.add(NewsletterSubscriber(email="ion@example.ro", consent=True, confirmed_at=current_clock().now()))
    await db_session.flush()
    other_key = unsubscribe_headers(test_settings.public_url, "o-alta-cheie-" * 4, "ion@example.ro")[0][1]
    token = other_key.split("token=")[1].rstrip(">")
    refused = await client.post(UNSUBSCRIBE, params={"token": token})
    assert refused.status_code == 400
    assert refused.json()["message"] == "Linkul de dezabonare nu este valid."
    assert (await subscriber(db_session, "ion@example.ro")).unsubscribed_at is None


async def test_subscribing_again_after_unsubscribing_needs_a_new_confirmation_and_no_second_coupon(client, db_session, mailbox):
    await newsletter_promotion(db_session)
    await client.post(SUBSCRIBE, json={"email": "maria@example.ro", "consent": True})
    token = link_token(mailbox.text_of(mailbox.messages("maria@example.ro")[0]), "/newsletter/confirmare")
    first = (await client.post(CONFIRM, json={"token": token})).json()["couponCode"]
    unsubscribe = link_token(mailbox.text_of(mailbox.messages("maria@example.ro")[-1]), "/newsletter/dezabonare")
    assert (await client.post(UNSUBSCRIBE, params={"token": unsubscribe})).status_code == 200
    mailbox.clear()

    await client.post(SUBSCRIBE, json={"email": "maria@example.ro", "consent": True})
    row = await subscriber(db_session, "maria@example.ro")
    assert row.unsubscribed_at is None and row.confirmed_at is None  # waiting again
    token = link_token(mailbox.text_of(mailbox.messages("maria@example.ro")[0]), "/newsletter/confirmare")
    again = (await client.post(CONFIRM, json={"token": token})).json()
    assert again["couponCode"] is None and first
    assert again["message"] == "Abonarea la newsletter este confirmată. Vă mulțumim!"


async def test_subscribing_is_limited_per_address(client, mailbox):
    for _ in range(3):
        assert (await client.post(SUBSCRIBE, json={"email": "des@example.ro", "consent": True})).status_code == 200
    limited = await client.post(SUBSCRIBE, json={"email": "des@example.ro", "consent": True})
    assert limited.status_code == 429
    assert "Retry-After" in limited.headers
    assert len(mailbox.messages("des@example.ro")) == 3


async def test_a_garbled_unsubscribe_link_is_refused_not_a_server_error(client):
    for token in ["ăîș.ț", "...", "YWJj.ăă", "%%%"]:
        refused = await client.post(UNSUBSCRIBE, params={"token": token})
        assert refused.status_code == 400, (token, refused.text)
