"""`make run` and the e2e stack (scripts/stack.py, Procfile) keep to this machine and sign with a
key of their own, never a known one anyone could sign an admin token with: a random key made once
and kept in the data folder readable by its owner only, a gateway on 127.0.0.1 unless the operator
asks, services on 127.0.0.1 that trust forwarded headers from the gateway only."""

from __future__ import annotations

import importlib.util
from pathlib import Path
import re
import stat
import subprocess

import pytest

ROOT = Path(__file__).resolve().parents[4]


def load_stack():
    spec = importlib.util.spec_from_file_location("bakery_stack_script", ROOT / "scripts" / "stack.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


stack = load_stack()


def test_the_signing_key_is_random_kept_0600_and_reused(tmp_path):
    data = tmp_path / "data"
    key = stack.signing_key(data)
    path = data / "jwt-secret"
    assert len(key) >= 64 and key != "dev-secret-change-me"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert path.read_text().strip() == key
    # The next start signs with the same key (sessions survive a restart) ...
    assert stack.signing_key(data) == key
    # ... and another data folder (a new checkout, each e2e run) gets a key of its own.
    assert stack.signing_key(tmp_path / "other") != key


def test_a_key_file_readable_by_others_is_closed_and_a_short_one_refused(tmp_path):
    path = tmp_path / "jwt-secret"
    path.write_text("k" * 64 + "\n")
    path.chmod(0o644)
    assert stack.signing_key(tmp_path) == "k" * 64
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.write_text("dev-secret-change-me\n")
    with pytest.raises(SystemExit, match="jwt-secret"):
        stack.signing_key(tmp_path)


def test_the_local_gateway_is_rendered_on_loopback_with_the_key_and_forwarding_for_the_services(tmp_path, monkeypatch):
    for name in ("GATEWAY_HOST", "PUBLIC_URL", "FORWARDED_ALLOW_IPS", "WS_ALLOWED_ORIGINS", "JWT_SECRET"):
        monkeypatch.delenv(name, raising=False)
    ports = {
        "GATEWAY_PORT": 18080,
        "POSTGRES_PORT": 15432,
        "REDIS_PORT": 16379,
        "SMTP_PORT": 11025,
        "USER_SERVICE_PORT": 18001,
        "ADMIN_SERVICE_PORT": 18002,
    }
    for folder in ("data", "asked"):
        (tmp_path / folder).mkdir()
    local = stack.Stack(tmp_path / "data", ports, throwaway=True)
    local.configure("r" * 64)
    conf = Path(local.env["NGINX_CONF"]).read_text()
    assert "listen 127.0.0.1:18080 default_server;" in conf
    assert local.env["JWT_SECRET"] == "r" * 64
    assert local.env["GATEWAY_HOST"] == "127.0.0.1"
    assert local.env["FORWARDED_ALLOW_IPS"] == "127.0.0.1"
    assert local.gateway_url == "http://localhost:18080"

    monkeypatch.setenv("GATEWAY_HOST", "0.0.0.0")  # asked for: the operator's choice
    asked = stack.Stack(tmp_path / "asked", ports, throwaway=True, gateway_host="0.0.0.0")
    asked.configure("r" * 64)
    assert "listen 0.0.0.0:18080 default_server;" in Path(asked.env["NGINX_CONF"]).read_text()


def procfile_commands() -> dict[str, str]:
    lines = (ROOT / "Procfile").read_text().splitlines()
    return dict(line.split(": ", 1) for line in lines if line and not line.startswith("#"))


def test_the_services_listen_on_loopback_built_by_their_factories_and_trust_only_the_gateway():
    commands = procfile_commands()
    for name, module in (("user-service", "user_service"), ("admin-service", "admin_service")):
        command = commands[name]
        assert f"uvicorn --factory {module}.main:create_app " in command, command
        assert re.search(r"--host 127\.0\.0\.1\b", command), command
        assert '--proxy-headers --forwarded-allow-ips "${FORWARDED_ALLOW_IPS:-127.0.0.1}"' in command, command
        assert '"*"' not in command and "'*'" not in command
        assert "--workers ${WEB_CONCURRENCY:-$(nproc)} " in command, command  # one per CPU unless told
    assert re.search(r"bakery-smtp-sink (?!.*--host)", commands["mail"])  # the sink's default host is 127.0.0.1


def test_the_panels_websocket_runs_in_a_realtime_process_the_gateway_sends_it_to(tmp_path, monkeypatch):
    """user-service's real-time app, one process on loopback, trusting only the gateway's forwarded
    address (the guest-socket limit counts it); nginx sends /user-service/ws to its port."""
    command = procfile_commands()["realtime"]
    assert "uvicorn --factory user_service.realtime.app:create_app " in command, command
    assert re.search(r"--host 127\.0\.0\.1 --port \$REALTIME_PORT\b", command), command
    assert '--proxy-headers --forwarded-allow-ips "${FORWARDED_ALLOW_IPS:-127.0.0.1}"' in command, command
    assert " --workers 1 " in command  # not WEB_CONCURRENCY, which uvicorn reads when no count is given

    for name in ("GATEWAY_HOST", "PUBLIC_URL", "JWT_SECRET", "REALTIME_ADDR"):
        monkeypatch.delenv(name, raising=False)
    ports = {"GATEWAY_PORT": 18080, "USER_SERVICE_PORT": 18001, "ADMIN_SERVICE_PORT": 18002, "REALTIME_PORT": 18003}
    ports |= {"POSTGRES_PORT": 15432, "REDIS_PORT": 16379, "SMTP_PORT": 11025}
    local = stack.Stack(tmp_path, ports, throwaway=True)
    local.configure("r" * 64)
    assert local.env["REALTIME_PORT"] == "18003"
    conf = Path(local.env["NGINX_CONF"]).read_text()
    websocket = conf.split("location = /user-service/ws {", 1)[1].split("}", 1)[0]
    assert "set $realtime http://127.0.0.1:18003;" in websocket
    assert "set $user_service http://127.0.0.1:18001;" in conf


def test_the_images_run_one_worker_per_cpu_unless_told():
    for service in ("user-service", "admin-service"):
        text = (ROOT / "deploy" / "docker" / f"{service}.Dockerfile").read_text()
        cmd = re.search(r"^CMD \[(.*)\]$", text, re.M).group(1)
        assert '--workers \\"${WEB_CONCURRENCY:-$(nproc)}\\"' in cmd, cmd
        assert "WEB_CONCURRENCY=" not in text  # no fixed count baked into the image


def test_no_image_trusts_forwarded_headers_from_everyone():
    for service, module in (("user-service", "user_service"), ("admin-service", "admin_service")):
        text = (ROOT / "deploy" / "docker" / f"{service}.Dockerfile").read_text()
        cmd = re.search(r"^CMD \[(.*)\]$", text, re.M).group(1)
        assert "--forwarded-allow-ips" not in cmd and '"*"' not in cmd
        assert f"exec uvicorn --factory {module}.main:create_app " in cmd
        assert re.search(r"^\s+FORWARDED_ALLOW_IPS=127\.0\.0\.1\b", text, re.M), service


def test_the_stack_runs_one_worker_per_cpu_unless_told(tmp_path, monkeypatch):
    """`make run` and the e2e stack give uvicorn as many workers as `nproc` says, and
    WEB_CONCURRENCY still decides when it is set (the measurements in docs/operations.md, "Scaling out")."""
    ports = {"GATEWAY_PORT": 18080, "USER_SERVICE_PORT": 18001, "ADMIN_SERVICE_PORT": 18002}
    ports |= {"POSTGRES_PORT": 15432, "REDIS_PORT": 16379, "SMTP_PORT": 11025}
    nproc = subprocess.run(["nproc"], capture_output=True, text=True, check=True).stdout.strip()
    monkeypatch.delenv("WEB_CONCURRENCY", raising=False)
    (tmp_path / "cpus").mkdir()
    by_cpu = stack.Stack(tmp_path / "cpus", ports, throwaway=True)
    by_cpu.configure("r" * 64)
    assert by_cpu.env["WEB_CONCURRENCY"] == nproc
    monkeypatch.setenv("WEB_CONCURRENCY", "4")
    (tmp_path / "told").mkdir()
    told = stack.Stack(tmp_path / "told", ports, throwaway=True)
    told.configure("r" * 64)
    assert told.env["WEB_CONCURRENCY"] == "4"


def test_the_ports_of_one_stack_are_all_different_and_free():
    """Each part of a throwaway stack gets a port of its own (two parts given one port left the
    gateway sending every `/user-service/` call to the real-time process), also when asked one at a time."""
    import socket

    from bakery_devtools import servers

    ports = servers.free_ports(32) + [servers.free_port() for _ in range(32)]
    assert len(set(ports)) == 64
    for port in ports:
        with socket.socket() as s:
            s.bind(("127.0.0.1", port))
