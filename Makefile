# The two commands of the README, and a few helpers.
.PHONY: run test install migrate seed clean-data bench-menu bench-orders

run: install
	@.venv/bin/python scripts/stack.py run

test:
	@bash scripts/test.sh

install:
	@bash scripts/bootstrap.sh

# Against a running `make run` stack (its default ports).
migrate:
	@.venv/bin/bakery-migrate
seed:
	@.venv/bin/bakery-seed

# Forget the local database, Redis and mails of `make run`.
clean-data:
	rm -rf data

# Load test of the public menu calls through the gateway beside a static file of the same size.
bench-menu: install
	@command -v wrk >/dev/null || (sudo -n true 2>/dev/null && sudo apt-get install -y -qq wrk || apt-get install -y -qq wrk)
	@.venv/bin/python scripts/stack.py e2e -- .venv/bin/python bench/menu_load.py

# Order placement throughput and new-order-to-panel latency with 50 panels, through the gateway.
bench-orders: install
	@.venv/bin/python scripts/stack.py e2e -- .venv/bin/python bench/orders_load.py
