"""The OpenAPI documents say which refusals each call can give, all in the one error shape.

FastAPI documents a 422 with its own validation body, which neither service ever sends, and no
other refusal. Here every call's document is completed from what the shared machinery does:

- 422 on every call: the request guard refuses control characters in any path, query or JSON body,
  and every parameter and body is validated;
- 400 on every call with a body: a body that is not JSON (or not a form), or none at all;
- 401 where a token is read (the signed-in routers, and the calls open to guests that still refuse
  a bad token; on those the token is documented as optional), 403 where a role guard stands;
- 404 on every call with a path parameter: what it names may not exist;

plus what a route declares itself with `responses=error_responses(...)` (a 409, a 429, a 404 for an
order number in a body). Every 4xx answer then gets the ErrorResponse schema.

Every free text (a string schema without a format, pattern or enum) also gets the pattern the
request guard enforces, so the document says what the guard refuses.
"""

from collections.abc import Callable, Iterator
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts

from .auth.dependencies import get_optional_principal, get_principal, is_role_guard
from .errors import ErrorResponse
from .request_guard import document_text_caps

ERROR_SCHEMA = ErrorResponse.__name__
_REF = f"#/components/schemas/{ERROR_SCHEMA}"

DESCRIPTIONS = {
    400: "Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește.",
    401: "Lipsește tokenul de autentificare, nu este valid sau a expirat.",
    403: "Contul nu are drepturi pentru această acțiune.",
    404: "Resursa cerută nu există.",
    409: "Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit).",
    413: "Fișierul trimis este prea mare.",
    422: "Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat.",
    429: "Prea multe încercări; `Retry-After` spune peste câte secunde se poate încerca din nou.",
}
# What the request guard (request_guard.FORBIDDEN) lets through, as an ECMA-262 pattern.
TEXT_PATTERN = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$"
# FastAPI's own 422 body, replaced everywhere by the error shape.
_FASTAPI_VALIDATION_SCHEMAS = ("HTTPValidationError", "ValidationError")


def error_responses(*statuses: int, **descriptions: str) -> dict[int | str, dict[str, Any]]:
    """`responses=` for a route's own refusals: error_responses(404, 409, s409="Comanda a fost deja confirmată.")."""
    return {
        status: {"model": ErrorResponse, "description": descriptions.get(f"s{status}", DESCRIPTIONS[status])}
        for status in statuses
    }


def _calls(dependant: Dependant) -> Iterator[Callable[..., Any]]:
    for dependency in dependant.dependencies:
        if dependency.call is not None:
            yield dependency.call
        yield from _calls(dependency)


def route_refusals(route: Any) -> set[int]:
    """The statuses the shared machinery can answer on this route (an APIRoute as mounted, with the
    dependencies of the routers it was included through)."""
    statuses = {422}
    if route.body_field is not None:
        statuses.add(400)
    calls = list(_calls(route.dependant))
    if any(call in (get_principal, get_optional_principal) for call in calls):
        statuses.add(401)
    if any(is_role_guard(call) for call in calls):
        statuses.add(403)
    if route.dependant.path_params:
        statuses.add(404)
    return statuses


def optional_sign_in(route: Any) -> bool:
    """A call open to guests that reads a token when one is sent (place-order)."""
    calls = list(_calls(route.dependant))
    return get_optional_principal in calls and get_principal not in calls


def _document_operation(route: APIRoute, operation: dict[str, Any]) -> None:
    if optional_sign_in(route) and operation.get("security"):
        # Open to guests too: the token is optional ({} is "no security"), but a bad one is refused.
        operation["security"] = [*operation["security"], {}]
    responses = operation.setdefault("responses", {})
    for status in route_refusals(route):
        responses.setdefault(str(status), {"description": DESCRIPTIONS[status]})
    for status, response in responses.items():
        if status.startswith("4"):
            if response.get("description") in (None, "", "Validation Error"):
                response["description"] = DESCRIPTIONS.get(int(status), "Cererea a fost refuzată.")
            response["content"] = {"application/json": {"schema": {"$ref": _REF}}}


def _document_errors(document: dict[str, Any], routes: list[Any]) -> None:
    paths = document.get("paths", {})
    for route in iter_route_contexts(routes):
        if not isinstance(route.original_route, APIRoute) or not route.include_in_schema or route.dependant is None:
            continue
        for method in route.methods:
            operation = paths.get(route.path_format, {}).get(method.lower())
            if operation is not None:
                _document_operation(route, operation)

    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    schemas[ERROR_SCHEMA] = ErrorResponse.model_json_schema(ref_template="#/components/schemas/{model}")
    for name in _FASTAPI_VALIDATION_SCHEMAS:
        schemas.pop(name, None)
    _pattern_free_text(document)


def _pattern_free_text(node: Any) -> None:
    if isinstance(node, dict):
        if node.get("type") == "string" and not {"format", "pattern", "enum", "const"} & node.keys():
            node["pattern"] = TEXT_PATTERN
        for value in node.values():
            _pattern_free_text(value)
    elif isinstance(node, list):
        for value in node:
            _pattern_free_text(value)


def install_error_documentation(app: FastAPI) -> None:
    """Completes the app's OpenAPI document once, the first time it is built."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            document = build()
            _document_errors(document, list(app.routes))
            document_text_caps(document)
        return app.openapi_schema  # type: ignore[return-value]

    app.openapi = openapi  # type: ignore[method-assign]
