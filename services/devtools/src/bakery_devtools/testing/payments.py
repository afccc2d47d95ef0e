"""Test helpers for online card payment, against the harness's real localstripe.

What the browser does with Stripe.js is done here over HTTP, as the shim does: `card_payment_method`
is `stripe.createPaymentMethod({type: 'card', card})` (with the publishable key, as in the browser),
`authenticate` is the 3-D Secure dialog of `confirmCardPayment`. Webhook
payloads are signed here with the harness's webhook secret, as Stripe signs them (`t=…,v1=…`).
"""

from decimal import Decimal
import hashlib
import hmac
import json
import time
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
import stripe

from bakery_shared.payments.cards import CardPayments, Intent
from bakery_shared.settings import Settings

GOOD_CARD = "4242424242424242"
THREE_D_SECURE_CARD = "4000002760003184"
DECLINED_CARD = "4000000000000341"


async def card_payment_method(settings: Settings, number: str = GOOD_CARD) -> str:
    """A card's PaymentMethod id (`pm_…`), as Stripe.js's `createPaymentMethod` gives the checkout."""
    async with httpx.AsyncClient(base_url=settings.stripe_api_base, timeout=10) as client:
        response = await client.post(
            "/v1/payment_methods",
            data={
                "type": "card",
                "card[number]": number,
                "card[exp_month]": "12",
                "card[exp_year]": "2034",
                "card[cvc]": "123",
                "key": settings.stripe_publishable_key,
            },
        )
    response.raise_for_status()
    return response.json()["id"]


async def stripe_customers(settings: Settings) -> list[str]:
    """The ids of every customer localstripe holds now (what a card attempt must not add to)."""
    ids: list[str] = []
    headers = {"Authorization": f"Bearer {settings.stripe_secret_key}"}
    async with httpx.AsyncClient(base_url=settings.stripe_api_base, timeout=10, headers=headers) as client:
        page: dict[str, Any] = {"has_more": True}
        while page["has_more"]:
            after = {"starting_after": ids[-1]} if ids else {}
            response = await client.get("/v1/customers", params={"limit": 100, **after})
            response.raise_for_status()
            page = response.json()
            ids += [customer["id"] for customer in page["data"]]
    return ids


async def authenticate(settings: Settings, intent_id: str, client_secret: str, *, success: bool = True) -> dict[str, Any]:
    """The customer completes (or fails) 3-D Secure for an intent in `requires_action`."""
    async with httpx.AsyncClient(base_url=settings.stripe_api_base, timeout=10) as client:
        response = await client.post(
            f"/v1/payment_intents/{intent_id}/_authenticate",
            params={"success": "true" if success else "false"},
            json={"key": settings.stripe_publishable_key, "client_secret": client_secret},
        )
    response.raise_for_status()
    return response.json()


async def authorized_intent(settings: Settings, order_number: str, amount: Decimal, *, attempt: int = 1) -> Intent:
    """A PaymentIntent authorized (not captured) for `amount`, as a checkout leaves it."""
    async with CardPayments(settings) as cards:
        card = await card_payment_method(settings)
        return await cards.authorize(order_number=order_number, amount=amount, payment_method=card, attempt=attempt)


def signed_event(
    settings: Settings,
    intent_id: str,
    *,
    event_id: str,
    kind: str = "payment_intent.succeeded",
    signed_at: int | None = None,
    secret: str | None = None,
) -> tuple[bytes, dict[str, str]]:
    """A webhook body about `intent_id` and its headers, signed as Stripe signs (at `signed_at`,
    now by default; with `secret`, the harness's by default)."""
    body = json.dumps(
        {
            "id": event_id,
            "object": "event",
            "type": kind,
            "data": {"object": {"id": intent_id, "object": "payment_intent"}},
        }
    ).encode()
    at = int(time.time()) if signed_at is None else signed_at
    key = (secret or settings.stripe_webhook_secret).encode()
    signature = hmac.new(key, f"{at}.".encode() + body, hashlib.sha256).hexdigest()
    return body, {"Stripe-Signature": f"t={at},v1={signature}", "Content-Type": "application/json"}


def record_stripe_keys(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str | None]]:
    """(path, Idempotency-Key) of every POST our code hands to the stripe library's HTTP client
    from now on, in order; the requests still go to localstripe (which ignores the keys)."""
    sent: list[tuple[str, str | None]] = []
    send = stripe.HTTPXClient.request_async

    async def recording(self, method, url, headers, post_data=None):
        if method.lower() == "post":
            sent.append((urlsplit(url).path, headers.get("Idempotency-Key")))
        return await send(self, method, url, headers, post_data)

    monkeypatch.setattr(stripe.HTTPXClient, "request_async", recording)
    return sent
