"""One error shape for both services: {"status", "message", "errors": {field: message}}."""

import errno
import logging
import socket
from typing import Any

import asyncpg
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from pydantic_core import PydanticCustomError
import redis.exceptions
import sqlalchemy.exc
from starlette.exceptions import HTTPException as StarletteHTTPException

log = logging.getLogger(__name__)

GENERIC_ERROR = "A avut loc o eroare"
INVALID_DATA = "Datele trimise nu sunt valide."
INVALID_JSON = "Corpul cererii nu este un JSON valid."
NOT_FOUND = "Resursa solicitată nu a fost găsită."
# The gateway answers the same words when a service itself does not answer (nginx.conf.template).
UNAVAILABLE = "Serviciul nu este disponibil momentan. Vă rugăm să încercați din nou."
RETRY_AFTER_SECONDS = 5
UNREADABLE_BODY = "Corpul cererii nu a putut fi citit."
NOT_TEXT = "Valoarea trebuie să fie un text."

# The type of every rule error that carries its own Romanian message.
RULE_ERROR = "rule"


def rule_error(message: str) -> PydanticCustomError:
    """A validation error whose message is shown to the user as it is."""
    return PydanticCustomError(RULE_ERROR, message)


class AppError(Exception):
    status_code = 400
    message = GENERIC_ERROR

    def __init__(
        self,
        message: str | None = None,
        *,
        errors: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.message = message or self.message
        self.errors = errors or {}
        self.headers = headers
        super().__init__(self.message)


class BadRequest(AppError):
    status_code = 400


class Unauthorized(AppError):
    status_code = 401
    message = "Autentificarea este necesară. Vă rugăm să vă conectați din nou."


class Forbidden(AppError):
    status_code = 403
    message = "Nu aveți drepturi pentru această acțiune."


class NotFound(AppError):
    status_code = 404
    message = NOT_FOUND


class Conflict(AppError):
    status_code = 409


class ValidationFailed(AppError):
    status_code = 422
    message = INVALID_DATA

    @classmethod
    def because(cls, message: str, field: str | None = None) -> "ValidationFailed":
        """A refusal with its message shown as it is, and next to `field` when there is one."""
        return cls(message, errors={field: message} if field else None)


class TooManyRequests(AppError):
    status_code = 429


# SQLSTATE classes that mean "not now" rather than "wrong": 08 connection exception, 57 operator
# intervention (shutting down, starting up, statement cancelled by statement_timeout), 53300 too
# many connections.
_UNAVAILABLE_SQLSTATES = ("08", "57", "53300")
_NETWORK_ERRNOS = {errno.EHOSTUNREACH, errno.ENETUNREACH, errno.ENETDOWN, errno.EHOSTDOWN}


def is_unavailable(error: BaseException) -> bool:
    """Whether `error` means Postgres or Redis cannot serve right now (down, restarting, pool
    exhausted, too slow), as opposed to a bug or a refused statement."""
    seen: set[int] = set()
    todo: list[BaseException | None] = [error]
    while todo:
        current = todo.pop()
        if current is None or id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, sqlalchemy.exc.TimeoutError):  # no free connection in the pool
            return True
        if isinstance(current, sqlalchemy.exc.DBAPIError) and current.connection_invalidated:
            return True
        if isinstance(
            current, redis.exceptions.ConnectionError | redis.exceptions.TimeoutError | asyncpg.PostgresConnectionError
        ):
            return True
        if isinstance(current, ConnectionError | TimeoutError | socket.gaierror):
            return True  # refused, reset, timed out, name not found
        if isinstance(current, OSError) and current.errno in _NETWORK_ERRNOS:
            return True  # no route to the server
        sqlstate = getattr(current, "sqlstate", None)
        if isinstance(current, asyncpg.exceptions.PostgresError) and sqlstate and sqlstate.startswith(_UNAVAILABLE_SQLSTATES):
            return True
        todo += [getattr(current, "orig", None), current.__cause__]
    return False


def log_background_failure(logger: logging.Logger, what: str, error: Exception) -> None:
    """A background loop's failed round: one line while Postgres or Redis is away (an outage makes
    one each round, and the cause is not in our code), the stack trace for anything else."""
    if is_unavailable(error):
        logger.warning("%s: %s: %s; retrying", what, type(error).__name__, error)
    else:
        logger.error("%s failed; retrying", what, exc_info=error)


class ErrorResponse(BaseModel):
    """Every refusal of both services, whatever its status (documented on every call's 4xx answers)."""

    status: int = Field(description="Codul HTTP al răspunsului, repetat în corp.")
    message: str = Field(description="Mesajul pentru utilizator, în română.")
    errors: dict[str, str] = Field(
        description="Pentru fiecare câmp greșit (cu punct pentru cele din interior), ce trebuie corectat."
    )


def error_body(status: int, message: str, errors: dict[str, str] | None = None) -> dict[str, Any]:
    return {"status": status, "message": message, "errors": errors or {}}


def error_response(status: int, message: str, errors: dict[str, str] | None = None, headers=None) -> JSONResponse:
    return JSONResponse(error_body(status, message, errors), status_code=status, headers=headers)


# Romanian words for pydantic's own error types, where no rule gave a message.
_TYPE_MESSAGES = {
    "missing": "Câmpul este obligatoriu.",
    "string_type": NOT_TEXT,
    "string_too_short": "Valoarea este prea scurtă.",
    "string_too_long": "Valoarea este prea lungă.",
    "int_type": "Valoarea trebuie să fie un număr întreg.",
    "int_parsing": "Valoarea trebuie să fie un număr întreg.",
    "decimal_parsing": "Valoarea trebuie să fie un număr.",
    "decimal_type": "Valoarea trebuie să fie un număr.",
    "float_parsing": "Valoarea trebuie să fie un număr.",
    "bool_parsing": "Valoarea trebuie să fie da sau nu.",
    "bool_type": "Valoarea trebuie să fie da sau nu.",
    "enum": "Valoarea nu este una dintre cele permise.",
    "literal_error": "Valoarea nu este una dintre cele permise.",
    "date_from_datetime_parsing": "Data nu este validă.",
    "date_parsing": "Data nu este validă.",
    "datetime_parsing": "Data și ora nu sunt valide.",
    "datetime_from_date_parsing": "Data și ora nu sunt valide.",
    "greater_than_equal": "Valoarea este prea mică.",
    "greater_than": "Valoarea este prea mică.",
    "less_than_equal": "Valoarea este prea mare.",
    "less_than": "Valoarea este prea mare.",
    "list_type": "Valoarea trebuie să fie o listă.",
    "model_type": "Valoarea trebuie să fie un obiect.",
    "dict_type": "Valoarea trebuie să fie un obiect.",
}


def _field_name(loc: tuple[Any, ...]) -> str:
    # ("body", "items", 0, "quantity") -> "items.0.quantity"
    parts = [str(p) for p in loc[1:]] if loc and loc[0] in {"body", "query", "path", "header"} else [str(p) for p in loc]
    return ".".join(parts) or "body"


def validation_messages(errors: list[dict[str, Any]]) -> dict[str, str]:
    messages: dict[str, str] = {}
    for error in errors:
        field = _field_name(tuple(error.get("loc", ())))
        if error["type"] == RULE_ERROR:
            message = error["msg"]
        else:
            message = _TYPE_MESSAGES.get(error["type"], "Valoarea nu este validă.")
        messages.setdefault(field, message)  # the first problem of a field is the one to fix
    return messages


async def _app_error(_: Request, exc: AppError) -> JSONResponse:
    return error_response(exc.status_code, exc.message, exc.errors, exc.headers)


async def _validation_error(_: Request, exc: RequestValidationError) -> JSONResponse:
    errors = list(exc.errors())
    if any(e["type"] == "json_invalid" for e in errors):
        return error_response(400, INVALID_JSON)
    if any(e["type"] == "missing" and tuple(e.get("loc", ())) == ("body",) for e in errors):
        return error_response(400, "Corpul cererii lipsește.")
    return error_response(422, INVALID_DATA, validation_messages(errors))


_HTTP_MESSAGES = {
    # A malformed multipart or form body: Starlette and FastAPI refuse it with a bare 400.
    400: UNREADABLE_BODY,
    404: NOT_FOUND,
    405: "Metoda nu este permisă pentru această adresă.",
    413: "Fișierul este prea mare.",
}


async def _http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
    message = _HTTP_MESSAGES.get(exc.status_code, GENERIC_ERROR)
    return error_response(exc.status_code, message, headers=getattr(exc, "headers", None))


# SQLSTATE class 22, "data exception": a value the column cannot hold (too long, out of range, NUL,
# not UTF-8), or an argument the driver cannot send (an integer beyond bigint).
_DATA_EXCEPTION = "22"


def _refused_value(exc: Exception) -> str | None:
    """The SQLSTATE when the database refused a value the caller sent (class 22), else None."""
    sqlstate = str(getattr(getattr(exc, "orig", exc), "sqlstate", "") or "")
    return sqlstate if sqlstate.startswith(_DATA_EXCEPTION) else None


async def _unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    # A websocket's dependencies fail here too, and a WebSocket has no method.
    log.exception("unhandled error on %s %s", getattr(request, "method", "WEBSOCKET"), request.url.path)
    return error_response(500, GENERIC_ERROR)


def unavailable_response() -> JSONResponse:
    return error_response(503, UNAVAILABLE, headers={"Retry-After": str(RETRY_AFTER_SECONDS)})


async def _dependency_error(request: Request, exc: Exception) -> JSONResponse:
    """Errors of the database and Redis clients: 503 when they say "not now"; 422 when the database
    refused a value the caller sent (the last line of defence: each one is still a validation that
    belongs in a schema, so it is logged); 500 otherwise."""
    if not is_unavailable(exc):
        sqlstate = _refused_value(exc)
        if sqlstate is None:
            return await _unexpected_error(request, exc)
        log.warning("database refused a value on %s %s (SQLSTATE %s): %s", request.method, request.url.path, sqlstate, exc)
        return error_response(422, INVALID_DATA)
    # One line, no stack trace: an outage makes many of these and the cause is not in our code.
    log.warning("unavailable on %s %s: %s: %s", request.method, request.url.path, type(exc).__name__, exc)
    return unavailable_response()


# What the clients of Postgres (SQLAlchemy, asyncpg) and Redis raise when the server is not there.
DEPENDENCY_ERRORS: tuple[type[Exception], ...] = (
    sqlalchemy.exc.DBAPIError,
    sqlalchemy.exc.TimeoutError,
    asyncpg.exceptions.PostgresError,
    asyncpg.exceptions.InterfaceError,
    redis.exceptions.RedisError,
    OSError,
)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(AppError, _app_error)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, _validation_error)  # type: ignore[arg-type]
    app.add_exception_handler(StarletteHTTPException, _http_error)  # type: ignore[arg-type]
    for error_type in DEPENDENCY_ERRORS:
        app.add_exception_handler(error_type, _dependency_error)
    app.add_exception_handler(Exception, _unexpected_error)
