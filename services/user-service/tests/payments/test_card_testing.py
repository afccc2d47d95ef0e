"""Card testing: someone tries stolen cards one after another on an unpaid order, reading 402 or
200 to learn which are good. After 5 attempts that did not pay an order, or 10 cards refused to
one client within the hour, the next attempt is refused with 429 before Stripe is asked, so the
answer tells nothing of the card; and no attempt makes a Stripe customer, refused or not. Stripe's
side is read from localstripe itself."""

import httpx

from bakery_devtools.testing.payments import (
    DECLINED_CARD,
    GOOD_CARD,
    THREE_D_SECURE_CARD,
    authenticate,
    record_stripe_keys,
    stripe_customers,
)

TOO_MANY_ATTEMPTS = (
    "Prea multe încercări de plată cu cardul nereușite pentru această comandă. Vă rugăm să ne sunați "
    "pentru a o plăti altfel, sau să plasați comanda din nou cu plata la ridicare sau la livrare."
)
DECLINED = "Cardul a fost refuzat de bancă. Încercați alt card."


async def at_stripe(settings, kind: str, number: str) -> list[dict]:
    """The PaymentIntents or customers localstripe holds for the order (by their metadata)."""
    found, after = [], None
    async with httpx.AsyncClient(base_url=settings.stripe_api_base, timeout=10) as client:
        while True:
            params = {"limit": 100, **({"starting_after": after} if after else {})}
            response = await client.get(f"/v1/{kind}", params=params, auth=(settings.stripe_secret_key, ""))
            response.raise_for_status()
            page = response.json()
            found += [item for item in page["data"] if (item.get("metadata") or {}).get("orderNumber") == number]
            if not page["has_more"] or not page["data"]:
                return found
            after = page["data"][-1]["id"]


async def test_the_sixth_attempt_on_an_order_is_refused_before_stripe_is_asked(online_shop):
    placed = await online_shop.place_online(1)
    for _ in range(5):
        refused = await online_shop.pay(placed, DECLINED_CARD)
        assert (refused.status_code, refused.json()["message"]) == (402, DECLINED)
    assert len(await at_stripe(online_shop.settings, "payment_intents", placed.number)) == 5

    for card in (DECLINED_CARD, GOOD_CARD):  # a good card reads the same: nothing to learn
        response = await online_shop.pay(placed, card)
        assert response.status_code == 429
        assert response.json()["message"] == TOO_MANY_ATTEMPTS

    assert len(await at_stripe(online_shop.settings, "payment_intents", placed.number)) == 5
    assert (await online_shop.status(placed))["status"] == "AWAITING_PAYMENT"


async def test_no_attempt_makes_a_stripe_customer_refused_abandoned_in_3d_secure_or_accepted(online_shop, monkeypatch):
    before = await stripe_customers(online_shop.settings)
    sent = record_stripe_keys(monkeypatch)
    placed = await online_shop.place_online(1)
    for _ in range(2):
        assert (await online_shop.pay(placed, DECLINED_CARD)).status_code == 402

    secure = await online_shop.pay(placed, THREE_D_SECURE_CARD)
    secret = secure.json()["clientSecret"]
    await authenticate(online_shop.settings, secret.split("_secret_")[0], secret, success=False)
    assert (await online_shop.check(placed)).json()["status"] == "AWAITING_PAYMENT"

    paid = await online_shop.pay(placed, GOOD_CARD)
    assert (paid.status_code, paid.json()["status"]) == (200, "NEW")
    assert len(await at_stripe(online_shop.settings, "payment_intents", placed.number)) == 4
    assert await stripe_customers(online_shop.settings) == before
    assert not [path for path, _ in sent if path.startswith("/v1/customers")]


async def test_cards_refused_to_one_client_across_orders_stop_its_next_attempt_for_the_hour(online_shop):
    online_shop.app.state.settings = online_shop.settings.model_copy(update={"card_declines_per_client": 3})
    first, second, third = [await online_shop.place_online(1) for _ in range(3)]
    for placed in (first, first, second):
        assert (await online_shop.pay(placed, DECLINED_CARD)).status_code == 402

    for placed, card in ((second, DECLINED_CARD), (third, GOOD_CARD)):
        response = await online_shop.pay(placed, card)
        assert response.status_code == 429
        assert response.json()["message"].startswith("Prea multe carduri refuzate într-un timp scurt.")
        assert 3000 < int(response.headers["Retry-After"]) <= 3600
    assert len(await at_stripe(online_shop.settings, "payment_intents", third.number)) == 0
    assert (await online_shop.status(third))["status"] == "AWAITING_PAYMENT"
