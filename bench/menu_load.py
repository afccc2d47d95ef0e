#!/usr/bin/env python3
"""Load test of the public menu calls through the gateway, beside nginx serving a static file of
the same size in the same run. Prints requests per second, p50 and p99 latency, and the ratios.

The public reads go through the gateway's micro-cache (gateway/includes/public_cache.conf), as a
visitor's do. Run by `make bench-menu` (scripts/stack.py e2e starts a throwaway stack and sets
GATEWAY_URL and MEDIA_ROOT). Figures only: nothing here passes or fails on speed.
"""

import os
from pathlib import Path
import re
import subprocess
import sys
import urllib.request

DURATION = os.environ.get("BENCH_DURATION", "10s")
CONNECTIONS = os.environ.get("BENCH_CONNECTIONS", "32")
THREADS = os.environ.get("BENCH_THREADS", "2")
TARGETS = "targets: rps ratio ≥ 0.5 of nginx serving the same bytes, p99 < 20 ms, no non-2xx answer"

CALLS = [
    "/user-service/get-base-products?category=torturi",
    "/user-service/get-base-products?search=tort",
    "/user-service/get-categories",
    "/user-service/restaurant/fetch-information",
]


def first_product_call(gateway: str) -> str:
    import json

    with urllib.request.urlopen(f"{gateway}/user-service/get-base-products?category=torturi") as response:
        products = json.load(response)
    return f"/user-service/get-product/{products[0]['id']}" if products else CALLS[0]


def wrk(url: str) -> dict[str, float]:
    out = subprocess.run(
        ["wrk", "-t", THREADS, "-c", CONNECTIONS, "-d", DURATION, "--latency", "-H", "Accept-Encoding: gzip", url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout

    def millis(label: str) -> float:
        value, unit = re.search(rf"^\s*{label}%\s+([\d.]+)(us|ms|s)\s*$", out, re.M).groups()
        return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]

    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "p50": millis("50"),
        "p99": millis("99"),
        "errors": float(errors.group(1)) if errors else 0.0,
    }


def main() -> int:
    gateway = os.environ["GATEWAY_URL"]
    media = Path(os.environ["MEDIA_ROOT"])
    calls = [*CALLS, first_product_call(gateway)]
    print(f"wrk {THREADS} threads, {CONNECTIONS} connections, {DURATION} per URL, through nginx at {gateway}\n")
    print(
        f"{'call':55} {'bytes':>7} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'non-2xx':>7} | {'static req/s':>12} {'p50':>6} {'p99':>6} | {'rps ratio':>9}"
    )
    for call in calls:
        with urllib.request.urlopen(gateway + call) as response:
            body = response.read()
        # The same bytes as a static file nginx serves itself: the ceiling for this size.
        static = media / "bench" / f"{abs(hash(call))}.json"
        static.parent.mkdir(parents=True, exist_ok=True)
        static.write_bytes(body)
        api = wrk(gateway + call)
        ceiling = wrk(f"{gateway}/media/bench/{static.name}")
        print(
            f"{call:55} {len(body):>7} {api['rps']:>9.0f} {api['p50']:>8.2f} {api['p99']:>8.2f} {api['errors']:>7.0f} | "
            f"{ceiling['rps']:>12.0f} {ceiling['p50']:>6.2f} {ceiling['p99']:>6.2f} | {api['rps'] / ceiling['rps']:>9.2f}"
        )
    print(TARGETS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
