#!/usr/bin/env python3
"""How long `POST /user-service/send-reset-password-mail` takes for an address that has an account
and for one that has none, side by side (issue 9: the answer must not tell them apart, by its body
or by its time). Prints both latency distributions and the difference of their medians.

Self-contained: starts a throwaway Postgres and Redis from the system binaries (as the tests do),
migrates, runs user-service under uvicorn on a free port with its background mail sender, makes one
confirmed account, then sends the two kinds of request interleaved, so both see the same machine.
The abuse limits are raised for the run (they would answer 429 after a few requests).

    .venv/bin/python bench/reset_mail_timing.py            # 300 of each
    RESET_BENCH_REQUESTS=1000 .venv/bin/python bench/reset_mail_timing.py

Figures only: nothing here passes or fails on speed (the test that the work is the same is
user-service/tests/auth/test_no_enumeration.py).
"""

import asyncio
import os
from pathlib import Path
import shutil
import statistics
import subprocess
import tempfile
import time

import httpx
import uvicorn

from bakery_devtools import servers
from bakery_shared.auth.passwords import hash_password
from bakery_shared.migrate import upgrade_to_head
from bakery_shared.settings import Settings

REQUESTS = int(os.environ.get("RESET_BENCH_REQUESTS", "300"))
WARM_UP = 30
KNOWN, UNKNOWN = "cont@example.ro", "nimeni@example.ro"


def describe(name: str, samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    q = statistics.quantiles(ms, n=100)
    return (
        f"{name:<16} n={len(ms):<5} min={ms[0]:6.2f}  p10={q[9]:6.2f}  p50={statistics.median(ms):6.2f}  "
        f"p90={q[89]:6.2f}  p99={q[98]:6.2f}  max={ms[-1]:7.2f}  mean={statistics.fmean(ms):6.2f}  (ms)"
    )


def histogram(known: list[float], unknown: list[float], buckets: int = 12) -> str:
    every = sorted(s * 1000 for s in known + unknown)
    low, high = every[0], every[int(len(every) * 0.99) - 1]
    width = (high - low) / buckets or 1
    lines = [f"{'ms from':>9}  {'known':<30} unknown"]
    for i in range(buckets):
        start = low + i * width
        k = sum(start <= s * 1000 < start + width for s in known)
        u = sum(start <= s * 1000 < start + width for s in unknown)
        lines.append(
            f"{start:9.2f}  {'#' * (k * 30 // max(1, len(known) // 3)):<30} {'#' * (u * 30 // max(1, len(unknown) // 3))}"
        )
    return "\n".join(lines)


async def seed_account(url: str) -> None:
    from sqlalchemy.ext.asyncio import create_async_engine

    from bakery_shared.clock import Clock
    from bakery_shared.models import Role, User

    engine = create_async_engine(url)
    async with engine.begin() as connection:
        await connection.execute(
            User.__table__.insert().values(
                first_name="Maria",
                last_name="Stoica",
                email=KNOWN,
                password_hash=hash_password("Parola#123"),
                role=Role.USER,
                email_confirmed_at=Clock().now(),
            )
        )
    await engine.dispose()


async def measure(base: str) -> tuple[list[float], list[float]]:
    known, unknown = [], []
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        for n in range(WARM_UP + REQUESTS):
            for email, samples in ((KNOWN, known), (UNKNOWN, unknown))[:: 1 if n % 2 else -1]:
                started = time.perf_counter()
                response = await http.post("/user-service/send-reset-password-mail", json={"email": email})
                took = time.perf_counter() - started
                assert response.status_code == 200, response.text
                if n >= WARM_UP:
                    samples.append(took)
    return known, unknown


async def run(url: str, redis_port: int) -> tuple[list[float], list[float]]:
    from user_service.main import create_app

    await asyncio.to_thread(upgrade_to_head, url)
    await seed_account(url)
    settings = Settings(
        environment="test",
        database_url=url,
        redis_url=f"redis://127.0.0.1:{redis_port}/0",
        jwt_secret="bench-secret-that-is-long-enough-for-hs256",
        smtp_port=servers.free_port(),  # nobody listens: the mails wait in the queue, as they may
        log_level="ERROR",
        reset_mails_per_address=10**9,
        reset_mails_per_client=10**9,
    )
    app_port = servers.free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(settings), host="127.0.0.1", port=app_port, log_level="error"))
    serving = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.01)
    try:
        return await measure(f"http://127.0.0.1:{app_port}")
    finally:
        server.should_exit = True
        await serving


def main() -> None:
    root = Path(tempfile.mkdtemp(prefix="bakery-bench-"))
    root.chmod(0o755)
    pg_port, redis_port = servers.free_port(), servers.free_port()
    (root / "redis").mkdir()
    servers.init_postgres(root / "postgres")
    postgres = subprocess.Popen(
        servers.postgres_command(root / "postgres", pg_port, throwaway=True), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    redis = subprocess.Popen(servers.redis_command(root / "redis", redis_port, throwaway=True), stdout=subprocess.DEVNULL)
    try:
        servers.wait_for_postgres(pg_port, process=postgres)
        servers.wait_for_port(redis_port, process=redis)
        servers.create_database(pg_port, "bakery_bench")
        url = f"postgresql+asyncpg://{servers.PG_USER}@127.0.0.1:{pg_port}/bakery_bench"
        known, unknown = asyncio.run(run(url, redis_port))
    finally:
        servers.stop(redis)
        servers.stop(postgres)
        shutil.rmtree(root, ignore_errors=True)

    print(f"POST /user-service/send-reset-password-mail, {REQUESTS} of each, interleaved, after {WARM_UP} warm-up rounds")
    print(describe("known address", known))
    print(describe("unknown address", unknown))
    print(f"median difference (known - unknown): {(statistics.median(known) - statistics.median(unknown)) * 1000:+.2f} ms")
    print(histogram(known, unknown))


if __name__ == "__main__":
    main()
