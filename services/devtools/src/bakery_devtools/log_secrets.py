"""Find secrets in log lines: a signed token (JWT), the value of a query parameter that carries one
(the websocket's `token` and `orderToken`, the order link's `cheie`), or a Stripe secret: an API
secret or restricted key (`sk_…`, `rk_…`) or a webhook signing secret (`whsec_…`).

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
# Stripe's secret keys and webhook secrets as the dashboard gives them (publishable pk_… keys are public).
STRIPE_SECRET = re.compile(r"\b(?:(?:sk|rk)_(?:test|live)_|whsec_)[A-Za-z0-9]{8,}")


def secrets_in_log(text: str) -> list[str]:
    """The lines of `text` that hold a token, a follow secret or a Stripe secret."""
    return [line for line in text.splitlines() if JWT.search(line) or SECRET_PARAMETER.search(line) or STRIPE_SECRET.search(line)]


def lines_holding(text: str, *values: str) -> list[str]:
    """The lines of `text` that contain any of `values` (secrets a test knows it sent)."""
    wanted = [value for value in values if value]
    return [line for line in text.splitlines() if any(value in line for value in wanted)]
