"""Test helpers for a custom cake's money, against the harness's real localstripe.

A request quoted by the bakery is written straight to the database (as the staff's quote leaves
it); the customer's calls go through user-service; what the browser does with Stripe.js is done
here over HTTP as the shim does: `confirm_card_setup` is `stripe.confirmCardSetup(clientSecret,
{payment_method: {card}})`, its 3-D Secure dialog answered "Complete authentication"."""

from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal
import hashlib
from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from admin_service.cakes.deposits import deposit_of
from bakery_shared.cakes import states
from bakery_shared.models import CakeQuote, CakeRequest, CakeRequestStatus, DeliveryMethod
from bakery_shared.settings import Settings

from .plugin import current_clock

FOLLOW_KEY = "cheie-privata-de-test-0123456789"
GOOD_CARD = "4242424242424242"
REFUSED_CARD = "4000000000000002"  # refused as it is set up
CHARGE_REFUSED_CARD = "4000000000000341"  # set up, then refused when charged
THREE_D_SECURE_CARD = "4000002760003184"  # 3-D Secure every time


async def make_quoted_request(
    session: AsyncSession,
    *,
    days: int = 20,
    price: str = "400.00",
    percent: str = "30.00",
    key: str = FOLLOW_KEY,
    **columns: Any,
) -> CakeRequest:
    """A request for a cake `days` from today at 15:00 in Sibiu, picked up, quoted at `price` with
    a `percent` deposit, valid for 5 days (`columns`: the request's own, e.g. pickup_location_id,
    user_id, contact_email)."""
    email = columns.pop("contact_email", "ana@example.ro")
    clock = current_clock()
    now = clock.now()
    moment = (clock.local_now() + timedelta(days=days)).replace(hour=15, minute=0, second=0, microsecond=0)
    request = CakeRequest(
        follow_key_hash=hashlib.sha256(key.encode()).hexdigest(),
        event_moment=moment,
        delivery_method=DeliveryMethod.PICKUP,
        delivery_details={"firstName": "Ana", "lastName": "Pop", "email": email, "phoneNumber": "0722000111"},
        contact_name="Ana Pop",
        contact_email=email,
        contact_phone="0722000111",
        servings=12,
        flavour="Ciocolată",
        filling="Ganache de ciocolată",
        inscription="La mulți ani, Maria!",
        photos=[],
        **columns,
    )
    states.move(request, states.S.REQUESTED, at=now)
    cost, share = Decimal(price), Decimal(percent)
    request.quotes.append(
        CakeQuote(
            version=1,
            price=cost,
            deposit_percent=share,
            deposit_amount=deposit_of(cost, share),
            description="Tort cu două etaje și figurină.",
            valid_until=clock.today() + timedelta(days=5),
            lock_date=moment.date() - timedelta(days=3),
            created_at=now,
        )
    )
    states.move(request, CakeRequestStatus.QUOTED, at=now)
    session.add(request)
    await session.flush()
    return request


async def confirm_card_setup(settings: Settings, client_secret: str, number: str = GOOD_CARD) -> httpx.Response:
    """The browser gives the card for a SetupIntent (and passes 3-D Secure when the bank asks)."""
    setup_id = client_secret.split("_secret_")[0]
    url = f"/v1/setup_intents/{setup_id}/confirm"
    card = {"number": number, "exp_month": "12", "exp_year": "2034", "cvc": "123"}
    async with httpx.AsyncClient(base_url=settings.stripe_api_base, timeout=10) as client:
        body: dict[str, Any] = {"key": settings.stripe_publishable_key, "client_secret": client_secret, "use_stripe_sdk": True}
        response = await client.post(url, json={**body, "payment_method_data": {"type": "card", "card": card}})
        if response.status_code == 200 and response.json()["status"] == "requires_action":
            response = await client.post(url, json=body)
    return response


@dataclass
class CakeCustomer:
    """The customer of one request, calling user-service with the request's private key."""

    client: httpx.AsyncClient
    settings: Settings
    request_id: int
    key: str = FOLLOW_KEY

    def _url(self, call: str) -> str:
        return f"/user-service/cake-requests/{self.request_id}/{call}"

    @property
    def params(self) -> dict[str, str]:
        return {"cheie": self.key}

    async def accept(self, quote_id: int, rest: str = "AT_PICKUP") -> httpx.Response:
        return await self.client.post(self._url("accept"), params=self.params, json={"quoteId": quote_id, "restPayment": rest})

    async def check(self) -> httpx.Response:
        return await self.client.post(self._url("payment-check"), params=self.params)

    async def pay_rest(self) -> httpx.Response:
        return await self.client.post(self._url("pay-rest"), params=self.params)

    async def cancel(self) -> httpx.Response:
        return await self.client.post(self._url("cancel"), params=self.params)

    async def pay_deposit(self, quote_id: int, number: str = GOOD_CARD, rest: str = "AT_PICKUP") -> httpx.Response:
        """Accept, give the card in the browser, then the return call."""
        accepted = await self.accept(quote_id, rest)
        assert accepted.status_code == 200, accepted.text
        await confirm_card_setup(self.settings, accepted.json()["clientSecret"], number)
        return await self.check()
