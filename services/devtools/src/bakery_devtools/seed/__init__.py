"""The demo bakery: business data, menu and staff accounts (`bakery-seed`)."""

from .demo import seed

__all__ = ["seed"]
