"""Every request that moves money at Stripe carries an idempotency key naming that one action: the
order's authorization attempt, its capture, its release, each of its refunds. Stripe answers a
repeated key with the first answer, so two actions sharing a key would make the second a silent
no-op (a second partial refund recorded but never made), and a retry under a new key would move
the money twice. localstripe ignores the keys, so they are read where our code hands its requests
to the stripe library's HTTP client, which still sends them to localstripe."""

from decimal import Decimal

import pytest

from admin_service.main import create_app
from bakery_devtools.testing.payments import record_stripe_keys
from bakery_devtools.testing.plugin import service_client

from .conftest import payment_of
from .test_staff_card_payments import accept, refund, reject


@pytest.fixture
def keys_sent(monkeypatch) -> list[tuple[str, str | None]]:
    """(path, Idempotency-Key) of every POST sent to Stripe, in order."""
    return record_stripe_keys(monkeypatch)


def keys_since(keys_sent, start: int, path_end: str) -> list[str | None]:
    return [key for path, key in keys_sent[start:] if path.endswith(path_end)]


async def test_each_money_action_has_a_key_of_its_own_and_a_retry_reuses_it(
    client, online_order, staff, keys_sent, db_session, test_settings, db_connection
):
    paid, intent = await online_order()
    number = paid["orderNumber"]
    authorized = [key for _, key in keys_sent]
    assert (await accept(client, staff["manager"], number)).status_code == 200
    captured = keys_since(keys_sent, len(authorized), "/capture")
    mark = len(keys_sent)
    assert (await refund(client, staff["admin"], number, "10.00")).status_code == 200
    assert (await refund(client, staff["admin"], number, "5.00")).status_code == 200
    refunds = keys_since(keys_sent, mark, "/v1/refunds")
    mark = len(keys_sent)
    other, _ = await online_order()
    authorized += [key for _, key in keys_sent[mark:]]
    mark = len(keys_sent)
    assert (await reject(client, staff["manager"], other["orderNumber"])).status_code == 200
    cancelled = keys_since(keys_sent, mark, "/cancel")

    # Stripe out of reach: the third refund is not made, and the admin tries again once it is back.
    away = test_settings.model_copy(update={"stripe_api_base": "http://127.0.0.1:9"})
    mark = len(keys_sent)
    async with service_client(create_app(away), db_connection) as stripe_away:
        assert (await refund(stripe_away, staff["admin"], number, "2.00")).status_code == 503
    tried = keys_since(keys_sent, mark, "/v1/refunds")
    mark = len(keys_sent)
    assert (await refund(client, staff["admin"], number, "2.00")).status_code == 200
    retried = keys_since(keys_sent, mark, "/v1/refunds")

    assert len(authorized) == 2 and len(captured) == len(refunds) - 1 == len(cancelled) == 1
    every = authorized + captured + refunds + cancelled + retried
    assert None not in every
    assert len(set(every)) == len(every), every
    assert tried and set(tried) == set(retried), (tried, retried)
    payment = await payment_of(db_session, number)
    assert [r.amount for r in payment.refunds] == [Decimal("10.00"), Decimal("5.00"), Decimal("2.00")]
    assert intent.id == payment.intent_id
