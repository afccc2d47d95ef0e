"""The user-service ASGI app: `uvicorn user_service.main:app`."""

from fastapi import FastAPI

from bakery_shared.app import create_service_app
from bakery_shared.settings import Settings, get_settings

from .auth.endpoints import router as auth_router

PREFIX = "/user-service"


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(
        title="Cofetăria Dulce — user-service",
        description="Magazinul: meniu, autentificare, contul clientului, comenzi și notificări în timp real.",
        prefix=PREFIX,
        settings=settings or get_settings(),
        routers=[auth_router],
    )


app = create_app()
