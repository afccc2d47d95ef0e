"""The door to Stripe against the harness's real localstripe: an authorization holds the amount,
a capture or a release is safe to repeat, a declined card reads in Romanian, and a webhook's
signature is checked on the raw body."""

from decimal import Decimal

import pytest

from bakery_devtools.testing.payments import DECLINED_CARD, THREE_D_SECURE_CARD, authenticate, card_payment_method, signed_event
from bakery_shared.payments.cards import BadSignature, CardDeclined, CardPayments, Charge


async def authorize(settings, number: str, order_number: str):
    async with CardPayments(settings) as cards:
        card = await card_payment_method(settings, number)
        return await cards.authorize(order_number=order_number, amount=Decimal("123.45"), payment_method=card, attempt=1)


async def test_an_authorization_holds_the_amount_in_bani_and_a_capture_is_safe_to_repeat(test_settings):
    intent = await authorize(test_settings, "4242424242424242", "C-1001")
    assert intent.authorized and intent.amount == Decimal("123.45") and intent.currency == "ron"
    assert intent.order_number == "C-1001"
    async with CardPayments(test_settings) as cards:
        assert (await cards.capture(intent.id, order_number="C-1001")).captured
        assert (await cards.capture(intent.id, order_number="C-1001")).captured
        assert (await cards.fetch(intent.id)).captured


async def test_a_released_authorization_cannot_be_captured(test_settings):
    intent = await authorize(test_settings, "4242424242424242", "C-1002")
    async with CardPayments(test_settings) as cards:
        assert (await cards.cancel(intent.id, order_number="C-1002")).cancelled
        again = await cards.capture(intent.id, order_number="C-1002")
    assert not again.captured and again.cancelled


async def test_a_declined_card_reads_in_romanian(test_settings):
    with pytest.raises(CardDeclined) as refused:
        await authorize(test_settings, DECLINED_CARD, "C-1003")
    assert refused.value.message == "Cardul a fost refuzat de bancă. Încercați alt card."


async def test_3d_secure_then_authorized(test_settings):
    intent = await authorize(test_settings, THREE_D_SECURE_CARD, "C-1004")
    assert intent.needs_action and intent.client_secret
    await authenticate(test_settings, intent.id, intent.client_secret, success=True)
    async with CardPayments(test_settings) as cards:
        assert (await cards.fetch(intent.id)).authorized


async def test_a_failed_3d_secure_reads_in_romanian(test_settings):
    intent = await authorize(test_settings, THREE_D_SECURE_CARD, "C-1005")
    await authenticate(test_settings, intent.id, intent.client_secret, success=False)
    async with CardPayments(test_settings) as cards:
        after = await cards.fetch(intent.id)
    assert not after.authorized
    assert after.decline_message == "Autentificarea 3-D Secure nu a reușit. Încercați din nou sau folosiți alt card."


async def test_an_attempt_answers_an_authorization_made_already_and_charges_nothing(test_settings):
    made = await authorize(test_settings, "4242424242424242", "C-1006")
    async with CardPayments(test_settings) as cards:
        card = await card_payment_method(test_settings, "4242424242424242")
        again = await cards.attempt(made.id, Charge(Decimal("123.45"), card, 2), order_number="C-1006")
    assert again.intent == made and not again.charged


async def test_an_attempt_cancels_the_one_left_in_3d_secure_before_charging_the_new_card(test_settings):
    left = await authorize(test_settings, THREE_D_SECURE_CARD, "C-1007")
    async with CardPayments(test_settings) as cards:
        card = await card_payment_method(test_settings, "4242424242424242")
        tried = await cards.attempt(left.id, Charge(Decimal("123.45"), card, 2), order_number="C-1007")
        assert (await cards.fetch(left.id)).cancelled
    assert tried.charged and tried.intent.authorized and tried.intent.id != left.id


async def test_a_refused_card_is_an_attempt_s_answer(test_settings):
    async with CardPayments(test_settings) as cards:
        card = await card_payment_method(test_settings, DECLINED_CARD)
        tried = await cards.attempt(None, Charge(Decimal("123.45"), card, 1), order_number="C-1008")
    assert tried.charged and tried.intent is None
    assert tried.declined.message == "Cardul a fost refuzat de bancă. Încercați alt card."


async def test_an_unknown_intent_is_none(test_settings):
    async with CardPayments(test_settings) as cards:
        assert await cards.fetch("pi_unknown") is None


async def test_a_webhook_is_read_only_with_a_good_recent_signature(test_settings):
    cards = CardPayments(test_settings)
    body, headers = signed_event(test_settings, "pi_1", event_id="evt_1")
    event = cards.event(body, headers["Stripe-Signature"])
    assert (event.id, event.type, event.intent_id) == ("evt_1", "payment_intent.succeeded", "pi_1")
    for bad in (
        signed_event(test_settings, "pi_1", event_id="evt_1", secret="whsec_other"),
        signed_event(test_settings, "pi_1", event_id="evt_1", signed_at=1_000_000_000),
    ):
        with pytest.raises(BadSignature):
            cards.event(bad[0], bad[1]["Stripe-Signature"])
    with pytest.raises(BadSignature):
        cards.event(body + b" ", headers["Stripe-Signature"])
    await cards.__aexit__(None, None, None)
