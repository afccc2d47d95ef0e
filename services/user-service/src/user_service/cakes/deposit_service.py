"""The customer's money calls on a custom cake: accepting the latest quote (the deposit's card set
up), the return call after the card was confirmed, paying the rest online, cancelling.

Each call locks the request row first: a double click, two tabs or a webhook arriving meanwhile
queue on it, and the second finds the first's payment (one deposit and one rest per quote, by a
unique constraint too), so nothing is paid twice. Services only flush: the request's session
dependency commits."""

from dataclasses import dataclass
from decimal import Decimal
import hashlib
import hmac

from bakery_shared.auth.tokens import Principal
from bakery_shared.cakes import refunds
from bakery_shared.cakes.events import cake_request_event
from bakery_shared.cakes.money import rest_of
from bakery_shared.errors import Conflict, NotFound, TooManyRequests
from bakery_shared.invoicing.as_money_moves import credit_refunds
from bakery_shared.mail import queue_mail
from bakery_shared.models import (
    CakePayment,
    CakePaymentPurpose,
    CakeQuote,
    CakeRequest,
    CakeRequestStatus,
    CardPaymentState,
    RestPayment,
    Role,
)
from bakery_shared.payments.cards import CardSetup
from bakery_shared.payments.states import move

from ..payments.declines import CardDeclines, Payer
from . import deposit_messages as m
from .deposit_settling import CakeTill, Step

S = CakeRequestStatus


@dataclass(frozen=True)
class CardToGive:
    """What the browser confirms with the card (Stripe.js `confirmCardSetup`), and the sum."""

    client_secret: str
    amount: Decimal


def may_follow(request: CakeRequest, principal: Principal | None, key: str | None) -> bool:
    """The request's signed-in owner, or whoever holds its private link's key."""
    if principal is not None and principal.role == Role.USER and request.user_id == principal.user_id:
        return True
    if not key:
        return False
    return hmac.compare_digest(request.follow_key_hash, hashlib.sha256(key.encode()).hexdigest())


class CakeCashier(CakeTill):
    async def locked(self, request_id: int, principal: Principal | None, key: str | None) -> CakeRequest:
        """The request locked for its owner or the holder of its key; 404 for anyone else."""
        request = await self.ledger.lock(request_id)
        if request is None or not may_follow(request, principal, key):
            raise NotFound(m.REQUEST_NOT_FOUND)
        return request

    # ---- accepting the quote: the deposit's card -------------------------------------------------

    async def accept(self, request: CakeRequest, quote_id: int, rest_payment: RestPayment, payer: Payer) -> CardToGive:
        """The latest quote, still valid, on a day with room: its deposit (made once) gets a card
        to be set up for it, kept for off-session charging when the rest is to be charged by card."""
        if request.status != S.QUOTED:
            deposit = self._payment(request, CakePaymentPurpose.DEPOSIT)
            paid = deposit is not None and deposit.card_state != CardPaymentState.AWAITING
            raise Conflict(m.DEPOSIT_PAID if paid else m.NOT_QUOTED)
        quote = request.quotes[-1]
        if quote.id != quote_id:
            raise Conflict(m.NOT_LATEST_QUOTE)
        if quote.valid_until < self.clock.today():
            raise Conflict(m.QUOTE_EXPIRED)
        if quote.deposit_amount <= 0:
            raise Conflict(m.NO_DEPOSIT)
        if await self.day_is_full(request):
            raise Conflict(m.DAY_FULL)
        payment = self._payment(request, CakePaymentPurpose.DEPOSIT, quote) or await self._new_payment(
            request, quote, CakePaymentPurpose.DEPOSIT, quote.deposit_amount
        )
        if payment.card_state != CardPaymentState.AWAITING:  # paid once and given back (the day was full)
            raise Conflict(m.QUOTE_USED)
        setup = await self._card_setup(request, payment, rest_payment, payer)
        return CardToGive(setup.client_secret or "", payment.amount)

    # ---- the rest, paid online by the customer ---------------------------------------------------

    async def pay_rest(self, request: CakeRequest, payer: Payer) -> CardToGive:
        if request.status not in (S.ACCEPTED, S.LOCKED):
            raise Conflict(m.NOT_PAYABLE_REST)
        deposit = self._payment(request, CakePaymentPurpose.DEPOSIT)
        assert deposit is not None
        quote = next(q for q in request.quotes if q.id == deposit.quote_id)
        payment = self._payment(request, CakePaymentPurpose.REST, quote)
        if payment is None:
            amount = rest_of(quote.price, quote.deposit_amount)
            if amount <= 0:
                raise Conflict(m.REST_PAID)
            payment = await self._new_payment(request, quote, CakePaymentPurpose.REST, amount)
        if payment.card_state != CardPaymentState.AWAITING:
            raise Conflict(m.REST_PAID)
        setup = await self._card_setup(request, payment, RestPayment.CARD_AUTO, payer, off_session=False)
        return CardToGive(setup.client_secret or "", payment.amount)

    # ---- the browser's return call -----------------------------------------------------------------

    async def check(self, request: CakeRequest, payer: Payer) -> Step:
        """After the browser confirmed the card (or 3-D Secure): the server asks Stripe itself."""
        payment = self.open_payment(request)
        if payment is None:
            latest = request.payments[-1] if request.payments else None
            if latest is None:
                raise Conflict(m.NOTHING_TO_PAY)
            return Step(latest)
        return await self.advance(request, payment, payer=payer)

    @staticmethod
    def open_payment(request: CakeRequest) -> CakePayment | None:
        """The payment waiting for the customer's card, the rest before the deposit."""
        waiting = [p for p in request.payments if p.card_state == CardPaymentState.AWAITING]
        return max(waiting, key=lambda p: p.id) if waiting else None

    # ---- cancelling -------------------------------------------------------------------------------

    async def cancel(self, request: CakeRequest) -> refunds.Cancelled:
        """By the customer: nothing to give back before a deposit; after it, everything until the
        free-cancellation limit, then all but the percent the terms keep."""
        if request.status not in refunds.CANCELLABLE:
            raise Conflict(m.NOT_CANCELLABLE)
        now = self.clock.now()
        done = await refunds.cancel(self.cards, request, reason=m.CUSTOMER_CANCEL, by=None, now=now, by_customer=True)
        await credit_refunds(self.session, done.refunds, now=now, settings=self.settings)
        self.events.emit(self.session, cake_request_event(request))
        mail = refunds.cancellation_mail(request, done.refunded, self.settings)
        queue_mail(self.session, mail, now)
        return done

    # ---- the payments themselves ------------------------------------------------------------------

    @staticmethod
    def _payment(request: CakeRequest, purpose: CakePaymentPurpose, quote: CakeQuote | None = None) -> CakePayment | None:
        found = [p for p in request.payments if p.purpose == purpose and (quote is None or p.quote_id == quote.id)]
        return found[-1] if found else None

    async def _new_payment(self, request: CakeRequest, quote: CakeQuote, purpose: CakePaymentPurpose, amount) -> CakePayment:
        payment = CakePayment(purpose=purpose, quote_id=quote.id, amount=amount, records=[], refunds=[])
        move(payment, CardPaymentState.AWAITING, at=self.clock.now())
        request.payments.append(payment)
        await self.session.flush()
        return payment

    async def _card_setup(
        self,
        request: CakeRequest,
        payment: CakePayment,
        rest_payment: RestPayment,
        payer: Payer,
        *,
        off_session: bool | None = None,
    ) -> CardSetup:
        """The payment's card to confirm in the browser: the one set up already when it still waits
        for the card and was made for the same choice (a double click gets the same), else a new
        attempt, within the caps on attempts and refused cards that an order's card has."""
        keep = rest_payment == RestPayment.CARD_AUTO if off_session is None else off_session
        if payment.setup_intent_id:
            current = await self.cards.fetch_setup(payment.setup_intent_id)
            if current is not None and current.open and current.metadata.get("restPayment") == rest_payment.value:
                return current
            if current is not None and current.succeeded:
                # Confirmed already, not yet charged (the return call is on its way): charge it now.
                step = await self.advance(request, payment, payer=payer)
                if step.payment.card_state != CardPaymentState.AWAITING:
                    raise Conflict(m.DEPOSIT_PAID if payment.purpose == CakePaymentPurpose.DEPOSIT else m.REST_PAID)
        if payment.card_attempts >= self.settings.card_attempts_per_order:
            raise TooManyRequests(m.TOO_MANY_ATTEMPTS)
        refusal = await CardDeclines(self.redis, self.settings).refusal(payer)
        if refusal is not None:
            raise refusal
        if request.stripe_customer_id is None:
            request.stripe_customer_id = await self.cards.new_customer(
                email=request.contact_email,
                name=request.contact_name,
                metadata={"cakeRequestId": str(request.id)},
                key=f"cake-{request.id}-customer",
            )
        payment.card_attempts += 1
        purpose = payment.purpose.value.lower()
        setup = await self.cards.set_up_card(
            customer_id=request.stripe_customer_id,
            off_session=keep,
            metadata={"cakeRequestId": str(request.id), "purpose": payment.purpose.value, "restPayment": rest_payment.value},
            key=f"cake-{request.id}-{purpose}-{payment.quote_id}-setup-{payment.card_attempts}",
        )
        payment.setup_intent_id = setup.id
        payment.decline_message = None
        await self.session.flush()
        return setup
