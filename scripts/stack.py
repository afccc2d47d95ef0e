#!/usr/bin/env python3
"""Bring the whole shop up on this machine: Postgres and Redis of its own, migrations, demo data,
the web build, then both services, user-service's real-time process (the websocket, REALTIME_PORT),
the SMTP sink and nginx under honcho.

    stack.py run              `make run`: data kept under data/, gateway on 127.0.0.1:8080, Ctrl-C stops all
    stack.py e2e -- CMD...    `make test`: a throwaway stack on free ports, runs CMD against it, tears down
    stack.py tool -- CMD...   CMD with `make run`'s signing key and database password (make migrate, make seed)

Tokens are signed with a random key made on the first start and kept in data/jwt-secret (mode 0600);
JWT_SECRET in the environment overrides it. Postgres asks for a password, made the same way and kept
in data/postgres-password; the DATABASE_URL every process gets carries it (a data folder of an
earlier run, whose cluster let anyone in, gets the password on its next start). The gateway listens
on GATEWAY_HOST (127.0.0.1 unless asked otherwise: GATEWAY_HOST=0.0.0.0 shows the shop to the whole
network).

Card payments go to localstripe, the local Stripe, started on 127.0.0.1:STRIPE_PORT (8420;
a free port for e2e) with its webhooks sent to the gateway and signed with a secret kept in
data/stripe-webhook-secret. With STRIPE_SECRET_KEY (and the other two keys) in the environment,
`make run` starts no localstripe and the same code talks to Stripe; e2e always uses localstripe.

Invoices are filed with ANAF's e-Factura only with EFACTURA_ACCESS_TOKEN in the environment (`make run`
sets none: invoices wait as "de încărcat"). e2e always starts the local stand-in of the e-Factura API
(bakery_devtools/efactura_server.py) on a free port and points admin-service at it with its token.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = ROOT / ".venv" / "bin"
sys.path.insert(0, str(ROOT / "services" / "devtools" / "src"))

from bakery_devtools import servers  # noqa: E402
from bakery_devtools.log_secrets import lines_holding, secrets_in_log  # noqa: E402

KEY_FILE = "jwt-secret"
# localstripe's webhooks are signed with this (made once, kept like the signing key).
WEBHOOK_SECRET_FILE = "stripe-webhook-secret"
STRIPE_KEYS = ("STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET")
WEBHOOK_PATH = "/user-service/payments/webhook"
# Loopback unless the operator asks: the demo accounts' passwords are in the README.
DEFAULT_GATEWAY_HOST = "127.0.0.1"


def log(message: str) -> None:
    print(f"\033[1;33m==>\033[0m {message}", flush=True)


def nginx_binary() -> str:
    found = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
    if not found:
        raise SystemExit("nginx is missing: run `make install` (apt-get install nginx)")
    return found


def signing_key(data: Path) -> str:
    """The stack's token signing key: made at random on the first call and kept in DATA/jwt-secret,
    readable by its owner only (0600); the same key on every later call, so sessions survive a
    restart. Deleting the file (or `make clean-data`) makes a new key and signs every session out."""
    return servers.kept_secret(data / KEY_FILE, what="key")


def real_stripe_keys(environ: dict[str, str]) -> bool:
    """Whether the operator gave Stripe keys of their own (STRIPE_SECRET_KEY set): then the stack
    talks to Stripe itself and starts no localstripe."""
    return bool(environ.get("STRIPE_SECRET_KEY", "").strip())


def local_stripe_env(data: Path, port: int) -> dict[str, str]:
    """The services' settings for the localstripe on `port`: its address and keys, and a webhook
    secret made at random once and kept in DATA/stripe-webhook-secret (0600)."""
    return {
        "STRIPE_PORT": str(port),
        "STRIPE_API_BASE": f"http://127.0.0.1:{port}",
        "STRIPE_SECRET_KEY": servers.LOCALSTRIPE_SECRET_KEY,
        "STRIPE_PUBLISHABLE_KEY": servers.LOCALSTRIPE_PUBLISHABLE_KEY,
        "STRIPE_WEBHOOK_SECRET": servers.kept_secret(data / WEBHOOK_SECRET_FILE, what="webhook secret"),
    }


def stripe_mode(environ: dict[str, str]) -> str:
    """How the stack pays by card, for its log: never a key itself."""
    if not real_stripe_keys(environ):
        return "localstripe"
    missing = [name for name in STRIPE_KEYS if not environ.get(name, "").strip()]
    if missing:
        return f"Stripe keys incomplete ({', '.join(missing)} missing): online card payment stays off"
    live = environ["STRIPE_SECRET_KEY"].strip().startswith(("sk_live_", "rk_live_"))
    return "Stripe with the environment's keys (" + ("LIVE mode: real money" if live else "test mode") + ")"


def url_host(listen_host: str) -> str:
    """The host name to reach a gateway listening on `listen_host` from this machine."""
    return "localhost" if listen_host in ("127.0.0.1", "0.0.0.0", "*", "::", "[::]", "localhost") else listen_host


def build_web(force: bool = False) -> None:
    dist = ROOT / "web" / "dist" / "index.html"
    sources = [
        p
        for p in (ROOT / "web").rglob("*")
        if p.is_file() and "node_modules" not in p.parts and "dist" not in p.parts and "e2e" not in p.parts
    ]
    newest = max((p.stat().st_mtime for p in sources), default=0)
    if force or not dist.exists() or dist.stat().st_mtime < newest:
        log("building the web app")
        subprocess.run(["npm", "run", "build", "--silent"], cwd=ROOT / "web", check=True)


def wait_http(url: str, timeout: float = 60.0, processes: list[subprocess.Popen] | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for process in processes or []:
            if process.poll() is not None:
                raise RuntimeError(f"the stack stopped while waiting for {url}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.2)
    raise TimeoutError(f"{url} did not answer 200 within {timeout}s")


def cpu_count() -> int:
    """The CPUs this process may run on, as `nproc` counts them (the Procfile's own default)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


class Stack:
    def __init__(self, data: Path, ports: dict[str, int], *, throwaway: bool, gateway_host: str = DEFAULT_GATEWAY_HOST) -> None:
        self.data = data
        self.ports = ports
        self.throwaway = throwaway
        self.gateway_host = gateway_host
        self.children: list[subprocess.Popen] = []
        self.localstripe_port: int | None = None
        self.env = os.environ.copy()
        self.pg_password = servers.postgres_password(data)

    @property
    def gateway_url(self) -> str:
        return f"http://{url_host(self.gateway_host)}:{self.ports['GATEWAY_PORT']}"

    @property
    def log_file(self) -> Path:
        """Everything the processes print (nginx's access log, both services' logs) in an e2e run."""
        return self.data / "processes.log"

    def start_databases(self) -> None:
        pg, redis = self.ports["POSTGRES_PORT"], self.ports["REDIS_PORT"]
        self.data.mkdir(parents=True, exist_ok=True)
        self.data.chmod(0o755)
        (self.data / "redis").mkdir(exist_ok=True)
        log(f"starting Postgres on {pg} and Redis on {redis} (data in {self.data})")
        servers.init_postgres(self.data / "postgres", self.pg_password)
        logs = open(self.data / "postgres.log", "ab")
        self.children.append(
            subprocess.Popen(
                servers.postgres_command(
                    self.data / "postgres", pg, throwaway=self.throwaway, socket_dir=servers.socket_dir_of(self.data / "postgres")
                ),
                stdout=logs,
                stderr=logs,
                start_new_session=True,
            )
        )
        self.children.append(
            subprocess.Popen(
                servers.redis_command(self.data / "redis", redis, throwaway=self.throwaway),
                stdout=subprocess.DEVNULL,
                start_new_session=True,
            )
        )
        servers.wait_for_postgres(pg, process=self.children[0])
        servers.wait_for_port(redis, process=self.children[1])
        if servers.secure_postgres(self.data / "postgres", pg, self.pg_password):
            log(f"Postgres now asks for a password (kept in {self.data / servers.PASSWORD_FILE})")
        servers.create_database(pg, "bakery", self.pg_password)

    @property
    def webhook_url(self) -> str:
        """Where localstripe posts its webhooks: the gateway, from this machine."""
        host = url_host(self.gateway_host)
        return f"http://{'127.0.0.1' if host == 'localhost' else host}:{self.ports['GATEWAY_PORT']}{WEBHOOK_PATH}"

    @property
    def localstripe_log(self) -> Path:
        return self.data / "localstripe.log"

    def start_stripe(self, port: int | None) -> None:
        """localstripe on `port`, with the services pointed at it and its webhooks at the gateway;
        `port` None: the keys in the environment are Stripe's own, and nothing is started (the
        services then talk to Stripe, and the gateway's CSP names Stripe's origins)."""
        if port is None:
            log(f"card payments: {stripe_mode(self.env)}; no localstripe")
            return
        self.env.update(local_stripe_env(self.data, port))
        self.localstripe_port = port
        log(f"starting localstripe (the local Stripe) on 127.0.0.1:{port}")
        logs = open(self.localstripe_log, "ab")  # the child holds it until it stops
        # Kept in the data folder for `make run` (an authorization survives a restart); nowhere for e2e.
        store = None if self.throwaway else self.data / "localstripe.pickle"
        self.children.append(
            subprocess.Popen(
                servers.localstripe_command(port, store), stdout=logs, stderr=subprocess.STDOUT, start_new_session=True
            )
        )
        servers.wait_for_port(port, process=self.children[-1])
        servers.localstripe_webhook(port, self.webhook_url, self.env["STRIPE_WEBHOOK_SECRET"])

    def start_efactura(self, port: int) -> None:
        """The local stand-in of ANAF's e-Factura API on `port` (its uploads in memory), with
        admin-service's filing job pointed at it and running every few seconds."""
        log(f"starting the e-Factura stand-in on 127.0.0.1:{port}")
        logs = open(self.data / "efactura.log", "ab")  # the child holds it until it stops
        self.children.append(
            subprocess.Popen(servers.efactura_command(port), stdout=logs, stderr=subprocess.STDOUT, start_new_session=True)
        )
        servers.wait_for_port(port, process=self.children[-1])
        self.env.update(
            {
                "EFACTURA_API_URL": servers.efactura_api_url(port),
                "EFACTURA_ACCESS_TOKEN": servers.EFACTURA_LOCAL_TOKEN,
                "EFACTURA_POLL_SECONDS": self.env.get("EFACTURA_POLL_SECONDS", "2"),
            }
        )

    def configure(self, jwt_secret: str) -> None:
        p = self.ports
        self.env.update({k: str(v) for k, v in p.items()})
        public_url = self.env.get("PUBLIC_URL", self.gateway_url)
        self.env.update(
            {
                "JWT_SECRET": jwt_secret,
                "GATEWAY_HOST": self.gateway_host,
                "PATH": f"{VENV_BIN}:{self.env.get('PATH', '')}",
                "BAKERY_DATA": str(self.data),
                # The processes on this machine reach Postgres by its Unix socket where it has one.
                "DATABASE_URL": servers.database_url(
                    p["POSTGRES_PORT"], "bakery", self.pg_password, socket_dir=servers.socket_dir_of(self.data / "postgres")
                ),
                "REDIS_URL": f"redis://127.0.0.1:{p['REDIS_PORT']}/0",
                "SMTP_HOST": "127.0.0.1",
                "PUBLIC_URL": public_url,
                # The same gateway by its address, for a browser that opens http://127.0.0.1:PORT.
                "WS_ALLOWED_ORIGINS": self.env.get(
                    "WS_ALLOWED_ORIGINS",
                    f"http://127.0.0.1:{p['GATEWAY_PORT']}" if url_host(self.gateway_host) == "localhost" else "",
                ),
                # The services trust X-Forwarded-For from the gateway only, which runs on this machine.
                "FORWARDED_ALLOW_IPS": self.env.get("FORWARDED_ALLOW_IPS", "127.0.0.1"),
                "MEDIA_ROOT": str(self.data / "media"),
                # uvicorn workers per service: one per CPU unless asked (docs/operations.md, "Scaling out").
                "WEB_CONCURRENCY": self.env.get("WEB_CONCURRENCY", "").strip() or str(cpu_count()),
                "USER_SERVICE_ADDR": f"127.0.0.1:{p['USER_SERVICE_PORT']}",
                "ADMIN_SERVICE_ADDR": f"127.0.0.1:{p['ADMIN_SERVICE_PORT']}",
                "WEB_ROOT": str(ROOT / "web" / "dist"),
                "NGINX_BIN": nginx_binary(),
            }
        )
        if "REALTIME_PORT" in p:  # user-service's real-time process takes the websocket (Procfile, gateway)
            self.env["REALTIME_ADDR"] = f"127.0.0.1:{p['REALTIME_PORT']}"
        (self.data / "media").mkdir(exist_ok=True)
        rendered = subprocess.run(
            [sys.executable, str(ROOT / "gateway" / "render.py"), "--out-dir", str(self.data / "nginx")],
            env=self.env,
            check=True,
            capture_output=True,
            text=True,
        )
        self.env["NGINX_CONF"] = rendered.stdout.strip().splitlines()[-1]

    def has_schema(self) -> bool:
        psql = [servers._pg_bin("psql"), "-h", "127.0.0.1", "-p", str(self.ports["POSTGRES_PORT"]), "-U", servers.PG_USER]
        query = "SELECT to_regclass('public.alembic_version') IS NOT NULL"
        answer = subprocess.run(
            [*psql, "-d", "bakery", "-tAc", query],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PGPASSWORD": self.pg_password},
        )
        return answer.stdout.strip() == "t"

    def migrate_and_seed(self) -> None:
        # Only a brand-new database gets the demo bakery: a restored backup (make restore) or
        # a shop already in use never receives demo products or the demo logins.
        fresh = not self.has_schema()
        empty = self.env.get("BAKERY_SEED_HISTORY", "1").strip().lower() in {"0", "no", "false", "off"}
        log(
            "migrating the database" + ((" and seeding the demo bakery" + (" (an empty shop)" if empty else "")) if fresh else "")
        )
        subprocess.run([str(VENV_BIN / "bakery-migrate")], env=self.env, check=True)
        if fresh:
            subprocess.run([str(VENV_BIN / "bakery-seed")], env=self.env, check=True)

    def start_processes(self, quiet: bool = False) -> subprocess.Popen:
        log(f"{self.env['WEB_CONCURRENCY']} worker process(es) per service (WEB_CONCURRENCY)")
        command = [str(VENV_BIN / "honcho"), "-f", str(ROOT / "Procfile"), "-e", "/dev/null", "start"]
        output = open(self.log_file, "ab") if quiet else None
        honcho = subprocess.Popen(
            command, env=self.env, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT if quiet else None, start_new_session=quiet
        )
        self.children.append(honcho)
        return honcho

    def wait_ready(self) -> None:
        for prefix in ("user-service", "admin-service"):
            wait_http(f"{self.gateway_url}/{prefix}/readyz", processes=self.children)
        # The real-time process is behind the gateway for its websocket only: asked directly.
        if "REALTIME_PORT" in self.ports:
            wait_http(f"http://127.0.0.1:{self.ports['REALTIME_PORT']}/user-service/readyz", processes=self.children)

    def stop(self) -> None:
        for child in reversed(self.children):
            if child.poll() is None:
                try:
                    # Children in a session of their own get the signal as a group (runuser passes it on badly).
                    if os.getpgid(child.pid) == child.pid:
                        os.killpg(child.pid, signal.SIGINT)
                    else:
                        child.send_signal(signal.SIGINT)
                except ProcessLookupError:
                    pass
        for child in reversed(self.children):
            try:
                child.wait(20)
            except subprocess.TimeoutExpired:
                child.kill()


def run(args: argparse.Namespace) -> int:
    ports = {
        "GATEWAY_PORT": int(os.environ.get("GATEWAY_PORT", 8080)),
        "POSTGRES_PORT": int(os.environ.get("POSTGRES_PORT", 55432)),
        "REDIS_PORT": int(os.environ.get("REDIS_PORT", 56379)),
        "SMTP_PORT": int(os.environ.get("SMTP_PORT", 51025)),
        "USER_SERVICE_PORT": int(os.environ.get("USER_SERVICE_PORT", 58001)),
        "ADMIN_SERVICE_PORT": int(os.environ.get("ADMIN_SERVICE_PORT", 58002)),
        "REALTIME_PORT": int(os.environ.get("REALTIME_PORT", 58003)),
    }
    stripe_port = None if real_stripe_keys(os.environ) else int(os.environ.get("STRIPE_PORT", servers.LOCALSTRIPE_PORT))
    data = data_dir()
    stack = Stack(data, ports, throwaway=False, gateway_host=os.environ.get("GATEWAY_HOST", "").strip() or DEFAULT_GATEWAY_HOST)
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    step = "web"
    try:
        build_web()
        step = "databases"
        stack.start_databases()
        step = "stripe"
        stack.start_stripe(stripe_port)
        step = "configure"
        stack.configure(os.environ.get("JWT_SECRET") or signing_key(data))
        step = "migrate"
        stack.migrate_and_seed()
        step = "services"
        honcho = stack.start_processes()
        stack.wait_ready()
        print(
            f"""
\033[1;32mCofetăria Dulce rulează:\033[0m {stack.gateway_url}   (listening on {stack.gateway_host}; GATEWAY_HOST changes it)

  Admin:    {os.environ.get("DEMO_ADMIN_EMAIL", "admin@cofetarie-demo.ro")} / {os.environ.get("DEMO_ADMIN_PASSWORD", "Admin#2026")}   ({stack.gateway_url}/auth/admin)
  Manager:  {os.environ.get("DEMO_MANAGER_EMAIL", "manager@cofetarie-demo.ro")} / {os.environ.get("DEMO_MANAGER_PASSWORD", "Manager#2026")}
  E-mails:  {stack.data / "mail"} (one .eml file per message)
  Cards:    {stripe_summary(stack)}
  API docs: {stack.gateway_url}/user-service/docs  {stack.gateway_url}/admin-service/docs

Ctrl-C stops everything; the data stays in {stack.data}.
""",
            flush=True,
        )
        return honcho.wait()
    except KeyboardInterrupt:
        return 0
    except (subprocess.CalledProcessError, RuntimeError, TimeoutError, OSError) as error:
        # One sentence saying what to do, never a traceback (the failing tool has printed its own lines).
        print(f"\033[1;31m==>\033[0m {failure_sentence(step, error, data)}", file=sys.stderr, flush=True)
        return 1
    finally:
        log("stopping")
        stack.stop()


# What to do when a step of `make run` cannot go on (failure_sentence).
ADVICE = {
    "web": "building the web app failed: run `make install` again, then `make run`",
    "databases": "Postgres or Redis did not start: read {data}/postgres.log, free POSTGRES_PORT/REDIS_PORT "
    "(or set them to free ports) and run `make run` again, or `make clean-data` to start from an empty shop",
    "stripe": "localstripe did not start: read {data}/localstripe.log and free port STRIPE_PORT "
    "(or set STRIPE_PORT to a free one), then run `make run` again",
    "configure": "the gateway's configuration could not be written: check that nginx is installed (`make install`) "
    "and that {data} is writable, then run `make run` again",
    "migrate": "migrating or seeding the database failed: read the lines above, then run `make run` again, "
    "or `make clean-data` to start from an empty shop",
    "services": "the services did not come up: read the lines above, free GATEWAY_PORT and the service ports "
    "(or set them to free ones) and run `make run` again",
}


def failure_sentence(step: str, error: BaseException, data: Path) -> str:
    """The one plain sentence `make run` ends with when `step` cannot go on: what stopped, why, and what to do."""
    if isinstance(error, servers.CannotContinue):  # its message already says what to do
        return f"`make run` stopped: {error}."
    if isinstance(error, subprocess.CalledProcessError):
        command = Path(str(error.cmd[0] if isinstance(error.cmd, list) else error.cmd).split()[0]).name
        if command == "runuser" and isinstance(error.cmd, list) and len(error.cmd) > 4:
            command = Path(error.cmd[4]).name
        why = f"{command} exited with {error.returncode}"
    else:
        why = str(error) or type(error).__name__
    return f"`make run` stopped ({why}); {ADVICE[step].format(data=data)}."


def stripe_summary(stack: Stack) -> str:
    if stack.localstripe_port is None:
        return stripe_mode(stack.env)
    return (
        f"localstripe on {stack.env['STRIPE_API_BASE']} (test cards: 4242 4242 4242 4242; 3-D Secure "
        f"4000 0027 6000 3184; declined 4000 0000 0000 0341; its log: {stack.localstripe_log})"
    )


def e2e(args: argparse.Namespace) -> int:
    """A throwaway stack on free ports; runs each command against it; 0 only if all pass."""
    data = Path(tempfile.mkdtemp(prefix="bakery-e2e-"))
    names = [
        "GATEWAY_PORT",
        "POSTGRES_PORT",
        "REDIS_PORT",
        "SMTP_PORT",
        "USER_SERVICE_PORT",
        "ADMIN_SERVICE_PORT",
        "REALTIME_PORT",
        "STRIPE_PORT",
        "EFACTURA_PORT",
    ]
    stack = Stack(data, dict(zip(names, servers.free_ports(len(names)), strict=True)), throwaway=True)
    # The rules of a real run (a placeholder key would be refused), with a key of its own: random,
    # never the developer's data/jwt-secret, never one from the environment.
    stack.env["ENVIRONMENT"] = "development"
    # The browser tests start from a shop without a past (their empty lists, their first order);
    # BAKERY_SEED_HISTORY=1 gives the throwaway stack the demo's six months (the README's picture).
    stack.env.setdefault("BAKERY_SEED_HISTORY", "0")
    # Every browser test asks for its custom cakes from this one machine: the per-client limit
    # (5 an hour) is tested on its own in user-service, not by the order in which specs run.
    stack.env.setdefault("CAKE_REQUESTS_PER_CLIENT", "100")
    stack.env.setdefault("CAKE_REQUESTS_PER_EMAIL", "100")
    # Likewise the guests' orders: the specs place more than a client's hourly 20 between them.
    stack.env.setdefault("GUEST_ORDERS_PER_CLIENT", "100")
    # Always the local Stripe: the browser tests pay with its test cards and its 3-D Secure dialog,
    # and never with the developer's own Stripe account.
    for name in (*STRIPE_KEYS, "STRIPE_API_BASE"):
        stack.env.pop(name, None)
    # Likewise ANAF: the invoices of the browser tests go to the local stand-in, never to SPV.
    for name in ("EFACTURA_API_URL", "EFACTURA_ACCESS_TOKEN"):
        stack.env.pop(name, None)
    try:
        build_web()
        stack.start_databases()
        stack.start_stripe(stack.ports["STRIPE_PORT"])
        stack.start_efactura(stack.ports["EFACTURA_PORT"])
        stack.configure(signing_key(data))
        stack.migrate_and_seed()
        stack.start_processes(quiet=True)
        stack.wait_ready()
        log(f"stack up at {stack.gateway_url}")
        env = {
            **stack.env,
            "GATEWAY_URL": stack.gateway_url,
            "BASE_URL": stack.gateway_url,
            "MAIL_DIR": str(data / "mail"),
            "STACK_LOG_FILE": str(stack.log_file),
        }
        failed = 0
        words = args.command[1:] if args.command[:1] == ["--"] else args.command
        for command in " ".join(words).split(" ;; "):
            log(f"running: {command}")
            failed |= subprocess.run(command, shell=True, env=env, cwd=ROOT).returncode != 0
        # Whatever the commands did, no line nginx, a service or localstripe wrote may hold a token,
        # an order's follow secret or the webhook secret (see bakery_devtools/log_secrets.py).
        stack.stop()
        leaks = leaked_lines(stack)
        if leaks:
            log(f"{len(leaks)} log line(s) of the run hold a secret (token, follow key or webhook secret):")
            for line in leaks[:10]:
                print(f"    {line[:300]}", flush=True)
            failed = 1
        else:
            log("no log line of the run holds a token, a follow key or the webhook secret")
        return 1 if failed else 0
    except Exception:
        log(
            f"the stack failed; its logs:\n{(data / 'processes.log').read_text(errors='replace')[-6000:] if (data / 'processes.log').exists() else ''}"
        )
        raise
    finally:
        stack.stop()
        shutil.rmtree(data, ignore_errors=True)


def leaked_lines(stack: Stack) -> list[str]:
    """The lines of the run's logs (processes and localstripe) that hold a secret."""
    text = "\n".join(path.read_text(errors="replace") for path in (stack.log_file, stack.localstripe_log) if path.exists())
    return secrets_in_log(text) + lines_holding(text, stack.env.get("STRIPE_WEBHOOK_SECRET", ""))


def data_dir() -> Path:
    return Path(os.environ.get("BAKERY_DATA", ROOT / "data")).resolve()


def tool_env(environ: dict[str, str], data: Path) -> dict[str, str]:
    """The environment of a command against the `make run` stack: its signing key in JWT_SECRET, its
    database, with the password, in DATABASE_URL and its localstripe's STRIPE_* (each unless the
    environment gives its own)."""
    env = {**environ, "PATH": f"{VENV_BIN}:{environ.get('PATH', '')}"}
    env["JWT_SECRET"] = environ.get("JWT_SECRET") or signing_key(data)
    port = int(environ.get("POSTGRES_PORT", 55432))
    env["DATABASE_URL"] = environ.get("DATABASE_URL") or servers.database_url(port, "bakery", servers.postgres_password(data))
    if not real_stripe_keys(environ):
        # The stack's localstripe, as its services see it (the seed offers card payment with it).
        local = local_stripe_env(data, int(environ.get("STRIPE_PORT", servers.LOCALSTRIPE_PORT)))
        env = {**local, **{name: value for name, value in env.items() if value or name not in local}}
    return env


def tool(args: argparse.Namespace) -> int:
    """A command against the `make run` stack (its defaults), with its signing key in JWT_SECRET
    and its database password in DATABASE_URL."""
    words = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not words:
        raise SystemExit("usage: stack.py tool -- COMMAND [ARGS...]")
    env = tool_env(dict(os.environ), data_dir())
    return subprocess.run(words, env=env, cwd=ROOT).returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="action", required=True)
    sub.add_parser("run")
    for name in ("e2e", "tool"):
        sub.add_parser(name).add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    return {"run": run, "e2e": e2e, "tool": tool}[args.action](args)


if __name__ == "__main__":
    sys.exit(main())
