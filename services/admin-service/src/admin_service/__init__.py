"""admin-service: orders, catalog, setup, users, statistics."""
