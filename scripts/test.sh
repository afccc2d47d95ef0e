#!/usr/bin/env bash
# Every test: backend against throwaway Postgres/Redis/SMTP, web unit tests, then the whole stack
# behind nginx for the gateway and browser tests. Exits non-zero if any part failed.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh --browser || exit 1

failed=()
run() { local name=$1; shift; printf '\n\033[1;34m== %s\033[0m\n' "$name"; "$@" || failed+=("$name"); }

run "python lint (ruff)" bash -c ".venv/bin/ruff check services scripts bench gateway && .venv/bin/ruff format --check services scripts bench gateway"
run "shared library used by both services" .venv/bin/python scripts/shared_usage.py --quiet
run "backend" .venv/bin/python -m pytest services gateway/tests --ignore=gateway/tests/test_gateway_live.py
run "OpenAPI fuzzing (schemathesis)" scripts/fuzz.sh
run "time-sensitive tests at the instants that break shops" bash scripts/test_clock_instants.sh
run "web lint" bash -c "cd web && npm run lint --silent"
run "web types and generated API types" bash -c "cd web && npm run typecheck --silent && npm run api-types:check --silent"
run "web unit" bash -c "cd web && npm test --silent"
run "gateway and browser (whole stack)" .venv/bin/python scripts/stack.py e2e -- \
  ".venv/bin/python -m pytest gateway/tests/test_gateway_live.py ;; cd web && npx playwright test"

if [ ${#failed[@]} -gt 0 ]; then
  printf '\n\033[1;31mFAILED:\033[0m %s\n' "${failed[*]}"
  exit 1
fi
printf '\n\033[1;32mAll tests passed.\033[0m\n'
