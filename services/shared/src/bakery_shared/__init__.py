"""Shared library of the bakery shop's two services."""
