"""`make run` works wherever the project was cloned, a home folder too (the first start once failed
there): as root, Postgres runs as the `postgres` user, which cannot enter a clone in /root/<folder>
(0700); its cluster is then kept where `postgres` can reach it, DATA/postgres a link to it, and the
data survive a restart. A step that still cannot go on ends with one plain sentence, never a
traceback."""

from __future__ import annotations

from collections.abc import Iterator
import contextlib
import importlib.util
import os
from pathlib import Path
import shutil
import subprocess
import tempfile

import pytest

from bakery_devtools import servers

ROOT = Path(__file__).resolve().parents[4]


def load_stack():
    spec = importlib.util.spec_from_file_location("bakery_stack_script_home", ROOT / "scripts" / "stack.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


stack = load_stack()


@pytest.fixture
def clusters_home(monkeypatch) -> Iterator[Path]:
    """A clusters home of this test's own (not the machine's /var/lib/bakery-postgres)."""
    home = Path(tempfile.mkdtemp(prefix="bakery-clusters-test-"))
    home.chmod(0o755)
    monkeypatch.setattr(servers, "CLUSTERS_HOME", home / "clusters")
    yield home / "clusters"
    shutil.rmtree(home, ignore_errors=True)


@pytest.fixture
def private_home(tmp_path) -> Path:
    """A folder only its owner may enter, like /root (the postgres user cannot walk through it)."""
    home = tmp_path / "root-home"
    home.mkdir(mode=0o700)
    home.chmod(0o700)
    assert not servers.postgres_can_enter(home)
    return home


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


def databases(port: int, password: str) -> set[str]:
    psql = [servers._pg_bin("psql"), "-X", "-w", "-h", "127.0.0.1", "-p", str(port), "-U", servers.PG_USER, "-d", "postgres"]
    answer = subprocess.run(
        [*psql, "-tAc", "SELECT datname FROM pg_database"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PGPASSWORD": password, "PGPASSFILE": os.devnull},
    )
    return set(answer.stdout.split())


def test_a_data_folder_inside_a_folder_only_its_owner_may_enter_gets_a_cluster_that_keeps_its_data(private_home, clusters_home):
    data = private_home / "shop" / "data"
    password = servers.postgres_password(data)
    servers.init_postgres(data / "postgres", password)

    # The cluster lives where postgres can reach it, owned by postgres; the data folder links to it.
    link = data / "postgres"
    assert link.is_symlink()
    cluster = link.resolve()
    assert cluster.parent == clusters_home
    assert cluster.owner() == "postgres"
    assert (link / "PG_VERSION").exists()

    with running(link) as port:
        servers.create_database(port, "bakery", password)
        assert "bakery" in databases(port, password)

    # The next start (a second `make run`) finds the same cluster with its data.
    servers.init_postgres(link, password)
    assert link.resolve() == cluster
    with running(link) as port:
        assert "bakery" in databases(port, password)

    # `make clean-data` deletes the data folder (the link and the password): the next start begins
    # with a new, empty cluster in the same place, not the orphaned one.
    shutil.rmtree(data)
    password = servers.postgres_password(data)
    servers.init_postgres(data / "postgres", password)
    assert (data / "postgres").resolve() == cluster
    with running(data / "postgres") as port:
        assert "bakery" not in databases(port, password)


def test_a_data_folder_postgres_can_reach_keeps_its_cluster_inside(clusters_home):
    folder = Path(tempfile.mkdtemp(prefix="bakery-open-home-"))
    folder.chmod(0o755)
    try:
        datadir = folder / "data" / "postgres"
        servers.init_postgres(datadir)
        assert not datadir.is_symlink()
        assert (datadir / "PG_VERSION").exists()
        assert not clusters_home.exists()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def start_make_run(monkeypatch, data: Path) -> int:
    """`stack.py run` up to where it stops, without building the web app or touching SIGTERM."""
    monkeypatch.setenv("BAKERY_DATA", str(data))
    monkeypatch.setenv("POSTGRES_PORT", str(servers.free_port()))
    monkeypatch.setenv("REDIS_PORT", str(servers.free_port()))
    monkeypatch.setattr(stack, "build_web", lambda force=False: None)
    monkeypatch.setattr(stack.signal, "signal", lambda *args: None)
    return stack.run(None)


def test_a_cluster_that_cannot_be_kept_anywhere_ends_make_run_with_one_sentence(private_home, monkeypatch, capsys):
    # Nowhere to keep it: the clusters home would have to be made inside a file.
    blocker = private_home.parent / "a-file"
    blocker.write_text("")
    monkeypatch.setattr(servers, "CLUSTERS_HOME", blocker / "clusters")

    assert start_make_run(monkeypatch, private_home / "shop" / "data") == 1

    err = capsys.readouterr().err
    assert "Traceback" not in err
    [sentence] = [line for line in err.splitlines() if "stopped" in line]
    assert "cannot enter" in sentence and "move the project to a folder others may enter" in sentence


def test_a_failing_initdb_ends_make_run_with_what_to_do_not_a_traceback(tmp_path, monkeypatch, capsys):
    def initdb_fails(*args, **kwargs):
        raise subprocess.CalledProcessError(1, ["runuser", "-u", "postgres", "--", "/usr/lib/postgresql/16/bin/initdb", "-D"])

    monkeypatch.setattr(servers, "init_postgres", initdb_fails)

    assert start_make_run(monkeypatch, tmp_path / "data") == 1

    err = capsys.readouterr().err
    assert "Traceback" not in err
    [sentence] = [line for line in err.splitlines() if "stopped" in line]
    assert "initdb exited with 1" in sentence
    assert "make clean-data" in sentence and "postgres.log" in sentence
