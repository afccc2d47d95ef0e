"""One error shape for both services: {"status", "message", "errors": {field: message}}."""

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic_core import PydanticCustomError
from starlette.exceptions import HTTPException as StarletteHTTPException

log = logging.getLogger(__name__)

GENERIC_ERROR = "A avut loc o eroare"
INVALID_DATA = "Datele trimise nu sunt valide."
INVALID_JSON = "Corpul cererii nu este un JSON valid."
NOT_FOUND = "Resursa solicitată nu a fost găsită."

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


class TooManyRequests(AppError):
    status_code = 429


def error_body(status: int, message: str, errors: dict[str, str] | None = None) -> dict[str, Any]:
    return {"status": status, "message": message, "errors": errors or {}}


def error_response(status: int, message: str, errors: dict[str, str] | None = None, headers=None) -> JSONResponse:
    return JSONResponse(error_body(status, message, errors), status_code=status, headers=headers)


# Romanian words for pydantic's own error types, where no rule gave a message.
_TYPE_MESSAGES = {
    "missing": "Câmpul este obligatoriu.",
    "string_type": "Valoarea trebuie să fie un text.",
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
    404: NOT_FOUND,
    405: "Metoda nu este permisă pentru această adresă.",
    413: "Fișierul este prea mare.",
}


async def _http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
    message = _HTTP_MESSAGES.get(exc.status_code, GENERIC_ERROR)
    return error_response(exc.status_code, message, headers=getattr(exc, "headers", None))


async def _unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    return error_response(500, GENERIC_ERROR)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(AppError, _app_error)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, _validation_error)  # type: ignore[arg-type]
    app.add_exception_handler(StarletteHTTPException, _http_error)  # type: ignore[arg-type]
    app.add_exception_handler(Exception, _unexpected_error)
