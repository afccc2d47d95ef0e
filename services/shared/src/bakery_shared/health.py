"""/healthz: the process answers. /readyz: the database and Redis answer too."""

import asyncio
import logging

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from sqlalchemy import text

from .dependencies import EngineDep, RedisDep

log = logging.getLogger(__name__)

NOT_READY = "Serviciul nu este pregătit: baza de date sau Redis nu răspund."


def health_router(prefix: str) -> APIRouter:
    router = APIRouter(prefix=prefix, tags=["operations"])

    @router.get("/healthz", summary="The process is alive")
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @router.get(
        "/readyz",
        summary="The database and Redis answer",
        responses={503: {"description": "Baza de date sau Redis nu răspund (`checks` spune care)."}},
    )
    async def readyz(engine: EngineDep, redis: RedisDep) -> JSONResponse:
        checks = {"database": "ok", "redis": "ok"}
        try:
            async with asyncio.timeout(2):
                async with engine.connect() as connection:
                    await connection.execute(text("SELECT 1"))
        except Exception:
            log.warning("readiness: database does not answer", exc_info=True)
            checks["database"] = "down"
        try:
            async with asyncio.timeout(2):
                await redis.ping()
        except Exception:
            log.warning("readiness: redis does not answer", exc_info=True)
            checks["redis"] = "down"
        if all(v == "ok" for v in checks.values()):
            return JSONResponse({"status": "ready", "checks": checks})
        return JSONResponse({"status": 503, "message": NOT_READY, "errors": {}, "checks": checks}, status_code=503)

    return router
