"""`bakery-seed` / `python -m bakery_devtools.seed`: load the demo bakery into DATABASE_URL, and into
a shop without orders, six months of its past (BAKERY_SEED_HISTORY=0: the menu and accounts only)."""

import asyncio
import os
from pathlib import Path
import time

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from bakery_shared.settings import get_settings

from .demo import seed
from .history import seed_history

HISTORY_SWITCH = "BAKERY_SEED_HISTORY"


def wants_history(environ: dict[str, str]) -> bool:
    """On unless BAKERY_SEED_HISTORY says 0, no, false or off (`make run EMPTY=1` sets it to 0)."""
    return environ.get(HISTORY_SWITCH, "1").strip().lower() not in {"0", "no", "false", "off"}


async def _run(database_url: str, media_root: Path, history: bool) -> tuple[dict[str, int], float]:
    """Rows created per table, and the seconds the past took."""
    engine = create_async_engine(database_url)
    try:
        async with async_sessionmaker(engine, expire_on_commit=False)() as session, session.begin():
            created = await seed(session, media_root=media_root)
            started = time.perf_counter()
            if history:
                for table, count in (await seed_history(session)).items():
                    created[table] = created.get(table, 0) + count
            return created, time.perf_counter() - started
    finally:
        await engine.dispose()


def main() -> None:
    settings = get_settings()
    started = time.perf_counter()
    history = wants_history(dict(os.environ))
    created, past = asyncio.run(_run(settings.database_url, settings.media_root, history))
    if not any(created.values()):
        print("Demo data already present; nothing added.")
        return
    took = f"{time.perf_counter() - started:.1f} s, " + (
        f"the six months of past {past:.1f} s" if history else "no past: an empty shop"
    )
    print(f"Demo data loaded ({took}):")
    for table, count in sorted(created.items()):
        if count:
            print(f"  {table}: {count}")


if __name__ == "__main__":
    main()
