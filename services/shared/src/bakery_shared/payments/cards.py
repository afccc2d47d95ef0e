"""The one door to Stripe: every call the shop makes about card money goes through here.

It sends only what both Stripe and localstripe accept (localstripe refuses any other field), so
`make run` and the tests exercise the very code that talks to Stripe in production; only
STRIPE_API_BASE differs. Amounts cross it as Decimal RON and leave it as integer bani.

The browser turns the card into a PaymentMethod with Stripe.js (`createPaymentMethod`) and sends
its id; the PaymentIntent is made with it and confirmed at once, authorized only
(`capture_method=manual`): the bakery captures when it accepts the order. No Stripe customer is
made for an order's card, so a card tester leaves nothing at Stripe but refused intents. The server
never trusts what the browser or a webhook says about a payment: it fetches the PaymentIntent
(`fetch`). A customer's card attempt is one call (`attempt`): what an earlier attempt left behind is
answered or cancelled there, before anything new is authorized.
"""

from collections.abc import Awaitable, Mapping
from dataclasses import asdict, dataclass, field
from decimal import Decimal
import time
from types import TracebackType
from typing import Any, Self

import stripe

from bakery_shared.errors import AppError, BadRequest
from bakery_shared.settings import Settings

from . import messages as m

CURRENCY = "ron"
BANI = Decimal(100)
# A webhook signed further from now than this, either way, is refused (Stripe's own tolerance).
WEBHOOK_TOLERANCE_SECONDS = 300


class PaymentsUnavailable(AppError):
    """Stripe could not be reached (or answered with its own error): nothing was charged by us."""

    status_code = 503

    def __init__(self, message: str = m.UNAVAILABLE) -> None:
        super().__init__(message)


class CardDeclined(AppError):
    """The card was refused: the message is for the customer, who may try another card."""

    status_code = 402

    def __init__(self, message: str, intent_id: str | None = None) -> None:
        super().__init__(message)
        self.intent_id = intent_id


class BadSignature(BadRequest):
    def __init__(self) -> None:
        super().__init__("Semnătura evenimentului de plată nu este validă.")


def to_bani(amount: Decimal) -> int:
    return int((amount * BANI).to_integral_exact())


def from_bani(bani: int) -> Decimal:
    return (Decimal(bani) / BANI).quantize(Decimal("0.01"))


@dataclass(frozen=True)
class Intent:
    """A PaymentIntent as Stripe holds it now."""

    id: str
    status: str  # Stripe's: requires_payment_method, requires_action, requires_capture, succeeded, canceled...
    amount: Decimal
    currency: str
    order_number: str | None  # metadata.orderNumber, set when it was made
    client_secret: str | None
    decline_message: str | None  # the last refusal, in Romanian
    # What the intent was made for (a custom cake's: cakeRequestId, purpose, quoteId).
    metadata: Mapping[str, str] = field(default_factory=dict, compare=False)
    # The card it was made with (a custom cake keeps it for charging the rest).
    payment_method: str | None = field(default=None, compare=False)

    @property
    def authorized(self) -> bool:
        return self.status == "requires_capture"

    @property
    def captured(self) -> bool:
        return self.status == "succeeded"

    @property
    def needs_action(self) -> bool:
        """3-D Secure: the browser must run `confirmCardPayment(clientSecret)`."""
        return self.status == "requires_action"

    @property
    def cancelled(self) -> bool:
        return self.status == "canceled"


@dataclass(frozen=True)
class WebhookEvent:
    id: str
    type: str
    intent_id: str | None  # when the event is about a PaymentIntent


@dataclass(frozen=True)
class Charge:
    """A new authorization to ask for: `amount` (the server's price, never the browser's) on the
    card `payment_method` (a `pm_…` made by Stripe.js); `attempt` numbers the order's attempts (it
    names the attempt's Stripe key)."""

    amount: Decimal
    payment_method: str
    attempt: int


@dataclass(frozen=True)
class Attempt:
    """What a card attempt came to at Stripe. `intent`: an authorization made earlier (answered
    again, never made twice) or the one just made; None when the card was refused (`declined`) or
    no charge was asked for. `charged`: a new authorization was asked for, so the attempt counts."""

    intent: Intent | None = None
    declined: CardDeclined | None = None
    charged: bool = False

    @property
    def intent_id(self) -> str | None:
        """The PaymentIntent this attempt leaves on the order (a refused card may leave one too)."""
        return self.intent.id if self.intent is not None else self.declined.intent_id if self.declined else None

    @property
    def client_secret(self) -> str | None:
        """Only when the bank asks for 3-D Secure: the browser confirms with it."""
        return self.intent.client_secret if self.intent is not None and self.intent.needs_action else None


def intent_of(obj: Any) -> Intent:
    data = obj.to_dict() if hasattr(obj, "to_dict") else dict(obj)
    error = data.get("last_payment_error") or None
    return Intent(
        id=data["id"],
        status=data["status"],
        amount=from_bani(int(data["amount"])),
        currency=str(data.get("currency") or "").lower(),
        order_number=(data.get("metadata") or {}).get("orderNumber"),
        client_secret=data.get("client_secret"),
        decline_message=m.decline_message(error.get("decline_code") or error.get("code")) if error else None,
        metadata=dict(data.get("metadata") or {}),
        payment_method=_id_of(data.get("payment_method")),
    )


def _id_of(value: Any) -> str | None:
    """An expandable field's id, whether Stripe sent the id or the object."""
    return value.get("id") if isinstance(value, dict) else value


@dataclass(frozen=True)
class CardSetup:
    """A SetupIntent as Stripe holds it now: a card given for a customer, to be charged by the
    server (a custom cake's deposit at once, its rest later, off-session)."""

    id: str
    status: str  # requires_payment_method, requires_action, succeeded, canceled...
    client_secret: str | None
    customer: str | None
    payment_method: str | None
    metadata: Mapping[str, str]
    decline_message: str | None

    @property
    def succeeded(self) -> bool:
        return self.status == "succeeded"

    @property
    def open(self) -> bool:
        """The browser may still confirm it (with a card, or 3-D Secure)."""
        return self.status in ("requires_payment_method", "requires_confirmation", "requires_action")


def setup_of(obj: Any) -> CardSetup:
    data = obj.to_dict() if hasattr(obj, "to_dict") else dict(obj)
    error = data.get("last_setup_error") or None
    return CardSetup(
        id=data["id"],
        status=data["status"],
        client_secret=data.get("client_secret"),
        customer=data.get("customer"),
        payment_method=_id_of(data.get("payment_method")),
        metadata=dict(data.get("metadata") or {}),
        decline_message=m.decline_message(error.get("decline_code") or error.get("code")) if error else None,
    )


def _signed_at(signature: str) -> int:
    """The `t=` of a Stripe-Signature header the library has verified already."""
    return int(next(value for name, _, value in (item.partition("=") for item in signature.split(",")) if name == "t"))


def _declined(error: stripe.CardError) -> CardDeclined:
    body = (error.json_body or {}).get("error") or {}
    intent = body.get("payment_intent") or {}
    return CardDeclined(m.decline_message(body.get("decline_code") or error.code), intent.get("id"))


class CardPayments:
    """Use as `async with CardPayments(settings) as cards:` (its HTTP connections close after).
    The HTTP client is made at the first call to Stripe: a request that moves no card money (an
    order paid in cash, a webhook about no payment) never pays for one (its TLS context alone
    takes milliseconds)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._http: stripe.HTTPXClient | None = None
        self._client: stripe.StripeClient | None = None

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        if self._http is not None:
            await self._http.close_async()

    @property
    def _v1(self):
        if self._client is None:
            self._http = stripe.HTTPXClient(timeout=20, allow_sync_methods=False)
            self._client = stripe.StripeClient(
                self.settings.stripe_secret_key or "sk_unset",
                base_addresses={"api": self.settings.stripe_api_base} if self.settings.stripe_api_base else {},
                http_client=self._http,
                max_network_retries=2,
            )
        return self._client.v1

    async def attempt(self, previous_id: str | None, charge: Charge | None, *, order_number: str) -> Attempt:
        """A customer's card attempt on an order whose last PaymentIntent is `previous_id`. An
        authorization made already is the answer (an order is never authorized twice); an attempt
        left half-way (3-D Secure) is cancelled; then `charge` is authorized, when one is asked for.
        A refused card is an answer too (`declined`), not an exception."""
        previous = await self.fetch(previous_id) if previous_id else None
        if previous is not None and (previous.authorized or previous.captured):
            return Attempt(previous)
        if previous is not None and not previous.cancelled:
            await self.cancel(previous.id, order_number=order_number)
        if charge is None:
            return Attempt()
        try:
            return Attempt(await self.authorize(order_number=order_number, **asdict(charge)), charged=True)
        except CardDeclined as declined:
            return Attempt(declined=declined, charged=True)

    async def authorize(self, *, order_number: str, amount: Decimal, payment_method: str, attempt: int) -> Intent:
        """Holds `amount` on the card `payment_method` for the order (not captured). The answer may
        need 3-D Secure (`needs_action`); a refusal raises CardDeclined. Each attempt has its own
        key, so a retried request of the same attempt makes nothing twice on Stripe."""
        metadata = {"orderNumber": order_number}
        try:
            # No customer: the card pays this intent only, and a refused one leaves nothing behind.
            intent = await self._v1.payment_intents.create_async(
                params={
                    "amount": to_bani(amount),
                    "currency": CURRENCY,
                    "payment_method": payment_method,
                    "payment_method_types": ["card"],
                    "capture_method": "manual",
                    "confirm": True,
                    "metadata": metadata,
                },
                options={"idempotency_key": f"order-{order_number}-attempt-{attempt}"},
            )
        except stripe.CardError as error:
            raise _declined(error) from error
        except stripe.InvalidRequestError as error:
            # A PaymentMethod used already, unknown, or of another account: the customer tries again.
            raise CardDeclined(m.decline_message(error.code)) from error
        except stripe.StripeError as error:
            raise PaymentsUnavailable() from error
        return intent_of(intent)

    @staticmethod
    async def _found(retrieval: Awaitable[Any]) -> Any | None:
        """What Stripe answers to a retrieval; None when it knows no such object."""
        try:
            return await retrieval
        except stripe.InvalidRequestError as error:
            if error.http_status == 404:
                return None
            raise PaymentsUnavailable() from error
        except stripe.StripeError as error:
            raise PaymentsUnavailable() from error

    async def fetch(self, intent_id: str) -> Intent | None:
        """The PaymentIntent as Stripe has it; None when Stripe knows no such intent."""
        found = await self._found(self._v1.payment_intents.retrieve_async(intent_id))
        return intent_of(found) if found is not None else None

    async def capture(self, intent_id: str, *, order_number: str) -> Intent:
        """Takes the authorized money. Safe to repeat: an intent captured already is answered as it
        is; one that can no longer be captured comes back as it is too (the caller reads `captured`)."""
        try:
            return intent_of(
                await self._v1.payment_intents.capture_async(intent_id, options={"idempotency_key": f"capture-{order_number}"})
            )
        except stripe.InvalidRequestError as error:
            return await self._as_it_is(intent_id, error)
        except stripe.StripeError as error:
            raise PaymentsUnavailable() from error

    async def cancel(self, intent_id: str, *, order_number: str) -> Intent:
        """Releases an authorization (never a refund: nothing was taken). Safe to repeat."""
        try:
            return intent_of(
                await self._v1.payment_intents.cancel_async(
                    intent_id, options={"idempotency_key": f"cancel-{order_number}-{intent_id}"}
                )
            )
        except stripe.InvalidRequestError as error:
            return await self._as_it_is(intent_id, error)
        except stripe.StripeError as error:
            raise PaymentsUnavailable() from error

    async def refund(self, intent_id: str, amount: Decimal, *, key: str) -> str:
        """Gives back `amount` of a captured payment; the refund's id. `key` names this refund
        (e.g. the order's and the refund's number) so a retry refunds once."""
        try:
            refund = await self._v1.refunds.create_async(
                params={"payment_intent": intent_id, "amount": to_bani(amount)}, options={"idempotency_key": key}
            )
        except stripe.StripeError as error:
            raise PaymentsUnavailable() from error
        return refund.id

    # ---- a card kept for a customer: set up in the browser, charged by the server -----------------

    async def new_customer(self, *, email: str, name: str, metadata: dict[str, str], key: str) -> str:
        """A Stripe Customer to keep a card for (its id)."""
        try:
            customer = await self._v1.customers.create_async(
                params={"email": email, "name": name, "metadata": metadata}, options={"idempotency_key": key}
            )
        except stripe.StripeError as error:
            raise PaymentsUnavailable() from error
        return customer.id

    async def set_up_card(self, *, customer_id: str, off_session: bool, metadata: dict[str, str], key: str) -> CardSetup:
        """A SetupIntent for the customer: the browser confirms it with the card (Stripe.js
        `confirmCardSetup`, 3-D Secure included), and the card stays the customer's, to be charged
        now and, with `off_session`, later without the customer."""
        try:
            setup = await self._v1.setup_intents.create_async(
                params={
                    "customer": customer_id,
                    "usage": "off_session" if off_session else "on_session",
                    "payment_method_types": ["card"],
                    "metadata": metadata,
                },
                options={"idempotency_key": key},
            )
        except stripe.StripeError as error:
            raise PaymentsUnavailable() from error
        return setup_of(setup)

    async def fetch_setup(self, setup_id: str) -> CardSetup | None:
        """The SetupIntent as Stripe has it; None when Stripe knows none."""
        found = await self._found(self._v1.setup_intents.retrieve_async(setup_id))
        return setup_of(found) if found is not None else None

    async def charge_card(
        self,
        *,
        customer_id: str,
        payment_method: str,
        amount: Decimal,
        metadata: dict[str, str],
        key: str,
        off_session: bool,
    ) -> Intent:
        """Takes `amount` at once (captured, not held) from the customer's kept card. The answer may
        need 3-D Secure (`needs_action`: the customer confirms on the site); a refusal raises
        CardDeclined (its intent, when Stripe made one). `off_session`: the customer is not there."""
        params: dict[str, Any] = {
            "amount": to_bani(amount),
            "currency": CURRENCY,
            "customer": customer_id,
            "payment_method": payment_method,
            "payment_method_types": ["card"],
            "capture_method": "automatic",
            "confirm": True,
            "metadata": metadata,
        }
        if off_session:
            params["off_session"] = True
        try:
            intent = await self._v1.payment_intents.create_async(params=params, options={"idempotency_key": key})
        except stripe.CardError as error:
            raise _declined(error) from error
        except stripe.InvalidRequestError as error:
            raise CardDeclined(m.decline_message(error.code)) from error
        except stripe.StripeError as error:
            raise PaymentsUnavailable() from error
        return intent_of(intent)

    async def _as_it_is(self, intent_id: str, error: stripe.StripeError) -> Intent:
        intent = await self.fetch(intent_id)
        if intent is None:
            raise PaymentsUnavailable() from error
        return intent

    def event(self, payload: bytes, signature: str | None) -> WebhookEvent:
        """A webhook's event, once its signature over the raw body is checked and it was signed
        within 300 s of now, before or after; BadSignature (400) otherwise."""
        if not self.settings.stripe_webhook_secret:
            raise BadSignature()
        try:
            event = stripe.Webhook.construct_event(
                payload, signature or "", self.settings.stripe_webhook_secret, tolerance=WEBHOOK_TOLERANCE_SECONDS
            )
        except (stripe.SignatureVerificationError, ValueError) as error:
            raise BadSignature() from error
        # Stripe's library refuses only the old: a timestamp ahead of now would let a captured
        # event be replayed until that moment and beyond. Real time, as Stripe signs (not the
        # services' clock, which tests move).
        if _signed_at(signature or "") > time.time() + WEBHOOK_TOLERANCE_SECONDS:
            raise BadSignature()
        data = event.to_dict()
        obj = (data.get("data") or {}).get("object") or {}
        intent_id = obj.get("id") if obj.get("object") == "payment_intent" else obj.get("payment_intent")
        return WebhookEvent(id=data["id"], type=data.get("type", ""), intent_id=intent_id)
