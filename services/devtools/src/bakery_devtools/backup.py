"""`bakery-backup`: the shop's database and uploaded images in one archive, and back.

    bakery-backup create  [--database-url URL] [--media-root DIR] [--out-dir DIR]   (`make backup`)
    bakery-backup restore FILE [--database-url URL] [--media-root DIR]              (`make restore FILE=...`)

Defaults are those of the `make run` stack, each overridable by the environment: DATABASE_URL
(else the stack's database on POSTGRES_PORT, 55432), MEDIA_ROOT (else $BAKERY_DATA/media, data/media)
and BACKUP_DIR (backups). When nothing answers on the stack's Postgres port, its cluster under
$BAKERY_DATA/postgres is started for the command and stopped again (created first for a restore),
so `make clean-data && make restore FILE=... && make run` brings a shop back on a fresh machine.

An archive `bakery-<UTC time>.tar.gz` holds:
- `database.dump`: pg_dump's custom format, taken in one snapshot (consistent however busy the shop);
- `media/...`: the media root, copied after the dump. Photos are written before the row that names
  them commits, under new names, so every photo the dump references is already on disk: the
  archive is complete unless a photo was deleted in the seconds between the dump and the copy,
  which the command checks (against the photos named in the dump's own snapshot) and then fails;
- `manifest.json`: when, the schema revision, rows per table (in the dump's snapshot), files and
  bytes of media.

A restore goes only into an empty database (created if missing) and an empty media root, in one
transaction: it fails whole rather than mixing two shops.
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
import json
import os
from pathlib import Path, PurePosixPath
import shutil
import socket
import subprocess
import sys
import tarfile
import tempfile

import asyncpg
from sqlalchemy.engine import URL, make_url

from . import servers

FORMAT = 1
DUMP = "database.dump"
MANIFEST = "manifest.json"
MEDIA = "media"


class BackupError(Exception):
    pass


# ---- where ------------------------------------------------------------------------------------


def _data_dir() -> Path:
    return Path(os.environ.get("BAKERY_DATA", "data"))


def default_database_url() -> str:
    """$DATABASE_URL, or the `make run` stack's database with its password (DATA/postgres-password)."""
    if os.environ.get("DATABASE_URL"):
        return os.environ["DATABASE_URL"]
    port = int(os.environ.get("POSTGRES_PORT", "55432"))
    return servers.database_url(port, "bakery", servers.postgres_password(_data_dir()), driver="postgresql")


def default_media_root() -> Path:
    return Path(os.environ.get("MEDIA_ROOT") or _data_dir() / "media")


def default_backup_dir() -> Path:
    return Path(os.environ.get("BACKUP_DIR", "backups"))


def libpq_url(database_url: str) -> URL:
    """The services' URL (postgresql+asyncpg://...) as pg_dump and psql take it."""
    return make_url(database_url).set(drivername="postgresql")


def _dsn(url: URL) -> str:
    return url.render_as_string(hide_password=False)


def _command_dsn(url: URL) -> str:
    """The address for a command line: without the password, which `_pg_env` passes (a command line
    is visible to every user of the machine)."""
    return url.set(password=None).render_as_string(hide_password=False)


def _pg_env(url: URL) -> dict[str, str] | None:
    return {**os.environ, "PGPASSWORD": url.password} if url.password else None


def _pg(name: str) -> str:
    return servers._pg_bin(name)


def _psql(url: URL, query: str) -> str:
    result = subprocess.run(
        [_pg("psql"), "-X", "-tA", "-v", "ON_ERROR_STOP=1", "-d", _command_dsn(url), "-c", query],
        capture_output=True,
        text=True,
        env=_pg_env(url),
    )
    if result.returncode != 0:
        raise BackupError(result.stderr.strip())
    return result.stdout.strip()


# ---- the stack's Postgres, when it is not running -----------------------------------------------


def _answers(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


@contextmanager
def reachable_postgres(url: URL, *, create_cluster: bool) -> Iterator[None]:
    """Run the body with Postgres answering at `url`: as it is, or by starting the `make run`
    cluster under $BAKERY_DATA/postgres for the duration (only for a local address)."""
    host, port = url.host or "127.0.0.1", url.port or 5432
    if _answers(host, port):
        yield
        return
    datadir = _data_dir().resolve() / "postgres"
    if host not in {"127.0.0.1", "localhost"} or not (create_cluster or (datadir / "PG_VERSION").exists()):
        raise BackupError(f"nothing answers on {host}:{port}: start the stack (make run) or set DATABASE_URL")
    print(f"==> starting the stack's Postgres ({datadir}) on port {port} for this command", flush=True)
    datadir.parent.mkdir(parents=True, exist_ok=True)
    datadir.parent.chmod(0o755)
    # The stack's cluster asks for its password (made here for a new cluster, as `make run` does;
    # given to a cluster of an earlier run that let anyone in).
    password = servers.postgres_password(datadir.parent)
    servers.init_postgres(datadir, password)
    with open(datadir.parent / "postgres.log", "ab") as log:
        process = subprocess.Popen(servers.postgres_command(datadir, port), stdout=log, stderr=log, start_new_session=True)
    try:
        servers.wait_for_postgres(port, process=process)
        servers.secure_postgres(datadir, port, password)
        yield
    finally:
        servers.stop_postgres(datadir, process)


# ---- create -----------------------------------------------------------------------------------


def _media_files(media_root: Path) -> list[Path]:
    if not media_root.is_dir():
        return []
    return sorted(p for p in media_root.rglob("*") if p.is_file() and not p.is_symlink())


REFERENCED_MEDIA = (
    "SELECT image_path FROM product_images UNION "
    "SELECT value FROM product_images, jsonb_each_text(coalesce(variants, '{}'::jsonb))"
)


async def _dump_in_one_snapshot(url: URL, dump: Path) -> tuple[str, dict[str, int], set[str]]:
    """pg_dump in a snapshot this connection exports and holds, and in that same snapshot the
    schema revision, the rows per table and the photos the dumped rows name."""
    connection = await asyncpg.connect(_dsn(url))
    try:
        async with connection.transaction(isolation="repeatable_read", readonly=True):
            snapshot = await connection.fetchval("SELECT pg_export_snapshot()")
            dumping = await asyncio.create_subprocess_exec(
                _pg("pg_dump"), "--format=custom", "--no-owner", "--no-privileges", f"--snapshot={snapshot}",
                "--file", str(dump), _command_dsn(url),
                stderr=asyncio.subprocess.PIPE,
                env=_pg_env(url),
            )  # fmt: skip
            _, errors = await dumping.communicate()
            if dumping.returncode != 0:
                raise BackupError(f"pg_dump failed: {errors.decode().strip()}")
            revision = await connection.fetchval("SELECT version_num FROM alembic_version")
            tables = [
                r[0] for r in await connection.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
            ]
            rows = {table: await connection.fetchval(f'SELECT count(*) FROM "{table}"') for table in tables}
            referenced = {r[0] for r in await connection.fetch(REFERENCED_MEDIA) if r[0]}
    finally:
        await connection.close()
    return revision, rows, referenced


def create_backup(database_url: str, media_root: Path, out_dir: Path, *, now: datetime | None = None) -> Path:
    url = libpq_url(database_url)
    now = now or datetime.now(UTC)
    out_dir.mkdir(parents=True, exist_ok=True)
    archive = out_dir / f"bakery-{now:%Y%m%d-%H%M%S}.tar.gz"
    with tempfile.TemporaryDirectory(prefix="bakery-backup-") as work:
        dump = Path(work) / DUMP
        revision, rows, referenced = asyncio.run(_dump_in_one_snapshot(url, dump))
        # After the dump: every photo it names was written before its row committed.
        files = _media_files(media_root)
        missing = sorted(referenced - {p.relative_to(media_root).as_posix() for p in files})
        if missing:
            raise BackupError(
                f"photos named in the dump are gone from {media_root} (deleted during the backup?): "
                f"{', '.join(missing[:5])}; run the backup again"
            )
        manifest = {
            "format": FORMAT,
            "createdAt": now.isoformat(),
            "database": {"revision": revision, "rows": rows},
            "media": {"files": len(files), "bytes": sum(p.stat().st_size for p in files)},
        }
        (Path(work) / MANIFEST).write_text(json.dumps(manifest, indent=2))
        partial = archive.with_name(archive.name + ".partial")
        with tarfile.open(partial, "w:gz") as tar:
            tar.add(Path(work) / MANIFEST, arcname=MANIFEST)
            tar.add(dump, arcname=DUMP)
            for path in files:
                tar.add(path, arcname=f"{MEDIA}/{path.relative_to(media_root).as_posix()}", recursive=False)
        os.replace(partial, archive)  # never a half-written archive under the final name
    return archive


# ---- restore ----------------------------------------------------------------------------------


def _checked_members(tar: tarfile.TarFile) -> list[tarfile.TarInfo]:
    members = tar.getmembers()
    names = {m.name for m in members}
    if not {DUMP, MANIFEST} <= names:
        raise BackupError("not a bakery backup: database.dump or manifest.json is missing")
    for member in members:
        path = PurePosixPath(member.name)
        if member.name not in {DUMP, MANIFEST} and (path.parts[0] != MEDIA or not (member.isfile() or member.isdir())):
            raise BackupError(f"unexpected entry in the archive: {member.name}")
    return members


def _ensure_empty_database(url: URL) -> None:
    name = url.database
    maintenance = url.set(database="postgres")
    exists = _psql(maintenance, f"SELECT 1 FROM pg_database WHERE datname = '{name}'")
    if not exists:
        _psql(maintenance, f'CREATE DATABASE "{name}"')
        return
    tables = _psql(url, "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
    if tables != "0":
        raise BackupError(f"the database {name} is not empty ({tables} tables): restore into an empty one (make clean-data)")


def restore_backup(archive: Path, database_url: str, media_root: Path) -> dict:
    url = libpq_url(database_url)
    if media_root.exists() and any(media_root.iterdir()):
        raise BackupError(f"the media root {media_root} is not empty: restore into an empty one")
    with tarfile.open(archive, "r:gz") as tar, tempfile.TemporaryDirectory(prefix="bakery-restore-") as work:
        members = _checked_members(tar)
        manifest = json.loads(tar.extractfile(MANIFEST).read())  # type: ignore[union-attr]
        if manifest.get("format") != FORMAT:
            raise BackupError(f"unknown backup format {manifest.get('format')!r}")
        tar.extract(DUMP, work, filter="data")
        _ensure_empty_database(url)
        result = subprocess.run(
            [
                _pg("pg_restore"),
                "--no-owner",
                "--no-privileges",
                "--single-transaction",
                "--exit-on-error",
                "--dbname",
                _command_dsn(url),
                str(Path(work) / DUMP),
            ],
            capture_output=True,
            text=True,
            env=_pg_env(url),
        )
        if result.returncode != 0:
            raise BackupError(f"pg_restore failed (nothing was restored): {result.stderr.strip()}")
        media_root.mkdir(parents=True, exist_ok=True)
        staging = Path(work) / "extracted"
        tar.extractall(staging, members=[m for m in members if PurePosixPath(m.name).parts[0] == MEDIA], filter="data")
        if (staging / MEDIA).is_dir():
            for entry in (staging / MEDIA).iterdir():
                shutil.move(str(entry), media_root / entry.name)
    return manifest


# ---- command ----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="bakery-backup", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="action", required=True)
    create = sub.add_parser("create", help="write an archive of the database and the media root")
    create.add_argument("--out-dir", type=Path, default=None, help="where (default: $BACKUP_DIR or backups/)")
    restore = sub.add_parser("restore", help="bring an archive back into an empty database and media root")
    restore.add_argument("file", type=Path)
    for command in (create, restore):
        command.add_argument("--database-url", default=None, help="default: $DATABASE_URL or the make run stack's")
        command.add_argument("--media-root", type=Path, default=None, help="default: $MEDIA_ROOT or $BAKERY_DATA/media")
    args = parser.parse_args(argv)
    database_url = args.database_url or default_database_url()
    media_root = (args.media_root or default_media_root()).resolve()
    try:
        if args.action == "create":
            with reachable_postgres(libpq_url(database_url), create_cluster=False):
                archive = create_backup(database_url, media_root, (args.out_dir or default_backup_dir()).resolve())
            print(f"backup written: {archive}")
        else:
            if not args.file.is_file():
                raise BackupError(f"{args.file}: no such file")
            with reachable_postgres(libpq_url(database_url), create_cluster=True):
                manifest = restore_backup(args.file, database_url, media_root)
            print(
                f"restored the backup of {manifest['createdAt']} (schema {manifest['database']['revision']}, "
                f"{manifest['media']['files']} media files) into {libpq_url(database_url).database} and {media_root}"
            )
    except BackupError as error:
        print(f"bakery-backup: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
