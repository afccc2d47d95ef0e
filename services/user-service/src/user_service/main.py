"""The user-service ASGI app, built by a factory: `uvicorn --factory user_service.main:create_app`.

The app is made when it is asked for, from the environment's settings, never when this module is
imported: importing it (tests, the OpenAPI export) needs no signing key. `user_service.main:app` still
works for an older command line; it builds the app then, and refuses to start without a real key."""

from collections.abc import Awaitable

from fastapi import APIRouter, FastAPI

from bakery_shared.app import Service, create_service_app
from bakery_shared.settings import Settings, get_settings

from .account.endpoints import router as account_router
from .auth.endpoints import public_router as auth_public
from .auth.endpoints import router as auth_router
from .business.endpoints import public_router as business_public
from .cakes.endpoints import customer_router as cakes_customer
from .cakes.endpoints import public_router as cakes_public
from .cakes.payment_endpoints import router as cake_payments_public
from .invoices.endpoints import customer_router as invoices_customer
from .invoices.endpoints import public_router as invoices_public
from .menu.endpoints import public_router as menu_public
from .newsletter.endpoints import public_router as newsletter_public
from .orders.endpoints import customer_router as orders_customer
from .orders.endpoints import public_router as orders_public
from .orders.endpoints import staff_router as orders_staff
from .payments.endpoints import public_router as payments_public
from .payments.reconciling import watch_card_payments
from .promotions.endpoints import public_router as promotions_public
from .realtime.endpoints import public_router as realtime_public
from .realtime.hub import Hub
from .realtime.wire import KeepServerSend
from .reservations.endpoints import public_router as reservations_public
from .reviews.endpoints import customer_router as reviews_customer
from .reviews.endpoints import public_router as reviews_public
from .seo.endpoints import public_router as seo_public
from .users.endpoints import router as users_router

PREFIX = "/user-service"


def public_router() -> APIRouter:
    """Every call of user-service that needs no token: sign-in, the storefront, placing and
    following an order, paying it online and downloading its invoice (by its follow link or the
    bearer), Stripe's webhook (by its signature), and the websocket (which authenticates itself)."""
    router = APIRouter()
    for part in (
        auth_public,
        menu_public,
        business_public,
        cakes_public,
        cake_payments_public,
        invoices_public,
        promotions_public,
        newsletter_public,
        orders_public,
        payments_public,
        realtime_public,
        reservations_public,
        reviews_public,
        seo_public,
    ):
        router.include_router(part)
    return router


def start_hub(app: FastAPI) -> Awaitable[None]:
    # Made before the app serves its first request, so a socket never finds no hub.
    app.state.hub = Hub(app.state.redis, lambda: app.state.sessionmaker, app.state.clock)
    return app.state.hub.run()


def create_app(settings: Settings | None = None) -> FastAPI:
    app = create_service_app(
        Service(
            title="Cofetăria Dulce — user-service",
            description="Magazinul: meniu, autentificare, contul clientului, comenzi și notificări în timp real.",
            prefix=PREFIX,
        ),
        settings=settings or get_settings(),
        public_router=public_router(),
        routers=[
            auth_router,
            account_router,
            orders_staff,
            orders_customer,
            users_router,
            reviews_customer,
            cakes_customer,
            invoices_customer,
        ],
        on_start=[start_hub, watch_card_payments],
    )
    # Outermost, so the hub can write ready-made frames to a panel's connection (realtime/wire.py).
    app.add_middleware(KeepServerSend)
    return app


def __getattr__(name: str) -> FastAPI:
    # `uvicorn user_service.main:app` (without --factory): the app, built at the moment it is asked for.
    if name == "app":
        return create_app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
