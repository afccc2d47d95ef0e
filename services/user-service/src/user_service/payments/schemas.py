from pydantic import BaseModel, Field

from bakery_shared.models import Order, OrderStatus
from bakery_shared.orders.schemas import CardPaymentOut
from bakery_shared.orders.service import card_payment_out


class PaymentsConfigOut(BaseModel):
    """What the checkout needs to offer online card payment."""

    # The business switched it on and every Stripe key is set.
    enabled: bool
    publishableKey: str | None
    # Stripe.js (or localstripe's shim of it in development).
    jsUrl: str | None


class CardPaymentIn(BaseModel):
    # Stripe.js's `createPaymentMethod({type: 'card', card})`: the card never reaches the shop's
    # servers, only the id of what Stripe made of it.
    paymentMethod: str = Field(min_length=4, max_length=255, pattern=r"^pm_[A-Za-z0-9_]+$")


class CardPaymentResultOut(BaseModel):
    orderNumber: str
    status: OrderStatus
    cardPayment: CardPaymentOut
    # Only when the bank asks for 3-D Secure: the browser runs `stripe.confirmCardPayment(clientSecret)`,
    # then calls `.../card-payment/check`.
    clientSecret: str | None = None

    @classmethod
    def of(cls, order: Order, client_secret: str | None = None) -> "CardPaymentResultOut":
        """Where an online order's payment stands, as its customer sees it."""
        assert order.payment is not None
        card = card_payment_out(order, order.payment)
        assert card is not None
        return cls(orderNumber=order.order_number, status=order.status, cardPayment=card, clientSecret=client_secret)


class WebhookReceivedOut(BaseModel):
    received: bool = True
