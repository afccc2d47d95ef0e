"""End-to-end checks of the gateway in front of the real stack.

Every test takes `gateway_url` (e.g. "http://127.0.0.1:8080"): the pytest
plugin of bakery_shared reads it from GATEWAY_URL, which `scripts/stack.py e2e`
sets after starting user-service, admin-service and the web build behind
nginx. MAX_UPLOAD_SIZE, if set in the environment, must be the value the
gateway was rendered with (default 10m).
"""

from __future__ import annotations

import html
import math
import os
from pathlib import Path
import re
import time
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

SERVICES = ("user-service", "admin-service")


def websocket_origin(public_url: str) -> str:
    parts = urlsplit(public_url)
    return f"{'wss' if parts.scheme == 'https' else 'ws'}://{parts.netloc}"


def stripe_origin() -> str:
    """The stack's localstripe (STRIPE_API_BASE, which stack.py exports), as the CSP names it."""
    parts = urlsplit(os.environ.get("STRIPE_API_BASE", ""))
    return f"{parts.scheme}://{parts.netloc}" if parts.netloc else ""


# connect-src: the shop's own websocket origin (from PUBLIC_URL, which stack.py exports), and
# localstripe's origin (script-src too) since the stack pays by card with it; no other host.
_STRIPE = f" {stripe_origin()}" if stripe_origin() else ""
EXPECTED_CSP = (
    f"default-src 'self'; script-src 'self'{_STRIPE}; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data: blob:; font-src 'self' data:; "
    f"connect-src 'self' {websocket_origin(os.environ.get('PUBLIC_URL', 'http://localhost:8080'))}{_STRIPE}; "
    "frame-src https://www.openstreetmap.org https://www.google.com; frame-ancestors 'none'; "
    "base-uri 'self'; form-action 'self'; object-src 'none'"
)
SECURITY_HEADERS = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
}


@pytest.fixture
def client(gateway_url):
    with httpx.Client(base_url=gateway_url.rstrip("/"), timeout=15.0, follow_redirects=False) as c:
        yield c


def mail_dir() -> Path:
    path = os.environ.get("MAIL_DIR")
    if not path:
        pytest.fail("MAIL_DIR is not set: run these tests through `make test` (scripts/stack.py e2e)")
    return Path(path)


def mailed_link_token(email: str, path: str, timeout: float = 30.0) -> str:
    """The token of the link to `path` the background sender mailed to `email`. The sink writes
    whole files only; there is no signal to await across processes, so the folder is polled."""
    from bakery_devtools.smtp_sink import read_mails

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for message in reversed(read_mails(mail_dir())):
            if email.lower() not in str(message["To"]).lower():
                continue
            text = message.get_body(preferencelist=("plain",)).get_content()
            for link in re.findall(r"https?://\S+", text):
                if urlsplit(link).path == path:
                    return parse_qs(urlsplit(link).query)["token"][0]
        time.sleep(0.1)
    pytest.fail(f"no {path} link was mailed to {email} within {timeout:.0f} s")


def signed_in_customer_token(client: httpx.Client, first_name: str) -> str:
    """A customer as a person becomes one: register, follow the mailed confirmation link, sign in
    (the register answer holds no token)."""
    import uuid

    password = "Parola#123"
    email = f"{first_name.lower()}-{uuid.uuid4().hex[:10]}@example.ro"
    registered = client.post(
        "/user-service/register",
        json={"firstName": first_name, "lastName": "Client", "email": email, "password": password, "confirmPassword": password},
    )
    assert registered.status_code == 200, registered.text
    assert registered.json()["jwtToken"] == ""
    confirmed = client.post("/user-service/confirm-email", json={"token": mailed_link_token(email, "/confirmare-email")})
    assert confirmed.status_code == 200, confirmed.text
    login = client.post("/user-service/authenticate", json={"email": email, "password": password})
    assert login.status_code == 200, login.text
    return login.json()["jwtToken"]


def pickup_order(client: httpx.Client, product: dict, dimension: dict, quantity: int) -> dict:
    """A guest's cash order of one line, picked up as soon as possible at the first pickup point."""
    pickup_points = client.get("/user-service/restaurant/fetch-information").json()["pickupLocations"]
    return {
        "items": [{"id": product["id"], "dimensionId": dimension["id"], "quantity": quantity, "extraIngredients": []}],
        "deliveryMethodChosen": "PICKUP",
        "deliveryDetailsBean": {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722123456", "email": "ana@example.ro"},
        "pickupLocationId": pickup_points[0]["id"],
        "pickupOrDeliveryMoment": None,
        "orderPaymentOptions": "CASH",
    }


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


# ---- the storefront's public reads: the gateway's micro-cache ----------------
#
# nginx keeps each public read until the wall-clock second in which user-service read its data
# ends (includes/public_cache.conf). The tests wait for that declared lifetime to pass, never for
# a measured speed.

PUBLIC_READS = [
    "/user-service/get-categories",
    "/user-service/get-base-products?category=torturi",
    "/user-service/restaurant/fetch-information",
    "/user-service/promotions",
]
CACHE_CONTROL = "public, max-age=0, must-revalidate"


def wait_out_the_cache_lifetime() -> None:
    """Every copy taken before now expires when the current wall-clock second ends."""
    time.sleep(math.floor(time.time()) + 1 - time.time() + 0.05)


def staff(client) -> dict[str, str]:
    login = client.post("/admin-service/authenticate", json={"email": "admin@cofetarie-demo.ro", "password": "Admin#2026"})
    assert login.status_code == 200, login.text
    return {"Authorization": f"Bearer {login.json()['token']}"}


@pytest.mark.parametrize("path", PUBLIC_READS)
def test_public_reads_keep_etag_304_and_cache_control_through_the_cache(client, path):
    first = client.get(path)
    assert first.status_code == 200, first.text
    assert first.headers["cache-control"] == CACHE_CONTROL
    assert first.headers["etag"].startswith('W/"')
    assert "x-accel-expires" not in first.headers  # the service's word to nginx stays there
    assert_security_headers(first)
    # Answered from the cached copy or by the service, the same answer.
    for _ in range(3):
        again = client.get(path, headers={"If-None-Match": first.headers["etag"]})
        assert again.status_code == 304
        assert again.headers["etag"] == first.headers["etag"]
        assert again.headers["cache-control"] == CACHE_CONTROL
        assert again.content == b""
    assert client.get(path).content == first.content
    wait_out_the_cache_lifetime()
    assert client.get(path, headers={"If-None-Match": first.headers["etag"]}).status_code == 304


def test_the_last_key_is_never_cached(client):
    response = client.get("/user-service/restaurant/last-key")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "no-cache"


def test_a_saved_price_is_what_every_visitor_sees_once_the_cache_lifetime_is_over_and_orders_are_priced_from_the_database(
    client,
):
    headers = staff(client)
    products = client.get("/user-service/get-base-products?category=prajituri").json()
    product = next(p for p in products if p["orderType"] == "standard" and any(d["stockUnlimited"] for d in p["dimensions"]))
    dimension_index, dimension = next((i, d) for i, d in enumerate(product["dimensions"]) if d["stockUnlimited"])
    path = f"/user-service/get-product/{product['id']}"
    before = client.get(path)
    assert before.status_code == 200
    entry = client.get(f"/admin-service/entries/get-entry/{product['id']}", headers=headers).json()
    old_price = entry["dimensions"][dimension_index]["price"]
    new_price = f"{float(old_price) + 1.25:.2f}"
    setup = client.get("/admin-service/setup/fetch-information", headers=headers).json()
    all_day = [
        {"scheduleType": kind, "dayOfWeek": day, "open": True, "hours": "00:00 - 23:59"}
        for kind in ("REGULAR", "PICKUP", "DELIVERY")
        for day in range(1, 8)
    ]

    def save(price: str) -> None:
        entry["dimensions"][dimension_index]["price"] = price
        saved = client.post("/admin-service/entries/add-entry", json=entry, headers=headers)
        assert saved.status_code == 200, saved.text

    def schedules(rows) -> None:
        saved = client.post("/admin-service/setup/restaurant-schedule", json={"schedules": rows}, headers=headers)
        assert saved.status_code == 200, saved.text

    try:
        schedules(all_day)
        assert client.get(path).status_code == 200  # a copy of the old price, taken this second
        save(new_price)

        # At once, whatever copy the gateway holds: the order is priced from the database.
        order = client.post(
            "/user-service/place-order",
            json=pickup_order(client, product, dimension, quantity=2),
        )
        assert order.status_code == 201, order.text
        assert order.json()["subTotalPrice"] == f"{2 * float(new_price):.2f}"

        # Once the copy's declared lifetime is over, every visitor sees the new price, new ETag.
        wait_out_the_cache_lifetime()
        after = client.get(path, headers={"If-None-Match": before.headers["etag"]})
        assert after.status_code == 200
        assert after.json()["dimensions"][dimension_index]["price"] == new_price
        assert after.headers["etag"] != before.headers["etag"]
        assert client.get(path, headers={"If-None-Match": after.headers["etag"]}).status_code == 304
    finally:
        save(old_price)
        schedules(
            [
                {"scheduleType": row["scheduleType"], "dayOfWeek": row["dayOfWeek"], "open": row["open"], "hours": row["hours"]}
                for row in setup["schedules"]
            ]
        )


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


def ws_url(gateway_url: str, **query: str) -> str:
    url = re.sub(r"^http", "ws", gateway_url.rstrip("/")) + "/user-service/ws"
    return url + ("?" + "&".join(f"{k}={v}" for k, v in query.items()) if query else "")


@pytest.mark.parametrize("token_in", ["query", "first message"])
def test_a_websocket_with_a_bad_token_is_upgraded_then_closed_with_4401(gateway_url, token_in):
    """The upgrade passes nginx (101), the service itself judges the token and closes with 4401
    and its Romanian reason, which nginx hands on to the browser unchanged."""
    from websockets.exceptions import ConnectionClosed
    import websockets.sync.client as websockets_sync

    url = ws_url(gateway_url, token="nu.este.token") if token_in == "query" else ws_url(gateway_url)
    with websockets_sync.connect(url, open_timeout=10, close_timeout=5) as connection:
        assert connection.response.status_code == 101
        if token_in == "first message":
            connection.send("nu.este.token")
        with pytest.raises(ConnectionClosed) as closed:
            connection.recv(timeout=10)

    assert closed.value.rcvd is not None, "closed without a close frame: the gateway cut the connection"
    assert closed.value.rcvd.code == 4401
    assert closed.value.rcvd.reason == "Autentificarea nu este validă."


def test_a_websocket_with_a_real_token_is_connected_through_the_gateway(client, gateway_url):
    """A customer who signed in through the gateway opens the live channel with the token it got,
    and the service's first message comes back through nginx."""
    import json

    import websockets.sync.client as websockets_sync

    token = signed_in_customer_token(client, "Gateway")

    with websockets_sync.connect(ws_url(gateway_url, token=token), open_timeout=10, close_timeout=5) as connection:
        assert connection.response.status_code == 101
        assert json.loads(connection.recv(timeout=10)) == {"type": "CONNECTED", "staff": False}


# ---- no token and no follow secret in any log line -------------------------------


@pytest.fixture
def stack_log() -> str:
    """The file every process of the e2e stack writes to (nginx's access log, both services')."""
    path = os.environ.get("STACK_LOG_FILE")
    if not path:
        pytest.fail("STACK_LOG_FILE is not set: run these tests through `make test` (scripts/stack.py e2e)")
    return path


def test_no_log_line_holds_a_token_or_an_orders_follow_secret(client, gateway_url, stack_log):
    """A customer's session token and a guest order's follow secret go through every form the
    channel and the order page accept (the query the spec's contract names and old links, the first message, the
    X-Order-Key header, the page's own address and its Referer); then neither nginx's lines nor the
    services' hold either of them, nor any other token."""
    import json
    import uuid

    import websockets.sync.client as websockets_sync

    from bakery_devtools.log_secrets import lines_holding, secrets_in_log

    token = signed_in_customer_token(client, "Jurnal")

    headers = staff(client)
    setup = client.get("/admin-service/setup/fetch-information", headers=headers).json()
    all_day = [
        {"scheduleType": kind, "dayOfWeek": day, "open": True, "hours": "00:00 - 23:59"}
        for kind in ("REGULAR", "PICKUP", "DELIVERY")
        for day in range(1, 8)
    ]
    products = client.get("/user-service/get-base-products?category=prajituri").json()
    product = next(p for p in products if p["orderType"] == "standard" and any(d["stockUnlimited"] for d in p["dimensions"]))
    dimension = next(d for d in product["dimensions"] if d["stockUnlimited"])
    try:
        assert (
            client.post("/admin-service/setup/restaurant-schedule", json={"schedules": all_day}, headers=headers).status_code
            == 200
        )
        placed = client.post(
            "/user-service/place-order",
            json=pickup_order(client, product, dimension, quantity=1),
        )
    finally:
        rows = [{k: row[k] for k in ("scheduleType", "dayOfWeek", "open", "hours")} for row in setup["schedules"]]
        client.post("/admin-service/setup/restaurant-schedule", json={"schedules": rows}, headers=headers)
    assert placed.status_code == 201, placed.text
    number, follow = placed.json()["orderNumber"], placed.json()["followToken"]

    # The order page: its own address (from the mail), and its call with the secret in the header,
    # the old query form, and the Referer the page's calls carry.
    page = f"{gateway_url.rstrip('/')}/comanda/{number}?cheie={follow}"
    assert client.get(f"/comanda/{number}", params={"cheie": follow}).status_code == 200
    assert client.get(f"/user-service/order-status/{number}", headers={"X-Order-Key": follow, "Referer": page}).status_code == 200
    assert client.get(f"/user-service/order-status/{number}", params={"cheie": follow}).status_code == 200
    client.get("/user-service/get-categories", headers={"Referer": page})

    # The channel, every way in: the query (the spec's contract, older clients) and the first message.
    for query, first in (
        ({"token": token}, None),
        ({}, token),
        ({}, json.dumps({"token": token})),
        ({"orderToken": follow}, None),
        ({}, json.dumps({"orderToken": follow})),
    ):
        with websockets_sync.connect(ws_url(gateway_url, **query), open_timeout=10, close_timeout=5) as connection:
            if first is not None:
                connection.send(first)
            assert json.loads(connection.recv(timeout=10))["type"] == "CONNECTED"

    # The last request of the test, written by nginx and by the service: then the log is complete.
    marker = uuid.uuid4().hex
    assert client.get("/user-service/healthz", params={"marker": marker}).status_code == 200
    deadline = time.monotonic() + 15
    while True:
        with open(stack_log, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        if text.count(marker) >= 2 or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert text.count(marker) >= 2, "nginx's and the service's lines for the last request never reached the log"
    assert "?[redacted]" in text and "=[redacted]" in text  # nginx's and uvicorn's redactions, both at work
    assert lines_holding(text, token, follow) == []
    assert secrets_in_log(text) == []


# ---- the web app ------------------------------------------------------------


@pytest.mark.parametrize("path", ["/", "/admin/menu"])
def test_spa_routes_serve_index_html_without_cache(client, path):
    index = client.get("/index.html")
    assert index.status_code == 200
    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert "no-cache" in response.headers.get("cache-control", "")
    assert response.text == index.text
    assert_security_headers(response)


def scripts_of(html: str) -> list[str]:
    return re.findall(r'<script[^>]*src="([^"]+)"', html)


@pytest.mark.parametrize("product_id", [1, 123456])
def test_a_product_page_is_the_app_shell_with_the_product_written_in_for_crawlers(client, product_id):
    """/meniu/{id} is the same app (same scripts, not cached) with the product's name written into
    the HTML by the gateway's includes; an unknown product is the bare shell, never an error page."""
    index = client.get("/index.html")
    response = client.get(f"/meniu/{product_id}")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert "no-cache" in response.headers.get("cache-control", "")
    assert_security_headers(response)
    assert scripts_of(response.text) == scripts_of(index.text) != []
    assert "<!--# include" not in response.text
    # One title and one description: the product's, or the shop's for an unknown product.
    assert response.text.count("<title>") == 1
    assert response.text.count('<meta name="description"') == 1
    product = client.get(f"/user-service/get-product/{product_id}")
    if product.status_code == 200:
        name = product.json()["name"]
        assert html.escape(name) in response.text or html.escape(name, quote=False) in response.text
        assert "<title>Cofetăria Dulce</title>" not in response.text
    else:
        assert product.status_code == 404
        assert "<title>Cofetăria Dulce</title>" in response.text


def test_the_whole_menu_page_fetches_its_first_card_photos_with_the_html(client):
    """/meniu's largest paint is its first card's photo; the gateway writes that photo's
    preload (the AVIF the card's <picture> picks, at the card's sizes) into the page's head, so
    the browser does not wait for the products and the app to ask for it. A filtered menu starts
    with other photos: none there. The product page's includes never show."""
    products = client.get("/user-service/get-base-products").json()
    categories = client.get("/user-service/get-categories").json()
    first_grid = next(
        [p for p in products if p["category"]["id"] == c["id"]]
        for c in categories
        if not c.get("specialCategory") and any(p["category"]["id"] == c["id"] for p in products)
    )
    page = client.get("/meniu").text
    assert "<!--#" not in page and page.count("<title>") == 1
    preloads = re.findall(r'<link rel="preload" as="image"[^>]*>', page)
    expected = [p["imageSources"][0]["srcset"] for p in first_grid[:2] if p["imageSources"]]
    assert expected, "the seeded menu's first cards have photos"
    assert [html.unescape(re.search(r'imagesrcset="([^"]*)"', link).group(1)) for link in preloads] == expected
    assert all('imagesizes="(max-width: 767.98px) 50vw, 320px"' in link for link in preloads)
    filtered = client.get("/meniu?category=" + first_grid[0]["category"]["value"]).text
    assert 'as="image"' not in filtered and "<!--#" not in filtered


def test_other_pages_keep_the_shop_title_once(client):
    for path in ("/", "/meniu", "/opinii"):
        page = client.get(path).text
        assert page.count("<title>") == 1 and "<title>Cofetăria Dulce</title>" in page, path
        assert page.count('<meta name="description"') == 1, path


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


@pytest.mark.parametrize("path", ["/metrics", "/user-service/metrics", "/admin-service/metrics"])
def test_metrics_are_not_published(client, path):
    """Prometheus scrapes each service on its own port; the gateway serves none of it."""
    response = client.get(path)
    assert response.status_code == 404
    assert is_json(response)
    assert "bakery_http_requests" not in response.text


# ---- online card payment ------------------------------------------------------


def test_the_stack_pays_with_localstripe_whose_stripe_js_the_csp_allows(client):
    """The checkout loads Stripe.js from localstripe (STRIPE_API_BASE/js.stripe.com/v3/) and calls
    it: the page's CSP names its origin in script-src and connect-src, and it answers."""
    origin = stripe_origin()
    assert origin.startswith("http://127.0.0.1:"), "scripts/stack.py e2e exports STRIPE_API_BASE (its localstripe)"
    csp = client.get("/").headers["content-security-policy"]
    assert re.search(rf"script-src 'self' {re.escape(origin)};", csp), csp
    assert re.search(rf"connect-src 'self' \S+ {re.escape(origin)};", csp), csp
    shim = httpx.get(f"{os.environ['STRIPE_API_BASE'].rstrip('/')}/js.stripe.com/v3/", timeout=10)
    assert shim.status_code == 200 and "confirmCardPayment" in shim.text


def test_a_webhook_reaches_user_service_whose_signature_check_answers(client):
    """POST /user-service/payments/webhook goes through the gateway to user-service untouched: a
    body signed with another secret is refused there (400), not by nginx."""
    body = b'{"id": "evt_gateway_check", "object": "event", "type": "payment_intent.succeeded"}'
    stamp = int(time.time())
    response = client.post(
        "/user-service/payments/webhook",
        content=body,
        headers={"Content-Type": "application/json", "Stripe-Signature": f"t={stamp},v1={'0' * 64}"},
    )
    assert response.status_code == 400, response.text
    assert is_json(response)
    assert_security_headers(response)
