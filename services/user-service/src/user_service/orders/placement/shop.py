"""What every stage of placing an order works with: the request's session (which owns the
transaction), the clock, the settings, the event bus, Redis and the setup cache."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import cached_property

from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.business.repository import BusinessRepository
from bakery_shared.clock import Clock
from bakery_shared.events import EventBus
from bakery_shared.settings import Settings

from ..repository import CustomerOrderRepository
from .setup_cache import SetupCache


@dataclass(frozen=True)
class Shop:
    session: AsyncSession
    settings: Settings
    clock: Clock
    events: EventBus
    redis: Redis
    # Staff panels connected anywhere (realtime.presence.PanelCount, one per process).
    panels: Callable[[], Awaitable[int]]
    setup_cache: SetupCache = field(default_factory=SetupCache)

    @cached_property
    def orders(self) -> CustomerOrderRepository:
        return CustomerOrderRepository(self.session)

    @cached_property
    def business(self) -> BusinessRepository:
        return BusinessRepository(self.session)
