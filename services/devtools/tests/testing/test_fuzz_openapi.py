"""Schemathesis against both OpenAPI documents: real servers, a real Postgres and Redis, the demo bakery.

Each service runs under uvicorn on a throwaway database seeded with the demo bakery (open around
the clock, with a customer and a few orders), and `schemathesis run` sends it generated calls,
valid and invalid, with a signed-in admin; user-service's customer-only calls get a second pass
with the customer's token. The test fails on any 5xx (counted on the server too) and on any
answer whose status, content type, headers or body the document does not describe, or that
accepts what the document calls invalid.

The document each run reads is the service's own, plus request examples taken from the seeded
database (an orderable product, an order number): random ids name nothing, so without them the
order and lifecycle calls would never get past "not found". Every call whose body takes a sum or
a count also gets one named example per such field and per form nobody types (MONEY_FORMS: huge,
tiny, negative, exponent, NaN), which the examples phase sends whatever FUZZ_EXAMPLES is.

Marked `fuzz` and left out of the plain backend run (pytest.ini); `scripts/fuzz.sh` runs it.
Knobs, all optional: FUZZ_EXAMPLES (examples per call, default 40), FUZZ_SEED (default fixed,
"random" for a new one), FUZZ_PHASES (default examples,coverage,fuzzing; add stateful for
sequences of calls), FUZZ_CHECKS (default CHECKS below), FUZZ_REPORT_DIR (keeps the JUnit and
NDJSON reports).
"""

import asyncio
from collections import Counter
from datetime import UTC, datetime
import json
import os
from pathlib import Path
import random
import sys
from typing import Any

from fastapi import FastAPI
import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from admin_service.main import create_app as create_admin_app
from bakery_devtools.seed import seed
from bakery_devtools.testing.orders import checkout, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import current_clock, live_server
from bakery_shared.auth.passwords import hash_password
from bakery_shared.auth.tokens import issue_token_for
from bakery_shared.models import Category, Dimension, PickupLocation, Product, Role, User
from bakery_shared.settings import Settings
from user_service.main import create_app as create_user_app

pytestmark = [pytest.mark.fuzz, pytest.mark.timeout(1800)]

CHECKS = ",".join(
    (
        "not_a_server_error",  # no 5xx, whatever is sent
        "status_code_conformance",  # every status is one the document lists
        "content_type_conformance",  # with the content type it lists
        "response_schema_conformance",  # and a body its schema describes (the one error shape for refusals)
        "response_headers_conformance",
        "negative_data_rejection",  # what the document calls invalid is refused with a 4xx
        "ignored_auth",  # a signed-in call is refused without its token
    )
)
# The calls only a customer may make (an admin gets 403): fuzzed again with a customer's token.
CUSTOMER_CALLS = r"^/user-service/(user-contact-information|update-user-profile|user-address-information|update-user-addresses|get-user-orders|get-order-details/.*)$"
CUSTOMER_EMAIL = "fuzz.client@example.com"

Examples = dict[tuple[str, str], dict[str, Any]]


def _examples() -> int:
    return int(os.environ.get("FUZZ_EXAMPLES", "40"))


def _seed() -> int:
    value = os.environ.get("FUZZ_SEED", "20261231")
    return random.randrange(2**31) if value == "random" else int(value)


# ---- the bakery the fuzzing runs against --------------------------------------------------------


async def _seed_bakery(engine: AsyncEngine, media_root: Path) -> dict[Role, User]:
    """The demo bakery, open around the clock (orders can be placed at any test time), and a customer."""
    async with AsyncSession(engine, expire_on_commit=False) as session, session.begin():
        await seed(session, media_root=media_root)
        await open_around_the_clock(session)
        session.add(
            User(
                first_name="Ioana",
                last_name="Fuzz",
                email=CUSTOMER_EMAIL,
                password_hash=hash_password("Parola#123"),
                role=Role.USER,
                email_confirmed_at=datetime.now(UTC),
            )
        )
        await session.flush()
        return {user.role: user for user in await session.scalars(select(User))}


async def _orderable(engine: AsyncEngine) -> dict[str, int]:
    """A product anyone can order for pickup as soon as possible, its size, its category and a pickup point."""
    async with AsyncSession(engine) as session:
        product, dimension, category = (
            await session.execute(
                select(Product.id, Dimension.id, Category.id)
                .join(Dimension, Dimension.product_id == Product.id)
                .join(Category, Category.id == Product.category_id)
                .where(
                    Product.available.is_(True),
                    Product.standard_order_type.is_(True),
                    Product.pre_order_order_type.is_(False),
                    Category.special_category.is_(False),
                    Category.is_pickup_from_specific_location.is_(False),
                    Dimension.availability.is_(True),
                    Dimension.stock_unlimited.is_(True),
                )
                .order_by(Product.id, Dimension.id)
                .limit(1)
            )
        ).one()
        location = await session.scalar(select(PickupLocation.id).order_by(PickupLocation.id).limit(1))
    return {"product": product, "dimension": dimension, "category": category, "location": location}


def _order_body(ids: dict[str, int]) -> dict[str, Any]:
    return checkout([product_line(ids["product"], ids["dimension"])], location_id=ids["location"])


async def _place_orders(settings: Settings, ids: dict[str, int], customer: str, count: int) -> list[dict[str, Any]]:
    """`count` orders placed through user-service as the customer (their answers: id, number, follow token)."""
    async with live_server(create_user_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:
        placed = []
        for _ in range(count):
            response = await http.post(
                "/user-service/place-order", json=_order_body(ids), headers={"Authorization": f"Bearer {customer}"}
            )
            assert response.status_code == 201, response.text
            placed.append(response.json())
    return placed


def _token(settings: Settings, user: User) -> str:
    return issue_token_for(settings, current_clock().now(), user)[0]


# ---- running schemathesis -------------------------------------------------------------------------


def _with_examples(document: dict[str, Any], examples: Examples) -> dict[str, Any]:
    """The document with a request example on some calls: a body ("body") or path parameters (by name)."""
    for (method, path), example in examples.items():
        operation = document["paths"][path][method]
        for parameter in operation.get("parameters", []):
            if parameter["name"] in example:
                parameter["example"] = example[parameter["name"]]
        if "body" in example:
            operation["requestBody"]["content"]["application/json"]["example"] = example["body"]
    return _with_money_forms(document)


# ---- sums and counts in forms nobody types --------------------------------------------------------

# The fields that take a sum of money or a count of pieces, wherever a body has them.
MONEY_FIELDS = {
    "amount",
    "totalPackageCost",
    "price",
    "boxPrice",
    "deliveryFee",
    "minimumOrder",
    "discountAmount",
    "discountPercentage",
    "minOrderValue",
    "cashAmount",
    "cardAmount",
    "quantity",
}
# Huge, tiny, negative, exponent and non-finite: each once, as text and as a JSON number where it is one
# (1E+40 quantized to cents raised decimal.InvalidOperation: a 500).
MONEY_FORMS: list[Any] = ["1E+40", 1e40, "1e-30", 1e-30, "-0", -1, "-1E+40", "NaN", "Infinity", "9" * 40]

Path_ = tuple[str | int, ...]


def _money_paths(document: dict[str, Any], schema: dict[str, Any], seen: frozenset[str] = frozenset()) -> list[Path_]:
    """Where a body of this schema holds a money or count field (a list's first element stands for all)."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name in seen:
            return []
        return _money_paths(document, document["components"]["schemas"][name], seen | {name})
    paths: list[Path_] = []
    for option in schema.get("anyOf", []) + schema.get("oneOf", []) + schema.get("allOf", []):
        paths += _money_paths(document, option, seen)
    if "items" in schema:
        paths += [(0, *path) for path in _money_paths(document, schema["items"], seen)]
    for name, field in schema.get("properties", {}).items():
        if name in MONEY_FIELDS:
            paths.append((name,))
        paths += [(name, *path) for path in _money_paths(document, field, seen)]
    return paths


def _example_paths(value: Any) -> list[Path_]:
    """Where an example body holds a money or count field (for calls whose body has no schema)."""
    if isinstance(value, list):
        return [(index, *path) for index, item in enumerate(value) for path in _example_paths(item)]
    if isinstance(value, dict):
        return [(key,) for key in value if key in MONEY_FIELDS] + [
            (key, *path) for key, item in value.items() for path in _example_paths(item)
        ]
    return []


def _with_value(body: Any, path: Path_, value: Any) -> Any:
    """A copy of `body` with `value` at `path`, making the objects and lists on the way."""
    key, rest = path[0], path[1:]
    if isinstance(key, int):
        items = list(body) if isinstance(body, list) else []
        items += [{} for _ in range(key + 1 - len(items))]
        items[key] = _with_value(items[key], rest, value) if rest else value
        return items
    copy = dict(body) if isinstance(body, dict) else {}
    copy[key] = _with_value(copy.get(key), rest, value) if rest else value
    return copy


def _with_money_forms(document: dict[str, Any]) -> dict[str, Any]:
    """Every call whose JSON body takes a sum or a count gets, besides its example, one named example
    per money field and wrong form: the examples phase sends each, so each must be a 4xx, never a 5xx."""
    for operations in document["paths"].values():
        for operation in operations.values():
            media = (
                operation.get("requestBody", {}).get("content", {}).get("application/json")
                if isinstance(operation, dict)
                else None
            )
            if media is None:
                continue
            base = media.pop("example", None)
            paths = set(_money_paths(document, media.get("schema", {})) + _example_paths(base))
            if not paths:
                if base is not None:
                    media["example"] = base
                continue
            examples = {"valid": {"value": base}} if base is not None else {}
            for path in sorted(paths, key=lambda path: [str(part) for part in path]):
                for index, form in enumerate(MONEY_FORMS):
                    name = f"{'.'.join(map(str, path))}={form!r}-{index}"
                    examples[name] = {"value": _with_value(base if base is not None else {}, path, form)}
            media["examples"] = examples
    return document


async def _schemathesis(base: str, schema: Path, token: str, report_dir: Path, name: str, *extra: str) -> tuple[int, str]:
    command = [
        str(Path(sys.executable).with_name("schemathesis")),
        "run",
        str(schema),
        "--url",
        base,
        "--header",
        f"Authorization: Bearer {token}",
        "--checks",
        os.environ.get("FUZZ_CHECKS", CHECKS),
        "--phases",
        os.environ.get("FUZZ_PHASES", "examples,coverage,fuzzing"),
        "--max-examples",
        str(_examples()),
        "--seed",
        str(_seed()),
        "--workers",
        "1",
        "--request-timeout",
        "30",
        "--generation-database",
        "none",
        "--suppress-health-check",
        "all",
        "--no-color",
        "--report",
        "junit,ndjson",
        "--report-dir",
        str(report_dir / name),
        *extra,
    ]
    # Its working folder holds schemathesis' own crash cache and Hypothesis' example database.
    work = report_dir / f"{name}-work"
    work.mkdir(parents=True, exist_ok=True)
    process = await asyncio.create_subprocess_exec(
        *command, cwd=work, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT, env={**os.environ, "NO_COLOR": "1"}
    )
    output, _ = await process.communicate()
    return process.returncode or 0, output.decode(errors="replace")


class StatusTally:
    """Wraps the app to count the answers per call and status: the output then shows whether the
    fuzzing got past validation (a 2xx) on each call, not only that nothing broke."""

    def __init__(self, app: FastAPI) -> None:
        self.app = app
        self.counts: Counter[tuple[str, int]] = Counter()

    def __getattr__(self, name: str):  # live_server sets app.state on what it is given
        return getattr(self.app, name)

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def counting_send(message) -> None:
            if message["type"] == "http.response.start":
                route = getattr(scope.get("route"), "path", None)  # relative to the service's prefix
                # No route: refused by the request guard, or a path or method the service does not have.
                call = f"{scope['method']} {route}" if route else "(no route: guard, 404, 405)"
                self.counts[(call, message["status"])] += 1
            await send(message)

        await self.app(scope, receive, counting_send)

    def report(self) -> str:
        calls: dict[str, list[str]] = {}
        for (call, status), count in sorted(self.counts.items()):
            if status != 405:  # schemathesis tries every method on every path
                calls.setdefault(call, []).append(f"{status}×{count}")
        return "\n".join(f"  {call}: {', '.join(statuses)}" for call, statuses in sorted(calls.items()))


async def _fuzz(
    app: FastAPI, prefix: str, runs: list[tuple[str, str, tuple[str, ...]]], examples: Examples, report_dir: Path
) -> None:
    tally = StatusTally(app)
    async with live_server(tally) as base:  # type: ignore[arg-type]
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            document = (await http.get(f"{prefix}/openapi.json")).json()
        schema = report_dir / f"{prefix.strip('/')}-openapi.json"
        schema.parent.mkdir(parents=True, exist_ok=True)
        schema.write_text(json.dumps(_with_examples(document, examples), ensure_ascii=False), encoding="utf-8")
        results = [(name, *await _schemathesis(base, schema, token, report_dir, name, *extra)) for name, token, extra in runs]
    for name, code, output in results:
        print(f"\n===== schemathesis {name}: exit {code}\n{output}")
    print(f"\n===== answers per call and status\n{tally.report()}")
    failed = [name for name, code, _ in results if code != 0]
    assert not failed, "schemathesis found problems in: " + ", ".join(failed)
    server_errors = {key: count for key, count in tally.counts.items() if key[1] >= 500}
    assert not server_errors, f"5xx answers: {server_errors}"


@pytest.fixture
async def fuzz_settings(fresh_database, test_settings: Settings, tmp_path: Path) -> Settings:
    url, _engine = fresh_database
    return test_settings.model_copy(
        update={"database_url": url, "database_pool_size": 5, "media_root": tmp_path / "media", "mail_poll_seconds": 0}
    )


@pytest.fixture
def report_dir(tmp_path: Path) -> Path:
    chosen = os.environ.get("FUZZ_REPORT_DIR")
    return Path(chosen) if chosen else tmp_path / "reports"


async def test_admin_service_openapi(fresh_database, fuzz_settings: Settings, redis_client, report_dir: Path) -> None:
    _url, engine = fresh_database
    users = await _seed_bakery(engine, fuzz_settings.media_root)
    ids = await _orderable(engine)
    to_confirm, to_reject = await _place_orders(fuzz_settings, ids, _token(fuzz_settings, users[Role.USER]), 2)
    examples: Examples = {
        ("post", "/admin-service/confirm-order"): {
            "body": {"orderNumber": to_confirm["orderNumber"], "timeToPrepare": "20 min", "totalPackageCost": "2.50"}
        },
        ("post", "/admin-service/mark-as-delivered"): {"body": {"orderNumber": to_confirm["orderNumber"]}},
        ("post", "/admin-service/reject-order"): {
            "body": {"orderNumber": to_reject["orderNumber"], "reason": "Nu mai avem ingredientele."}
        },
        ("get", "/admin-service/get-order-details/{order_id}"): {"order_id": to_confirm["id"]},
        ("post", "/admin-service/refund-order"): {
            "body": {"orderNumber": to_confirm["orderNumber"], "amount": "1.00", "reason": "Tortul a sosit deformat."}
        },
        ("post", "/admin-service/admin/promotions/create-promotion"): {
            "body": {
                "name": "Reducere de test",
                "type": "COUPON_CODE",
                "couponCode": "FUZZ10",
                "discountAmount": "10.00",
                "minOrderValue": "0",
                "active": True,
            }
        },
        ("post", "/admin-service/entries/add-entry"): {
            "body": {
                "name": "Tort de test",
                "category": {"id": ids["category"]},
                "standardOrderType": True,
                "dimensions": [{"value": "1 kg", "price": "120.00", "boxNeeded": True, "boxPrice": "5.00"}],
            }
        },
    }
    runs = [("admin-service", _token(fuzz_settings, users[Role.ADMIN]), ())]
    await _fuzz(create_admin_app(fuzz_settings), "/admin-service", runs, examples, report_dir)


async def test_user_service_openapi(fresh_database, fuzz_settings: Settings, redis_client, report_dir: Path) -> None:
    _url, engine = fresh_database
    users = await _seed_bakery(engine, fuzz_settings.media_root)
    ids = await _orderable(engine)
    customer = _token(fuzz_settings, users[Role.USER])
    [order] = await _place_orders(fuzz_settings, ids, customer, 1)
    examples: Examples = {
        ("post", "/user-service/place-order"): {"body": _order_body(ids)},
        ("get", "/user-service/order-status/{order_number}"): {
            "order_number": order["orderNumber"],
            "cheie": order["followToken"],
        },
        ("get", "/user-service/get-order-details/{order_id}"): {"order_id": order["id"]},
    }
    runs = [
        ("user-service", _token(fuzz_settings, users[Role.ADMIN]), ()),
        ("user-service-customer", customer, ("--include-path-regex", CUSTOMER_CALLS)),
    ]
    await _fuzz(create_user_app(fuzz_settings), "/user-service", runs, examples, report_dir)
