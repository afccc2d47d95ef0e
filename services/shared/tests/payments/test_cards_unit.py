"""The door to Stripe's parts that need no Stripe: sums in bani and back, what a PaymentIntent's
status means for the order, a refusal read in Romanian, and which webhooks are believed (signed
with the secret over the raw body, within 300 s of now either way)."""

from decimal import Decimal
import hashlib
import hmac
import json
import time

import pytest
import stripe

from bakery_devtools.testing.payments import signed_event
from bakery_shared.payments import messages as m
from bakery_shared.payments.cards import (
    WEBHOOK_TOLERANCE_SECONDS,
    Attempt,
    BadSignature,
    CardDeclined,
    CardPayments,
    Intent,
    from_bani,
    intent_of,
    to_bani,
)
from bakery_shared.settings import Settings

SECRET = "whsec_unit_test_secret"


@pytest.fixture
def settings() -> Settings:
    return Settings(
        environment="test",
        jwt_secret="unit-test-secret-that-is-long-enough-for-hs256",
        stripe_secret_key="sk_test_unit",
        stripe_publishable_key="pk_test_unit",
        stripe_webhook_secret=SECRET,
    )


@pytest.mark.parametrize(
    ("amount", "bani"), [("123.45", 12345), ("0.01", 1), ("100", 10000), ("0.00", 0), ("9999999.99", 999999999)]
)
def test_a_sum_goes_to_stripe_in_bani_and_comes_back_the_same(amount, bani):
    assert to_bani(Decimal(amount)) == bani
    assert from_bani(bani) == Decimal(amount).quantize(Decimal("0.01"))
    assert str(from_bani(bani)).count(".") == 1 and len(str(from_bani(bani)).split(".")[1]) == 2


def intent(status: str, **changes) -> dict:
    data = {
        "id": "pi_1",
        "object": "payment_intent",
        "status": status,
        "amount": 12345,
        "currency": "RON",
        "metadata": {"orderNumber": "C-7"},
        "client_secret": "pi_1_secret",
    }
    return {**data, **changes}


@pytest.mark.parametrize(
    ("status", "authorized", "captured", "needs_action", "cancelled"),
    [
        ("requires_capture", True, False, False, False),
        ("succeeded", False, True, False, False),
        ("requires_action", False, False, True, False),
        ("canceled", False, False, False, True),
        ("requires_payment_method", False, False, False, False),
        ("processing", False, False, False, False),
    ],
)
def test_what_a_payment_intents_status_means(status, authorized, captured, needs_action, cancelled):
    read = intent_of(intent(status))
    assert (read.authorized, read.captured, read.needs_action, read.cancelled) == (
        authorized,
        captured,
        needs_action,
        cancelled,
    )


def test_an_intent_is_read_with_its_sum_currency_and_order():
    read = intent_of(intent("requires_capture"))
    assert read == Intent(
        id="pi_1",
        status="requires_capture",
        amount=Decimal("123.45"),
        currency="ron",
        order_number="C-7",
        client_secret="pi_1_secret",
        decline_message=None,
    )
    bare = intent_of(intent("requires_capture", metadata=None, currency=None))
    assert bare.order_number is None and bare.currency == ""


def test_a_payment_intent_as_stripes_library_returns_it_is_read_like_its_json():
    # What `fetch` gets from Stripe is the library's object, not a dict.
    fetched = stripe.PaymentIntent.construct_from(
        intent("requires_payment_method", last_payment_error={"code": "expired_card"}), "sk_test_unit"
    )
    assert intent_of(fetched) == intent_of(intent("requires_payment_method", last_payment_error={"code": "expired_card"}))
    assert intent_of(fetched).order_number == "C-7" and intent_of(fetched).decline_message == m.DECLINES["expired_card"]


@pytest.mark.parametrize(
    ("error", "message"),
    [
        ({"decline_code": "insufficient_funds", "code": "card_declined"}, m.DECLINES["insufficient_funds"]),
        ({"code": "expired_card"}, m.DECLINES["expired_card"]),
        ({"code": "something_new"}, m.DECLINED),
        ({}, None),
    ],
)
def test_the_last_refusal_reads_in_romanian(error, message):
    assert intent_of(intent("requires_payment_method", last_payment_error=error)).decline_message == message


def test_an_unknown_code_reads_as_a_plain_refusal():
    assert m.decline_message(None) == m.DECLINED
    assert m.decline_message("") == m.DECLINED
    assert m.decline_message("incorrect_cvc") == m.DECLINES["incorrect_cvc"]


def webhook(settings: Settings, *, signed_at: int | None = None, secret: str | None = None) -> tuple[bytes, str]:
    body, headers = signed_event(settings, "pi_9", event_id="evt_1", signed_at=signed_at, secret=secret)
    return body, headers["Stripe-Signature"]


def test_a_webhook_signed_now_with_the_secret_is_read(settings):
    body, signature = webhook(settings)
    event = CardPayments(settings).event(body, signature)
    assert (event.id, event.type, event.intent_id) == ("evt_1", "payment_intent.succeeded", "pi_9")


@pytest.mark.parametrize("offset", [-(WEBHOOK_TOLERANCE_SECONDS - 30), WEBHOOK_TOLERANCE_SECONDS - 30])
def test_a_webhook_signed_within_300_s_either_way_is_read(settings, offset):
    body, signature = webhook(settings, signed_at=int(time.time()) + offset)
    assert CardPayments(settings).event(body, signature).id == "evt_1"


@pytest.mark.parametrize("offset", [-(WEBHOOK_TOLERANCE_SECONDS + 30), WEBHOOK_TOLERANCE_SECONDS + 30, 3600, -3600])
def test_a_webhook_signed_more_than_300_s_away_is_refused(settings, offset):
    body, signature = webhook(settings, signed_at=int(time.time()) + offset)
    with pytest.raises(BadSignature):
        CardPayments(settings).event(body, signature)


def test_a_webhook_signed_with_another_secret_or_changed_or_unsigned_is_refused(settings):
    body, signature = webhook(settings, secret="whsec_someone_else")
    with pytest.raises(BadSignature):
        CardPayments(settings).event(body, signature)
    body, signature = webhook(settings)
    with pytest.raises(BadSignature):
        CardPayments(settings).event(body.replace(b"pi_9", b"pi_8"), signature)
    with pytest.raises(BadSignature):
        CardPayments(settings).event(body, None)


def test_no_webhook_is_believed_without_a_secret(settings):
    body, signature = webhook(settings)
    with pytest.raises(BadSignature):
        CardPayments(settings.model_copy(update={"stripe_webhook_secret": ""})).event(body, signature)


def signed(settings: Settings, event: dict, at: int) -> tuple[bytes, str]:
    """`event` as Stripe would send it, signed at `at`."""
    body = json.dumps(event).encode()
    mac = hmac.new(settings.stripe_webhook_secret.encode(), f"{at}.".encode() + body, hashlib.sha256).hexdigest()
    return body, f"t={at},v1={mac}"


def test_a_webhook_about_a_charge_is_read_as_about_the_charges_payment(settings):
    charge = {"id": "ch_3", "object": "charge", "payment_intent": "pi_9"}
    body, signature = signed(settings, {"id": "evt_2", "type": "charge.refunded", "data": {"object": charge}}, int(time.time()))
    event = CardPayments(settings).event(body, signature)
    assert (event.type, event.intent_id) == ("charge.refunded", "pi_9")


def test_a_webhook_without_a_type_is_read_as_of_no_type(settings):
    body, signature = signed(
        settings, {"id": "evt_3", "data": {"object": {"id": "pi_9", "object": "payment_intent"}}}, int(time.time())
    )
    assert CardPayments(settings).event(body, signature).type == ""


@pytest.mark.parametrize("offset", [-WEBHOOK_TOLERANCE_SECONDS, WEBHOOK_TOLERANCE_SECONDS])
def test_a_webhook_signed_exactly_300_s_away_is_still_read(settings, monkeypatch, offset):
    now = 1_800_000_000
    monkeypatch.setattr(time, "time", lambda: float(now))  # Stripe signs with real time, not the services' clock
    body, signature = webhook(settings, signed_at=now + offset)
    assert CardPayments(settings).event(body, signature).id == "evt_1"
    body, signature = webhook(settings, signed_at=now + offset + (1 if offset > 0 else -1))
    with pytest.raises(BadSignature):
        CardPayments(settings).event(body, signature)


def unit_intent(status: str, intent_id: str = "pi_1") -> Intent:
    return Intent(intent_id, status, Decimal("10.00"), "ron", "1001", f"{intent_id}_secret", None)


def test_an_attempt_leaves_its_intent_on_the_order_and_a_secret_only_for_3d_secure():
    assert Attempt(unit_intent("requires_capture")).intent_id == "pi_1"
    assert Attempt(unit_intent("requires_capture")).client_secret is None
    assert Attempt(unit_intent("requires_action", "pi_2")).client_secret == "pi_2_secret"
    # A refused card may leave a PaymentIntent of its own, or none.
    assert Attempt(declined=CardDeclined("Refuzat.", "pi_3"), charged=True).intent_id == "pi_3"
    assert Attempt(declined=CardDeclined("Refuzat.")).intent_id is None
    assert Attempt().intent_id is None and Attempt().client_secret is None and not Attempt().charged
