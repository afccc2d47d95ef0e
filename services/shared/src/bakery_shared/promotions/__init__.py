"""Promotions as both services show them."""
