"""Static checks of the gateway config, the Docker/compose files and the k8s manifests.

Needs nginx (Debian's /usr/sbin/nginx) for the `nginx -t` test and
check-jsonschema (in the project venv) for the compose schema; no container
engine, no network.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

GATEWAY_DIR = Path(__file__).resolve().parents[1]
REPO_ROOT = GATEWAY_DIR.parent
COMPOSE_FILE = REPO_ROOT / "docker-compose.yml"
K8S_DIR = REPO_ROOT / "deploy" / "k8s"
DOCKER_DIR = REPO_ROOT / "deploy" / "docker"

_spec = importlib.util.spec_from_file_location("gateway_render", GATEWAY_DIR / "render.py")
render = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(render)

PLACEHOLDER_NAMES = {
    "GATEWAY_PORT",
    "USER_SERVICE_ADDR",
    "ADMIN_SERVICE_ADDR",
    "DNS_RESOLVER",
    "WEB_ROOT",
    "MEDIA_ROOT",
    "RUNTIME_DIR",
    "MAX_UPLOAD_SIZE",
}


def nginx_binary() -> str | None:
    return shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if os.access(p, os.X_OK)), None)


@pytest.fixture
def site(tmp_path):
    """A tiny WEB_ROOT and MEDIA_ROOT and an environment pointing at them."""
    web = tmp_path / "web"
    (web / "assets").mkdir(parents=True)
    (web / "index.html").write_text("<!doctype html><div id=root></div>")
    media = tmp_path / "media"
    media.mkdir()
    env = {"WEB_ROOT": str(web), "MEDIA_ROOT": str(media)}
    return tmp_path, env


def render_to(out_dir: Path, env: dict[str, str]) -> str:
    return render.render(out_dir, environ=env).read_text()


# ---- template and render.py ----------------------------------------------------


def test_template_uses_exactly_the_documented_placeholders():
    text = (GATEWAY_DIR / "nginx.conf.template").read_text()
    assert set(render.PLACEHOLDER_RE.findall(text)) == PLACEHOLDER_NAMES
    assert set(render.PLACEHOLDERS) == PLACEHOLDER_NAMES


def test_includes_have_no_placeholders():
    for include in (GATEWAY_DIR / "includes").iterdir():
        assert "${" not in include.read_text(), include.name


def test_rendered_config_passes_nginx_t(site):
    nginx = nginx_binary()
    if nginx is None:
        pytest.fail("nginx is not installed: run make install")
    tmp_path, env = site
    out = tmp_path / "gw"
    conf = render.render(out, environ=env)
    result = subprocess.run(
        [nginx, "-t", "-p", str(out), "-c", str(conf)],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 0, result.stderr
    assert "test is successful" in result.stderr
    assert "[warn]" not in result.stderr, result.stderr


def test_defaults_and_nginx_variables(site):
    tmp_path, env = site
    out = tmp_path / "gw"
    text = render_to(out, env)
    assert not render.PLACEHOLDER_RE.search(text)
    assert "listen 8080 default_server;" in text
    assert "set $user_service http://127.0.0.1:58001;" in text
    assert "set $admin_service http://127.0.0.1:58002;" in text
    assert "resolver 127.0.0.11 valid=10s ipv6=off;" in text
    assert "client_max_body_size 10m;" in text
    assert f"pid {out}/nginx.pid;" in text
    assert f"alias {env['MEDIA_ROOT']}/;" in text
    assert f"root {env['WEB_ROOT']};" in text
    # nginx's own variables are untouched.
    for var in ("$http_upgrade", "$connection_upgrade", "$uri", "$request_id", "$user_service"):
        assert var in text
    assert "$proxy_add_x_forwarded_for" in (out / "includes" / "proxy_service.conf").read_text()
    # Runtime dir defaults to the out dir, with nginx's temp dirs created.
    for name in render.TEMP_DIRS:
        assert (out / name).is_dir()
    assert (out / "includes" / "security_headers.conf").is_file()


def test_environment_overrides(site):
    tmp_path, env = site
    runtime = tmp_path / "run"
    env.update(
        GATEWAY_PORT="9090",
        USER_SERVICE_ADDR="user-service:8000",
        ADMIN_SERVICE_ADDR="admin-service:8000",
        DNS_RESOLVER="10.0.0.10",
        RUNTIME_DIR=str(runtime),
        MAX_UPLOAD_SIZE="25m",
    )
    text = render_to(tmp_path / "gw", env)
    assert "listen 9090 default_server;" in text
    assert "set $user_service http://user-service:8000;" in text
    assert "set $admin_service http://admin-service:8000;" in text
    assert "resolver 10.0.0.10 valid=10s ipv6=off;" in text
    assert "client_max_body_size 25m;" in text
    assert f"client_body_temp_path {runtime}/client_body_temp;" in text
    assert (runtime / "proxy_temp").is_dir()


@pytest.mark.parametrize(
    "name, value",
    [
        ("MAX_UPLOAD_SIZE", "10m; evil"),
        ("GATEWAY_PORT", "80 default_server; include /etc/passwd"),
        ("USER_SERVICE_ADDR", "http://user-service:8000"),
        ("MEDIA_ROOT", "/srv/my media"),
        ("WEB_ROOT", "/srv/web;"),
    ],
)
def test_unsafe_values_are_refused(site, name, value):
    tmp_path, env = site
    env[name] = value
    with pytest.raises(render.RenderError):
        render.render(tmp_path / "gw", environ=env)


def test_user_directive_only_when_root(site, monkeypatch):
    tmp_path, env = site
    monkeypatch.setattr(render.os, "geteuid", lambda: 1000)
    assert not re.search(r"^user ", render_to(tmp_path / "a", env), re.M)
    monkeypatch.setattr(render.os, "geteuid", lambda: 0)
    monkeypatch.setattr(render.os, "getegid", lambda: 0)
    assert re.search(r"^user root \S+;$", render_to(tmp_path / "b", env), re.M)


def test_dns_resolver_auto_reads_resolv_conf(tmp_path):
    resolv = tmp_path / "resolv.conf"
    resolv.write_text("search svc.cluster.local\nnameserver 10.96.0.10\nnameserver fe80::1%eth0\n")
    assert render.resolvers_from_resolv_conf(str(resolv)) == "10.96.0.10 [fe80::1]"
    resolv.write_text("options ndots:5\n")
    with pytest.raises(render.RenderError):
        render.resolvers_from_resolv_conf(str(resolv))


def test_cli_prints_only_the_config_path(site):
    tmp_path, env = site
    out = tmp_path / "cli"
    result = subprocess.run(
        [sys.executable, str(GATEWAY_DIR / "render.py"), "--out-dir", str(out)],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        timeout=30,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"{out / 'nginx.conf'}\n"


def test_cli_reports_bad_values(site):
    tmp_path, env = site
    result = subprocess.run(
        [sys.executable, str(GATEWAY_DIR / "render.py"), "--out-dir", str(tmp_path / "bad")],
        capture_output=True,
        text=True,
        env={**os.environ, **env, "MAX_UPLOAD_SIZE": "lots"},
        timeout=30,
    )
    assert result.returncode == 1
    assert result.stdout == ""
    assert "MAX_UPLOAD_SIZE" in result.stderr


# ---- the Docker image renders the same template the same way -------------------


def docker_filter_names() -> set[str]:
    text = (DOCKER_DIR / "gateway.Dockerfile").read_text()
    match = re.search(r"NGINX_ENVSUBST_FILTER=\^\(([A-Z_|]+)\)\\\$", text)
    assert match, "gateway.Dockerfile must set NGINX_ENVSUBST_FILTER=^(NAME|...)\\$"
    return set(match.group(1).split("|"))


def test_docker_envsubst_filter_lists_exactly_our_names():
    assert docker_filter_names() == PLACEHOLDER_NAMES
    text = (DOCKER_DIR / "gateway.Dockerfile").read_text()
    assert "NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx " in text
    assert "/etc/nginx/templates/nginx.conf.template" in text
    for name in PLACEHOLDER_NAMES:  # every name has an in-image default
        assert re.search(rf"^(?:ENV)?\s+{name}=\S+", text, re.M), name


def test_envsubst_rendering_equals_render_py(site, monkeypatch):
    """What the image's entrypoint does (envsubst restricted to our names) == render.py."""
    envsubst = shutil.which("envsubst")
    if envsubst is None:
        pytest.fail("envsubst (gettext-base) is not installed: run scripts/bootstrap.sh --browser")
    monkeypatch.setattr(render.os, "geteuid", lambda: 1000)  # no `user` line
    tmp_path, env = site
    env["RUNTIME_DIR"] = str(tmp_path / "run")
    expected = render_to(tmp_path / "gw", env)
    values = render.collect_values(tmp_path / "gw", env)
    shell_format = " ".join(f"${{{name}}}" for name in sorted(docker_filter_names()))
    result = subprocess.run(
        [envsubst, shell_format],
        input=(GATEWAY_DIR / "nginx.conf.template").read_text(),
        capture_output=True,
        text=True,
        # Also a lower-case variable that nginx uses, to prove it survives.
        env={"PATH": os.environ.get("PATH", ""), "uri": "WRONG", **values},
        timeout=30,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == expected


def test_docker_dns_resolver_script(tmp_path):
    sh = shutil.which("sh")
    resolv = tmp_path / "resolv.conf"
    resolv.write_text("nameserver 127.0.0.11\noptions ndots:0\n")
    script = DOCKER_DIR / "gateway-dns-resolver.envsh"
    for preset, expected in (("auto", "127.0.0.11"), ("10.1.2.3", "10.1.2.3")):
        result = subprocess.run(
            [sh, "-c", f'. "{script}" >/dev/null; printf %s "$DNS_RESOLVER"'],
            capture_output=True,
            text=True,
            env={"PATH": os.environ.get("PATH", ""), "DNS_RESOLVER": preset, "BAKERY_RESOLV_CONF": str(resolv)},
            timeout=30,
        )
        assert result.stdout == expected, result.stderr


# ---- docker-compose.yml ---------------------------------------------------------


def load_yaml_documents(path: Path) -> list:
    import yaml
    with path.open(encoding="utf-8") as handle:
        return [doc for doc in yaml.safe_load_all(handle) if doc is not None]


def test_compose_file_validates_against_the_compose_spec():
    candidates = [Path(sys.executable).parent / "check-jsonschema", REPO_ROOT / ".venv" / "bin" / "check-jsonschema"]
    tool = next((str(p) for p in candidates if p.exists()), None) or shutil.which("check-jsonschema")
    if tool is None:
        pytest.fail("check-jsonschema is not installed: run make install")
    result = subprocess.run(
        [tool, "--builtin-schema", "vendor.compose-spec", str(COMPOSE_FILE)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_compose_topology():
    (compose,) = load_yaml_documents(COMPOSE_FILE)
    services = compose["services"]
    assert set(services) == {"postgres", "redis", "migrate", "user-service", "admin-service", "gateway"}

    assert services["postgres"]["image"].startswith("postgres:15")
    assert "pg_isready" in " ".join(services["postgres"]["healthcheck"]["test"])
    assert services["redis"]["image"].startswith("redis:7")
    assert "healthcheck" in services["redis"]

    migrate = services["migrate"]
    assert migrate["restart"] == "no"
    assert "bakery-migrate && bakery-seed" in " ".join(migrate["command"])
    assert migrate["depends_on"]["postgres"]["condition"] == "service_healthy"

    for name in ("user-service", "admin-service"):
        service = services[name]
        assert "container_name" not in service, name
        assert "ports" not in service, name
        assert service["deploy"]["replicas"] >= 2
        assert service["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
        assert service["depends_on"]["redis"]["condition"] == "service_healthy"
        env = service["environment"]
        assert env["JWT_SECRET"] == "${JWT_SECRET:?set JWT_SECRET}"
        assert env["ENVIRONMENT"] == "production"
        assert "@postgres:5432/" in env["DATABASE_URL"] and env["DATABASE_URL"].startswith("postgresql+asyncpg://")
        assert env["REDIS_URL"].startswith("redis://redis:6379")
    # Both services share one environment (the x-app-env anchor).
    assert services["user-service"]["environment"] == services["admin-service"]["environment"]

    gateway = services["gateway"]
    assert gateway["ports"] == ["8080:8080"]
    assert set(gateway["depends_on"]) >= {"user-service", "admin-service"}
    assert "media:/srv/media:ro" in gateway["volumes"]
    assert "media:/srv/media" in services["admin-service"]["volumes"]
    assert gateway["environment"]["DNS_RESOLVER"] == "127.0.0.11"
    assert gateway["environment"]["USER_SERVICE_ADDR"] == "user-service:8000"


def test_dockerfiles_reference_existing_paths():
    (compose,) = load_yaml_documents(COMPOSE_FILE)
    for name, service in compose["services"].items():
        build = service.get("build")
        if build:
            assert (REPO_ROOT / build["context"] / build["dockerfile"]).is_file(), name
    for dockerfile in DOCKER_DIR.glob("*.Dockerfile"):
        for source in re.findall(r"^COPY (?!--from)(\S+)", dockerfile.read_text(), re.M):
            if source.startswith("web/"):
                continue  # the web app is built by another part of the tree
            assert (REPO_ROOT / source).exists(), f"{dockerfile.name}: COPY {source}"
    for service in ("user-service", "admin-service"):
        text = (DOCKER_DIR / f"{service}.Dockerfile").read_text()
        assert "FROM python:3.11-slim AS build" in text
        assert re.search(r"^USER \d+", text, re.M), "runs as a non-root user"
        assert f"/{service}/healthz" in text
    dockerignore = (REPO_ROOT / ".dockerignore").read_text().split()
    for entry in (".venv", "**/node_modules", "data", "web/dist", ".git"):
        assert entry in dockerignore


# ---- Kubernetes manifests -------------------------------------------------------


def k8s_objects() -> dict[tuple[str, str], dict]:
    (kustomization,) = load_yaml_documents(K8S_DIR / "kustomization.yaml")
    objects = {}
    for resource in kustomization["resources"]:
        for doc in load_yaml_documents(K8S_DIR / resource):
            objects[(doc["kind"], doc["metadata"]["name"])] = doc
    return objects


def test_k8s_manifests():
    objects = k8s_objects()
    assert ("Namespace", "bakery") in objects
    assert objects[("PersistentVolumeClaim", "bakery-media")]["spec"]["accessModes"] == ["ReadWriteMany"]
    job = objects[("Job", "bakery-migrate")]
    assert "bakery-migrate && bakery-seed" in " ".join(job["spec"]["template"]["spec"]["containers"][0]["command"])

    for name in ("user-service", "admin-service"):
        deployment = objects[("Deployment", name)]
        assert deployment["spec"]["replicas"] == 2
        pod = deployment["spec"]["template"]["spec"]
        (container,) = pod["containers"]
        assert container["readinessProbe"]["httpGet"]["path"] == f"/{name}/readyz"
        assert container["livenessProbe"]["httpGet"]["path"] == f"/{name}/healthz"
        assert container["resources"]["requests"]["cpu"]
        assert "job/bakery-migrate" in pod["initContainers"][0]["args"]
        assert objects[("HorizontalPodAutoscaler", name)]["spec"]["scaleTargetRef"]["name"] == name
        assert objects[("Service", name)]["spec"]["ports"][0]["port"] == 8000

    admin_volumes = objects[("Deployment", "admin-service")]["spec"]["template"]["spec"]["volumes"]
    gateway_pod = objects[("Deployment", "gateway")]["spec"]["template"]["spec"]
    assert admin_volumes[0]["persistentVolumeClaim"]["claimName"] == "bakery-media"
    assert gateway_pod["volumes"][0]["persistentVolumeClaim"]["claimName"] == "bakery-media"
    assert gateway_pod["containers"][0]["volumeMounts"][0]["readOnly"] is True
    assert ("Service", "gateway") in objects

    # The example Secret is documented but never applied by kustomize.
    (secret,) = load_yaml_documents(K8S_DIR / "secret.example.yaml")
    assert secret["kind"] == "Secret" and "JWT_SECRET" in secret["stringData"]
