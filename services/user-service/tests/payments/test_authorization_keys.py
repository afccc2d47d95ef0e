"""A card attempt retried after Stripe was out of reach is the same attempt to Stripe: it sends
the key of the try that failed (so a request Stripe did receive is answered, never made twice),
and the next attempt after a refusal sends a key of its own (one call each: the PaymentIntent, no
customer). The keys are read where our code hands
its requests to the stripe library's HTTP client, which still sends them to localstripe."""

import pytest

from bakery_devtools.testing.payments import DECLINED_CARD, GOOD_CARD, record_stripe_keys
from bakery_devtools.testing.plugin import service_client
from user_service.main import create_app


@pytest.fixture
def keys_sent(monkeypatch) -> list[tuple[str, str | None]]:
    """(path, Idempotency-Key) of every POST sent to Stripe, in order."""
    return record_stripe_keys(monkeypatch)


async def test_an_attempt_retried_after_stripe_was_away_reuses_its_keys_and_the_next_has_its_own(online_shop, keys_sent):
    placed = await online_shop.place_online(1)
    away = online_shop.settings.model_copy(update={"stripe_api_base": "http://127.0.0.1:9"})
    async with service_client(create_app(away), online_shop.db_connection) as stripe_away:
        online_shop.client, live = stripe_away, online_shop.client
        assert (await online_shop.pay(placed, GOOD_CARD)).status_code == 503
        online_shop.client = live
    tried = {key for _, key in keys_sent}
    keys_sent.clear()

    refused = await online_shop.pay(placed, DECLINED_CARD)
    first = [key for path, key in keys_sent if path.startswith(("/v1/customers", "/v1/payment_intents"))]
    keys_sent.clear()
    paid = await online_shop.pay(placed, GOOD_CARD)
    second = [key for path, key in keys_sent if path.startswith(("/v1/customers", "/v1/payment_intents"))]

    assert refused.status_code == 402 and paid.json()["status"] == "NEW"
    assert None not in tried and tried <= set(first), (tried, first)
    assert first == [f"order-{placed.number}-attempt-1"] and second == [f"order-{placed.number}-attempt-2"], (first, second)
