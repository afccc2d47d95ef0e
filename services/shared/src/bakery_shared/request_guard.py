"""Refuse, before any route runs, text that no person typed and the database cannot (or should not)
store: NUL and the other control characters, and lone UTF-16 surrogates.

Postgres refuses NUL in text outright, and a lone surrogate (JSON allows "\\ud800") cannot even be
encoded to UTF-8, so either would otherwise end as a 500 deep in a query. The guard looks at the
path, every query parameter (name and value) and every string of a JSON body (keys and values),
and answers 422 in the one error shape, naming the field. Tab, line feed and carriage return stay
allowed: notes and descriptions have several lines. Multipart bodies are left to their routes
(the one upload call keeps no text of them but the file name, which it cleans).
"""

import json
import re
from typing import Any

from starlette.datastructures import QueryParams
from starlette.responses import Response
from starlette.types import Message, Receive, Scope

from .errors import INVALID_DATA, error_response
from .rules.text import TOO_LONG

CONTROL_CHARACTERS = "Textul conține caractere nepermise (caractere de control sau caracterul NUL)."

# A cap on every text, whatever its field: a field's own rule is usually far tighter (an e-mail 254,
# a name 20), and this one catches any field that has none, before it reaches a query, Redis or a
# hash. The OpenAPI documents show it as the maxLength of every such field (`document_text_caps`).
MAX_TEXT = 10_000
MAX_QUERY_TEXT = 2_000

# C0 controls but tab, LF and CR; DEL; and the surrogate range (in a str only ever a lone half).
FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")


def has_forbidden_characters(text: str) -> bool:
    return FORBIDDEN.search(text) is not None


def _is_json(content_type: str) -> bool:
    media_type = content_type.split(";", 1)[0].strip().lower()
    return media_type == "application/json" or media_type.endswith("+json")


def _refusal(text: str, limit: int) -> str | None:
    if len(text) > limit:
        return TOO_LONG.format(limit=limit)
    return CONTROL_CHARACTERS if has_forbidden_characters(text) else None


def _bad_field(document: Any) -> tuple[str, str] | None:
    """The dotted field of the first forbidden or too long string in a decoded JSON document
    ("body" for the root), and why. Walked with a stack, not recursion: a deeply nested document
    must not overflow it."""
    stack: list[tuple[Any, tuple[str, ...]]] = [(document, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            if (why := _refusal(value, MAX_TEXT)) is not None:
                return ".".join(path) or "body", why
        elif isinstance(value, dict):
            for key, item in reversed(value.items()):
                if (why := _refusal(key, MAX_TEXT)) is not None:
                    return ".".join(path) or "body", why
                stack.append((item, (*path, key)))
        elif isinstance(value, list):
            stack.extend((item, (*path, str(index))) for index, item in reversed(list(enumerate(value))))
    return None


# What a JSON text needs to hold before decoding it can give a refused string: an escape (\u0000,
# \ud800), DEL, UTF-8 that decodes to a surrogate (json.loads lets it pass), or NUL, without which
# the text is UTF-8 (json.loads reads UTF-16 and UTF-32 too, and those always hold NUL bytes).
# A raw control character inside a string is not JSON at all: json.loads refuses it, and then the
# route answers 400 as for any malformed body.
_MAY_HOLD_REFUSED = re.compile(rb"[\\\x00\x7f]|\xed[\xa0-\xbf]")


def _plainly_clean(body: bytes) -> bool:
    """Whether no string of the JSON `body` can be refused, read from its bytes without decoding it:
    nothing is longer than the body, and nothing that decodes to a forbidden character is in it. A
    checkout's body is, and then it is not decoded twice (here and by the route)."""
    return len(body) <= MAX_TEXT and _MAY_HOLD_REFUSED.search(body) is None


def _bad_query(query_string: bytes) -> tuple[str, str] | None:
    if not query_string:
        return None
    for name, value in QueryParams(query_string).multi_items():
        if (why := _refusal(name, MAX_QUERY_TEXT)) is not None:
            return "query", why
        if (why := _refusal(value, MAX_QUERY_TEXT)) is not None:
            return name, why
    return None


async def guard(scope: Scope, receive: Receive) -> tuple[Response | None, Receive]:
    """The refusal of an HTTP request (a 422 in the error shape), or None and the `receive` the app
    then reads the request from: a JSON body is read once here, checked, then handed on unchanged."""
    path_refused = _refusal(scope.get("path", ""), MAX_QUERY_TEXT)
    refused = ("path", path_refused) if path_refused else _bad_query(scope.get("query_string", b""))
    if refused is None:
        if not _is_json(_content_type(scope)):
            return None, receive
        body, rest = await _read_body(receive)
        refused = _first_bad_field(body)
        receive = _replay(body, rest, receive)
    if refused is None:
        return None, receive
    field, why = refused
    return error_response(422, INVALID_DATA, {field: why}), receive


def _content_type(scope: Scope) -> str:
    for name, value in scope.get("headers") or ():
        if name == b"content-type":
            return value.decode("latin-1")
    return ""


def _first_bad_field(body: bytes) -> tuple[str, str] | None:
    if not body or _plainly_clean(body):
        return None
    try:
        document = json.loads(body)
    except (ValueError, RecursionError):
        return None  # not JSON: the route answers 400 as for any malformed body
    return _bad_field(document)


async def _read_body(receive: Receive) -> tuple[bytes, Message | None]:
    """The whole body, and the message that ended the reading early (a disconnect), if one did."""
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return b"".join(chunks), message
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks), None


def _replay(body: bytes, rest: Message | None, receive: Receive) -> Receive:
    """The body as one message, then what the client sends next (its disconnect)."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        if rest is not None:
            return rest
        return await receive()

    return replay


class _TextCaps:
    """Caps the texts of schemas, following each `$ref` the first time it is met."""

    def __init__(self, schemas: dict[str, Any]) -> None:
        self.schemas = schemas
        self.seen: set[str] = set()

    def cap(self, schema: Any, limit: int) -> None:
        if not isinstance(schema, dict):
            return
        ref = schema.get("$ref")
        if isinstance(ref, str):
            self._follow(ref.rsplit("/", 1)[-1], limit)
            return
        if "maxLength" in schema:
            return  # the field's own rule, tighter, covers its branches too
        if schema.get("type") == "string" and "enum" not in schema and schema.get("format") != "binary":
            schema["maxLength"] = limit
        for branch in _text_branches(schema):
            self.cap(branch, limit)
        for item in schema.get("properties", {}).values():
            self.cap(item, limit)
        self.cap(schema.get("items"), limit)
        self.cap(schema.get("additionalProperties"), limit)

    def _follow(self, name: str, limit: int) -> None:
        if name not in self.seen and name in self.schemas:
            self.seen.add(name)
            self.cap(self.schemas[name], limit)


def _text_branches(schema: dict[str, Any]) -> list[Any]:
    """The anyOf/oneOf/allOf branches to cap: a number sent as text (a Decimal's string branch) is a
    number, and left as it is."""
    branches = [b for key in ("anyOf", "oneOf", "allOf") for b in schema.get(key, [])]
    numeric = any(b.get("type") in ("number", "integer") for b in branches)
    return [b for b in branches if not (numeric and b.get("type") == "string")]


def document_text_caps(document: dict[str, Any]) -> None:
    """Give every text a request can carry (JSON bodies, query, path and header parameters) the
    maxLength the guard enforces, where its own rule documents none: the document then says what
    the service does, for its readers and for the fuzzer."""
    caps = _TextCaps(document.get("components", {}).get("schemas", {}))
    operations = [op for ops in document.get("paths", {}).values() for op in ops.values() if isinstance(op, dict)]
    for operation in operations:
        for content in operation.get("requestBody", {}).get("content", {}).values():
            caps.cap(content.get("schema"), MAX_TEXT)
        for parameter in operation.get("parameters", []):
            caps.cap(parameter.get("schema"), MAX_QUERY_TEXT)
