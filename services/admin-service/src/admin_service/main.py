"""The admin-service ASGI app: `uvicorn admin_service.main:app`."""

from fastapi import FastAPI

from bakery_shared.app import create_service_app
from bakery_shared.settings import Settings, get_settings

from .auth.endpoints import router as auth_router
from .users.endpoints import router as users_router

PREFIX = "/admin-service"


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(
        title="Cofetăria Dulce — admin-service",
        description="Administrarea: comenzi, meniu, configurare, utilizatori și statistici.",
        prefix=PREFIX,
        settings=settings or get_settings(),
        routers=[auth_router, users_router],
    )


app = create_app()
