"""The customer's money on a custom cake: accept the latest quote and pay its deposit, the return
call after the card, pay the rest online, cancel. Public: the request's signed-in owner or whoever
holds its private link's key (`?cheie=`); anyone else reads 404, as for the request itself."""

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request

from bakery_shared.auth.dependencies import OptionalPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClientAddress, SettingsDep
from bakery_shared.openapi import error_responses
from bakery_shared.params import PathId
from bakery_shared.payments.cards import CardDeclined
from bakery_shared.payments.dependencies import CardPaymentsDep
from bakery_shared.payments.messages import UNAVAILABLE

from ..payments.declines import Payer
from ..payments.endpoints import refusal
from .deposit_schemas import AcceptQuoteIn, CakeCancelledOut, DepositCardOut, PaymentCheckOut, RestCardOut
from .deposit_service import CakeCashier

router = APIRouter(prefix="/cake-requests", tags=["custom-cakes"])

FollowKey = Annotated[str | None, Query(alias="cheie", max_length=200, description="The private follow link's key.")]


async def get_cashier(request: Request, session: SessionDep, settings: SettingsDep, cards: CardPaymentsDep) -> CakeCashier:
    state = request.app.state
    return CakeCashier(session, settings, state.clock, state.events, state.redis, cards)


Cashier = Annotated[CakeCashier, Depends(get_cashier)]


@router.post(
    "/{request_id}/accept",
    summary="Accept the latest quote: the deposit's card to confirm in the browser",
    responses={
        **error_responses(404, 409, 429, s409="Oferta nu mai poate fi acceptată, sau ziua aleasă este deja plină."),
        **refusal(503, UNAVAILABLE),
    },
)
async def accept_quote(
    request_id: PathId,
    data: AcceptQuoteIn,
    cashier: Cashier,
    principal: OptionalPrincipal,
    client: ClientAddress,
    cheie: FollowKey = None,
) -> DepositCardOut:
    """Only the latest quote of a quoted request, before its validity ends, on a day with room. The
    browser confirms the card with `clientSecret` (Stripe.js `confirmCardSetup`), then calls
    `.../payment-check`: the deposit is captured at once and the cake becomes an order of its day.
    Asked again, it answers the same card setup (a double click never pays twice)."""
    cake = await cashier.locked(request_id, principal, cheie)
    given = await cashier.accept(cake, data.quoteId, data.restPayment, Payer(client, principal.user_id if principal else None))
    return DepositCardOut(clientSecret=given.client_secret, depositAmount=given.amount)


@router.post(
    "/{request_id}/payment-check",
    summary="After the card (or 3-D Secure) in the browser: the server asks Stripe and charges it",
    responses={**error_responses(404, 409), **refusal(402, "Cardul a fost refuzat de bancă."), **refusal(503, UNAVAILABLE)},
)
async def check_payment(
    request_id: PathId, cashier: Cashier, principal: OptionalPrincipal, client: ClientAddress, cheie: FollowKey = None
) -> PaymentCheckOut:
    """`clientSecret` set: the bank asks for 3-D Secure on the charge (`confirmCardPayment`), then
    call this again. A refused card: 402 with the bank's reason; accept (or pay the rest) again."""
    cake = await cashier.locked(request_id, principal, cheie)
    step = await cashier.check(cake, Payer(client, principal.user_id if principal else None))
    if step.declined is not None:
        await cashier.session.commit()  # the refusal is kept
        raise CardDeclined(step.declined)
    payment = step.payment
    return PaymentCheckOut(status=cake.status, purpose=payment.purpose, state=payment.card_state, clientSecret=step.client_secret)


@router.post(
    "/{request_id}/pay-rest",
    summary="Pay the rest online by card (when the saved card was not charged, or before pickup)",
    responses={**error_responses(404, 409, 429, s409="Restul a fost deja plătit."), **refusal(503, UNAVAILABLE)},
)
async def pay_rest(
    request_id: PathId, cashier: Cashier, principal: OptionalPrincipal, client: ClientAddress, cheie: FollowKey = None
) -> RestCardOut:
    cake = await cashier.locked(request_id, principal, cheie)
    given = await cashier.pay_rest(cake, Payer(client, principal.user_id if principal else None))
    return RestCardOut(clientSecret=given.client_secret, restAmount=given.amount)


@router.post(
    "/{request_id}/cancel",
    summary="Cancel the request; after the deposit, refunded as the terms shown before paying say",
    responses={**error_responses(404, 409, s409="Cererea nu mai poate fi anulată."), **refusal(503, UNAVAILABLE)},
)
async def cancel_request(
    request_id: PathId, cashier: Cashier, principal: OptionalPrincipal, cheie: FollowKey = None
) -> CakeCancelledOut:
    """Before a deposit nothing is refunded; after it, all of it until the free-cancellation limit,
    then all but the percent of the price the bakery keeps. The cake's order is rejected and its
    day's place freed."""
    cake = await cashier.locked(request_id, principal, cheie)
    done = await cashier.cancel(cake)
    return CakeCancelledOut(status=done.request.status, refunded=done.refunded)
