"""Tools for development and tests only."""
