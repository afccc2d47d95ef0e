"""Declarative base: naming conventions for one Alembic history, money and time types."""

from datetime import date, datetime, time
from decimal import Decimal

from sqlalchemy import BigInteger, Date, DateTime, Identity, MetaData, Numeric, Time, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# Money is always NUMERIC: 10 digits, 2 after the point, enough for any order in RON.
Money = Numeric(12, 2)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    # Every datetime column carries a time zone; money maps to NUMERIC, never float.
    type_annotation_map = {
        datetime: DateTime(timezone=True),
        Decimal: Money,
        date: Date,
        time: Time,
    }


class IdMixin:
    # sort_order only puts id first and timestamps last in CREATE TABLE, for readable psql output.
    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True, sort_order=-100)


class TimestampMixin:
    created_at: Mapped[datetime] = mapped_column(server_default=func.now(), sort_order=100)
    updated_at: Mapped[datetime] = mapped_column(server_default=func.now(), onupdate=func.now(), sort_order=100)
