"""Find secrets in log lines: a signed token (JWT) or the value of a query parameter that carries one
(the websocket's `token` and `orderToken`, the order link's `cheie`).

Both services redact these before a line is written (bakery_shared.log_setup) and nginx logs such
queries as `?[redacted]` (gateway/nginx.conf.template), so a line found here is a leak. Used by
`scripts/stack.py e2e` on every whole-stack run and by the gateway's live tests.
"""

from __future__ import annotations

import re

# header.payload.signature, the first two base64url JSON objects: '{"' encodes as "eyJ".
JWT = re.compile(r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")
# name=value in a query, with a value that is not the redaction mark.
SECRET_PARAMETER = re.compile(r"(?:^|[?&;\s\"'])(?:token|ordertoken|cheie)=(?!\[redacted\])[^&\s\"]", re.IGNORECASE)


def secrets_in_log(text: str) -> list[str]:
    """The lines of `text` that hold a token or a follow secret."""
    return [line for line in text.splitlines() if JWT.search(line) or SECRET_PARAMETER.search(line)]


def lines_holding(text: str, *values: str) -> list[str]:
    """The lines of `text` that contain any of `values` (secrets a test knows it sent)."""
    wanted = [value for value in values if value]
    return [line for line in text.splitlines() if any(value in line for value in wanted)]
