"""The real-time channel as a process of its own: `uvicorn --factory user_service.realtime.app:create_app`.

The staff panels' websocket (`/user-service/ws`) and the hub behind it, with nothing else: the
gateway sends the websocket here and every other call to user-service's workers. A panel's message
then waits for no order being placed: in the workers, the hub shared their event loop, and under a
rush every frame queued behind the requests (docs/decisions/realtime-process.md). The code is
the same as user-service's own `/ws` (which stays, for a deployment that runs one process); only
where it runs changes.

This process places no order and sends no mail: the outbox relay and the mail sender stay with the
workers (that run them for every order), so here they are off. It asks the kernel for a slightly
higher priority than the workers' (REALTIME_NICE, niceness below 0), where it may: a root `make run`
or a container with CAP_SYS_NICE; elsewhere it runs at the default, and says so once in its log."""

from collections.abc import Awaitable
import logging
import os

from fastapi import FastAPI

from bakery_shared.app import Service, create_service_app
from bakery_shared.settings import Settings, get_settings

from .endpoints import public_router
from .hub import Hub
from .wire import KeepServerSend

log = logging.getLogger(__name__)

PREFIX = "/user-service"
# -5: about three times a worker's share of a contended core whenever a frame is due; the hub
# sleeps otherwise, so the workers lose nothing while no event is going out.
DEFAULT_NICE = -5


def start_hub(app: FastAPI) -> Awaitable[None]:
    # Made before the app serves its first request, so a socket never finds no hub.
    app.state.hub = Hub(app.state.redis, lambda: app.state.sessionmaker, app.state.clock)
    return app.state.hub.run()


def ask_for_priority(niceness: int) -> bool:
    """Lower this process's niceness to `niceness` (Linux: of its event loop's thread, the one that
    writes the frames); False where the platform refuses it."""
    if not hasattr(os, "setpriority") or niceness >= os.getpriority(os.PRIO_PROCESS, 0):
        return False
    try:
        os.setpriority(os.PRIO_PROCESS, 0, niceness)
    except OSError:
        return False
    return True


def _niceness() -> int:
    raw = os.environ.get("REALTIME_NICE", "").strip()
    return int(raw) if raw else DEFAULT_NICE


async def _prioritise(app: FastAPI) -> None:
    niceness = _niceness()
    if ask_for_priority(niceness):
        log.info("real-time process at niceness %d", niceness)
    else:
        log.info("real-time process at the default priority (niceness %d not allowed here)", niceness)


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()
    app = create_service_app(
        Service(
            title="Cofetăria Dulce — user-service, canalul în timp real",
            description="Notificările comenzilor în timp real (websocket).",
            prefix=PREFIX,
        ),
        # The relay and the mail sender are the workers' (see the module's docstring).
        settings=settings.model_copy(update={"outbox_relay_seconds": 0, "mail_poll_seconds": 0}),
        public_router=public_router,
        routers=[],
        on_start=[start_hub, _prioritise],
    )
    # Outermost, so the hub can write ready-made frames to a panel's connection (wire.py).
    app.add_middleware(KeepServerSend)
    return app
