import pytest

from bakery_shared.testing.plugin import service_client
from user_service.main import create_app


@pytest.fixture
async def client(test_settings, db_connection, redis_client):
    async with service_client(create_app(test_settings), db_connection) as client:
        yield client


@pytest.fixture
async def business(db_session):
    """The one BusinessSetup row, as the demo seed writes it (the test database is migrated, not seeded)."""
    from bakery_shared.models import BusinessSetup
    from bakery_shared.seed.business_data import BUSINESS

    setup = BusinessSetup(id=1, **BUSINESS)
    db_session.add(setup)
    await db_session.flush()
    return setup
