"""`python -m bakery_devtools.localstripe_server --port PORT [--store FILE]`: localstripe, the local
Stripe (online card payment without Stripe's servers), keeping its data where we say.

localstripe itself pickles its whole store to /tmp/localstripe.pickle after every change and loads
that file when it starts: one file for every localstripe on the machine, so parallel test runs
and a developer's `make run` would write over one another, and a start that reads a half-written
file crashes. Here the store is kept in FILE (the `make run` data folder, so an authorization made
before a restart can still be captured after it), written whole and then renamed; without
`--store` nothing is written or read (the test harness's throwaway instances). It listens on
127.0.0.1 only and logs no query string.

The checkout makes a card's PaymentMethod in the browser (`stripe.createPaymentMethod`), as Stripe.js
does with the publishable key. localstripe's shim answers that call with nothing and its server
wants the secret key for it, so both are completed here (`browser_payment_methods`).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
import pickle


def keep_store_in(path: Path | None) -> None:
    from localstripe import resources

    def load(store: dict) -> None:
        if path is None or not path.exists():
            return
        with path.open("rb") as handle:
            kept = pickle.load(handle)  # our own file, in the owner's data folder
        store.clear()
        store.update(kept)

    def dump(store: dict) -> None:
        if path is None:
            return
        partial = path.with_name(path.name + ".tmp")
        with partial.open("wb") as handle:
            pickle.dump(dict(store), handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(partial, path)

    resources.Store.try_load_from_disk = load
    resources.Store.dump_to_disk = dump


# What Stripe.js answers: `{paymentMethod}` or `{error}`; the card is read from the shim's element.
CREATE_PAYMENT_METHOD = """createPaymentMethod: async (data) => {
      console.log('localstripe: Stripe().createPaymentMethod()');
      const card = (data && data.card && data.card.value && data.card.value.card) || {};
      const body = ['type=card', 'key=' + encodeURIComponent(apiKey)];
      Object.keys(card).forEach(field => {
        body.push('card[' + field + ']=' + encodeURIComponent(card[field]));
      });
      try {
        const response = await fetch(`${LOCALSTRIPE_BASE_API}/v1/payment_methods`, {
          method: 'POST',
          headers: {'Content-Type': 'application/x-www-form-urlencoded'},
          body: body.join('&'),
        });
        const res = await response.json().catch(() => ({}));
        if (response.status !== 200 || res.error) {
          return {error: res.error || {message: 'card not accepted'}};
        }
        return {paymentMethod: res};
      } catch (err) {
        return {error: err};
      }
    },"""


def browser_payment_methods(app, server) -> None:
    """The shim's `createPaymentMethod` made real, and POST /v1/payment_methods allowed with the
    publishable key in the body (as Stripe allows Stripe.js)."""
    from pathlib import Path as _Path

    from aiohttp import web

    shim = (_Path(server.__file__).parent / "localstripe-v3.js").read_text()
    stub = "createPaymentMethod: async () => {},"
    assert stub in shim, "localstripe's shim changed: see bakery_devtools/localstripe_server.py"
    shim = shim.replace(stub, CREATE_PAYMENT_METHOD)

    async def serve_shim(request: web.Request) -> web.Response:
        return web.Response(text=shim, content_type="application/javascript")

    for resource in app.router.resources():
        if resource.canonical == "/js.stripe.com/v3/":
            for route in resource:
                route._handler = serve_shim

    @web.middleware
    async def publishable_key(request: web.Request, handler):
        if request.method == "POST" and request.path == "/v1/payment_methods" and server.get_api_key(request) is None:
            data = await server.get_post_data(request, remove_auth=False)
            key = data.get("key") if data else None
            if isinstance(key, str) and key.startswith("pk_"):
                return await handler(request)
        return await server.auth_middleware(request, handler)

    middlewares = app.middlewares
    middlewares[middlewares.index(server.auth_middleware)] = publishable_key


def main(argv: list[str] | None = None) -> None:
    import logging

    from aiohttp import web
    from aiohttp.abc import AbstractAccessLogger

    class PathOnly(AbstractAccessLogger):
        """Method, path and status: a query (a PaymentIntent's client_secret) is never logged."""

        def log(self, request, response, time) -> None:
            self.logger.info("%s %s %s", request.method, request.path, response.status)

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--store", type=Path, default=None, help="where the fake Stripe keeps its data (default: nowhere)")
    args = parser.parse_args(argv)
    keep_store_in(args.store.resolve() if args.store else None)
    from localstripe import server

    server.store.try_load_from_disk()
    browser_payment_methods(server.app, server)
    # localstripe's own start() listens on every interface ('::'); this one on loopback only, as
    # every server of `make run` does.
    logger = logging.getLogger("aiohttp.access")
    logger.setLevel(logging.INFO)
    logger.addHandler(logging.StreamHandler())
    web.run_app(server.app, host="127.0.0.1", port=args.port, access_log=logger, access_log_class=PathOnly, print=None)


if __name__ == "__main__":
    main()
