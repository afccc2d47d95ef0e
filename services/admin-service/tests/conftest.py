from datetime import UTC, datetime

import pytest

from admin_service.main import create_app
from bakery_shared.auth.passwords import hash_password
from bakery_shared.auth.tokens import issue_token
from bakery_shared.models import Role, User
from bakery_shared.testing.plugin import service_client

PASSWORD = "Parola#123"
_HASH = hash_password(PASSWORD)  # argon2 is slow on purpose: hash once for every test user


@pytest.fixture
async def client(test_settings, db_connection, redis_client):
    async with service_client(create_app(test_settings), db_connection) as client:
        yield client


@pytest.fixture
def make_user(db_session):
    async def make(role: Role, email: str, first_name: str = "Test") -> User:
        user = User(
            first_name=first_name, last_name="Utilizator", email=email, password_hash=_HASH, role=role,
            email_confirmed_at=datetime.now(UTC),
        )
        db_session.add(user)
        await db_session.flush()
        return user

    return make


@pytest.fixture
def token_for(test_settings):
    def token(user: User) -> str:
        return issue_token(test_settings, user_id=user.id, email=user.email, role=user.role)[0]

    return token


@pytest.fixture
async def business(db_session):
    """The one BusinessSetup row, as the demo seed writes it (the test database is migrated, not seeded)."""
    from bakery_shared.models import BusinessSetup
    from bakery_shared.seed.business_data import BUSINESS

    setup = BusinessSetup(id=1, **BUSINESS)
    db_session.add(setup)
    await db_session.flush()
    return setup
