"""What a request may ask for. The app's lifespan puts these on `app.state`; only dependencies
read it, so services get their collaborators as arguments and tests can see what each needs.

FastAPI solves every dependency of a call anew on each request, the shared ones again at every
place they are named, and that solving cost more CPU per order than the few attribute reads it
delivers. So a dependency that needs several of these (the principal, an order's placement) takes
the connection and reads them in one step: with the plain functions below, or from `app.state`
itself for what only one such dependency reads (the placement's Redis and event bus, in user-service)."""

from typing import Annotated

from fastapi import Depends
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncEngine
from starlette.requests import HTTPConnection

from .clock import Clock
from .events import EventBus
from .settings import Settings


def settings_of(connection: HTTPConnection) -> Settings:
    return connection.app.state.settings


def clock_of(connection: HTTPConnection) -> Clock:
    return connection.app.state.clock


async def get_settings_of_app(connection: HTTPConnection) -> Settings:
    return settings_of(connection)


async def get_engine(connection: HTTPConnection) -> AsyncEngine:
    return connection.app.state.engine


async def get_redis(connection: HTTPConnection) -> Redis:
    return connection.app.state.redis


async def get_events(connection: HTTPConnection) -> EventBus:
    return connection.app.state.events


async def get_clock(connection: HTTPConnection) -> Clock:
    return clock_of(connection)


async def client_address(connection: HTTPConnection) -> str:
    return connection.client.host if connection.client else "unknown"


SettingsDep = Annotated[Settings, Depends(get_settings_of_app)]
EngineDep = Annotated[AsyncEngine, Depends(get_engine)]
RedisDep = Annotated[Redis, Depends(get_redis)]
EventsDep = Annotated[EventBus, Depends(get_events)]
ClockDep = Annotated[Clock, Depends(get_clock)]
ClientAddress = Annotated[str, Depends(client_address)]
