"""`make run` pays by card against localstripe, the local Stripe: started with the rest on
127.0.0.1:STRIPE_PORT, the services pointed at it, its webhooks signed with a secret kept in the data
folder and sent to the gateway's /user-service/payments/webhook. With the operator's real keys in
the environment nothing is started and the same code talks to Stripe. No log line holds the secret
key or the webhook secret; the demo bakery offers online payment only when the keys are there."""

from __future__ import annotations

from collections.abc import Iterator
import contextlib
import hashlib
import hmac
import http.server
import importlib.util
import json
from pathlib import Path
import stat
import threading

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from bakery_devtools import servers
from bakery_devtools.seed import demo
from bakery_shared.models import BusinessSetup
from bakery_shared.settings import Settings

ROOT = Path(__file__).resolve().parents[4]
REAL_KEYS = {
    "STRIPE_SECRET_KEY": "sk_test_51RealSecretOfTheOperator000000000000000000",
    "STRIPE_PUBLISHABLE_KEY": "pk_test_51RealPublishableKey",
    "STRIPE_WEBHOOK_SECRET": "whsec_RealSigningSecretOfTheEndpoint0000",
}


def load_stack():
    spec = importlib.util.spec_from_file_location("bakery_stack_script_stripe", ROOT / "scripts" / "stack.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


stack = load_stack()


class _Gateway(http.server.BaseHTTPRequestHandler):
    """Stands in for the gateway: keeps every POST (path, raw body, Stripe-Signature)."""

    posted: list[tuple[str, bytes, str]] = []
    arrived = threading.Event()

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        _Gateway.posted.append((self.path, body, self.headers.get("Stripe-Signature", "")))
        _Gateway.arrived.set()
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def fake_gateway() -> Iterator[int]:
    _Gateway.posted = []
    _Gateway.arrived.clear()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Gateway)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()


def clean_environment(monkeypatch) -> None:
    for name in (*stack.STRIPE_KEYS, "STRIPE_API_BASE", "STRIPE_PORT", "GATEWAY_HOST", "PUBLIC_URL", "JWT_SECRET"):
        monkeypatch.delenv(name, raising=False)


def ports(gateway_port: int) -> dict[str, int]:
    names = ("POSTGRES_PORT", "REDIS_PORT", "SMTP_PORT", "USER_SERVICE_PORT", "ADMIN_SERVICE_PORT")
    return {"GATEWAY_PORT": gateway_port, **{name: servers.free_port() for name in names}}


@contextlib.contextmanager
def started(local: stack.Stack, port: int | None) -> Iterator[stack.Stack]:
    try:
        local.start_stripe(port)
        yield local
    finally:
        local.stop()


def paid_and_captured(api_base: str) -> str:
    """What the checkout and the panel do to localstripe: a card authorized for 12,50 RON, then
    captured (the one moment localstripe sends a webhook). The PaymentIntent's id."""
    auth = (servers.LOCALSTRIPE_SECRET_KEY, "")
    with httpx.Client(base_url=api_base, timeout=10) as client:
        # As Stripe.js's createPaymentMethod does it: with the publishable key only.
        card = client.post(
            "/v1/payment_methods",
            data={
                "type": "card",
                "card[number]": "4242424242424242",
                "card[exp_month]": "12",
                "card[exp_year]": "2034",
                "card[cvc]": "123",
                "key": servers.LOCALSTRIPE_PUBLISHABLE_KEY,
            },
        ).json()
        intent = client.post(
            "/v1/payment_intents",
            auth=auth,
            data={
                "amount": "1250",
                "currency": "ron",
                "payment_method": card["id"],
                "capture_method": "manual",
                "confirm": "true",
            },
        ).json()
        assert intent["status"] == "requires_capture", intent
        # A query a log must never keep (the shim's calls carry the client secret like this).
        client.get(f"/v1/payment_intents/{intent['id']}", auth=auth, params={"client_secret": intent["client_secret"]})
        captured = client.post(f"/v1/payment_intents/{intent['id']}/capture", auth=auth).json()
        assert captured["status"] == "succeeded", captured
        return intent["id"]


def test_without_keys_make_run_starts_localstripe_with_its_webhooks_signed_to_the_gateway(tmp_path, monkeypatch, capsys):
    clean_environment(monkeypatch)
    stripe_port = servers.free_port()
    with (
        fake_gateway() as gateway_port,
        started(stack.Stack(tmp_path, ports(gateway_port), throwaway=True), stripe_port) as local,
    ):
        env = local.env
        # The services talk to localstripe with its keys, and check webhooks with a secret of the data folder.
        assert env["STRIPE_API_BASE"] == f"http://127.0.0.1:{stripe_port}"
        assert env["STRIPE_SECRET_KEY"] == servers.LOCALSTRIPE_SECRET_KEY
        assert env["STRIPE_PUBLISHABLE_KEY"] == servers.LOCALSTRIPE_PUBLISHABLE_KEY
        secret_file = tmp_path / stack.WEBHOOK_SECRET_FILE
        secret = env["STRIPE_WEBHOOK_SECRET"]
        assert len(secret) >= 32 and secret_file.read_text().strip() == secret
        assert stat.S_IMODE(secret_file.stat().st_mode) == 0o600
        assert stack.local_stripe_env(tmp_path, stripe_port)["STRIPE_WEBHOOK_SECRET"] == secret  # kept for the next start

        # The checkout's Stripe.js comes from it.
        shim = httpx.get(f"{env['STRIPE_API_BASE']}/js.stripe.com/v3/", timeout=10)
        assert shim.status_code == 200 and "confirmCardPayment" in shim.text
        assert "createPaymentMethod: async (data) =>" in shim.text  # localstripe's own answers nothing

        # A capture makes localstripe post payment_intent.succeeded to the gateway, signed as Stripe signs.
        intent_id = paid_and_captured(env["STRIPE_API_BASE"])
        assert _Gateway.arrived.wait(15), "localstripe sent no webhook to the gateway"
        path, body, signature = _Gateway.posted[0]
        assert path == "/user-service/payments/webhook"
        event = json.loads(body)
        assert (event["type"], event["data"]["object"]["id"]) == ("payment_intent.succeeded", intent_id)
        stamp, v1 = (part.split("=", 1)[1] for part in signature.split(","))
        assert hmac.compare_digest(v1, hmac.new(secret.encode(), f"{stamp}.".encode() + body, hashlib.sha256).hexdigest())

    # Stopped with the rest.
    assert all(child.poll() is not None for child in local.children)
    log = local.localstripe_log.read_text()
    assert "POST /v1/payment_intents 200" in log
    assert "client_secret" not in log and "_secret_" not in log
    assert stack.leaked_lines(local) == []
    printed = capsys.readouterr()
    assert secret not in printed.out + printed.err
    assert f"localstripe (the local Stripe) on 127.0.0.1:{stripe_port}" in printed.out


def test_with_real_keys_nothing_is_started_and_the_gateway_allows_stripe_itself(tmp_path, monkeypatch, capsys):
    clean_environment(monkeypatch)
    for name, value in REAL_KEYS.items():
        monkeypatch.setenv(name, value)
    assert stack.real_stripe_keys(dict(stack.os.environ))
    with started(stack.Stack(tmp_path, ports(servers.free_port()), throwaway=True), None) as local:
        assert local.children == [] and local.localstripe_port is None
        assert {name: local.env[name] for name in REAL_KEYS} == REAL_KEYS
        assert not local.env.get("STRIPE_API_BASE")
        assert not (tmp_path / stack.WEBHOOK_SECRET_FILE).exists()
        local.configure("r" * 64)
        conf = Path(local.env["NGINX_CONF"]).read_text()
        assert 'map "https://js.stripe.com" $csp_stripe_script' in conf
        assert 'map "https://api.stripe.com" $csp_stripe_connect' in conf
    printed = capsys.readouterr().out
    assert "Stripe with the environment's keys (test mode)" in printed
    for value in (REAL_KEYS["STRIPE_SECRET_KEY"], REAL_KEYS["STRIPE_WEBHOOK_SECRET"]):
        assert value not in printed

    # `make migrate` / `make seed` keep them too.
    env = stack.tool_env(dict(stack.os.environ), tmp_path)
    assert {name: env[name] for name in REAL_KEYS} == REAL_KEYS and not env.get("STRIPE_API_BASE")


def test_the_log_says_live_mode_or_missing_keys_never_a_key():
    live = {**REAL_KEYS, "STRIPE_SECRET_KEY": "sk_live_51Secret"}
    assert stack.stripe_mode(live) == "Stripe with the environment's keys (LIVE mode: real money)"
    partial = {"STRIPE_SECRET_KEY": "sk_test_51Secret"}
    said = stack.stripe_mode(partial)
    assert "STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET missing" in said and "online card payment stays off" in said
    assert "sk_" not in said
    assert stack.stripe_mode({}) == "localstripe"


def test_make_seed_gets_the_stacks_localstripe(tmp_path, monkeypatch):
    clean_environment(monkeypatch)
    monkeypatch.setenv("STRIPE_PORT", "18420")
    env = stack.tool_env(dict(stack.os.environ), tmp_path)
    assert env["STRIPE_API_BASE"] == "http://127.0.0.1:18420"
    assert env["STRIPE_SECRET_KEY"] == servers.LOCALSTRIPE_SECRET_KEY
    assert env["STRIPE_WEBHOOK_SECRET"] == (tmp_path / stack.WEBHOOK_SECRET_FILE).read_text().strip()


def test_make_runs_localstripe_keeps_its_payments_across_a_restart_the_e2e_one_keeps_nothing(tmp_path, monkeypatch):
    """An order authorized before Ctrl-C can still be captured after `make run` starts again; a
    throwaway stack (and the tests) writes nothing, and none reads /tmp/localstripe.pickle."""
    clean_environment(monkeypatch)
    for throwaway in (False, True):
        data = tmp_path / ("e2e" if throwaway else "run")
        data.mkdir()
        port = servers.free_port()
        with started(stack.Stack(data, ports(servers.free_port()), throwaway=throwaway), port) as local:
            intent_id = paid_and_captured(local.env["STRIPE_API_BASE"])
        with started(stack.Stack(data, ports(servers.free_port()), throwaway=throwaway), port) as local:
            found = httpx.get(
                f"{local.env['STRIPE_API_BASE']}/v1/payment_intents/{intent_id}",
                auth=(servers.LOCALSTRIPE_SECRET_KEY, ""),
                timeout=10,
            )
        assert found.status_code == (404 if throwaway else 200), found.text
        assert (data / "localstripe.pickle").exists() is not throwaway
    # The runner that keeps localstripe's data where it is told, never in the file all share.
    assert "bakery_devtools.localstripe_server" in servers.localstripe_command(8420)


def test_a_webhook_secret_in_any_log_of_the_run_fails_it(tmp_path, monkeypatch):
    clean_environment(monkeypatch)
    local = stack.Stack(tmp_path, ports(servers.free_port()), throwaway=True)
    local.env.update(stack.local_stripe_env(tmp_path, servers.free_port()))
    local.log_file.write_text("user-service | started\n")
    local.localstripe_log.write_text(f"POST /v1/tokens 200\nsigned with {local.env['STRIPE_WEBHOOK_SECRET']}\n")
    assert stack.leaked_lines(local) == [f"signed with {local.env['STRIPE_WEBHOOK_SECRET']}"]


@pytest.mark.parametrize("configured", [True, False], ids=["keys", "no-keys"])
async def test_the_demo_bakery_offers_online_card_payment_only_with_the_keys(
    fresh_database, test_settings, monkeypatch, configured
):
    """An owner opening the demo shop finds "Plată online cu cardul" on when `make run` has its
    localstripe (or real keys), and off when nothing could take the payment."""
    keys = {"stripe_secret_key", "stripe_publishable_key", "stripe_webhook_secret"}
    settings: Settings = test_settings if configured else test_settings.model_copy(update=dict.fromkeys(keys, ""))
    assert settings.card_payments_configured is configured
    monkeypatch.setattr(demo, "get_settings", lambda: settings)
    _, engine = fresh_database
    async with async_sessionmaker(engine, expire_on_commit=False)() as session, session.begin():
        await demo.seed(session)
    async with async_sessionmaker(engine)() as session:
        setup = await session.scalar(select(BusinessSetup))
    assert setup.online_card_payment is configured
    # Cash and card at pickup/delivery stay offered either way.
    assert setup.cash_payment and setup.card_payment and setup.cash_and_card_payment


def test_a_stripe_secret_in_a_log_line_is_found_a_publishable_key_is_not():
    from bakery_devtools.log_secrets import secrets_in_log

    lines = [
        "stripe request failed with key sk_live_51HxAbCdEfGhIjKlMn",
        f"authorization: Bearer {servers.LOCALSTRIPE_SECRET_KEY}",
        "restricted rk_test_51HxAbCdEfGhIjKl in use",
        "webhook secret whsec_AbCdEfGhIjKlMnOp loaded",
        "checkout configured with pk_live_51HxAbCdEfGhIjKlMn",  # public by design
        "POST /v1/payment_intents 200",
        "task_test_runner started",
    ]
    assert secrets_in_log("\n".join(lines)) == lines[:4]
