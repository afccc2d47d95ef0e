"""Online card payment: the checkout's configuration, the card attempt and the
"3-D Secure done" check (the order's owner or whoever holds its follow link), and Stripe's webhook.
All public: the card calls authenticate by the order's link or the bearer, the webhook by its
signature."""

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Header, Request

from bakery_shared.auth.dependencies import OptionalPrincipal
from bakery_shared.business.repository import BusinessRepository
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClientAddress, SettingsDep
from bakery_shared.errors import ErrorResponse
from bakery_shared.openapi import error_responses
from bakery_shared.payments.dependencies import CardPaymentsDep
from bakery_shared.payments.messages import UNAVAILABLE

from ..realtime.presence import panel_count
from .declines import Payer
from .schemas import CardPaymentIn, CardPaymentResultOut, PaymentsConfigOut, WebhookReceivedOut
from .service import CardDesk

public_router = APIRouter(tags=["payments"])

OrderKey = Annotated[
    str | None,
    Header(
        alias="X-Order-Key", description="The follow link's secret (as for `/order-status`); or sign in as the order's owner."
    ),
]


async def get_desk(request: Request, session: SessionDep, settings: SettingsDep, cards: CardPaymentsDep) -> CardDesk:
    state = request.app.state
    return CardDesk(
        session,
        settings,
        state.clock,
        state.events,
        state.redis,
        cards,
        panel_count(request.app),
    )


Desk = Annotated[CardDesk, Depends(get_desk)]


def refusal(status: int, description: str) -> dict[int | str, dict[str, Any]]:
    """A refusal the shared table of statuses does not describe (402 card refused, 503 Stripe away)."""
    return {status: {"model": ErrorResponse, "description": description}}


@public_router.get("/payments/config", summary="Whether the checkout offers online card payment, and Stripe.js's key")
async def payments_config(session: SessionDep, settings: SettingsDep) -> PaymentsConfigOut:
    setup = await BusinessRepository(session).get_setup()
    enabled = bool(setup is not None and setup.online_card_payment and settings.card_payments_configured)
    return PaymentsConfigOut(
        enabled=enabled,
        publishableKey=settings.stripe_publishable_key if enabled else None,
        jsUrl=settings.stripe_js_url if enabled else None,
    )


@public_router.post(
    "/orders/{order_number}/card-payment",
    summary="Pay an order awaiting payment with a card (a PaymentMethod of Stripe.js createPaymentMethod)",
    responses={
        **error_responses(
            404,
            409,
            429,
            s409="Comanda nu mai așteaptă plata, sau timpul pentru plată a expirat.",
            s429="Prea multe încercări de plată nereușite pentru comandă, sau prea multe carduri refuzate clientului.",
        ),
        **refusal(402, "Cardul a fost refuzat de bancă. Încercați alt card."),
        **refusal(503, UNAVAILABLE),
    },
)
async def pay_by_card(
    order_number: str,
    data: CardPaymentIn,
    desk: Desk,
    principal: OptionalPrincipal,
    client: ClientAddress,
    order_key: OrderKey = None,
) -> CardPaymentResultOut:
    """Authorizes the order's total on the card (captured only when the bakery accepts). 3-D
    Secure: `clientSecret` is set, the browser confirms, then calls `.../check`. A refused card:
    402 with the bank's reason in Romanian; the order still awaits payment and may be retried with
    another card while its hold lasts, up to `card_attempts_per_order` attempts (then 429, as when
    the client had `card_declines_per_client` cards refused within the hour)."""
    order = await desk.order_for(order_number, principal, order_key)
    paid = await desk.pay(order, data.paymentMethod, Payer(client, principal.user_id if principal else None))
    if paid.declined is not None:
        # The attempt and its refusal are kept (the attempt count names the next attempt's keys).
        await desk.session.commit()
        raise paid.declined
    return paid.result


@public_router.post(
    "/orders/{order_number}/card-payment/check",
    summary="After 3-D Secure: the server asks Stripe where the order's payment is",
    responses={**error_responses(404, 409, s409="Comanda nu se plătește online cu cardul."), **refusal(503, UNAVAILABLE)},
)
async def check_card_payment(
    order_number: str, desk: Desk, principal: OptionalPrincipal, order_key: OrderKey = None
) -> CardPaymentResultOut:
    order = await desk.order_for(order_number, principal, order_key)
    return await desk.check(order)


@public_router.post(
    "/payments/webhook",
    summary="Stripe's events (signed): the server re-fetches the PaymentIntent and settles its order",
    responses={
        **error_responses(400, s400="Semnătura evenimentului de plată nu este validă."),
        **refusal(503, "Stripe nu a răspuns: Stripe retrimite evenimentul."),
    },
)
async def stripe_webhook(
    request: Request,
    desk: Desk,
    signature: Annotated[str | None, Header(alias="Stripe-Signature")] = None,
) -> WebhookReceivedOut:
    # The signature covers the raw body, byte for byte: read before anything parses it.
    await desk.webhook(await request.body(), signature)
    return WebhookReceivedOut()
