"""`bakery-seed` / `python -m bakery_devtools.seed`: load the demo bakery into DATABASE_URL."""

import asyncio
from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from bakery_shared.settings import get_settings

from .demo import seed


async def _run(database_url: str, media_root: Path) -> dict[str, int]:
    engine = create_async_engine(database_url)
    try:
        async with async_sessionmaker(engine, expire_on_commit=False)() as session, session.begin():
            return await seed(session, media_root=media_root)
    finally:
        await engine.dispose()


def main() -> None:
    settings = get_settings()
    created = asyncio.run(_run(settings.database_url, settings.media_root))
    if not any(created.values()):
        print("Demo data already present; nothing added.")
        return
    print("Demo data loaded:")
    for table, count in sorted(created.items()):
        if count:
            print(f"  {table}: {count}")


if __name__ == "__main__":
    main()
