"""The owner's custom-cake rules: read and saved whole. Saving locks the one row and bumps the
storefront's last-key in the same transaction, so the request form's options are never served stale."""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.last_key import bump_last_key
from bakery_shared.models import CakeSetup

from .repository import CakeRequestRepository
from .schemas import CakeSetupIO

FIELDS = tuple(CakeSetupIO.model_fields)


def _out(setup: CakeSetup) -> CakeSetupIO:
    # As stored, not checked again: a row saved under older rules is still shown, to be corrected.
    return CakeSetupIO.model_construct(**{name: getattr(setup, name) for name in FIELDS})


async def read_setup(session: AsyncSession) -> CakeSetupIO:
    return _out(await CakeRequestRepository(session).setup())


async def save_setup(session: AsyncSession, data: CakeSetupIO) -> CakeSetupIO:
    setup = await CakeRequestRepository(session).setup(for_update=True)
    for name in FIELDS:
        setattr(setup, name, getattr(data, name))
    await session.flush()
    await bump_last_key(session)
    return _out(setup)
