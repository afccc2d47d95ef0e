# The two commands of the README, and a few helpers.
.PHONY: run test install migrate seed clean-data backup restore bench-menu bench-orders bench-reports lighthouse mutation

# A new database gets the demo bakery with six months of past orders; `make run EMPTY=1` (or
# BAKERY_SEED_HISTORY=0) gives it the menu and the demo logins only: an empty shop.
run: install
	@$(if $(EMPTY),BAKERY_SEED_HISTORY=0 ).venv/bin/python scripts/stack.py run

test:
	@bash scripts/test.sh

install:
	@bash scripts/bootstrap.sh

# Against a running `make run` stack (its default ports), with its signing key (data/jwt-secret).
migrate:
	@.venv/bin/python scripts/stack.py tool -- bakery-migrate
seed:
	@$(if $(EMPTY),BAKERY_SEED_HISTORY=0 ).venv/bin/python scripts/stack.py tool -- bakery-seed

# Forget the local database, Redis, mails, signing key, localstripe's payments and webhook secret
# of `make run` (every session ends).
clean-data:
	rm -rf data

# The database (one pg_dump snapshot) and the uploaded images in backups/bakery-<UTC time>.tar.gz.
# Defaults: the `make run` stack (started for the command if it is not running); DATABASE_URL,
# MEDIA_ROOT and BACKUP_DIR override them.
backup: install
	@.venv/bin/bakery-backup create

# Bring an archive back into an empty stack:  make clean-data && make restore FILE=backups/... && make run
restore: install
	@test -n "$(FILE)" || (echo "usage: make restore FILE=backups/bakery-<time>.tar.gz" >&2; exit 2)
	@.venv/bin/bakery-backup restore "$(FILE)"

# Load test of the public menu calls through the gateway beside a static file of the same size.
bench-menu: install
	@command -v wrk >/dev/null || (sudo -n true 2>/dev/null && sudo apt-get install -y -qq wrk || apt-get install -y -qq wrk)
	@.venv/bin/python scripts/stack.py e2e -- .venv/bin/python bench/menu_load.py

# Order placement throughput and new-order-to-panel latency (from the commit) with 100 panels, through the gateway.
bench-orders: install
	@.venv/bin/python scripts/stack.py e2e -- .venv/bin/python bench/orders_load.py

# The owner's reports on 100,000 orders in a throwaway Postgres: p50 and max per call (target < 100 ms).
bench-reports: install
	@.venv/bin/python bench/reports_load.py

# Mutation testing (mutmut) of pricing, placement rules, the order lifecycle and the cache keys
# against the database-free unit tests; prints the score. A few minutes.
mutation:
	@bash scripts/mutation.sh

# Lighthouse (mobile) of /, /meniu, /meniu/1 and /checkout (with a cart) on a throwaway stack, beside the
# targets (performance >= 95, LCP <= 2.5 s, CLS <= 0.1, JS on load <= 150 KB gzipped; a report, not a test).
lighthouse: install
	@.venv/bin/python scripts/stack.py e2e -- "cd web && node scripts/lighthouse.mjs"
