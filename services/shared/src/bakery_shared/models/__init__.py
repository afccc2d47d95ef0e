"""Every table of the one shared database. Import from here so Alembic sees them all."""

from .base import Base, IdMixin, Money, TimestampMixin
from .users import Role, TokenPurpose, User, UserToken

__all__ = ["Base", "IdMixin", "Money", "TimestampMixin", "Role", "TokenPurpose", "User", "UserToken"]
