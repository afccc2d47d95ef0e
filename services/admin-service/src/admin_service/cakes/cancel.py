"""Staff cancelling a custom cake (ADMIN and MANAGER): whatever stage it is at, everything the
customer paid is refunded, the cake's order is rejected with the reason and its day's place freed;
the customer is mailed, the panels hear of it.

The request row is locked first, so a customer paying or cancelling at the same moment queues
behind (or ahead of) the staff, and money moves once. Stripe is asked before anything is recorded:
when it refuses, the transaction rolls back and the request stays as it was."""

from dataclasses import dataclass
from typing import Annotated

from fastapi import APIRouter, Depends
from pydantic import BaseModel, Field
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.dependencies import STAFF_ONLY, CurrentPrincipal
from bakery_shared.auth.tokens import Principal
from bakery_shared.cakes import refunds
from bakery_shared.cakes.events import cake_request_event
from bakery_shared.cakes.repository import CakeLedger
from bakery_shared.clock import Clock
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, EventsDep, SettingsDep
from bakery_shared.errors import Conflict, NotFound
from bakery_shared.events import EventBus
from bakery_shared.invoicing.as_money_moves import credit_refunds
from bakery_shared.mail import queue_mail
from bakery_shared.models import CakeRequestStatus
from bakery_shared.money import Money
from bakery_shared.openapi import error_responses
from bakery_shared.params import PathId
from bakery_shared.payments.cards import CardPayments
from bakery_shared.payments.dependencies import CardPaymentsDep
from bakery_shared.settings import Settings

from ..orders.notifications import status_changed_event

REQUEST_NOT_FOUND = "Cererea de tort nu a fost găsită."
NOT_CANCELLABLE = "Cererea nu mai poate fi anulată: este deja livrată sau închisă."

router = APIRouter(prefix="/cake-requests", tags=["custom-cakes"], dependencies=STAFF_ONLY)


class StaffCancelIn(BaseModel):
    # Shown to the customer in the mail and on the request's page.
    reason: str = Field(min_length=3, max_length=500)


class StaffCancelledOut(BaseModel):
    id: int
    status: CakeRequestStatus
    refunded: Money


@dataclass
class StaffCancel:
    session: AsyncSession
    principal: Principal
    cards: CardPayments
    events: EventBus
    clock: Clock
    settings: Settings

    async def cancel(self, request_id: int, reason: str) -> StaffCancelledOut:
        request = await CakeLedger(self.session).lock(request_id)
        if request is None:
            raise NotFound(REQUEST_NOT_FOUND)
        if request.status not in refunds.CANCELLABLE:
            raise Conflict(NOT_CANCELLABLE)
        now = self.clock.now()
        done: refunds.Cancelled = await refunds.cancel(
            self.cards, request, reason=reason.strip(), by=self.principal.user_id, now=now, by_customer=False
        )
        # What was invoiced (the deposit's advance, the cake's order) is corrected for each refund.
        await credit_refunds(self.session, done.refunds, now=now, settings=self.settings)
        self.events.emit(self.session, cake_request_event(request))
        if done.order is not None:  # the panels' order lists and the customer's order page hear of it too
            self.events.emit(self.session, status_changed_event(done.order))
        queue_mail(self.session, refunds.cancellation_mail(request, done.refunded, self.settings), now)
        return StaffCancelledOut(id=request.id, status=request.status, refunded=done.refunded)


def get_staff_cancel(
    session: SessionDep,
    principal: CurrentPrincipal,
    cards: CardPaymentsDep,
    events: EventsDep,
    clock: ClockDep,
    settings: SettingsDep,
) -> StaffCancel:
    return StaffCancel(session, principal, cards, events, clock, settings)


@router.post(
    "/{request_id}/cancel",
    summary="Cancel a custom cake: everything paid is refunded",
    responses=error_responses(404, 409, s409=NOT_CANCELLABLE),
)
async def cancel_cake_request(
    request_id: PathId, data: StaffCancelIn, staff: Annotated[StaffCancel, Depends(get_staff_cancel)]
) -> StaffCancelledOut:
    return await staff.cancel(request_id, data.reason)
