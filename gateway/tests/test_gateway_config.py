"""Static checks of the gateway config, the Docker/compose files and the k8s manifests.

Needs nginx (Debian's /usr/sbin/nginx) for the `nginx -t` test and
check-jsonschema (in the project venv) for the compose schema; no container
engine, no network.
"""

from __future__ import annotations

import contextlib
import gzip
import http.server
import importlib.util
import json
import os
from pathlib import Path
import re
import shutil
import socket
import subprocess
import sys
import threading
import time

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
    "GATEWAY_HOST",
    "GATEWAY_PORT",
    "USER_SERVICE_ADDR",
    "REALTIME_ADDR",
    "ADMIN_SERVICE_ADDR",
    "DNS_RESOLVER",
    "WEB_ROOT",
    "MEDIA_ROOT",
    "RUNTIME_DIR",
    "MAX_UPLOAD_SIZE",
    "PUBLIC_WS_ORIGIN",
    "PUBLIC_ORIGIN",
    "STRIPE_SCRIPT_SRC",
    "STRIPE_CONNECT_SRC",
    "STRIPE_FRAME_SRC",
}
# Placeholders the image's entrypoint computes (an .envsh script) instead of an ENV default.
DERIVED_IN_IMAGE = {
    "REALTIME_ADDR",
    "PUBLIC_WS_ORIGIN",
    "PUBLIC_ORIGIN",
    "STRIPE_SCRIPT_SRC",
    "STRIPE_CONNECT_SRC",
    "STRIPE_FRAME_SRC",
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


class _Recorder(http.server.BaseHTTPRequestHandler):
    """A stand-in for both services: answers anything with 200 and remembers the paths it got."""

    seen: list[str] = []
    # (path, body, headers) of every POST, exactly as the service would read them.
    posted: list[tuple[str, bytes, dict[str, str]]] = []

    def do_GET(self):
        _Recorder.seen.append(self.path)
        body = b"bakery_http_requests_total 1\n"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        _Recorder.posted.append((self.path, raw, {name.lower(): value for name, value in self.headers.items()}))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "17")
        self.end_headers()
        self.wfile.write(b'{"received":true}')

    def log_message(self, *args):
        pass


@pytest.fixture
def running_gateway(site):
    """nginx from the rendered template on a free port, both services replaced by _Recorder."""
    with serving_gateway(site) as url:
        yield url


@contextlib.contextmanager
def serving_gateway(site):
    nginx = nginx_binary()
    if nginx is None:
        pytest.fail("nginx is not installed: run make install")
    tmp_path, env = site
    upstream = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
    threading.Thread(target=upstream.serve_forever, daemon=True).start()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"127.0.0.1:{upstream.server_address[1]}"
    env.update(GATEWAY_PORT=str(port), USER_SERVICE_ADDR=address, ADMIN_SERVICE_ADDR=address, DNS_RESOLVER="127.0.0.1")
    out = tmp_path / "gw"
    conf = render.render(out, environ=env)
    # The access log (nginx's stdout) goes to a file the log tests read: access_log_of(site).
    log = open(access_log_of(site), "ab")  # noqa: SIM115 (closed with the process below)
    process = subprocess.Popen(
        [nginx, "-p", str(out), "-c", str(conf), "-g", "daemon off;"], stdout=log, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 15
        while True:  # polling the port: nginx says nothing when it listens
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise
                time.sleep(0.05)
        _Recorder.seen = []
        _Recorder.posted = []
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(10)
        log.close()
        upstream.shutdown()


def access_log_of(site) -> Path:
    return site[0] / "gateway-access.log"


@pytest.mark.parametrize("path", ["/metrics", "/metrics/", "/metrics?format=text", "/metrics/x", "/user-service/../metrics"])
def test_the_gateway_never_routes_metrics(running_gateway, path):
    """Each service answers Prometheus at /metrics on its own port; through nginx that is a JSON 404,
    never the services' numbers (nor the app shell)."""
    import httpx

    response = httpx.get(running_gateway + path, timeout=10)
    assert response.status_code == 404, response.text
    assert response.json()["status"] == 404
    assert "bakery_" not in response.text
    assert not [seen for seen in _Recorder.seen if seen.split("?")[0].rstrip("/").endswith("/metrics") or "/metrics/" in seen]


def test_the_websocket_goes_to_the_realtime_process_and_every_other_call_to_user_service(site):
    """REALTIME_ADDR takes /user-service/ws (an upgrade, as a panel opens it); user-service keeps
    everything else under its prefix, the neighbouring paths included."""
    import httpx

    realtime = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _RealtimeRecorder)
    threading.Thread(target=realtime.serve_forever, daemon=True).start()
    site[1]["REALTIME_ADDR"] = f"127.0.0.1:{realtime.server_address[1]}"
    _RealtimeRecorder.seen = []
    try:
        with serving_gateway(site) as url:
            upgrade = {"Upgrade": "websocket", "Connection": "Upgrade"}
            assert httpx.get(url + "/user-service/ws", headers=upgrade, timeout=10).status_code == 200
            for path in ("/user-service/ws/x", "/user-service/wss", "/user-service/get-categories"):
                assert httpx.get(url + path, timeout=10).status_code == 200
            assert [(path, upgraded) for path, upgraded in _RealtimeRecorder.seen] == [("/user-service/ws", "websocket")]
            assert _Recorder.seen == ["/user-service/ws/x", "/user-service/wss", "/user-service/get-categories"]
    finally:
        realtime.shutdown()


class _RealtimeRecorder(http.server.BaseHTTPRequestHandler):
    """A stand-in for the real-time process: notes each path and the Upgrade header it got."""

    seen: list[tuple[str, str | None]] = []

    def do_GET(self):
        _RealtimeRecorder.seen.append((self.path, self.headers.get("Upgrade")))
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


def test_the_gateway_still_proxies_the_service_prefixes(running_gateway):
    import httpx

    for path in ("/user-service/get-categories", "/admin-service/healthz"):
        assert httpx.get(running_gateway + path, timeout=10).status_code == 200
    assert _Recorder.seen == ["/user-service/get-categories", "/admin-service/healthz"]


WEB_PUBLIC = REPO_ROOT / "web" / "public"


def test_hashed_assets_come_precompressed_and_immutable(site, running_gateway):
    """/assets/NAME.js is sent from NAME.js.gz as built (gzip_static), never re-compressed, with a
    year of immutable caching; a client that takes no gzip gets the plain file; the app shell
    is always revalidated."""
    import httpx

    _, env = site
    assets = Path(env["WEB_ROOT"]) / "assets"
    plain = b"console.log('compressed by nginx on the fly');\n" * 40
    built = b"console.log('compressed at build time');\n"
    (assets / "index-Ab12Cd34.js").write_bytes(plain)
    # A different body in the .gz proves which one nginx sent.
    (assets / "index-Ab12Cd34.js.gz").write_bytes(gzip.compress(built))

    response = httpx.get(running_gateway + "/assets/index-Ab12Cd34.js", headers={"Accept-Encoding": "gzip"}, timeout=10)
    assert response.status_code == 200
    assert response.headers["content-encoding"] == "gzip"
    assert response.content == built
    assert "accept-encoding" in response.headers.get("vary", "").lower()
    cache = response.headers["cache-control"]
    assert "public" in cache and "max-age=31536000" in cache and "immutable" in cache
    assert response.headers["x-content-type-options"] == "nosniff"

    response = httpx.get(running_gateway + "/assets/index-Ab12Cd34.js", headers={"Accept-Encoding": "identity"}, timeout=10)
    assert "content-encoding" not in response.headers
    assert response.content == plain
    assert "immutable" in response.headers["cache-control"]

    # No .gz beside it: still gzipped, on the fly.
    (assets / "other-Ef56Gh78.css").write_bytes(b"body { color: #3a2318; }\n" * 40)
    response = httpx.get(running_gateway + "/assets/other-Ef56Gh78.css", headers={"Accept-Encoding": "gzip"}, timeout=10)
    assert response.headers["content-encoding"] == "gzip"

    for path in ("/", "/index.html", "/meniu"):
        response = httpx.get(running_gateway + path, timeout=10)
        assert response.status_code == 200
        assert response.headers["cache-control"] == "no-cache", path


def test_menu_page_comes_with_its_chunks_and_data_preloaded(site, running_gateway):
    """/meniu is meniu.html (index.html plus the menu chunks' modulepreload links, from the web
    build) with a Link header that preloads its first API answers; never cached."""
    import httpx

    _, env = site
    web = Path(env["WEB_ROOT"])
    response = httpx.get(running_gateway + "/meniu", timeout=10)
    assert response.status_code == 200
    assert response.text == (web / "index.html").read_text()  # no meniu.html: the app shell

    (web / "meniu.html").write_text('<!doctype html><link rel="modulepreload" href="/assets/menu-1.js"><div id=root></div>')
    response = httpx.get(running_gateway + "/meniu", timeout=10)
    assert "modulepreload" in response.text
    assert response.headers["cache-control"] == "no-cache"
    assert response.headers["x-frame-options"] == "DENY"
    link = response.headers["link"]
    for api in ("/user-service/get-categories", "/user-service/get-base-products"):
        assert f"<{api}>; rel=preload; as=fetch; crossorigin" in link

    # Filtered by category or search: the unfiltered products would go unused.
    link = httpx.get(running_gateway + "/meniu?category=torturi", timeout=10).headers["link"]
    assert "get-categories" in link and "get-base-products" not in link
    # Elsewhere: no preloads.
    assert "link" not in httpx.get(running_gateway + "/", timeout=10).headers
    assert "link" not in httpx.get(running_gateway + "/contact", timeout=10).headers


def test_product_page_and_checkout_come_with_their_own_chunks_and_data_preloaded(site, running_gateway):
    """/meniu/{id} is meniu-produs.html and /checkout is checkout.html (the web build's
    shells with their chunks preloaded), each with a Link header for the answers it waits for;
    without those files, the app shell. Never cached."""
    import httpx

    _, env = site
    web = Path(env["WEB_ROOT"])
    for path in ("/meniu/12", "/checkout"):
        response = httpx.get(running_gateway + path, timeout=10)
        assert response.status_code == 200
        assert "modulepreload" not in response.text  # the app shell

    (web / "meniu-produs.html").write_text(
        '<!doctype html><link rel="modulepreload" href="/assets/menu-1.js"><div id=root></div>'
    )
    (web / "checkout.html").write_text(
        '<!doctype html><link rel="modulepreload" href="/assets/checkout-1.js"><div id=root></div>'
    )

    product = httpx.get(running_gateway + "/meniu/12", timeout=10)
    assert "menu-1.js" in product.text
    assert product.headers["link"] == "</user-service/get-product/12>; rel=preload; as=fetch; crossorigin"
    checkout = httpx.get(running_gateway + "/checkout", timeout=10)
    assert "checkout-1.js" in checkout.text
    for api in (
        "/user-service/restaurant/last-key",
        "/user-service/restaurant/fetch-information",
        "/user-service/payments/config",
        "/user-service/get-categories",
    ):
        assert f"<{api}>; rel=preload; as=fetch; crossorigin" in checkout.headers["link"]
    for response in (product, checkout):
        assert response.headers["cache-control"] == "no-cache"
        assert response.headers["x-frame-options"] == "DENY"


def test_robots_and_sitemap_name_the_shops_public_address_never_the_requests_host(site, running_gateway):
    """Both files are cacheable (max-age=3600) by any shared cache in front: a Host or
    X-Forwarded-Proto reflected into them would be served to every later visitor. The running
    gateway was rendered without PUBLIC_URL: the local default's address."""
    import httpx

    _, env = site
    web = Path(env["WEB_ROOT"])
    for name in ("robots.txt", "sitemap.xml"):
        shutil.copy(WEB_PUBLIC / name, web / name)
    forged = {"Host": "evil.example", "X-Forwarded-Proto": "javascript", "X-Forwarded-Host": "evil.example"}

    robots = httpx.get(running_gateway + "/robots.txt", headers=forged, timeout=10)
    assert robots.status_code == 200
    assert robots.headers["content-type"].startswith("text/plain")
    assert robots.headers["cache-control"] == "public, max-age=3600"
    assert "__SITE_ORIGIN__" not in robots.text
    assert "Sitemap: http://localhost:8080/sitemap.xml" in robots.text
    assert "evil.example" not in robots.text and "javascript" not in robots.text
    for private in ("/admin", "/comenzi", "/user"):
        assert f"Disallow: {private}\n" in robots.text

    sitemap = httpx.get(running_gateway + "/sitemap.xml", headers=forged, timeout=10)
    assert sitemap.status_code == 200
    assert sitemap.headers["content-type"].startswith("text/xml")
    locs = re.findall(r"<loc>([^<]+)</loc>", sitemap.text)
    assert locs and all(loc.startswith("http://localhost:8080/") for loc in locs)
    assert "http://localhost:8080/meniu" in locs
    assert "evil.example" not in sitemap.text and "javascript" not in sitemap.text


@pytest.mark.parametrize(
    "public_url, origin",
    [
        ("https://Cofetarie.Example.ro/", "https://cofetarie.example.ro"),
        ("https://cofetarie.example.ro:8443/magazin?x=1", "https://cofetarie.example.ro:8443"),
        ("http://localhost:8080", "http://localhost:8080"),
    ],
)
def test_the_files_links_come_from_public_url(site, public_url, origin):
    tmp_path, env = site
    env["PUBLIC_URL"] = public_url
    text = render_to(tmp_path / "gw", env)
    assert text.count(f"sub_filter '__SITE_ORIGIN__' '{origin}';") == 2
    assert "$http_host';" not in text and "$forwarded_proto://" not in text


# ---- a local stack for this machine only, a CSP naming one websocket origin, no secret logged


def test_the_gateway_listens_on_loopback_unless_asked(site):
    """`make run`'s gateway is not on the network: the demo logins are in the README."""
    tmp_path, env = site
    assert "listen 127.0.0.1:8080 default_server;" in render_to(tmp_path / "default", env)
    env["GATEWAY_HOST"] = "0.0.0.0"
    assert "listen 0.0.0.0:8080 default_server;" in render_to(tmp_path / "asked", env)
    # The template itself always names the address: a bare port would be every interface.
    assert re.search(r"^\s*listen \$\{GATEWAY_HOST\}:\$\{GATEWAY_PORT\} default_server;$", template_text(), re.M)


def template_text() -> str:
    return (GATEWAY_DIR / "nginx.conf.template").read_text()


@pytest.mark.parametrize(
    "public_url, origin",
    [
        ("https://shop.example.ro", "wss://shop.example.ro"),
        ("https://Shop.Example.ro:8443/", "wss://shop.example.ro:8443"),
        ("http://localhost:8080", "ws://localhost:8080"),
        ("http://[::1]:8080/x?y=1", "ws://[::1]:8080"),
    ],
)
def test_the_websocket_origin_comes_from_public_url(public_url, origin):
    assert render.websocket_origin(public_url) == origin


def test_csp_connect_src_names_the_shops_own_websocket_origin_only(site, running_gateway):
    """connect-src is 'self' and ws(s):// of the public host, never ws:/wss: to any host."""
    import httpx

    include = (GATEWAY_DIR / "includes" / "security_headers.conf").read_text()
    assert "connect-src 'self' $csp_websocket_origin$csp_stripe_connect;" in include
    for include_file in (GATEWAY_DIR / "includes").glob("security_headers*.conf"):
        found = re.search(r'Content-Security-Policy "([^"]+)"', include_file.read_text())
        if found is None:
            continue
        policy = found.group(1)
        sources = re.search(r"connect-src ([^;]+)", policy).group(1).split()
        assert not {"ws:", "wss:", "*", "http:", "https:"} & set(sources), include_file.name

    # The running gateway was rendered without PUBLIC_URL: the local default's origin.
    for path in ("/", "/meniu", "/user-service/get-categories", "/nu-exista.js"):
        csp = httpx.get(running_gateway + path, timeout=10).headers["content-security-policy"]
        assert "connect-src 'self' ws://localhost:8080;" in csp, (path, csp)

    tmp_path, env = site
    env["PUBLIC_URL"] = "https://cofetarie.example.ro"
    text = render_to(tmp_path / "public", env)
    assert re.search(r'map \$host \$csp_websocket_origin \{\s*default "wss://cofetarie\.example\.ro";\s*\}', text)


# ---- online card payment's origins in the CSP, the webhook passed through untouched

MAPS = "https://www.openstreetmap.org https://www.google.com"
LOCALSTRIPE = "http://127.0.0.1:8420"


@pytest.mark.parametrize(
    "stripe_env, script_src, connect_src, frame_src",
    [
        # Card payment not configured: the policy of before, not one more origin.
        ({}, "'self'", "'self' ws://localhost:8080", MAPS),
        # `make run` and the e2e stack: localstripe serves the Stripe.js shim and answers its calls;
        # the shim draws no frames.
        (
            {"STRIPE_API_BASE": f"{LOCALSTRIPE}/", "STRIPE_PUBLISHABLE_KEY": "pk_test_localstripe"},
            f"'self' {LOCALSTRIPE}",
            f"'self' ws://localhost:8080 {LOCALSTRIPE}",
            MAPS,
        ),
        # Real keys: Stripe.js, its API, its card fields' and 3-D Secure's frames.
        (
            {"STRIPE_PUBLISHABLE_KEY": "pk_live_51Abc"},
            "'self' https://js.stripe.com",
            "'self' ws://localhost:8080 https://api.stripe.com",
            f"{MAPS} https://js.stripe.com https://hooks.stripe.com",
        ),
    ],
    ids=["no-card-payment", "localstripe", "real-keys"],
)
def test_the_csp_opens_to_stripe_only_when_card_payment_is_configured(site, stripe_env, script_src, connect_src, frame_src):
    """What a browser on the shop may load and call: Stripe's origins appear only with card payment
    configured, in the three directives Stripe.js needs, on every page and answer."""
    import httpx

    _, env = site
    env.update(stripe_env)
    with serving_gateway(site) as gateway:
        for path in ("/", "/comanda/1042", "/user-service/get-categories", "/nu-exista.js"):
            csp = httpx.get(gateway + path, timeout=10).headers["content-security-policy"]
            directives = dict(part.strip().split(" ", 1) for part in csp.split(";"))
            assert directives["script-src"] == script_src, (path, csp)
            assert directives["connect-src"] == connect_src, (path, csp)
            assert directives["frame-src"] == frame_src, (path, csp)
            assert directives["default-src"] == "'self'" and directives["object-src"] == "'none'"
    # The API docs' own policy never changes.
    docs = (GATEWAY_DIR / "includes" / "security_headers_docs.conf").read_text()
    assert "stripe" not in docs


def test_the_stripe_origins_come_from_the_environment():
    assert render.stripe_sources({}) == {"STRIPE_SCRIPT_SRC": "", "STRIPE_CONNECT_SRC": "", "STRIPE_FRAME_SRC": ""}
    local = render.stripe_sources({"STRIPE_API_BASE": "HTTP://127.0.0.1:8420/v1", "STRIPE_PUBLISHABLE_KEY": "pk_test_x"})
    assert local == {"STRIPE_SCRIPT_SRC": LOCALSTRIPE, "STRIPE_CONNECT_SRC": LOCALSTRIPE, "STRIPE_FRAME_SRC": ""}
    # The secret key alone tells the gateway nothing (it never gets it): the publishable key does.
    assert render.stripe_sources({"STRIPE_SECRET_KEY": "sk_test_x"})["STRIPE_SCRIPT_SRC"] == ""
    assert render.stripe_sources({"STRIPE_PUBLISHABLE_KEY": " pk_test_x "}) == render.STRIPE_SOURCES


def test_the_image_makes_the_stripe_origins_as_render_py_does():
    sh = shutil.which("sh")
    script = DOCKER_DIR / "gateway-stripe-csp.envsh"
    names = ("STRIPE_SCRIPT_SRC", "STRIPE_CONNECT_SRC", "STRIPE_FRAME_SRC")
    show = f'. "{script}" >/dev/null; ' + "; ".join(f'printf "%s|" "${name}"' for name in names)
    for given in (
        {},
        {"STRIPE_API_BASE": "http://127.0.0.1:8420"},
        {"STRIPE_API_BASE": "https://LocalStripe.example.ro:8443/x", "STRIPE_PUBLISHABLE_KEY": "pk_test_x"},
        {"STRIPE_PUBLISHABLE_KEY": "pk_live_x"},
    ):
        result = subprocess.run(
            [sh, "-c", show], capture_output=True, text=True, env={"PATH": os.environ.get("PATH", ""), **given}, timeout=30
        )
        expected = render.stripe_sources(given)
        assert result.stdout == "".join(f"{expected[name]}|" for name in names), (given, result.stderr)
    # Each name is exported even when empty, so envsubst always replaces it.
    exported = subprocess.run(
        [sh, "-c", f'. "{script}" >/dev/null; env'], capture_output=True, text=True, env={"PATH": os.environ["PATH"]}, timeout=30
    )
    assert {f"{name}=" for name in names} <= set(exported.stdout.splitlines())
    refused = subprocess.run(
        [sh, "-c", f'. "{script}"; echo started'],
        capture_output=True,
        text=True,
        env={"PATH": os.environ.get("PATH", ""), "STRIPE_API_BASE": "ftp://stripe"},
        timeout=30,
    )
    assert refused.returncode != 0 and "started" not in refused.stdout


def test_the_stripe_webhook_reaches_user_service_byte_for_byte(running_gateway):
    """The webhook's signature is over the raw body: nginx passes body and Stripe-Signature on
    unchanged (no re-encoding, no size or rate rule of its own), one after another as Stripe retries."""
    import httpx

    body = json.dumps({"id": "evt_1", "type": "payment_intent.succeeded", "data": {"object": {"id": "pi_1"}}}, indent=2)
    raw = (body + "\n  \u00eembrac\u0103m \r\n").encode() + bytes(range(256)) + b"x" * 300_000
    signature = "t=1764190000,v1=" + "ab" * 32 + ",v0=" + "cd" * 32
    for _ in range(20):
        response = httpx.post(
            running_gateway + "/user-service/payments/webhook",
            content=raw,
            headers={"Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature},
            timeout=10,
        )
        assert response.status_code == 200, response.text
        assert response.json() == {"received": True}
    assert len(_Recorder.posted) == 20
    path, received, headers = _Recorder.posted[-1]
    assert path == "/user-service/payments/webhook"
    assert received == raw
    assert headers["stripe-signature"] == signature
    assert headers["content-type"] == "application/json; charset=utf-8"


def test_no_query_that_can_carry_a_secret_is_logged(site, running_gateway):
    """nginx's access log: the websocket's token/orderToken and the order link's cheie never appear,
    neither in the request's address nor in the Referer; other queries are logged as sent."""
    import json

    import httpx

    jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6IlJPTEVfQURNSU4ifQ.c2VjcmV0LXNpZ25hdHVyZQ"
    cheie = "cheie-secreta-a-comenzii-0123456789"
    base = running_gateway
    page = f"{base}/comanda/1042?cheie={cheie}"
    requests = [
        (f"/user-service/ws?token={jwt}", {}),
        (f"/user-service/ws?orderToken={cheie}", {}),
        (f"/user-service/ws?ToKeN={jwt}", {}),
        (f"/user-service/ws?x=1&%74oken={jwt}", {}),
        (f"/user-service/order-status/1042?cheie={cheie}", {"Referer": page}),
        (f"/comanda/1042?cheie={cheie}", {}),
        ("/user-service/get-categories", {"Referer": page}),
        ("/meniu?category=torturi", {}),
    ]
    for path, headers in requests:
        httpx.get(base + path, headers=headers, timeout=10)
    httpx.get(base + "/healthz?last=1", timeout=10)

    log = access_log_of(site)
    deadline = time.monotonic() + 10
    while "/meniu?category=torturi" not in log.read_text() and time.monotonic() < deadline:
        time.sleep(0.05)
    text = log.read_text()
    assert jwt not in text and cheie not in text
    entries = [json.loads(line) for line in text.splitlines() if line.startswith("{")]
    uris = [entry["uri"] for entry in entries]
    assert "/user-service/ws?[redacted]" in uris
    assert "/comanda/1042?[redacted]" in uris
    assert "/meniu?category=torturi" in uris  # an ordinary query stays readable
    assert {entry["referer"] for entry in entries if entry["referer"]} == {f"{base}/comanda/1042?[redacted]"}

    from bakery_devtools.log_secrets import secrets_in_log

    assert secrets_in_log(text) == []


def test_the_image_makes_the_websocket_origin_as_render_py_does(tmp_path):
    sh = shutil.which("sh")
    script = DOCKER_DIR / "gateway-public-ws-origin.envsh"
    for public_url in ("https://shop.example.ro", "https://Shop.Example.ro:8443/comenzi", "http://localhost:8080", None):
        env = {"PATH": os.environ.get("PATH", "")}
        if public_url is not None:
            env["PUBLIC_URL"] = public_url
        result = subprocess.run(
            [sh, "-c", f'. "{script}" >/dev/null; printf "%s %s" "$PUBLIC_WS_ORIGIN" "$PUBLIC_ORIGIN"'],
            capture_output=True,
            text=True,
            env=env,
            timeout=30,
        )
        url = public_url or render.DEFAULT_PUBLIC_URL
        assert result.stdout == f"{render.websocket_origin(url)} {render.public_origin(url)}", result.stderr
    # Given explicitly: kept. Not http(s): the container does not start.
    kept = subprocess.run(
        [sh, "-c", f'. "{script}" >/dev/null; printf "%s %s" "$PUBLIC_WS_ORIGIN" "$PUBLIC_ORIGIN"'],
        capture_output=True,
        text=True,
        env={"PATH": os.environ.get("PATH", ""), "PUBLIC_WS_ORIGIN": "wss://alt.example.ro", "PUBLIC_ORIGIN": "https://alt.ro"},
        timeout=30,
    )
    assert kept.stdout == "wss://alt.example.ro https://alt.ro"
    refused = subprocess.run(
        [sh, "-c", f'. "{script}"; echo started'],
        capture_output=True,
        text=True,
        env={"PATH": os.environ.get("PATH", ""), "PUBLIC_URL": "ftp://shop.example.ro"},
        timeout=30,
    )
    assert refused.returncode != 0 and "started" not in refused.stdout


def test_defaults_and_nginx_variables(site):
    tmp_path, env = site
    out = tmp_path / "gw"
    text = render_to(out, env)
    assert not render.PLACEHOLDER_RE.search(text)
    # This machine only, unless GATEWAY_HOST says otherwise.
    assert "listen 127.0.0.1:8080 default_server;" in text
    assert "set $user_service http://127.0.0.1:58001;" in text
    # No real-time process named: user-service answers the websocket too.
    assert "set $realtime http://127.0.0.1:58001;" in text
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
        GATEWAY_HOST="0.0.0.0",
        GATEWAY_PORT="9090",
        USER_SERVICE_ADDR="user-service:8000",
        REALTIME_ADDR="realtime:8000",
        ADMIN_SERVICE_ADDR="admin-service:8000",
        DNS_RESOLVER="10.0.0.10",
        RUNTIME_DIR=str(runtime),
        MAX_UPLOAD_SIZE="25m",
    )
    text = render_to(tmp_path / "gw", env)
    assert "listen 0.0.0.0:9090 default_server;" in text
    assert "set $user_service http://user-service:8000;" in text
    assert "set $realtime http://realtime:8000;" in text
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
        ("GATEWAY_PORT", "0.0.0.0:8080"),
        ("GATEWAY_HOST", "0.0.0.0:80 default_server; include /etc/passwd"),
        ("PUBLIC_WS_ORIGIN", "ws://shop.ro; script-src *"),
        ("PUBLIC_ORIGIN", "https://shop.ro'; evil"),
        ("PUBLIC_URL", "javascript:alert(1)"),
        ("STRIPE_API_BASE", "javascript:alert(1)"),
        ("STRIPE_SCRIPT_SRC", "https://js.stripe.com; script-src *"),
        ("STRIPE_CONNECT_SRC", "*"),
        ("STRIPE_FRAME_SRC", "https://hooks.stripe.com 'unsafe-inline'"),
        ("USER_SERVICE_ADDR", "http://user-service:8000"),
        ("REALTIME_ADDR", "realtime:8000; include /etc/passwd"),
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
    for name in PLACEHOLDER_NAMES - DERIVED_IN_IMAGE:  # every other name has an in-image default
        assert re.search(rf"^(?:ENV)?\s+{name}=\S+", text, re.M), name
    # The gateway listens on every interface inside its container (the port mapping decides the rest).
    assert re.search(r"^(?:ENV)?\s+GATEWAY_HOST=0\.0\.0\.0\b", text, re.M)


@pytest.mark.parametrize(
    "stripe_env", [{}, {"STRIPE_API_BASE": "http://127.0.0.1:8420"}, {"STRIPE_PUBLISHABLE_KEY": "pk_test_x"}]
)
def test_envsubst_rendering_equals_render_py(site, monkeypatch, stripe_env):
    """What the image's entrypoint does (envsubst restricted to our names) == render.py."""
    envsubst = shutil.which("envsubst")
    if envsubst is None:
        pytest.fail("envsubst (gettext-base) is not installed: run scripts/bootstrap.sh --browser")
    monkeypatch.setattr(render.os, "geteuid", lambda: 1000)  # no `user` line
    tmp_path, env = site
    env["RUNTIME_DIR"] = str(tmp_path / "run")
    env.update(stripe_env)
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


def test_the_image_sends_the_websocket_where_render_py_does(tmp_path):
    """Unset, REALTIME_ADDR is USER_SERVICE_ADDR (no real-time process of its own); given, kept."""
    sh = shutil.which("sh")
    script = DOCKER_DIR / "gateway-realtime-addr.envsh"
    for preset, expected in (("", "user-service:8000"), ("realtime:8000", "realtime:8000")):
        env = {"PATH": os.environ.get("PATH", ""), "USER_SERVICE_ADDR": "user-service:8000", "REALTIME_ADDR": preset}
        result = subprocess.run(
            [sh, "-c", f'. "{script}" >/dev/null; printf %s "$REALTIME_ADDR"'],
            capture_output=True,
            text=True,
            env=env,
            timeout=30,
        )
        assert result.stdout == expected, result.stderr
        values = render.collect_values(tmp_path, {k: v for k, v in env.items() if k != "PATH" and v})
        assert values["REALTIME_ADDR"] == expected


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
    assert set(services) == {"postgres", "redis", "migrate", "user-service", "realtime", "admin-service", "gateway"}

    assert services["postgres"]["image"].startswith("postgres:15")
    assert "pg_isready" in " ".join(services["postgres"]["healthcheck"]["test"])
    assert services["redis"]["image"].startswith("redis:7")
    assert "healthcheck" in services["redis"]

    migrate = services["migrate"]
    assert migrate["restart"] == "no"
    assert "bakery-migrate && bakery-first-admin" in " ".join(migrate["command"])
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
    # The panels' websocket: user-service's image, its real-time app, one environment with it.
    realtime = services["realtime"]
    assert realtime["image"] == services["user-service"]["image"]
    assert realtime["build"] == services["user-service"]["build"]
    assert "user_service.realtime.app:create_app" in realtime["command"]
    assert "--proxy-headers" in realtime["command"] and "ports" not in realtime
    assert realtime["command"][realtime["command"].index("--workers") + 1] == "1"  # never WEB_CONCURRENCY
    assert realtime["environment"] == services["user-service"]["environment"]
    assert realtime["depends_on"]["migrate"]["condition"] == "service_completed_successfully"

    gateway = services["gateway"]
    assert gateway["ports"] == ["8080:8080"]
    assert set(gateway["depends_on"]) >= {"user-service", "admin-service", "realtime"}
    assert "media:/srv/media:ro" in gateway["volumes"]
    assert "media:/srv/media" in services["admin-service"]["volumes"]
    assert gateway["environment"]["DNS_RESOLVER"] == "127.0.0.11"
    assert gateway["environment"]["USER_SERVICE_ADDR"] == "user-service:8000"
    assert gateway["environment"]["REALTIME_ADDR"] == "realtime:8000"

    # The services believe X-Forwarded-For from the gateway's fixed address only (any other
    # client could choose the address the login limits count), and the
    # gateway's CSP names the public address's websocket origin.
    gateway_address = gateway["networks"]["default"]["ipv4_address"]
    subnet = compose["networks"]["default"]["ipam"]["config"][0]["subnet"]
    import ipaddress

    assert ipaddress.ip_address(gateway_address) in ipaddress.ip_network(subnet)
    assert services["user-service"]["environment"]["FORWARDED_ALLOW_IPS"] == gateway_address
    assert gateway["environment"]["GATEWAY_HOST"] == "0.0.0.0"
    assert gateway["environment"]["PUBLIC_URL"] == services["user-service"]["environment"]["PUBLIC_URL"]


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
    assert "bakery-migrate && bakery-first-admin" in " ".join(job["spec"]["template"]["spec"]["containers"][0]["command"])

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
        annotations = deployment["spec"]["template"]["metadata"]["annotations"]
        assert (annotations["prometheus.io/port"], annotations["prometheus.io/path"]) == ("8000", "/metrics")

    admin_volumes = objects[("Deployment", "admin-service")]["spec"]["template"]["spec"]["volumes"]
    gateway_pod = objects[("Deployment", "gateway")]["spec"]["template"]["spec"]
    assert admin_volumes[0]["persistentVolumeClaim"]["claimName"] == "bakery-media"
    assert gateway_pod["volumes"][0]["persistentVolumeClaim"]["claimName"] == "bakery-media"
    assert gateway_pod["containers"][0]["volumeMounts"][0]["readOnly"] is True
    assert ("Service", "gateway") in objects

    # Forwarded headers from the pod network only, which the NetworkPolicy narrows to the gateway.
    config = objects[("ConfigMap", "bakery-config")]["data"]
    import ipaddress

    ipaddress.ip_network(config["FORWARDED_ALLOW_IPS"])  # a network, never "*"
    policy = objects[("NetworkPolicy", "bakery-services-from-gateway")]["spec"]
    assert policy["podSelector"]["matchExpressions"][0]["values"] == ["user-service", "realtime", "admin-service"]
    (rule,) = policy["ingress"]
    assert {"podSelector": {"matchLabels": {"app.kubernetes.io/name": "gateway"}}} in rule["from"]
    gateway_env = {e["name"]: e for e in gateway_pod["containers"][0]["env"]}
    assert gateway_env["GATEWAY_HOST"]["value"] == "0.0.0.0"
    assert gateway_env["PUBLIC_URL"]["valueFrom"]["configMapKeyRef"]["key"] == "PUBLIC_URL"

    # The panels' websocket: user-service's image running its real-time app, which the gateway names.
    realtime = objects[("Deployment", "realtime")]["spec"]["template"]["spec"]
    (container,) = realtime["containers"]
    user_service = objects[("Deployment", "user-service")]["spec"]["template"]["spec"]["containers"][0]
    assert container["image"] == user_service["image"] and container["envFrom"] == user_service["envFrom"]
    assert "user_service.realtime.app:create_app" in container["command"] and "--proxy-headers" in container["command"]
    assert container["command"][container["command"].index("--workers") + 1] == "1"
    assert container["readinessProbe"]["httpGet"]["path"] == "/user-service/readyz"
    assert objects[("Service", "realtime")]["spec"]["ports"][0]["port"] == 8000
    assert gateway_env["REALTIME_ADDR"]["value"] == "realtime.bakery.svc.cluster.local:8000"

    # The example Secret is documented but never applied by kustomize.
    (secret,) = load_yaml_documents(K8S_DIR / "secret.example.yaml")
    assert secret["kind"] == "Secret" and "JWT_SECRET" in secret["stringData"]


def test_the_stripe_keys_reach_the_services_and_only_the_publishable_one_the_gateway():
    """Online card payment in production: both services get the three keys and the hold;
    the gateway only the publishable key (its CSP then allows Stripe), never a secret."""
    (compose,) = load_yaml_documents(COMPOSE_FILE)
    services = compose["services"]
    for name in ("user-service", "admin-service", "migrate"):
        env = services[name]["environment"]
        for key in ("STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "PAYMENT_HOLD_MINUTES"):
            assert key in env and env[key] is None, (name, key)  # passed through from the shell when set
        assert "STRIPE_API_BASE" not in env  # production talks to Stripe itself
    gateway_env = services["gateway"]["environment"]
    assert "STRIPE_PUBLISHABLE_KEY" in gateway_env
    assert not {"STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"} & set(gateway_env)

    objects = k8s_objects()
    gateway_pod = objects[("Deployment", "gateway")]["spec"]["template"]["spec"]
    env = {e["name"]: e for e in gateway_pod["containers"][0]["env"]}
    reference = env["STRIPE_PUBLISHABLE_KEY"]["valueFrom"]["secretKeyRef"]
    assert reference == {"name": "bakery-secrets", "key": "STRIPE_PUBLISHABLE_KEY", "optional": True}
    assert not {"STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"} & set(env)
    assert "envFrom" not in gateway_pod["containers"][0]
    (secret,) = load_yaml_documents(K8S_DIR / "secret.example.yaml")
    assert {"STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"} <= set(secret["stringData"])


def test_a_cake_requests_photos_pass_the_gateway_but_never_leave_it_through_the_media_path(site, running_gateway):
    """Three 5 MB reference photos reach user-service's cake request call (other calls keep the
    10 MB cap: a 413 in the shop's JSON shape), and a stored cake photo is a 404 at /media/
    even for whoever knows its file name: only the services hand them out."""
    import httpx

    photos = b"x" * (12 * 1024 * 1024)
    headers = {"Content-Type": "application/octet-stream"}
    answer = httpx.post(running_gateway + "/user-service/cake-requests", content=photos, headers=headers, timeout=30)
    assert answer.status_code == 200, answer.text
    assert [(path, len(body)) for path, body, _ in _Recorder.posted] == [("/user-service/cake-requests", len(photos))]
    refused = httpx.post(running_gateway + "/user-service/place-order", content=photos, headers=headers, timeout=30)
    assert refused.status_code == 413
    assert refused.json()["message"] == "Fișierul este prea mare."

    media = Path(site[1]["MEDIA_ROOT"])
    (media / "cake-requests" / "7").mkdir(parents=True)
    (media / "cake-requests" / "7" / "a1b2.jpg").write_bytes(b"\xff\xd8\xff")
    (media / "products").mkdir(exist_ok=True)
    (media / "products" / "cake.jpg").write_bytes(b"\xff\xd8\xff")
    assert httpx.get(running_gateway + "/media/products/cake.jpg", timeout=10).status_code == 200
    for path in ("/media/cake-requests/7/a1b2.jpg", "/media/cake-requests/", "/media//cake-requests/7/a1b2.jpg"):
        hidden = httpx.get(running_gateway + path, timeout=10)
        assert hidden.status_code == 404, path
        assert hidden.content != b"\xff\xd8\xff"
