"""The admin-service ASGI app: `uvicorn admin_service.main:app`."""

from fastapi import FastAPI

from bakery_shared.app import create_service_app
from bakery_shared.orders import unanswered_orders_task
from bakery_shared.settings import Settings, get_settings

from .auth.endpoints import router as auth_router
from .catalog.endpoints import categories_router, router as catalog_router
from .orders.endpoints import router as orders_router
from .setup.endpoints import router as setup_router
from .users.endpoints import router as users_router

PREFIX = "/admin-service"


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(
        title="Cofetăria Dulce — admin-service",
        description="Administrarea: comenzi, meniu, configurare, utilizatori și statistici.",
        prefix=PREFIX,
        settings=settings or get_settings(),
        routers=[auth_router, users_router, setup_router, catalog_router, categories_router, orders_router],
        on_start=[unanswered_orders_task],
    )


app = create_app()
