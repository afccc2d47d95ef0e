"""`bakery-first-admin`: give a new shop its first administrator, so someone can sign in at
/auth/admin and set the rest up. Runs after `bakery-migrate` in the deploy's one-off step.

Idempotent: it does nothing once any administrator exists. The account comes from
FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD (the password must have at least 8 characters with an
upper- and a lower-case letter, a digit and a special character); without them it only says why
it did nothing.
"""

import asyncio
import logging
import sys

from pydantic import TypeAdapter, ValidationError
from sqlalchemy.ext.asyncio import create_async_engine

from bakery_shared.auth.passwords import hash_password_async
from bakery_shared.clock import Clock
from bakery_shared.db import create_sessionmaker
from bakery_shared.models import Role, User
from bakery_shared.rules.account import NewPassword
from bakery_shared.rules.email import EmailAddress
from bakery_shared.settings import Settings, get_settings

from .users.repository import AdminUserRepository

log = logging.getLogger("bakery-first-admin")


async def ensure_first_admin(settings: Settings) -> str:
    """What it did, in a sentence."""
    if not settings.first_admin_email or not settings.first_admin_password:
        return "FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD are not set: no administrator created."
    try:
        email = TypeAdapter(EmailAddress).validate_python(settings.first_admin_email)
        password = TypeAdapter(NewPassword).validate_python(settings.first_admin_password)
    except ValidationError as error:
        raise SystemExit(f"the first administrator's e-mail or password is not valid: {error.errors()[0]['msg']}") from None
    engine = create_async_engine(settings.database_url)
    try:
        async with create_sessionmaker(engine)() as session, session.begin():
            if await AdminUserRepository(session).any_admin():
                return "An administrator exists already: nothing to do."
            session.add(
                User(
                    first_name=settings.first_admin_first_name,
                    last_name=settings.first_admin_last_name,
                    email=email,
                    password_hash=await hash_password_async(password),
                    role=Role.ADMIN,
                    email_confirmed_at=Clock(settings.clock_start).now(),
                )
            )
        return f"Administrator {email} created."
    finally:
        await engine.dispose()


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s %(message)s")
    log.info(asyncio.run(ensure_first_admin(get_settings())))
    sys.exit(0)


if __name__ == "__main__":
    main()
