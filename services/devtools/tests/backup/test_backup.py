"""`bakery-backup` round trips: a shop with orders and a product photo, backed up and restored
into another, empty database and media root, comes back row for row and byte for byte; a backup
taken while orders pour in is consistent; a restore never lands on a shop that is already there.

The commands run as `make backup` / `make restore` run them (the console script, configured
by the environment), against databases of the session's test cluster.
"""

import asyncio
import hashlib
import json
import os
from pathlib import Path
import subprocess
import sys
import tarfile
import uuid

import asyncpg
import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_devtools import servers
from bakery_devtools.backup import libpq_url
from bakery_devtools.seed.images import seed_product_images
from bakery_devtools.testing.orders import checkout, product_line, seed_shop_with_one_cake
from bakery_devtools.testing.plugin import live_server
from user_service.main import create_app

STOCK = 500


def bakery_backup(*args: str, database_url: str, media_root: Path, backup_dir: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "DATABASE_URL": database_url, "MEDIA_ROOT": str(media_root), "BACKUP_DIR": str(backup_dir)}
    return subprocess.run(
        [sys.executable, "-m", "bakery_devtools.backup", *args], env=env, capture_output=True, text=True, timeout=120
    )


async def shop_with_orders_and_a_photo(engine, media_root: Path, settings, orders: int) -> tuple[dict, httpx.Response]:
    ids = await seed_shop_with_one_cake(engine, stock=STOCK)
    async with AsyncSession(engine) as session:
        stored = await seed_product_images(session, media_root)  # the admin pipeline: JPEGs per width
        await session.commit()
    assert stored["product_images"] == 1
    body = checkout([product_line(ids["product"], ids["dimension"], 2)], location_id=ids["location"])
    async with live_server(create_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:
        for number in range(orders):
            placed = await http.post("/user-service/place-order", json=body, headers={"Idempotency-Key": f"copie-{number}"})
            assert placed.status_code == 201, placed.text
    return ids, placed


async def table_contents(database_url: str) -> dict[str, list]:
    """Every row of every table (ordered), and where every identity sequence stands."""
    connection = await asyncpg.connect(libpq_url(database_url).render_as_string(hide_password=False))
    try:
        tables = [r[0] for r in await connection.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")]
        contents = {table: [tuple(r) for r in await connection.fetch(f'SELECT * FROM "{table}" ORDER BY 1')] for table in tables}
        sequences = await connection.fetch(
            "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1"
        )
        contents["(sequences)"] = [tuple(r) for r in sequences]
        return contents
    finally:
        await connection.close()


def files_of(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest() for p in root.rglob("*") if p.is_file()}


def empty_database_url(bakery_servers) -> tuple[str, str]:
    name = f"bakery_restore_{uuid.uuid4().hex[:8]}"  # not created: the restore creates it
    return name, bakery_servers.database_url(name)


async def drop(bakery_servers, name: str) -> None:
    connection = await asyncpg.connect(
        host="127.0.0.1", port=bakery_servers.postgres_port, user=servers.PG_USER, database="postgres"
    )
    try:
        await connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await connection.close()


async def test_orders_and_photos_come_back_row_for_row_and_byte_for_byte(fresh_database, bakery_servers, test_settings, tmp_path):
    url, engine = fresh_database
    media, backups = tmp_path / "media", tmp_path / "backups"
    settings = test_settings.model_copy(update={"database_url": url, "media_root": media, "mail_poll_seconds": 0})
    await shop_with_orders_and_a_photo(engine, media, settings, orders=3)

    made = await asyncio.to_thread(bakery_backup, "create", database_url=url, media_root=media, backup_dir=backups)
    assert made.returncode == 0, made.stderr
    [archive] = backups.glob("bakery-*.tar.gz")
    assert made.stdout.strip() == f"backup written: {archive}"
    with tarfile.open(archive) as tar:
        manifest = json.loads(tar.extractfile("manifest.json").read())
        assert {"database.dump", "manifest.json"} <= set(tar.getnames())
    assert manifest["database"]["rows"]["orders"] == 3
    # One photo: three widths, each a JPEG with its AVIF and WebP (every one named in the row, so backed up).
    assert manifest["media"]["files"] == len(files_of(media)) == 9

    name, target = empty_database_url(bakery_servers)
    restored_media = tmp_path / "restored-media"
    try:
        back = await asyncio.to_thread(
            bakery_backup, "restore", str(archive), database_url=target, media_root=restored_media, backup_dir=backups
        )
        assert back.returncode == 0, back.stderr
        assert await table_contents(target) == await table_contents(url)
        assert files_of(restored_media) == files_of(media)

        # A second restore onto the shop now there is refused, and changes nothing.
        again = await asyncio.to_thread(
            bakery_backup, "restore", str(archive), database_url=target, media_root=tmp_path / "other-media", backup_dir=backups
        )
        assert again.returncode == 1
        assert "is not empty" in again.stderr
        assert not (tmp_path / "other-media").exists()
        assert await table_contents(target) == await table_contents(url)
    finally:
        await drop(bakery_servers, name)


async def test_a_backup_taken_while_orders_pour_in_is_consistent(fresh_database, bakery_servers, test_settings, tmp_path):
    """The dump is one snapshot: in the restored copy the stock left plus the cakes sold is exactly
    what there was, and every order has its lines, payment, history and event."""
    url, engine = fresh_database
    media, backups = tmp_path / "media", tmp_path / "backups"
    settings = test_settings.model_copy(update={"database_url": url, "media_root": media, "mail_poll_seconds": 0})
    ids, _ = await shop_with_orders_and_a_photo(engine, media, settings, orders=1)
    body = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])

    async with live_server(create_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:

        async def customer() -> None:
            for _ in range(15):
                assert (await http.post("/user-service/place-order", json=body)).status_code == 201

        burst = [asyncio.create_task(customer()) for _ in range(4)]
        made = await asyncio.to_thread(bakery_backup, "create", database_url=url, media_root=media, backup_dir=backups)
        await asyncio.gather(*burst)
    assert made.returncode == 0, made.stderr
    [archive] = backups.glob("bakery-*.tar.gz")

    name, target = empty_database_url(bakery_servers)
    try:
        back = await asyncio.to_thread(
            bakery_backup, "restore", str(archive), database_url=target, media_root=tmp_path / "restored", backup_dir=backups
        )
        assert back.returncode == 0, back.stderr
        connection = await asyncpg.connect(libpq_url(target).render_as_string(hide_password=False))
        try:
            left = await connection.fetchval("SELECT stock FROM dimensions WHERE id = $1", ids["dimension"])
            sold = await connection.fetchval("SELECT coalesce(sum(quantity), 0) FROM order_dimension_lines")
            orders = await connection.fetchval("SELECT count(*) FROM orders")
            incomplete = await connection.fetchval(
                "SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_payments p WHERE p.order_id = o.id)"
                " OR NOT EXISTS (SELECT 1 FROM order_status_changes s WHERE s.order_id = o.id)"
            )
            events = await connection.fetchval("SELECT count(*) FROM outbox_events")
        finally:
            await connection.close()
    finally:
        await drop(bakery_servers, name)
    assert left + sold == STOCK
    assert incomplete == 0
    assert events == orders
    assert 1 <= orders <= 61
