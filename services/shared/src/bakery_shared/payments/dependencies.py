"""`CardPaymentsDep`: the request's door to Stripe, its connections closed when the request ends.
Both services move card money in requests (the customer paying, the staff accepting, rejecting or
refunding), each through the door this gives it: a test or another gateway overrides it in one place."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends

from ..dependencies import SettingsDep
from .cards import CardPayments


async def get_card_payments(settings: SettingsDep) -> AsyncIterator[CardPayments]:
    async with CardPayments(settings) as cards:
        yield cards


CardPaymentsDep = Annotated[CardPayments, Depends(get_card_payments)]
