from pydantic import BaseModel, Field

from bakery_shared.models import OrderStatus
from bakery_shared.orders.schemas import CardPaymentOut


class PaymentsConfigOut(BaseModel):
    """What the checkout needs to offer online card payment."""

    # The business switched it on and every Stripe key is set.
    enabled: bool
    publishableKey: str | None
    # Stripe.js (or localstripe's shim of it in development).
    jsUrl: str | None


class CardPaymentIn(BaseModel):
    # Stripe.js's `createToken(card)`: the card never reaches the shop's servers.
    token: str = Field(min_length=1, max_length=255)


class CardPaymentResultOut(BaseModel):
    orderNumber: str
    status: OrderStatus
    cardPayment: CardPaymentOut
    # Only when the bank asks for 3-D Secure: the browser runs `stripe.confirmCardPayment(clientSecret)`,
    # then calls `.../card-payment/check`.
    clientSecret: str | None = None


class WebhookReceivedOut(BaseModel):
    received: bool = True
