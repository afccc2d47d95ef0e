import pytest

from bakery_devtools.testing.plugin import service_client
from user_service.main import create_app


@pytest.fixture
async def client(test_settings, db_connection, redis_client):
    async with service_client(create_app(test_settings), db_connection) as client:
        yield client
