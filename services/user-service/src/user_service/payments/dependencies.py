"""`CardPaymentsDep`: the request's door to Stripe, its connections closed when the request ends."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends

from bakery_shared.dependencies import SettingsDep
from bakery_shared.payments.cards import CardPayments


async def get_card_payments(settings: SettingsDep) -> AsyncIterator[CardPayments]:
    async with CardPayments(settings) as cards:
        yield cards


CardPaymentsDep = Annotated[CardPayments, Depends(get_card_payments)]
