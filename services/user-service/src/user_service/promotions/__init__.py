"""Promotions: which apply now, what they take off, and how the storefront lists them."""
