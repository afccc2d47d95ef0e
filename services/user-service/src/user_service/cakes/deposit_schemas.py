"""What the customer's money calls on a custom cake take and answer (camelCase, money as decimal strings)."""

from pydantic import BaseModel, Field

from bakery_shared.models import CakePaymentPurpose, CakeRequestStatus, CardPaymentState, RestPayment
from bakery_shared.money import Money


class AcceptQuoteIn(BaseModel):
    quoteId: int = Field(gt=0)
    # How the rest is paid: at pickup or delivery, or charged from this card before the event.
    restPayment: RestPayment


class DepositCardOut(BaseModel):
    """The deposit's card, to confirm in the browser: `stripe.confirmCardSetup(clientSecret,
    {payment_method: {card}})`, then `POST .../payment-check`."""

    clientSecret: str
    depositAmount: Money


class RestCardOut(BaseModel):
    """As for the deposit: `confirmCardSetup(clientSecret, ...)`, then `POST .../payment-check`."""

    clientSecret: str
    restAmount: Money


class PaymentCheckOut(BaseModel):
    """Where the request's payment stands after the server asked Stripe."""

    status: CakeRequestStatus
    purpose: CakePaymentPurpose
    state: CardPaymentState | None
    # Only when the bank asks for 3-D Secure on the charge: `stripe.confirmCardPayment(clientSecret)`,
    # then `POST .../payment-check` again.
    clientSecret: str | None = None
    # The bank's refusal: the customer accepts (or pays the rest) again with another card.
    declineMessage: str | None = None


class CakeCancelledOut(BaseModel):
    status: CakeRequestStatus
    refunded: Money
