"""JSON logs on stdout, one object a line, for both services; never a token or a follow secret.

uvicorn logs every request's path with its query (access log) and every websocket's (`"WebSocket
/user-service/ws?token=…" [accepted]`). The specification lets a client put its session token in that query,
and old order links carry their secret (`cheie`) in one: a log line would hand a 7-day session, or
an order's details, to whoever reads the logs. Every record passes RedactSecrets on its way out,
which writes such values as `[redacted]`, and any signed token (JWT) wherever it appears.
"""

import logging
import logging.config
import re
from urllib.parse import unquote_plus

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s %(message)s"

# Query parameters whose value is a secret (compared case-insensitively, after %-decoding the name
# as the services themselves decode it).
SECRET_PARAMETERS = frozenset({"token", "ordertoken", "cheie"})
REDACTED = "[redacted]"
_QUERY = re.compile(r"\?([^\s\"'#]*)")
# header.payload.signature, the first two base64url JSON objects ('{"' encodes as "eyJ").
_JWT = re.compile(r"eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*")


def _redact_query(match: re.Match[str]) -> str:
    parts = []
    for part in match.group(1).split("&"):
        name, equals, _ = part.partition("=")
        if equals and unquote_plus(name).strip().lower() in SECRET_PARAMETERS:
            part = f"{name}={REDACTED}"
        parts.append(part)
    return "?" + "&".join(parts)


def redact_secrets(text: str) -> str:
    """`text` with the values of secret query parameters and any signed token replaced."""
    if "?" in text:
        text = _QUERY.sub(_redact_query, text)
    if "eyJ" in text:
        text = _JWT.sub(REDACTED, text)
    return text


class RedactSecrets(logging.Filter):
    """On the services' one handler: every record, whichever logger made it, is written redacted."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # a malformed record: logging reports it when formatting, as usual
            return True
        clean = redact_secrets(message)
        if clean != message:
            record.msg, record.args = clean, None
        return True


def _writes_access_lines(level: str) -> bool:
    """uvicorn's request lines are INFO records."""
    number = logging.getLevelName(level.upper())
    return not isinstance(number, int) or number <= logging.INFO


def logging_config(level: str = "INFO") -> dict:
    # uvicorn builds each request's line (the client's address, the path quoted again) before the
    # logger's level is asked, whenever its logger has a handler: above INFO it gets none, and
    # uvicorn then builds no line that would not be written.
    access_handlers = ["stdout"] if _writes_access_lines(level) else []
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"redact_secrets": {"()": RedactSecrets}},
        "formatters": {
            "json": {
                "()": "pythonjsonlogger.json.JsonFormatter",
                "fmt": LOG_FORMAT,
                "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
            }
        },
        "handlers": {
            "stdout": {
                "class": "logging.StreamHandler",
                "formatter": "json",
                "stream": "ext://sys.stdout",
                "filters": ["redact_secrets"],
            }
        },
        "root": {"handlers": ["stdout"], "level": level},
        "loggers": {
            "uvicorn": {"handlers": ["stdout"], "level": level, "propagate": False},
            "uvicorn.error": {"handlers": ["stdout"], "level": level, "propagate": False},
            "uvicorn.access": {"handlers": access_handlers, "level": level, "propagate": False},
        },
    }


def configure_logging(level: str = "INFO") -> None:
    logging.config.dictConfig(logging_config(level))
