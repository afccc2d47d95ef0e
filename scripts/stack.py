#!/usr/bin/env python3
"""Bring the whole shop up on this machine: Postgres and Redis of its own, migrations, demo data,
the web build, then both services, the SMTP sink and nginx under honcho.

    stack.py run              `make run`: data kept under data/, gateway on :8080, Ctrl-C stops all
    stack.py e2e -- CMD...    `make test`: a throwaway stack on free ports, runs CMD against it, tears down
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
sys.path.insert(0, str(ROOT / "services" / "shared" / "src"))

from bakery_shared.devtools import servers  # noqa: E402


def log(message: str) -> None:
    print(f"\033[1;33m==>\033[0m {message}", flush=True)


def nginx_binary() -> str:
    found = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
    if not found:
        raise SystemExit("nginx is missing: run `make install` (apt-get install nginx)")
    return found


def build_web(force: bool = False) -> None:
    dist = ROOT / "web" / "dist" / "index.html"
    sources = [p for p in (ROOT / "web").rglob("*") if p.is_file() and "node_modules" not in p.parts and "dist" not in p.parts and "e2e" not in p.parts]
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


class Stack:
    def __init__(self, data: Path, ports: dict[str, int], *, throwaway: bool) -> None:
        self.data = data
        self.ports = ports
        self.throwaway = throwaway
        self.children: list[subprocess.Popen] = []
        self.env = os.environ.copy()

    @property
    def gateway_url(self) -> str:
        return f"http://localhost:{self.ports['GATEWAY_PORT']}"

    def start_databases(self) -> None:
        pg, redis = self.ports["POSTGRES_PORT"], self.ports["REDIS_PORT"]
        self.data.mkdir(parents=True, exist_ok=True)
        self.data.chmod(0o755)
        (self.data / "redis").mkdir(exist_ok=True)
        log(f"starting Postgres on {pg} and Redis on {redis} (data in {self.data})")
        servers.init_postgres(self.data / "postgres")
        logs = open(self.data / "postgres.log", "ab")
        self.children.append(subprocess.Popen(servers.postgres_command(self.data / "postgres", pg, throwaway=self.throwaway), stdout=logs, stderr=logs, start_new_session=True))
        self.children.append(subprocess.Popen(servers.redis_command(self.data / "redis", redis, throwaway=self.throwaway), stdout=subprocess.DEVNULL, start_new_session=True))
        servers.wait_for_postgres(pg, process=self.children[0])
        servers.wait_for_port(redis, process=self.children[1])
        servers.create_database(pg, "bakery")

    def configure(self) -> None:
        p = self.ports
        self.env.update({k: str(v) for k, v in p.items()})
        self.env.update(
            {
                "PATH": f"{VENV_BIN}:{self.env.get('PATH', '')}",
                "BAKERY_DATA": str(self.data),
                "DATABASE_URL": f"postgresql+asyncpg://{servers.PG_USER}@127.0.0.1:{p['POSTGRES_PORT']}/bakery",
                "REDIS_URL": f"redis://127.0.0.1:{p['REDIS_PORT']}/0",
                "SMTP_HOST": "127.0.0.1",
                "PUBLIC_URL": self.env.get("PUBLIC_URL", self.gateway_url),
                "MEDIA_ROOT": str(self.data / "media"),
                "USER_SERVICE_ADDR": f"127.0.0.1:{p['USER_SERVICE_PORT']}",
                "ADMIN_SERVICE_ADDR": f"127.0.0.1:{p['ADMIN_SERVICE_PORT']}",
                "WEB_ROOT": str(ROOT / "web" / "dist"),
                "NGINX_BIN": nginx_binary(),
            }
        )
        (self.data / "media").mkdir(exist_ok=True)
        rendered = subprocess.run(
            [sys.executable, str(ROOT / "gateway" / "render.py"), "--out-dir", str(self.data / "nginx")],
            env=self.env, check=True, capture_output=True, text=True,
        )
        self.env["NGINX_CONF"] = rendered.stdout.strip().splitlines()[-1]

    def migrate_and_seed(self) -> None:
        log("migrating the database and seeding the demo bakery")
        subprocess.run([str(VENV_BIN / "bakery-migrate")], env=self.env, check=True)
        subprocess.run([str(VENV_BIN / "bakery-seed")], env=self.env, check=True)

    def start_processes(self, quiet: bool = False) -> subprocess.Popen:
        command = [str(VENV_BIN / "honcho"), "-f", str(ROOT / "Procfile"), "-e", "/dev/null", "start"]
        output = open(self.data / "processes.log", "ab") if quiet else None
        honcho = subprocess.Popen(command, env=self.env, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT if quiet else None, start_new_session=quiet)
        self.children.append(honcho)
        return honcho

    def wait_ready(self) -> None:
        for prefix in ("user-service", "admin-service"):
            wait_http(f"{self.gateway_url}/{prefix}/readyz", processes=self.children)

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
    }
    stack = Stack(Path(os.environ.get("BAKERY_DATA", ROOT / "data")).resolve(), ports, throwaway=False)
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    try:
        build_web()
        stack.start_databases()
        stack.configure()
        stack.migrate_and_seed()
        honcho = stack.start_processes()
        stack.wait_ready()
        print(
            f"""
\033[1;32mCofetăria Dulce rulează:\033[0m {stack.gateway_url}

  Admin:    {os.environ.get('DEMO_ADMIN_EMAIL', 'admin@cofetarie-demo.ro')} / {os.environ.get('DEMO_ADMIN_PASSWORD', 'Admin#2026')}   ({stack.gateway_url}/auth/admin)
  Manager:  {os.environ.get('DEMO_MANAGER_EMAIL', 'manager@cofetarie-demo.ro')} / {os.environ.get('DEMO_MANAGER_PASSWORD', 'Manager#2026')}
  E-mails:  {stack.data / 'mail'} (one .eml file per message)
  API docs: {stack.gateway_url}/user-service/docs  {stack.gateway_url}/admin-service/docs

Ctrl-C stops everything; the data stays in {stack.data}.
""",
            flush=True,
        )
        return honcho.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        log("stopping")
        stack.stop()


def e2e(args: argparse.Namespace) -> int:
    """A throwaway stack on free ports; runs each command against it; 0 only if all pass."""
    data = Path(tempfile.mkdtemp(prefix="bakery-e2e-"))
    names = ["GATEWAY_PORT", "POSTGRES_PORT", "REDIS_PORT", "SMTP_PORT", "USER_SERVICE_PORT", "ADMIN_SERVICE_PORT"]
    stack = Stack(data, {name: servers.free_port() for name in names}, throwaway=True)
    stack.env["ENVIRONMENT"] = "test"
    try:
        build_web()
        stack.start_databases()
        stack.configure()
        stack.migrate_and_seed()
        stack.start_processes(quiet=True)
        stack.wait_ready()
        log(f"stack up at {stack.gateway_url}")
        env = {**stack.env, "GATEWAY_URL": stack.gateway_url, "BASE_URL": stack.gateway_url, "MAIL_DIR": str(data / "mail")}
        failed = 0
        words = args.command[1:] if args.command[:1] == ["--"] else args.command
        for command in " ".join(words).split(" ;; "):
            log(f"running: {command}")
            failed |= subprocess.run(command, shell=True, env=env, cwd=ROOT).returncode != 0
        return 1 if failed else 0
    except Exception:
        log(f"the stack failed; its logs:\n{(data / 'processes.log').read_text(errors='replace')[-6000:] if (data / 'processes.log').exists() else ''}")
        raise
    finally:
        stack.stop()
        shutil.rmtree(data, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="action", required=True)
    sub.add_parser("run")
    e2e_parser = sub.add_parser("e2e")
    e2e_parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    return run(args) if args.action == "run" else e2e(args)


if __name__ == "__main__":
    sys.exit(main())
