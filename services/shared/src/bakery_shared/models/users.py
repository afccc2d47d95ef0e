"""Users, their roles and the one-time tokens sent by e-mail."""

from datetime import datetime
import enum
from typing import TYPE_CHECKING

from sqlalchemy import Enum, ForeignKey, Index, String, func
from sqlalchemy import text as sql
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column, relationship

from .base import Base, IdMixin, TimestampMixin

if TYPE_CHECKING:
    from .addresses import UserAddress


class Role(str, enum.Enum):
    ADMIN = "ROLE_ADMIN"
    MANAGER = "ROLE_MANAGER"
    USER = "ROLE_USER"


class User(IdMixin, TimestampMixin, Base):
    __tablename__ = "users"

    first_name: Mapped[str] = mapped_column(String(40))
    last_name: Mapped[str] = mapped_column(String(40))
    # Stored lower-cased so one address is one account whatever its spelling.
    email: Mapped[str] = mapped_column(String(254), unique=True)
    phone_number: Mapped[str | None] = mapped_column(String(20))
    password_hash: Mapped[str] = mapped_column(String(255))
    role: Mapped[Role] = mapped_column(
        Enum(Role, name="user_role", values_callable=lambda roles: [r.value for r in roles]),
        default=Role.USER,
    )
    email_confirmed_at: Mapped[datetime | None]
    newsletter_accepted: Mapped[bool] = mapped_column(default=False)
    # Every access token carries the version it was issued under; raising it (a password reset,
    # a role change, a deactivation, "sign out everywhere") ends every session issued before, on
    # every replica at once, since each signed-in request reads it (auth/dependencies.py).
    session_version: Mapped[int] = mapped_column(default=1, server_default="1")
    # A deactivated account cannot sign in, and its tokens stop working; its orders stay.
    active: Mapped[bool] = mapped_column(default=True, server_default=sql("true"))
    # The company the customer last asked an invoice for, offered again at the next checkout.
    invoice_details: Mapped[dict | None] = mapped_column(JSONB)

    tokens: Mapped[list["UserToken"]] = relationship(back_populates="user", cascade="all, delete-orphan")
    addresses: Mapped[list["UserAddress"]] = relationship(
        back_populates="user", cascade="all, delete-orphan", order_by="UserAddress.id"
    )

    __table_args__ = (Index("ix_users_role_last_name", "role", "last_name"),)


class TokenPurpose(str, enum.Enum):
    CONFIRM_EMAIL = "CONFIRM_EMAIL"
    RESET_PASSWORD = "RESET_PASSWORD"


class UserToken(IdMixin, Base):
    """A one-time token mailed to a user; only its SHA-256 digest is kept."""

    __tablename__ = "user_tokens"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    purpose: Mapped[TokenPurpose] = mapped_column(Enum(TokenPurpose, name="token_purpose"))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime]
    used_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())

    user: Mapped[User] = relationship(back_populates="tokens")
