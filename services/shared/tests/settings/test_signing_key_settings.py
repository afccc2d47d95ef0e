"""No known key anywhere it can be reached: the settings refuse the placeholder signing key,
an empty one and anything under 32 characters in every environment but the unit tests' own, so a
forgotten JWT_SECRET stops a service at start instead of letting anyone sign an admin token."""

from datetime import UTC, datetime

import jwt
from pydantic import ValidationError
import pytest

from bakery_shared.settings import PLACEHOLDER_SECRETS, Settings

RANDOM_KEY = "Zx7k0Qm3vT9pL2wR8sY4nB6cD1fG5hJ0"  # 32 characters


@pytest.fixture(autouse=True)
def no_key_in_the_environment(monkeypatch):
    for name in ("JWT_SECRET", "ENVIRONMENT"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize("environment", ["development", "production"])
@pytest.mark.parametrize("secret", sorted(PLACEHOLDER_SECRETS) + ["x" * 31])
def test_a_placeholder_or_short_key_is_refused_outside_the_unit_tests(environment, secret):
    with pytest.raises(ValidationError, match="JWT_SECRET"):
        Settings(environment=environment, jwt_secret=secret)


def test_a_service_started_without_a_key_does_not_start(monkeypatch):
    """`make run` before this change: no JWT_SECRET, so the public default signed every token."""
    with pytest.raises(ValidationError, match="JWT_SECRET"):
        Settings()
    monkeypatch.setenv("JWT_SECRET", "dev-secret-change-me")
    with pytest.raises(ValidationError, match="JWT_SECRET"):
        Settings()


def test_a_random_key_of_32_characters_is_taken(monkeypatch):
    assert Settings(jwt_secret=RANDOM_KEY).jwt_secret == RANDOM_KEY
    monkeypatch.setenv("JWT_SECRET", RANDOM_KEY)
    assert Settings(environment="production").jwt_secret == RANDOM_KEY


def test_only_the_unit_test_harness_may_use_a_fixed_key():
    assert Settings(environment="test", jwt_secret="test-secret").environment == "test"


@pytest.mark.filterwarnings("ignore::jwt.warnings.InsecureKeyLengthWarning")
async def test_an_admin_token_signed_with_the_placeholder_gets_nothing(test_settings, db_connection, redis_client):
    """The finding itself: an admin token forged with the public default asks for the customer list
    of a shop whose key is its own (what every reachable service now has)."""
    from admin_service.main import create_app
    from bakery_devtools.testing.plugin import service_client

    settings = test_settings.model_copy(update={"environment": "development", "jwt_secret": RANDOM_KEY})
    now = datetime.now(UTC)
    claims = {"sub": "1", "email": "admin@cofetarie-demo.ro", "role": "ROLE_ADMIN", "iat": now, "exp": now.timestamp() + 3600}
    forged = jwt.encode(claims, "dev-secret-change-me", algorithm="HS256")
    async with service_client(create_app(settings), db_connection) as client:
        answer = await client.get("/admin-service/get-users", headers={"Authorization": f"Bearer {forged}"})
    assert answer.status_code == 401
