# The two commands of the README, and a few helpers.
.PHONY: run test install migrate seed clean-data

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
