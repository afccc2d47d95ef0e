"""The last line of defence of the one error handler: a value the database refuses is the caller's
fault (422 in the one shape), any other database failure stays a 500."""

from fastapi import FastAPI
import httpx
from sqlalchemy import text

from bakery_shared.errors import GENERIC_ERROR, INVALID_DATA, install_error_handlers


def app_running(connection, statement: str, parameters: dict) -> FastAPI:
    app = FastAPI()
    install_error_handlers(app)

    @app.get("/run")
    async def run() -> dict:
        async with connection.begin_nested():
            await connection.execute(text(statement), parameters)
        return {}

    return app


async def call(app: FastAPI) -> httpx.Response:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        return await client.get("/run")


async def test_a_value_out_of_the_columns_range_is_a_422(db_connection):
    response = await call(app_running(db_connection, "SELECT CAST(:v AS numeric(3, 0))", {"v": 10**6}))
    assert response.status_code == 422
    assert response.json() == {"status": 422, "message": INVALID_DATA, "errors": {}}


async def test_an_integer_beyond_bigint_is_a_422(db_connection):
    response = await call(app_running(db_connection, "SELECT CAST(:v AS bigint)", {"v": 2**70}))
    assert response.status_code == 422


async def test_a_nul_in_text_is_a_422(db_connection):
    response = await call(app_running(db_connection, "SELECT CAST(:v AS text)", {"v": "a\x00b"}))
    assert response.status_code == 422


async def test_any_other_database_failure_stays_a_500(db_connection):
    response = await call(app_running(db_connection, "SELECT * FROM no_such_table", {}))
    assert response.status_code == 500
    assert response.json() == {"status": 500, "message": GENERIC_ERROR, "errors": {}}
