"""The admin-service ASGI app, built by a factory: `uvicorn --factory admin_service.main:create_app`.

The app is made when it is asked for, from the environment's settings, never when this module is
imported: importing it (tests, the OpenAPI export) needs no signing key. `admin_service.main:app` still
works for an older command line; it builds the app then, and refuses to start without a real key."""

from fastapi import FastAPI

from bakery_shared.app import Service, create_service_app
from bakery_shared.settings import Settings, get_settings

from .auth.endpoints import public_router
from .business.endpoints import alert_router as unanswered_alert_router
from .business.endpoints import router as business_router
from .cakes.cancel import router as cake_cancel_router
from .cakes.endpoints import router as cake_requests_router
from .cakes.endpoints import setup_router as cake_setup_router
from .cakes.jobs import watch_cake_requests
from .dashboard.endpoints import router as dashboard_router
from .delivery_zones.endpoints import router as delivery_zones_router
from .invoices.endpoints import router as invoices_router
from .invoices.filing import file_invoices
from .invoicing_setup.endpoints import router as invoicing_setup_router
from .media.backfill import backfill_photo_formats_on_start
from .menu.endpoints import categories_router
from .menu.endpoints import router as products_router
from .newsletter.endpoints import router as newsletter_router
from .orders.alerts import watch_unanswered_orders
from .orders.endpoints import router as orders_router
from .promotions.endpoints import router as promotions_router
from .reports.endpoints import router as reports_router
from .reservations.endpoints import router as reservations_router
from .reservations.endpoints import settings_router as reservation_settings_router
from .reviews.endpoints import router as reviews_router
from .users.endpoints import router as users_router

PREFIX = "/admin-service"


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(
        Service(
            title="Cofetăria Dulce — admin-service",
            description="Administrarea: comenzi, meniu, configurare, utilizatori și statistici.",
            prefix=PREFIX,
        ),
        settings=settings or get_settings(),
        # Staff sign-in is admin-service's only public call.
        public_router=public_router,
        routers=[
            users_router,
            # The setup's calls in the OpenAPI document's order: the delivery zones between the
            # business's own and its unanswered-order alert.
            business_router,
            delivery_zones_router,
            unanswered_alert_router,
            products_router,
            categories_router,
            orders_router,
            cake_requests_router,
            cake_setup_router,
            cake_cancel_router,
            invoicing_setup_router,
            invoices_router,
            promotions_router,
            newsletter_router,
            reservations_router,
            reservation_settings_router,
            reports_router,
            reviews_router,
            dashboard_router,
        ],
        # Photos stored before the AVIF/WebP copies existed get them, once, in the background.
        # Custom cake requests move on with time (quotes expire, paid cakes lock) and send their reminders.
        # Invoices are filed with ANAF's e-Factura when its credentials are set.
        on_start=[watch_unanswered_orders, watch_cake_requests, backfill_photo_formats_on_start, file_invoices],
    )


def __getattr__(name: str) -> FastAPI:
    # `uvicorn admin_service.main:app` (without --factory): the app, built at the moment it is asked for.
    if name == "app":
        return create_app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
