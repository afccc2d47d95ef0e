"""Column types shared by several domains."""

import enum

from sqlalchemy import Enum


def db_enum(enum_class: type[enum.Enum], name: str) -> Enum:
    """A PostgreSQL enum that stores the spec's strings (the values), not the Python member names."""
    return Enum(
        enum_class,
        name=name,
        values_callable=lambda members: [member.value for member in members],
        validate_strings=True,
    )
