"""Prometheus metrics of a service, at GET /metrics on the service's own port.

The gateway publishes only /user-service/, /admin-service/, /media/ and the web app, so /metrics
is reachable from the internal network (the scraper) and never from the internet.

- Counted in the process: requests and their latency per route template (never the raw path, so
  an order number does not make a new series), orders placed, mails sent, events published, open
  websockets.
- Read from Postgres at scrape time: the outbox and the mail queue (how many wait, how old the
  oldest is). Both services report the same numbers; take either (max) in dashboards.

Several worker processes per service (uvicorn --workers N): set PROMETHEUS_MULTIPROC_DIR to an
empty directory before the workers start; each writes its numbers there and any worker's
/metrics answers the sum over all of them (prometheus-client's multiprocess mode).
"""

import asyncio
import os

# Read by prometheus_client when it is imported: the directory must exist by then.
_MULTIPROCESS_DIR = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
if _MULTIPROCESS_DIR:
    os.makedirs(_MULTIPROCESS_DIR, exist_ok=True)

from fastapi import Request  # noqa: E402
from fastapi.responses import Response  # noqa: E402
from prometheus_client import (  # noqa: E402
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily  # noqa: E402
from prometheus_client.registry import Collector  # noqa: E402
from starlette.types import Scope  # noqa: E402

from .outbox.repository import OutboxRepository  # noqa: E402

METRICS_PATH = "/metrics"
UNMATCHED = "unmatched"  # the route label of a request no route answered (404s of unknown paths)
OTHER = "other"  # answered by a plain Starlette route (the docs pages), which leaves no template in the scope

REQUESTS = Counter(
    "bakery_http_requests", "HTTP requests answered, by route template and status.", ["service", "method", "route", "status"]
)
LATENCY = Histogram(
    "bakery_http_request_duration_seconds",
    "Time to answer an HTTP request, by route template.",
    ["service", "method", "route"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
ORDERS_PLACED = Counter(
    "bakery_orders_placed",
    "Orders saved (a retried checkout answered from its Idempotency-Key is not counted).",
    ["delivery_method"],
)
MAILS = Counter(
    "bakery_mails", "Mail delivery attempts by outcome: sent, retry (will be tried again), failed (given up).", ["outcome"]
)
EVENTS_PUBLISHED = Counter("bakery_events_published", "Order events published on Redis from the outbox.")
WEBSOCKETS = Gauge(
    "bakery_websocket_connections",
    "Open real-time connections, by who holds them: staff, customer or guest.",
    ["audience"],
    multiprocess_mode="livesum",
)


def route_template(scope: Scope) -> str:
    """The template of the route that answered, with its full prefix: "/user-service/get-product/{product_id}".

    FastAPI puts the matched route in the scope with its path relative to the router it was
    declared on; the prefixes above it (static in both services) are the leading segments of the
    request path, as many as the template does not cover."""
    route = scope.get("route")
    relative = getattr(route, "path_format", None)
    if not relative:
        return UNMATCHED
    path = scope.get("path", "")
    if path == relative or ":path}" in getattr(route, "path", ""):
        return relative
    segments = path.split("/")
    return "/".join(segments[: len(segments) - relative.count("/")]) + relative


class RequestCounts:
    """Counts and times each HTTP request under its route template (see edge.py, which calls it).

    A metric's labelled child is looked up once per (method, route, status) and kept: prometheus
    client's `labels()` takes a lock and builds its key on every call."""

    def __init__(self, service: str) -> None:
        self.service = service
        self._children: dict[tuple[str, str, int], tuple[Counter, Histogram]] = {}

    def record(self, scope: Scope, status: int, seconds: float) -> None:
        route = route_template(scope)
        if route == UNMATCHED and status != 404:
            route = OTHER
        key = (scope["method"], route, status)
        children = self._children.get(key)
        if children is None:
            method = scope["method"]
            children = REQUESTS.labels(self.service, method, route, str(status)), LATENCY.labels(self.service, method, route)
            self._children[key] = children
        children[0].inc()
        children[1].observe(seconds)


class _Snapshot(Collector):
    """Numbers read at scrape time, handed to prometheus_client as they are."""

    def __init__(self, families: list[GaugeMetricFamily]) -> None:
        self.families = families

    def collect(self):
        return iter(self.families)


async def _queue_families(request: Request) -> list[GaugeMetricFamily]:
    """The outbox and the mail queue as Postgres sees them now; database_up 0 when it cannot tell."""
    outbox_waiting = GaugeMetricFamily("bakery_outbox_waiting_events", "Order events saved but not yet published on Redis.")
    outbox_age = GaugeMetricFamily(
        "bakery_outbox_oldest_waiting_seconds", "Age of the oldest unpublished order event (0 when none waits)."
    )
    mail_waiting = GaugeMetricFamily("bakery_mail_queue_waiting", "Mails queued and not yet sent (new or to be retried).")
    mail_age = GaugeMetricFamily(
        "bakery_mail_queue_oldest_waiting_seconds", "Age of the oldest mail not yet sent (0 when none waits)."
    )
    mail_failed = GaugeMetricFamily(
        "bakery_mail_queue_failed", "Mails given up after the last attempt (see mail_queue.last_error)."
    )
    database_up = GaugeMetricFamily("bakery_database_up", "1 when Postgres answered this scrape's queries, else 0.")
    redis_up = GaugeMetricFamily("bakery_redis_up", "1 when Redis answered this scrape's ping, else 0.")

    # Imported here: bakery_shared.mail imports this module for its counter.
    from .mail.repository import MailQueueRepository

    try:
        async with asyncio.timeout(2), request.app.state.sessionmaker() as session:
            outbox = await OutboxRepository(session).waiting()
            mail = await MailQueueRepository(session).waiting()
            failed = await MailQueueRepository(session).failed()
    except Exception:
        families = [database_up]
        database_up.add_metric([], 0)
    else:
        outbox_waiting.add_metric([], outbox[0])
        outbox_age.add_metric([], outbox[1])
        mail_waiting.add_metric([], mail[0])
        mail_age.add_metric([], mail[1])
        mail_failed.add_metric([], failed)
        database_up.add_metric([], 1)
        families = [outbox_waiting, outbox_age, mail_waiting, mail_age, mail_failed, database_up]
    try:
        async with asyncio.timeout(1):
            await request.app.state.redis.ping()
        redis_up.add_metric([], 1)
    except Exception:
        redis_up.add_metric([], 0)
    return [*families, redis_up]


async def metrics_endpoint(request: Request) -> Response:
    if _MULTIPROCESS_DIR:
        process_registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(process_registry)
    else:
        process_registry = REGISTRY
    snapshot = CollectorRegistry(auto_describe=False)
    snapshot.register(_Snapshot(await _queue_families(request)))
    return Response(generate_latest(process_registry) + generate_latest(snapshot), media_type=CONTENT_TYPE_LATEST)


def process_stopped() -> None:
    """At the end of a worker's lifespan: its live gauges (websockets) stop counting."""
    if _MULTIPROCESS_DIR:
        multiprocess.mark_process_dead(os.getpid())
