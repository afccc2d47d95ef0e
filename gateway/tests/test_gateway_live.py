"""End-to-end checks of the gateway in front of the real stack.

Every test takes `gateway_url` (e.g. "http://127.0.0.1:8080"): the pytest
plugin of bakery_shared reads it from GATEWAY_URL, which `scripts/stack.py e2e`
sets after starting user-service, admin-service and the web build behind
nginx. MAX_UPLOAD_SIZE, if set in the environment, must be the value the
gateway was rendered with (default 10m).
"""

from __future__ import annotations

import os
import re

import httpx
import pytest

SERVICES = ("user-service", "admin-service")

EXPECTED_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' ws: wss:; "
    "frame-src https://www.openstreetmap.org https://www.google.com; frame-ancestors 'none'; "
    "base-uri 'self'; form-action 'self'; object-src 'none'"
)
SECURITY_HEADERS = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
}
GATEWAY_ERROR_STATUSES = {502, 503, 504}


@pytest.fixture
def client(gateway_url):
    with httpx.Client(base_url=gateway_url.rstrip("/"), timeout=15.0, follow_redirects=False) as c:
        yield c


def assert_security_headers(response: httpx.Response, csp: str | None = EXPECTED_CSP) -> None:
    for name, value in SECURITY_HEADERS.items():
        assert response.headers.get(name) == value, f"{name} on {response.request.url}: {response.headers.get(name)!r}"
    # One value each: the gateway hides the services' own copies.
    for name in (*SECURITY_HEADERS, "content-security-policy"):
        assert len(response.headers.get_list(name)) == 1, f"duplicate {name} on {response.request.url}"
    if csp is None:
        assert response.headers.get("content-security-policy")
    else:
        assert response.headers.get("content-security-policy") == csp


def is_json(response: httpx.Response) -> bool:
    return response.headers.get("content-type", "").split(";")[0].strip() == "application/json"


def upload_limit_bytes() -> int:
    raw = os.environ.get("MAX_UPLOAD_SIZE", "10m").strip().lower()
    units = {"k": 1024, "m": 1024**2, "g": 1024**3}
    return int(raw[:-1]) * units[raw[-1]] if raw[-1] in units else int(raw)


# ---- the services through the gateway ---------------------------------------


@pytest.mark.parametrize("service", SERVICES)
def test_readyz_answers_200(client, service):
    response = client.get(f"/{service}/readyz")
    assert response.status_code == 200, response.text
    assert_security_headers(response)


@pytest.mark.parametrize("service", SERVICES)
def test_docs_serve_the_openapi_ui(client, service):
    response = client.get(f"/{service}/docs")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert "swagger" in response.text.lower()
    assert_security_headers(response, csp=None)  # the docs pages get a looser CSP


@pytest.mark.parametrize("service", SERVICES)
def test_openapi_json_is_json_and_compressed(client, service):
    response = client.get(f"/{service}/openapi.json", headers={"Accept-Encoding": "gzip"})
    assert response.status_code == 200
    assert is_json(response)
    assert "openapi" in response.json()
    assert response.headers.get("content-encoding") == "gzip"


def test_unknown_api_path_is_a_json_404(client):
    response = client.get("/user-service/nu-exista")
    assert response.status_code == 404
    assert is_json(response), response.headers.get("content-type")
    body = response.json()
    assert isinstance(body.get("message"), str) and body["message"]
    assert_security_headers(response)


def test_too_large_upload_is_a_json_413(client):
    body = b"\0" * (upload_limit_bytes() + 1024 * 1024)
    response = client.post(
        "/admin-service/entries/add-product-images/1",
        content=body,
        headers={"Content-Type": "application/octet-stream"},
    )
    assert response.status_code == 413
    assert is_json(response)
    assert response.json() == {"status": 413, "message": "Fișierul este prea mare.", "errors": {}}
    assert_security_headers(response)


def test_websocket_upgrade_reaches_user_service(gateway_url):
    import websockets.sync.client as websockets_sync
    from websockets.exceptions import InvalidStatus

    ws_url = re.sub(r"^http", "ws", gateway_url.rstrip("/")) + "/user-service/ws"
    try:
        # No token: the service may accept and then close (policy violation),
        # or refuse the handshake with 403. Either proves the upgrade went
        # through nginx to the service.
        with websockets_sync.connect(ws_url, open_timeout=10, close_timeout=2) as connection:
            assert connection.response.status_code == 101
    except InvalidStatus as exc:
        status = exc.response.status_code
        assert status not in GATEWAY_ERROR_STATUSES, f"gateway error {status} on the websocket upgrade"
        assert status in (401, 403), f"unexpected handshake status {status}: {exc.response.body!r}"


# ---- the web app ------------------------------------------------------------


@pytest.mark.parametrize("path", ["/", "/meniu/123", "/admin/menu"])
def test_spa_routes_serve_index_html_without_cache(client, path):
    index = client.get("/index.html")
    assert index.status_code == 200
    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert "no-cache" in response.headers.get("cache-control", "")
    assert response.text == index.text
    assert_security_headers(response)


def test_hashed_asset_is_immutable_and_gzipped(client):
    index = client.get("/").text
    assets = re.findall(r'(?:src|href)="(/assets/[^"]+\.(?:js|css))"', index)
    assert assets, "index.html references no /assets/*.js or *.css"
    response = client.get(assets[0], headers={"Accept-Encoding": "gzip"})
    assert response.status_code == 200
    cache_control = response.headers.get("cache-control", "")
    assert "max-age=31536000" in cache_control and "immutable" in cache_control and "public" in cache_control
    assert response.headers.get("content-encoding") == "gzip"
    assert_security_headers(response)


def test_missing_asset_is_404_not_the_app_shell(client):
    response = client.get("/assets/nu-exista-0000000.js")
    assert response.status_code == 404
    assert "immutable" not in response.headers.get("cache-control", "")


def test_media_has_no_directory_listing(client):
    response = client.get("/media/")
    assert response.status_code in (403, 404)
    assert "Index of" not in response.text
    assert_security_headers(response)
