"""An error nobody handled answers the one error shape, in Romanian, with nothing of the code's
insides in the body; the stack trace goes to the log for the developers."""

import logging

from fastapi import APIRouter, Depends
import httpx

from bakery_devtools.testing.plugin import live_server
from bakery_shared.app import Service, create_service_app

GENERIC = {"status": 500, "message": "A avut loc o eroare", "errors": {}}
SECRET = "parola-bazei-de-date=s3cr3t in /srv/bakery/app.py"


def broken_app(settings):
    public = APIRouter()

    @public.get("/boom")
    async def boom():
        raise RuntimeError(SECRET)

    @public.post("/boom-in-sync-code")
    def boom_in_sync_code(body: dict):
        return {"ratio": body["a"] / 0}

    def failing_dependency():
        raise KeyError(SECRET)

    @public.get("/boom-in-a-dependency", dependencies=[Depends(failing_dependency)])
    async def never_reached():
        return {"ok": True}

    return create_service_app(Service("Test", "/test-service"), settings=settings, public_router=public, routers=[])


class Collected(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


async def test_an_unhandled_error_answers_the_one_json_shape_without_a_stack_trace(test_settings, redis_client):
    app = broken_app(test_settings)  # configures the services' logging (it replaces the root handlers)
    log = Collected()
    logging.getLogger("bakery_shared.errors").addHandler(log)
    try:
        async with live_server(app) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:
            answers = [
                await http.get("/test-service/boom"),
                await http.post("/test-service/boom-in-sync-code", json={"a": 1}),
                await http.get("/test-service/boom-in-a-dependency"),
            ]
            still_serving = await http.get("/test-service/healthz")
    finally:
        logging.getLogger("bakery_shared.errors").removeHandler(log)

    for response in answers:
        assert response.status_code == 500
        assert response.headers["content-type"] == "application/json"
        assert response.json() == GENERIC
        for inside in ("Traceback", "RuntimeError", "ZeroDivisionError", "KeyError", "s3cr3t", ".py", 'File "'):
            assert inside not in response.text
    # The developers get the trace in the log, with the request that caused it.
    logged = [r for r in log.records if r.getMessage().startswith("unhandled error on")]
    assert [r.getMessage() for r in logged[:3]] == [
        "unhandled error on GET /test-service/boom",
        "unhandled error on POST /test-service/boom-in-sync-code",
        "unhandled error on GET /test-service/boom-in-a-dependency",
    ]
    assert all(r.exc_info for r in logged)
    assert still_serving.json() == {"status": "ok"}  # one failed request does not take the service down
