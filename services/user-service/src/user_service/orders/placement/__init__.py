"""Placing an order, one concern a module: rules, lines, stock, idempotency, notifications."""
