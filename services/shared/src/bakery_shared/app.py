"""The app factory both services use: lifespan resources, error shape, health, docs under the prefix."""

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
import contextlib
from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI
from redis.asyncio import Redis

from .db import create_engine, create_sessionmaker
from .errors import install_error_handlers
from .events import EventBus
from .health import health_router
from .log_setup import configure_logging
from .mail import Mailer
from .settings import Settings


def create_service_app(
    *,
    title: str,
    prefix: str,
    settings: Settings,
    routers: Sequence[APIRouter],
    description: str = "",
    on_start: Sequence[Callable[[FastAPI], Awaitable[None]]] = (),
) -> FastAPI:
    """`on_start`: long-running tasks of the service (e.g. the websocket hub), run for its lifetime."""
    configure_logging(settings.log_level)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        engine = create_engine(settings)
        redis = Redis.from_url(settings.redis_url, decode_responses=True)
        app.state.engine = engine
        app.state.sessionmaker = create_sessionmaker(engine)
        app.state.redis = redis
        app.state.events = EventBus(redis, lambda: app.state.sessionmaker)
        app.state.mailer = Mailer(settings)
        # The ASGI-transport test client runs without them (see testing.plugin.service_client).
        background = getattr(app.state, "run_background_tasks", True)
        tasks = [asyncio.create_task(start(app)) for start in on_start] if background else []
        if background and settings.outbox_relay_seconds > 0:
            tasks.append(asyncio.create_task(app.state.events.relay_forever(settings.outbox_relay_seconds)))
        try:
            yield
        finally:
            for task in tasks:
                task.cancel()
            for task in tasks:
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            await redis.aclose()
            await engine.dispose()

    app = FastAPI(
        title=title,
        description=description,
        lifespan=lifespan,
        docs_url=f"{prefix}/docs",
        redoc_url=f"{prefix}/redoc",
        openapi_url=f"{prefix}/openapi.json",
        swagger_ui_oauth2_redirect_url=f"{prefix}/docs/oauth2-redirect",
    )
    app.state.settings = settings
    install_error_handlers(app)
    app.include_router(health_router(prefix))
    for router in routers:
        app.include_router(router, prefix=prefix)
    return app
