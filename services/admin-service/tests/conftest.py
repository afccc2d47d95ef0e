import pytest

from admin_service.main import create_app
from bakery_devtools.testing.plugin import current_clock, service_client
from bakery_shared.auth.passwords import hash_password
from bakery_shared.auth.tokens import issue_token_for
from bakery_shared.models import Role, User
from user_service.main import create_app as create_user_app

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
            first_name=first_name,
            last_name="Utilizator",
            email=email,
            password_hash=_HASH,
            role=role,
            email_confirmed_at=current_clock().now(),
        )
        db_session.add(user)
        await db_session.flush()
        return user

    return make


@pytest.fixture
def token_for(test_settings):
    def token(user: User) -> str:
        return issue_token_for(test_settings, current_clock().now(), user)[0]

    return token


@pytest.fixture
async def storefront(test_settings, db_connection):
    async with service_client(create_user_app(test_settings), db_connection) as client:
        yield client


@pytest.fixture
async def staff(make_user, token_for):
    """A manager, an admin and a customer: their headers and the staff's ids (files that need other people
    define their own)."""
    manager = await make_user(Role.MANAGER, "manager@example.ro", "Maria")
    admin = await make_user(Role.ADMIN, "admin@example.ro", "Andrei")
    customer = await make_user(Role.USER, "client@example.ro")
    return {
        "manager": {"Authorization": f"Bearer {token_for(manager)}"},
        "admin": {"Authorization": f"Bearer {token_for(admin)}"},
        "customer": {"Authorization": f"Bearer {token_for(customer)}"},
        "anonymous": {},
        "manager_id": manager.id,
        "admin_id": admin.id,
    }
