"""The one error shape, and the operations endpoints."""


async def test_malformed_json_gets_the_error_shape(client):
    response = await client.post(
        "/user-service/authenticate", content=b'{"email": ', headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400
    assert response.json() == {"status": 400, "message": "Corpul cererii nu este un JSON valid.", "errors": {}}


async def test_an_unknown_call_gets_404_json(client):
    response = await client.get("/user-service/nu-exista")
    assert response.status_code == 404
    assert response.json() == {"status": 404, "message": "Resursa solicitată nu a fost găsită.", "errors": {}}


async def test_a_wrong_method_gets_405_json(client):
    response = await client.get("/user-service/register")
    assert response.status_code == 405
    assert response.json()["message"] == "Metoda nu este permisă pentru această adresă."


async def test_healthz_and_readyz(client):
    assert (await client.get("/user-service/healthz")).json() == {"status": "ok"}
    ready = await client.get("/user-service/readyz")
    assert ready.status_code == 200
    assert ready.json()["checks"] == {"database": "ok", "redis": "ok"}


async def test_openapi_docs_are_under_the_prefix(client):
    assert (await client.get("/user-service/openapi.json")).json()["paths"]["/user-service/register"]
    assert "swagger" in (await client.get("/user-service/docs")).text.lower()


async def test_readyz_says_not_ready_when_redis_does_not_answer(test_settings, db_connection):
    from bakery_devtools.servers import free_port
    from bakery_devtools.testing.plugin import service_client
    from user_service.main import create_app

    nowhere = test_settings.model_copy(update={"redis_url": f"redis://127.0.0.1:{free_port()}/0"})
    async with service_client(create_app(nowhere), db_connection) as client:
        response = await client.get("/user-service/readyz")

    assert response.status_code == 503
    assert response.json()["checks"] == {"database": "ok", "redis": "down"}
    assert "message" in response.json()
