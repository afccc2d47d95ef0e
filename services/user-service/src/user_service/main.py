"""The user-service ASGI app: `uvicorn user_service.main:app`."""

from collections.abc import Awaitable

from fastapi import FastAPI

from bakery_shared.app import create_service_app
from bakery_shared.settings import Settings, get_settings

from .account.endpoints import router as account_router
from .auth.endpoints import router as auth_router
from .menu.endpoints import router as menu_router
from .orders.endpoints import routers as orders_routers
from .restaurant.endpoints import router as restaurant_router
from .realtime.endpoints import router as realtime_router
from .realtime.hub import Hub

PREFIX = "/user-service"


def start_hub(app: FastAPI) -> Awaitable[None]:
    app.state.hub = Hub(app.state.redis, lambda: app.state.sessionmaker)
    return app.state.hub.run()


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(
        title="Cofetăria Dulce — user-service",
        description="Magazinul: meniu, autentificare, contul clientului, comenzi și notificări în timp real.",
        prefix=PREFIX,
        settings=settings or get_settings(),
        on_start=[start_hub],
        routers=[auth_router, account_router, realtime_router, restaurant_router, menu_router, *orders_routers],
    )


app = create_app()
