"""Settings from the environment; placeholder secrets are refused outside development and tests."""

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

PLACEHOLDER_SECRETS = {"", "change-me", "changeme", "secret", "dev-secret-change-me"}
BUSINESS_TIMEZONE = "Europe/Bucharest"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(extra="ignore")

    environment: Literal["development", "test", "production"] = "development"
    log_level: str = "INFO"

    database_url: str = "postgresql+asyncpg://bakery@127.0.0.1:55432/bakery"
    database_pool_size: int = 10
    redis_url: str = "redis://127.0.0.1:56379/0"

    jwt_secret: str = "dev-secret-change-me"
    jwt_lifetime_hours: int = 168

    smtp_host: str = "127.0.0.1"
    smtp_port: int = 51025
    smtp_username: str | None = None
    smtp_password: str | None = None
    smtp_starttls: bool = False
    mail_from: str = "Cofetăria Dulce Sibiu <comenzi@cofetarie-demo.ro>"

    # Where links in mails point: the gateway's public address.
    public_url: str = "http://localhost:8080"
    media_root: Path = Path("data/media")

    # How often each service retries events Redis could not take at commit time (0: never).
    outbox_relay_seconds: float = 1.0

    # admin-service mails the business about an order still NEW after this many minutes,
    # checking every `unanswered_check_seconds` (either 0: never).
    unanswered_order_minutes: int = 10
    unanswered_check_seconds: float = 30.0

    login_failures_per_email: int = 5
    login_failures_per_client: int = 20
    login_lockout_seconds: int = 900
    email_confirmation_hours: int = 48
    password_reset_minutes: int = 60

    demo_admin_email: str = "admin@cofetarie-demo.ro"
    demo_admin_password: str = "Admin#2026"
    demo_manager_email: str = "manager@cofetarie-demo.ro"
    demo_manager_password: str = "Manager#2026"

    @model_validator(mode="after")
    def _refuse_placeholder_secrets(self) -> "Settings":
        if self.environment == "production":
            if self.jwt_secret in PLACEHOLDER_SECRETS or len(self.jwt_secret) < 32:
                raise ValueError("JWT_SECRET must be set to a random value of at least 32 characters in production")
        return self


@lru_cache
def get_settings() -> Settings:
    return Settings()
