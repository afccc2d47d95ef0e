"""The app factory both services use: lifespan resources, error shape, health, docs under the prefix.

Routes are signed-in by default: every router in `routers` is mounted under a parent that requires
a valid token, whatever its own guards say. Calls open to anyone sit in the one `public_router`
of each service, so a public route is always a visible, deliberate choice.
"""

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
import logging

from fastapi import APIRouter, Depends, FastAPI
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncEngine

from .account.mails import RESOLVERS as ACCOUNT_MAILS
from .auth.dependencies import get_principal
from .clock import Clock
from .db import create_engine, create_sessionmaker
from .edge import ServiceEdge
from .errors import install_error_handlers
from .events import EventBus
from .health import health_router
from .invoicing.mails import RESOLVERS as INVOICE_MAILS
from .log_setup import configure_logging
from .mail import Mailer, MailSender
from .mail.queue import one_by_one
from .metrics import METRICS_PATH, metrics_endpoint, process_stopped
from .openapi import install_error_documentation
from .orders.mails import RESOLVERS as ORDER_MAILS
from .redis_client import create_redis
from .settings import Settings

logger = logging.getLogger(__name__)
SHUTDOWN_GRACE_SECONDS = 5.0

BackgroundTask = Callable[[FastAPI], Awaitable[None]]


@dataclass(frozen=True)
class Service:
    """What a service is called in its OpenAPI document, and the path prefix it answers under."""

    title: str
    prefix: str
    description: str = ""


def _open(app: FastAPI, settings: Settings) -> tuple[AsyncEngine, Redis]:
    # A test may hand the app its own clock first, so the test and the app read one time.
    if getattr(app.state, "clock", None) is None:
        app.state.clock = Clock(settings.clock_start)
    engine, redis = create_engine(settings), create_redis(settings, app.state.clock)
    app.state.engine = engine
    app.state.sessionmaker = create_sessionmaker(engine)
    app.state.redis = redis
    app.state.events = EventBus(app.state.redis, lambda: app.state.sessionmaker, app.state.clock)
    app.state.mailer = Mailer(settings)
    resolvers = {purpose: one_by_one(resolve) for purpose, resolve in ACCOUNT_MAILS.items()} | ORDER_MAILS | INVOICE_MAILS
    app.state.mail_sender = MailSender(
        lambda: app.state.sessionmaker, app.state.mailer, app.state.clock, settings, resolvers=resolvers, redis=redis
    )
    return engine, redis


def _start(app: FastAPI, settings: Settings, on_start: Sequence[BackgroundTask]) -> list[asyncio.Task]:
    # The ASGI-transport test client runs without them (see bakery_devtools.testing.plugin).
    if not getattr(app.state, "run_background_tasks", True):
        return []
    tasks = [asyncio.create_task(start(app)) for start in on_start]
    if settings.outbox_relay_seconds > 0:
        # The relay marks the events this process publishes: no transaction of their own.
        app.state.events.marks_by_relay = True
        tasks.append(asyncio.create_task(app.state.events.relay_forever(settings.outbox_relay_seconds)))
    if settings.mail_poll_seconds > 0:
        tasks.append(asyncio.create_task(app.state.mail_sender.run_forever()))
    return tasks


async def _stop(tasks: list[asyncio.Task]) -> None:
    for task in tasks:
        task.cancel()
    # Bounded: a task that swallows its cancellation (redis-py has done so mid-connect)
    # must not keep the process from stopping.
    if tasks:
        _, stuck = await asyncio.wait(tasks, timeout=SHUTDOWN_GRACE_SECONDS)
        for task in stuck:
            logger.error("background task %s did not stop within %s s", task.get_coro(), SHUTDOWN_GRACE_SECONDS)
    for task in tasks:
        if task.done() and not task.cancelled() and task.exception() is not None:
            logger.error("background task %s failed", task.get_coro(), exc_info=task.exception())


def create_service_app(
    service: Service,
    *,
    settings: Settings,
    public_router: APIRouter,
    routers: Sequence[APIRouter],
    on_start: Sequence[BackgroundTask] = (),
) -> FastAPI:
    """`on_start`: long-running tasks of the service (e.g. the websocket hub), run for its lifetime."""
    configure_logging(settings.log_level)
    title, prefix, description = service.title, service.prefix, service.description

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        engine, redis = _open(app, settings)
        tasks = _start(app, settings, on_start)
        try:
            yield
        finally:
            await _stop(tasks)
            await redis.aclose()
            await engine.dispose()
            process_stopped()

    app = FastAPI(
        title=title,
        description=description,
        lifespan=lifespan,
        docs_url=f"{prefix}/docs",
        redoc_url=f"{prefix}/redoc",
        openapi_url=f"{prefix}/openapi.json",
        swagger_ui_oauth2_redirect_url=f"{prefix}/docs/oauth2-redirect",
        # The services report to Prometheus (metrics.py), not OpenTelemetry: FastAPI need not ask
        # on every request whether a tracer or meter was set up.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    app.state.settings = settings
    install_error_handlers(app)
    # Control characters and lone surrogates are refused before any route (or the database) sees
    # them; answers are no-store by default, and counted (edge.py).
    app.add_middleware(ServiceEdge, service=prefix.strip("/"))
    # On the service's own port only: outside the prefixes the gateway publishes (see metrics.py).
    app.add_api_route(METRICS_PATH, metrics_endpoint, include_in_schema=False)
    app.include_router(health_router(prefix))
    app.include_router(public_router, prefix=prefix)
    signed_in = APIRouter(dependencies=[Depends(get_principal)])
    for router in routers:
        signed_in.include_router(router)
    app.include_router(signed_in, prefix=prefix)
    install_error_documentation(app)
    return app
