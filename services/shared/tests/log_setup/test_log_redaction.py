"""The services never write a token or a follow secret to their logs, where whoever reads them
would find a 7-day session or an order's details: uvicorn's request and websocket lines, and any
other record, pass RedactSecrets on the services' one handler."""

import io
import json
import logging
import sys

import pytest

from bakery_shared.log_setup import configure_logging, redact_secrets

JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3Iiwicm9sZSI6IlJPTEVfVVNFUiJ9.0K9vYl2sZ3Rh-c2lnbmF0dXJl_x"
CHEIE = "Fq3-secret_follow_key_9a8b7c6d5e4f"


@pytest.fixture
def service_log():
    """The services' logging configuration, writing into a buffer instead of stdout."""
    buffer, stdout = io.StringIO(), sys.stdout
    sys.stdout = buffer
    try:
        configure_logging("INFO")
        yield buffer
    finally:
        sys.stdout = stdout
        configure_logging("WARNING")  # back on the real stdout


def test_uvicorn_lines_and_any_record_are_written_without_secrets(service_log):
    access = logging.getLogger("uvicorn.access")
    access.info(
        '%s - "%s %s HTTP/%s" %d', "203.0.113.9:5123", "GET", f"/user-service/order-status/1041?cheie={CHEIE}", "1.1", 200
    )
    logging.getLogger("uvicorn.error").info(
        '%s - "WebSocket %s" [accepted]', "203.0.113.9:5124", f"/user-service/ws?token={JWT}&x=1"
    )
    logging.getLogger("uvicorn.error").info(
        '%s - "WebSocket %s" [accepted]', "203.0.113.9:5125", f"/user-service/ws?OrderToken={CHEIE}"
    )
    logging.getLogger("user_service.anything").warning("refused %s", f"Bearer {JWT}")

    text = service_log.getvalue()
    assert JWT not in text and CHEIE not in text
    messages = [json.loads(line)["message"] for line in text.splitlines()]
    assert messages == [
        '203.0.113.9:5123 - "GET /user-service/order-status/1041?cheie=[redacted] HTTP/1.1" 200',
        '203.0.113.9:5124 - "WebSocket /user-service/ws?token=[redacted]&x=1" [accepted]',
        '203.0.113.9:5125 - "WebSocket /user-service/ws?OrderToken=[redacted]" [accepted]',
        "refused Bearer [redacted]",
    ]


@pytest.mark.parametrize(
    "line, expected",
    [
        ("GET /meniu?category=torturi&page=2", "GET /meniu?category=torturi&page=2"),
        ("GET /x?%74oken=abc", "GET /x?%74oken=[redacted]"),
        ("GET /x?cheie=", "GET /x?cheie=[redacted]"),
        ("no query here", "no query here"),
    ],
)
def test_only_secret_values_are_replaced(line, expected):
    assert redact_secrets(line) == expected


@pytest.mark.parametrize(("level", "written"), [("INFO", True), ("DEBUG", True), ("WARNING", False), ("ERROR", False)])
def test_uvicorn_builds_request_lines_only_when_they_are_written(level, written):
    # uvicorn formats a request's line whenever its access logger has a handler (hasHandlers()).
    try:
        configure_logging(level)
        assert logging.getLogger("uvicorn.access").hasHandlers() is written
    finally:
        configure_logging("WARNING")
