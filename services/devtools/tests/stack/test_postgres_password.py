"""The `make run` Postgres asks for a password (it once accepted any loopback login without one, so
any local user or process could read and change the shop's data): made at random into the data
folder (0600) like the signing key, the cluster made with scram-sha-256, a cluster of an earlier run
(trust) given the password on its next start, and every process of the stack (the services, `make
migrate`/`seed`, `make backup`/`restore`) handed a DATABASE_URL that carries it."""

from __future__ import annotations

from collections.abc import Iterator
import contextlib
import importlib.util
import os
from pathlib import Path
import shutil
import stat
import subprocess
import tempfile

from sqlalchemy.engine import make_url

from bakery_devtools import backup, servers

ROOT = Path(__file__).resolve().parents[4]


def load_stack():
    spec = importlib.util.spec_from_file_location("bakery_stack_script_pg", ROOT / "scripts" / "stack.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


stack = load_stack()


@contextlib.contextmanager
def data_folder() -> Iterator[Path]:
    # Not under pytest's tmp_path: its parents are private to root, and the postgres user must reach in.
    root = Path(tempfile.mkdtemp(prefix="bakery-pg-password-"))
    root.chmod(0o755)
    try:
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


@contextlib.contextmanager
def running(datadir: Path) -> Iterator[int]:
    port = servers.free_port()
    with open(datadir.parent / "postgres.log", "ab") as log:
        process = subprocess.Popen(servers.postgres_command(datadir, port, throwaway=True), stdout=log, stderr=log)
    try:
        servers.wait_for_postgres(port, process=process)
        yield port
    finally:
        servers.stop_postgres(datadir, process)


def login(port: int, password: str | None) -> subprocess.CompletedProcess:
    """psql over TCP as the stack's user, never prompting, with no password file of the machine."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
    env["PGPASSFILE"] = os.devnull
    if password is not None:
        env["PGPASSWORD"] = password
    command = [servers._pg_bin("psql"), "-X", "-w", "-h", "127.0.0.1", "-p", str(port), "-U", servers.PG_USER]
    return subprocess.run([*command, "-d", "postgres", "-tAc", "SELECT current_user"], capture_output=True, text=True, env=env)


def assert_refused(answer: subprocess.CompletedProcess) -> None:
    assert answer.returncode != 0, answer.stdout
    assert "password" in answer.stderr, answer.stderr


def assert_accepted(answer: subprocess.CompletedProcess) -> None:
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout.strip() == servers.PG_USER


def test_the_password_is_random_kept_0600_and_reused(tmp_path):
    password = servers.postgres_password(tmp_path)
    path = tmp_path / "postgres-password"
    assert len(password) >= 64
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert path.read_text().strip() == password
    assert servers.postgres_password(tmp_path) == password
    assert servers.postgres_password(tmp_path / "other") != password


def test_a_new_cluster_refuses_a_login_without_its_password_and_takes_one_with_it():
    with data_folder() as data:
        password = servers.postgres_password(data)
        servers.init_postgres(data / "postgres", password)
        assert not servers.trusts_anyone(data / "postgres")
        with running(data / "postgres") as port:
            assert_refused(login(port, None))
            assert_refused(login(port, "not-the-password"))
            assert_accepted(login(port, password))
            servers.create_database(port, "bakery", password)
            assert not servers.secure_postgres(data / "postgres", port, password)  # nothing to do


def test_a_cluster_of_an_earlier_run_that_let_anyone_in_gets_the_password():
    with data_folder() as data:
        servers.init_postgres(data / "postgres")  # as `make run` made it before passwords
        password = servers.postgres_password(data)
        with running(data / "postgres") as port:
            assert_accepted(login(port, None))
            assert servers.secure_postgres(data / "postgres", port, password)
            assert_refused(login(port, None))
            assert_accepted(login(port, password))
        # ... and after a restart too (the rules are in pg_hba.conf, not only in the running server).
        assert not servers.trusts_anyone(data / "postgres")
        with running(data / "postgres") as port:
            assert_refused(login(port, None))
            assert_accepted(login(port, password))


def test_every_process_of_the_stack_gets_the_password_in_its_database_url(tmp_path, monkeypatch):
    for name in ("DATABASE_URL", "GATEWAY_HOST", "PUBLIC_URL", "JWT_SECRET", "POSTGRES_PORT"):
        monkeypatch.delenv(name, raising=False)
    password = servers.postgres_password(tmp_path)
    ports = dict.fromkeys(
        ("GATEWAY_PORT", "POSTGRES_PORT", "REDIS_PORT", "SMTP_PORT", "USER_SERVICE_PORT", "ADMIN_SERVICE_PORT"), 0
    ) | {"POSTGRES_PORT": 15432, "GATEWAY_PORT": 18080}
    local = stack.Stack(tmp_path, ports, throwaway=True)
    local.configure("r" * 64)
    urls = {
        "services": local.env["DATABASE_URL"],  # make run: both services
        "make migrate / make seed": stack.tool_env({}, tmp_path)["DATABASE_URL"],
    }
    monkeypatch.setenv("BAKERY_DATA", str(tmp_path))
    urls["make backup / make restore"] = backup.default_database_url()
    for who, url in urls.items():
        parsed = make_url(url)
        # The services are on the cluster's machine and reach it by its Unix socket (port in the query).
        port = parsed.port or int(parsed.query["port"])
        assert (parsed.username, parsed.password, port, parsed.database) == (
            "bakery",
            password,
            15432 if who == "services" else 55432,
            "bakery",
        ), who
    assert make_url(urls["services"]).query["host"] == str((tmp_path / "postgres").resolve())
    # A DATABASE_URL given by the environment is kept as it is.
    assert stack.tool_env({"DATABASE_URL": "postgresql+asyncpg://x:y@db/shop"}, tmp_path)["DATABASE_URL"].endswith("@db/shop")
