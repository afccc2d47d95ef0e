"""Placing an order as a pipeline of stages (see `service`), one module a stage: checking, pricing,
planning, discounting, reserving, saving; the rules they apply in rules, lines, stock, production
and idempotency, the live quote in quote."""
