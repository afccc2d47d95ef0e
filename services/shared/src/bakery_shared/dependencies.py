"""What a request may ask for. The app's lifespan puts these on `app.state`; only the functions
here read it, so services get their collaborators as arguments and tests can see what each needs."""

from typing import Annotated

from fastapi import Depends
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncEngine
from starlette.requests import HTTPConnection

from .clock import Clock
from .events import EventBus
from .settings import Settings


async def get_settings_of_app(connection: HTTPConnection) -> Settings:
    return connection.app.state.settings


async def get_engine(connection: HTTPConnection) -> AsyncEngine:
    return connection.app.state.engine


async def get_redis(connection: HTTPConnection) -> Redis:
    return connection.app.state.redis


async def get_events(connection: HTTPConnection) -> EventBus:
    return connection.app.state.events


async def get_clock(connection: HTTPConnection) -> Clock:
    return connection.app.state.clock


async def client_address(connection: HTTPConnection) -> str:
    return connection.client.host if connection.client else "unknown"


SettingsDep = Annotated[Settings, Depends(get_settings_of_app)]
EngineDep = Annotated[AsyncEngine, Depends(get_engine)]
RedisDep = Annotated[Redis, Depends(get_redis)]
EventsDep = Annotated[EventBus, Depends(get_events)]
ClockDep = Annotated[Clock, Depends(get_clock)]
ClientAddress = Annotated[str, Depends(client_address)]
