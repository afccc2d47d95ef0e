"""Settings from the environment. The token signing key has no default that could ever run: a
placeholder or short JWT_SECRET is refused in every environment but the unit tests' ("test")."""

from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

PLACEHOLDER_SECRETS = {"", "change-me", "changeme", "secret", "dev-secret-change-me"}
# HS256 keys shorter than this are guessable offline from one token; `make run` writes 64 characters.
MIN_SECRET_LENGTH = 32


class Settings(BaseSettings):
    model_config = SettingsConfigDict(extra="ignore")

    environment: Literal["development", "test", "production"] = "development"
    log_level: str = "INFO"

    database_url: str = "postgresql+asyncpg://bakery@127.0.0.1:55432/bakery"
    database_pool_size: int = 10
    # Connections a process may open beyond the pool under a burst (closed again when returned).
    database_max_overflow: int = 10
    # How long a request waits for a free pooled connection, for a new connection to open, and for
    # one statement to finish before it is cancelled. Short on purpose: when the database is down or
    # saturated a request answers 503 at once instead of hanging (see errors.py).
    database_pool_timeout_seconds: float = 5.0
    database_connect_timeout_seconds: float = 3.0
    database_statement_timeout_seconds: float = 15.0
    redis_url: str = "redis://127.0.0.1:56379/0"
    # Connecting to and each command on Redis; past it the call fails like a Redis that is down.
    redis_timeout_seconds: float = 2.0
    redis_max_connections: int = 1000
    # After a Redis timeout or refusal, no Redis call for this long: each fails over at once, and
    # then one call probes (bakery_shared.redis_client). 0: every call waits out its own timeout.
    redis_breaker_seconds: float = 10.0

    # No default: a key anyone can read in this repository would let anyone sign an admin token.
    # `make run` generates one in data/ (scripts/stack.py); deployments pass their own.
    jwt_secret: str = ""
    jwt_lifetime_hours: int = 168

    smtp_host: str = "127.0.0.1"
    smtp_port: int = 51025
    smtp_username: str | None = None
    smtp_password: str | None = None
    smtp_starttls: bool = False
    mail_from: str = "Cofetăria Dulce Sibiu <comenzi@cofetarie-demo.ro>"

    # The mail queue: how often each process looks for mail queued elsewhere or due for a retry,
    # the first retry's delay (doubling after each failure, at most an hour) and when to give up.
    mail_poll_seconds: float = 2.0
    mail_retry_seconds: float = 5.0
    mail_max_attempts: int = 12
    # At most so many mails a second from all the background senders together (one budget in
    # Redis): receipts are rendered and sent there, beside the requests, so a burst of orders
    # cannot starve placing; the mails catch up after.
    mail_per_second: float = Field(default=20.0, gt=0)

    # Where links in mails point: the gateway's public address. Its origin is also the one a browser's
    # websocket must come from (Origin, realtime/endpoints.py).
    public_url: str = "http://localhost:8080"
    # The buyer identifier of an invoice to a consumer (no CUI): ANAF's rule is 13 zeros when the
    # customer's CNP is not asked for, as an online shop does not.
    efactura_consumer_id: str = "0000000000000"
    # More origins the shop's pages are served from (comma-separated, e.g. "https://www.shop.ro"),
    # whose websockets are let in too.
    ws_allowed_origins: str = ""
    # Sockets one client address may hold open as a guest (with an order's follow link and no
    # sign-in), per process; the next is closed with 4429.
    ws_guest_sockets_per_client: int = 5
    media_root: Path = Path("data/media")

    # How often each service retries events Redis could not take at commit time (0: never).
    outbox_relay_seconds: float = 1.0

    # Online card payment through Stripe. Without the three keys the method cannot be
    # switched on. STRIPE_API_BASE points the same code at localstripe (`make run`, the tests);
    # empty, it is Stripe itself, and the checkout loads https://js.stripe.com/v3/.
    stripe_secret_key: str = ""
    stripe_publishable_key: str = ""
    stripe_webhook_secret: str = ""
    stripe_api_base: str = ""
    # An order awaiting its card's authorization holds its stock and capacity this long.
    payment_hold_minutes: int = 15
    # How often user-service re-checks the payments no webhook settled (0: never).
    payment_reconcile_seconds: float = 60.0
    # Limited stock held by online orders nobody paid (user-service orders/placement/unpaid_holds.py):
    # one client (its address, and its account when signed in) may have at most this many online
    # orders taking limited stock unpaid (awaiting the card, or lapsed) among those it placed in the
    # last `unpaid_holds_window_minutes`; the next online order taking limited stock is refused (409)
    # until one is paid or older. Orders paid at pickup are never limited this way.
    unpaid_holds_per_client: int = Field(default=2, ge=1)
    unpaid_holds_window_minutes: int = Field(default=60, ge=1)
    # Open card payments a reconciliation round reads at a time: the round goes on page after
    # page until it has seen every one, the most urgent first.
    payment_reconcile_page: int = Field(default=200, ge=1)
    # Card testing (user-service payments/declines.py): attempts that did not pay one order, then
    # 429 for that order; cards refused to one client address or account within the window, then
    # 429 until it ends. Both are checked before Stripe is asked.
    card_attempts_per_order: int = Field(default=5, ge=1)
    card_declines_per_client: int = Field(default=10, ge=1)
    card_decline_window_seconds: int = Field(default=3600, ge=1)

    # Filing invoices with ANAF's RO e-Factura (admin-service invoices/filing.py). Without an access
    # token (the default, and `make run`) nothing is uploaded: invoices wait as "de încărcat" and the
    # admin exports them for SPV by hand. The token is the OAuth2 access token of ANAF's portal for
    # the bakery's certificate; EFACTURA_API_URL is ANAF's production API (…/test/FCTEL/rest for its
    # test environment, the local stand-in in the tests). The job runs every `efactura_poll_seconds`.
    efactura_api_url: str = "https://api.anaf.ro/prod/FCTEL/rest"
    efactura_access_token: str = ""
    efactura_poll_seconds: float = Field(default=60.0, ge=0)

    # admin-service mails the business about an order still NEW after this many minutes,
    # checking every `unanswered_check_seconds` (either 0: never).
    unanswered_order_minutes: int = 10
    unanswered_check_seconds: float = 30.0

    # Failed logins: a lock for one e-mail from one client after `per_email` (the e-mail's owner on
    # another client may still sign in), for one client after `per_client` (auth/throttle.py).
    login_failures_per_email: int = 5
    login_failures_per_client: int = 20
    login_lockout_seconds: int = 900

    # Anonymous calls that cost the shop a mail or stock, per window (user-service auth/limits.py): 429 past them.
    abuse_window_seconds: int = 3600
    reset_mails_per_address: int = 3
    reset_mails_per_client: int = 10
    registrations_per_address: int = 3
    registrations_per_client: int = 10
    guest_orders_per_email: int = 10
    guest_orders_per_client: int = 20
    subscriptions_per_address: int = 3
    subscriptions_per_client: int = 10
    # Table bookings (each mails the guest): per e-mail and per client in a window.
    bookings_per_email: int = 3
    bookings_per_client: int = 10
    # Custom cake requests (each stores photos and mails the customer and the owner): per client
    # and per contact e-mail in a window, signed in or not.
    cake_requests_per_client: int = 5
    cake_requests_per_email: int = 5
    # The checkout's days for a cart (available-days, anonymous and costly): per client in a window.
    available_days_per_client: int = 300
    # Orders not yet delivered (new, scheduled, confirmed) one account or guest e-mail may hold for
    # one production day: one customer cannot take a whole day's capacity. 409 past it.
    open_orders_per_account_per_day: int = 5
    # Coupon codes typed (price-cart and place-order carrying a code) per client: guessing codes stops here.
    coupon_attempts_per_client: int = 30
    # Staff invitations: the one-time link to set one's own password lives this long.
    invitation_hours: int = 72
    email_confirmation_hours: int = 48
    password_reset_minutes: int = 60

    # Tests only: the services' clock starts at this instant and runs on from there (see clock.py).
    clock_start: datetime | None = None

    # The first administrator of a new shop (`bakery-first-admin`, run after migrations in a deploy).
    first_admin_email: str | None = None
    first_admin_password: str | None = None
    first_admin_first_name: str = "Administrator"
    first_admin_last_name: str = "Cofetarie"

    # Accounts of the demo bakery (`bakery-seed`, development and tests only).
    demo_admin_email: str = "admin@cofetarie-demo.ro"
    demo_admin_password: str = "Admin#2026"
    demo_manager_email: str = "manager@cofetarie-demo.ro"
    demo_manager_password: str = "Manager#2026"

    @property
    def card_payments_configured(self) -> bool:
        """Whether online card payment can be offered: every Stripe key is set."""
        return bool(self.stripe_secret_key and self.stripe_publishable_key and self.stripe_webhook_secret)

    @property
    def efactura_configured(self) -> bool:
        """Whether the shop files its invoices with ANAF itself (an access token is set)."""
        return bool(self.efactura_access_token.strip() and self.efactura_api_url.strip())

    @property
    def stripe_js_url(self) -> str:
        """Stripe.js for the checkout: localstripe serves its shim under the same path."""
        if self.stripe_api_base:
            return f"{self.stripe_api_base.rstrip('/')}/js.stripe.com/v3/"
        return "https://js.stripe.com/v3/"

    @model_validator(mode="after")
    def _refuse_placeholder_secrets(self) -> "Settings":
        # Development too: `make run` is reachable by whoever can reach its gateway, and a token signed
        # with a key from this repository is an admin token there. Only the unit tests' own settings
        # (environment="test") may use a fixed key.
        if self.environment != "test" and (self.jwt_secret in PLACEHOLDER_SECRETS or len(self.jwt_secret) < MIN_SECRET_LENGTH):
            raise ValueError(
                f"JWT_SECRET must be a random value of at least {MIN_SECRET_LENGTH} characters "
                "(e.g. `openssl rand -hex 32`); `make run` keeps one in data/jwt-secret"
            )
        if self.environment == "production" and self.clock_start is not None:
            raise ValueError("CLOCK_START is for tests; production runs on the real time")
        return self


@lru_cache
def get_settings() -> Settings:
    return Settings()
