"""Every text field of every request has a length cap, so no caller makes the services store or
hash megabytes of text: its own rule's where it has one (an e-mail 254, a name 20, a reason 1000),
else the request guard's, which refuses any longer text before a route, the database, Redis or a
password hash sees it. Both OpenAPI documents say so."""

from typing import Any

import pytest

from admin_service.main import create_app as create_admin_app
from bakery_devtools.testing.plugin import service_client
from bakery_shared.request_guard import MAX_QUERY_TEXT, MAX_TEXT
from user_service.main import create_app as create_user_app


def uncapped(document: dict[str, Any]) -> list[str]:
    schemas = document.get("components", {}).get("schemas", {})
    found: list[str] = []

    def walk(schema: Any, where: str, seen: frozenset[str], capped: bool) -> None:
        if not isinstance(schema, dict):
            return
        if "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[-1]
            if name not in seen:
                walk(schemas[name], where, seen | {name}, capped)
            return
        capped = capped or "maxLength" in schema
        branches = [b for key in ("anyOf", "oneOf", "allOf") for b in schema.get(key, [])]
        numeric = any(b.get("type") in ("number", "integer") for b in branches)
        if schema.get("type") == "string" and not capped and "enum" not in schema and schema.get("format") != "binary":
            found.append(where)
        for branch in branches:
            if not (numeric and branch.get("type") == "string"):
                walk(branch, where, seen, capped)
        for name, item in schema.get("properties", {}).items():
            walk(item, f"{where}.{name}", seen, False)
        walk(schema.get("items"), f"{where}[]", seen, False)

    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            for content in operation.get("requestBody", {}).get("content", {}).values():
                walk(content["schema"], f"{method.upper()} {path} body", frozenset(), False)
            for parameter in operation.get("parameters", []):
                walk(parameter["schema"], f"{method.upper()} {path} {parameter['in']} {parameter['name']}", frozenset(), False)
    return found


@pytest.mark.parametrize("create", [create_user_app, create_admin_app])
def test_every_text_of_every_request_has_a_documented_cap(create):
    document = create().openapi()
    assert uncapped(document) == []
    credentials = document["components"]["schemas"]["Credentials"]["properties"]
    assert credentials["email"]["maxLength"] == 254


async def test_a_text_beyond_the_cap_is_refused_before_the_route(test_settings, db_connection, redis_client):
    async with service_client(create_user_app(test_settings), db_connection) as client:
        body = {"items": [], "additionalInformation": "x" * (MAX_TEXT + 1)}
        response = await client.post("/user-service/place-order", json=body)
        assert response.status_code == 422
        assert response.json()["errors"] == {"additionalInformation": f"Textul poate avea cel mult {MAX_TEXT} caractere."}

        search = await client.get("/user-service/get-base-products", params={"search": "x" * (MAX_QUERY_TEXT + 1)})
        assert search.status_code == 422 and "search" in search.json()["errors"]
