"""Project-local Postgres and Redis from the system binaries, for `make run` and the test harness.

Postgres refuses to run as root, so as root every Postgres command runs as the `postgres` user.

The `make run` cluster asks for a password (scram-sha-256, also on loopback: any local user or
process could otherwise log in as the owner of the shop's data): made at random on the first start
and kept next to the cluster in DATA/postgres-password, readable by its owner only, as the token
signing key is. A cluster made before that (trust) gets the password and scram on its next start
(`secure_postgres`). The test harness's throwaway clusters (one per run, loopback, a random port)
stay on trust.

As root, Postgres runs as `postgres`, which must be able to walk to its cluster: a clone in a folder
only its owner may enter (/root/shop, mode 0700) keeps the cluster in CLUSTERS_HOME/<folder-hash>
instead, owned by `postgres`, and DATA/postgres is a link to it (`reachable_cluster`): the data
survive restarts, and `make clean-data` (which deletes the link) starts over.
"""

from __future__ import annotations

import glob
import hashlib
import os
from pathlib import Path
import re
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from urllib.parse import quote

PG_USER = "bakery"
# Where clusters go that `postgres` could not reach inside their data folder (as root only).
CLUSTERS_HOME = Path(os.environ.get("BAKERY_CLUSTERS_HOME", "/var/lib/bakery-postgres"))
PASSWORD_FILE = "postgres-password"
# A pg_hba.conf rule (not a comment) that lets anyone in without a password.
_TRUST_RULE = re.compile(r"^(\s*[^#\s].*?)\s+trust(\s*)$", re.MULTILINE)


class CannotContinue(RuntimeError):
    """A step of the local stack cannot go on; the message says, in one sentence, what to do."""


def kept_secret(path: Path, *, what: str) -> str:
    """A random secret made on the first call and kept in `path`, readable by its owner only (0600
    from the start, never readable by others even briefly); the same secret on every later call.
    A file opened to others is closed again; one holding under 32 characters is refused."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        # O_EXCL: never overwrite a secret.
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        secret = path.read_text(encoding="ascii").strip()
        if path.stat().st_mode & 0o077:
            path.chmod(0o600)
        if len(secret) < 32:
            raise SystemExit(f"{path} holds no usable {what} (under 32 characters): delete it to make a new one") from None
        return secret
    secret = secrets.token_urlsafe(48)  # 64 characters, 384 random bits
    with os.fdopen(fd, "w", encoding="ascii") as handle:
        handle.write(secret + "\n")
    return secret


def postgres_password(data: Path) -> str:
    """The `make run` cluster's password (DATA/postgres-password), made on the first call."""
    return kept_secret(data / PASSWORD_FILE, what="password")


def database_url(
    port: int,
    name: str = "bakery",
    password: str | None = None,
    *,
    driver: str = "postgresql+asyncpg",
    socket_dir: Path | None = None,
) -> str:
    """Over TCP to 127.0.0.1, or over the cluster's Unix socket in `socket_dir` (see `socket_dir_of`)."""
    login = f"{PG_USER}:{quote(password, safe='')}" if password else PG_USER
    if socket_dir is not None:
        return f"{driver}://{login}@/{name}?host={quote(str(socket_dir), safe='/')}&port={port}"
    return f"{driver}://{login}@127.0.0.1:{port}/{name}"


# A Unix socket's path fits in 107 bytes (sun_path), the socket's own name (.s.PGSQL.<port>) included.
_SOCKET_PATH_MAX = 107


def socket_dir_of(datadir: Path) -> Path | None:
    """Where a cluster on this machine also listens on a Unix socket: its own data folder, owned by
    whoever runs Postgres; None when that path is too long for a socket (TCP only then). The shop's
    processes on the same machine talk to Postgres through it: a statement costs both sides less
    kernel time than over loopback TCP (docs/benchmarks.md)."""
    folder = datadir.resolve()
    return folder if len(str(folder / ".s.PGSQL.65535").encode()) <= _SOCKET_PATH_MAX else None


def _pg_env(password: str | None) -> dict[str, str] | None:
    return {**os.environ, "PGPASSWORD": password} if password else None


_HANDED_OUT: set[int] = set()


def free_port() -> int:
    """A free port this process has not handed out before. Asked one at a time, the kernel may
    give the same port twice while the first taker has not bound it yet: a stack whose user-service
    and real-time process were both given one port started with the gateway sending every
    `/user-service/` call to the real-time process, which answered 404."""
    while True:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port not in _HANDED_OUT:
            _HANDED_OUT.add(port)
            return port


def free_ports(count: int) -> list[int]:
    return [free_port() for _ in range(count)]


def wait_for_port(port: int, timeout: float = 30.0, process: subprocess.Popen | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"server on port {port} exited with {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise TimeoutError(f"nothing answers on port {port} after {timeout}s")


def _pg_bin(name: str) -> str:
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), key=lambda p: int(p.split("/")[4]), reverse=True)
    found = candidates[0] if candidates else shutil.which(name)
    if not found:
        raise RuntimeError(f"PostgreSQL's {name} was not found; install the postgresql package")
    return found


def _as_postgres(command: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


def _hand_to_postgres(path: Path) -> None:
    if os.geteuid() == 0:
        shutil.chown(path, "postgres", "postgres")


def postgres_can_enter(folder: Path) -> bool:
    """Whether the user Postgres runs as may walk into `folder` (every folder above it included)."""
    if os.geteuid() != 0:
        return True
    return subprocess.run(["runuser", "-u", "postgres", "--", "test", "-x", str(folder)], capture_output=True).returncode == 0


def reachable_cluster(datadir: Path) -> Path:
    """Where the cluster of `datadir` lives: `datadir` itself when `postgres` may reach it; otherwise
    (as root, a data folder inside one only its owner may enter) CLUSTERS_HOME/<name>-<hash of the
    path>, owned by `postgres`, with `datadir` a link to it. A cluster left there by a data folder
    since deleted (`make clean-data`: its password is gone with it) is removed first."""
    if datadir.is_symlink():
        return datadir.resolve()
    nearest = next(folder for folder in (datadir, *datadir.parents) if folder.exists())
    if postgres_can_enter(nearest):
        return datadir
    if datadir.exists():
        if any(datadir.iterdir()):
            raise CannotContinue(
                f"Postgres (the postgres user) cannot reach its cluster in {datadir}: move the project to a folder "
                f"others may enter, or run `chmod o+x` on each folder above it"
            )
        datadir.rmdir()  # an empty folder an earlier start left behind
    absolute = datadir.absolute()
    digest = hashlib.sha256(str(absolute).encode()).hexdigest()[:12]
    target = CLUSTERS_HOME / f"{re.sub(r'[^A-Za-z0-9_.-]', '_', absolute.parent.parent.name) or 'bakery'}-{digest}"
    try:
        CLUSTERS_HOME.mkdir(parents=True, exist_ok=True)
        CLUSTERS_HOME.chmod(0o755)
        if target.exists():
            shutil.rmtree(target)
        target.mkdir(mode=0o700)
        _hand_to_postgres(target)
        datadir.parent.mkdir(parents=True, exist_ok=True)
        datadir.symlink_to(target, target_is_directory=True)
    except OSError as error:
        raise CannotContinue(
            f"Postgres (the postgres user) cannot enter {datadir.parent} and its cluster could not be kept in "
            f"{CLUSTERS_HOME} instead ({error.strerror}): move the project to a folder others may enter"
        ) from None
    return target


def init_postgres(datadir: Path, password: str | None = None) -> None:
    """Create the cluster once; a second call keeps the data. With a password every login asks for
    it (scram-sha-256); without one (the test harness's throwaway clusters) none does. As root, a
    cluster `postgres` could not reach in `datadir` is kept where it can (`reachable_cluster`)."""
    if (datadir / "PG_VERSION").exists():
        return
    datadir = reachable_cluster(datadir)
    datadir.mkdir(parents=True, exist_ok=True)
    os.chmod(datadir, 0o700)
    _hand_to_postgres(datadir)
    initdb = [_pg_bin("initdb"), "-D", str(datadir), "-U", PG_USER, "-E", "UTF8", "--locale=C.UTF-8"]
    if password is None:
        subprocess.run(_as_postgres([*initdb, "-A", "trust"]), check=True, stdout=subprocess.DEVNULL)
        return
    # The superuser's password reaches initdb in a file only its reader (postgres, or us) may open,
    # removed right after: never on a command line.
    with tempfile.TemporaryDirectory(prefix="bakery-initdb-") as folder:
        pwfile = Path(folder) / "password"
        pwfile.write_text(password + "\n", encoding="ascii")
        pwfile.chmod(0o600)
        for path in (Path(folder), pwfile):
            _hand_to_postgres(path)
        subprocess.run(
            _as_postgres([*initdb, "--auth=scram-sha-256", f"--pwfile={pwfile}"]), check=True, stdout=subprocess.DEVNULL
        )


def trusts_anyone(datadir: Path) -> bool:
    """Whether the cluster lets some login in without a password (made before passwords, with trust)."""
    return bool(_TRUST_RULE.search((datadir / "pg_hba.conf").read_text()))


def secure_postgres(datadir: Path, port: int, password: str) -> bool:
    """A running cluster made with trust (an earlier `make run`) gets `password` for its superuser
    and asks for it from now on (pg_hba.conf: trust -> scram-sha-256, reloaded). Whether it changed
    anything; a cluster that already asks is left alone."""
    hba = datadir / "pg_hba.conf"
    if not trusts_anyone(datadir):
        return False
    # Over stdin, never on a command line; the password is stored as a SCRAM verifier.
    literal = password.replace("'", "''")
    statements = f"SET password_encryption = 'scram-sha-256';\nALTER ROLE \"{PG_USER}\" PASSWORD '{literal}';\n"
    psql = [
        _pg_bin("psql"),
        "-X",
        "-q",
        "-v",
        "ON_ERROR_STOP=1",
        "-h",
        "127.0.0.1",
        "-p",
        str(port),
        "-U",
        PG_USER,
        "-d",
        "postgres",
    ]
    subprocess.run([*psql, "-f", "-"], input=statements, text=True, check=True, stdout=subprocess.DEVNULL)
    hba.write_text(_TRUST_RULE.sub(r"\1 scram-sha-256\2", hba.read_text()))
    subprocess.run([*psql, "-tAc", "SELECT pg_reload_conf()"], env=_pg_env(password), check=True, stdout=subprocess.DEVNULL)
    return True


def postgres_command(datadir: Path, port: int, *, throwaway: bool = False, socket_dir: Path | None = None) -> list[str]:
    """`socket_dir`: a Unix socket there too, beside 127.0.0.1 (none by default)."""
    sockets = str(socket_dir) if socket_dir is not None else ""
    options = ["-c", "listen_addresses=127.0.0.1", "-c", f"unix_socket_directories={sockets}", "-c", "timezone=Europe/Bucharest"]
    if throwaway:  # tests: speed over durability
        options += ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
    return _as_postgres([_pg_bin("postgres"), "-D", str(datadir.resolve()), "-p", str(port), *options])


def create_database(port: int, name: str, password: str | None = None) -> None:
    """Create `name` if missing."""
    psql = [_pg_bin("psql"), "-X", "-h", "127.0.0.1", "-p", str(port), "-U", PG_USER, "-d", "postgres", "-tAc"]
    env = _pg_env(password)
    exists = subprocess.run(
        [*psql, f"SELECT 1 FROM pg_database WHERE datname = '{name}'"], capture_output=True, text=True, check=True, env=env
    )
    if exists.stdout.strip() != "1":
        subprocess.run([*psql, f'CREATE DATABASE "{name}"'], check=True, stdout=subprocess.DEVNULL, env=env)


def drop_database(port: int, name: str, password: str | None = None) -> None:
    """Drop `name`, ending the sessions still on it."""
    psql = [_pg_bin("psql"), "-X", "-h", "127.0.0.1", "-p", str(port), "-U", PG_USER, "-d", "postgres", "-tAc"]
    subprocess.run(
        [*psql, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'], check=True, stdout=subprocess.DEVNULL, env=_pg_env(password)
    )


def wait_for_postgres(port: int, timeout: float = 30.0, process: subprocess.Popen | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"postgres exited with {process.returncode}")
        ready = subprocess.run([_pg_bin("pg_isready"), "-h", "127.0.0.1", "-p", str(port), "-U", PG_USER], capture_output=True)
        if ready.returncode == 0:
            return
        time.sleep(0.1)
    raise TimeoutError("postgres did not become ready")


def stop_postgres(datadir: Path, process: subprocess.Popen | None = None, *, mode: str = "fast", timeout: float = 30.0) -> None:
    """Stop the cluster in `datadir` as an operator would (`pg_ctl stop`): "fast" rolls back open
    transactions and closes every connection (a restart), "immediate" is a crash (recovery on the
    next start). Signals go straight to the postmaster, not through runuser."""
    if process is not None and process.poll() is not None:
        return
    subprocess.run(
        _as_postgres([_pg_bin("pg_ctl"), "stop", "-D", str(datadir.resolve()), "-m", mode, "-t", str(int(timeout))]),
        check=True,
        stdout=subprocess.DEVNULL,
    )
    if process is not None:
        process.wait(timeout)


def redis_command(datadir: Path, port: int, *, throwaway: bool = False) -> list[str]:
    binary = shutil.which("redis-server") or "/usr/bin/redis-server"
    persistence = ["--save", "", "--appendonly", "no"] if throwaway else ["--save", "60 1", "--appendonly", "yes"]
    return [binary, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(datadir), "--daemonize", "no", *persistence]


# The local Stripe: localstripe, a stateful fake of Stripe's API with a Stripe.js shim.
LOCALSTRIPE_PORT = 8420
# localstripe takes any key; these only look like Stripe's test keys so the code path is the same.
LOCALSTRIPE_SECRET_KEY = "sk_test_localstripe"
LOCALSTRIPE_PUBLISHABLE_KEY = "pk_test_localstripe"


def localstripe_command(port: int, store: Path | None = None) -> list[str]:
    """localstripe on `port` (every interface: it binds '::' itself), keeping its data in `store`
    (`make run`) or nowhere (the tests); never in the /tmp file every localstripe shares
    (bakery_devtools/localstripe_server.py)."""
    command = [sys.executable, "-m", "bakery_devtools.localstripe_server", "--port", str(port)]
    return [*command, "--store", str(store)] if store is not None else command


def localstripe_webhook(port: int, url: str, secret: str) -> None:
    """Tells localstripe where to send its (signed) webhooks."""
    import httpx

    response = httpx.post(f"http://127.0.0.1:{port}/_config/webhooks/bakery", data={"url": url, "secret": secret}, timeout=10)
    response.raise_for_status()


# The local stand-in of ANAF's RO e-Factura API (bakery_devtools/efactura_server.py).
EFACTURA_LOCAL_TOKEN = "efactura-local-token"


def efactura_command(port: int, store: Path | None = None) -> list[str]:
    """The e-Factura stand-in on 127.0.0.1:`port`, taking EFACTURA_LOCAL_TOKEN, keeping its uploads
    in `store` or in memory only."""
    command = [sys.executable, "-m", "bakery_devtools.efactura_server", "--port", str(port), "--token", EFACTURA_LOCAL_TOKEN]
    return [*command, "--store", str(store)] if store is not None else command


def efactura_api_url(port: int) -> str:
    """The stand-in's base URL, shaped as ANAF's own (https://api.anaf.ro/prod/FCTEL/rest)."""
    return f"http://127.0.0.1:{port}/prod/FCTEL/rest"


def stop(process: subprocess.Popen, timeout: float = 15.0) -> None:
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
