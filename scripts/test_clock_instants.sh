#!/usr/bin/env bash
# The time-sensitive backend tests, once per instant that breaks shops: the services' clock and every
# test's clock start there (BAKERY_TEST_CLOCK). Prints each instant and its result; exits non-zero if
# any instant fails. Usage: scripts/test_clock_instants.sh [--all] [extra pytest arguments]
# (--all: the whole backend suite at every instant instead of the time-sensitive files; slower).
set -uo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-.venv/bin/python}

# instant (ISO 8601 with its offset)   why it breaks shops
INSTANTS=(
  "2026-11-24T23:59:00+02:00   23:59 in Sibiu (a Tuesday): the last minute of the business day"
  "2026-11-25T00:00:00+02:00   00:00 in Sibiu: a new business day while UTC (22:00) is still on the 24th"
  "2026-11-22T23:59:30+02:00   a Sunday, 30 s before Monday (ISO weekday 7 turns to 1 mid-test)"
  "2026-11-29T10:00:00+02:00   a Sunday morning"
  "2027-03-28T02:59:00+02:00   the last minute of winter time: at 03:00 clocks jump to 04:00"
  "2027-03-28T04:00:00+03:00   the first instant of summer time (03:00 winter time never shows)"
  "2026-10-25T03:59:00+03:00   the last minute of summer time: at 04:00 clocks fall back to 03:00"
  "2026-10-25T03:00:00+02:00   the first instant of winter time, the hour 03:00-04:00 lived a second time"
  "2026-12-31T23:59:00+02:00   New Year's Eve, 23:59"
  "2027-01-01T00:00:00+02:00   New Year's Day, 00:00 (UTC still in the old year)"
)

TESTS=(
  services/shared/tests/business/test_advance.py
  services/shared/tests/clock/test_clock_instants.py
  services/user-service/tests/orders/test_placement.py
  services/user-service/tests/orders/test_refusals.py
  services/user-service/tests/orders/test_idempotency_and_access.py
  services/user-service/tests/orders/test_at_the_edges_of_time.py
  services/user-service/tests/business/test_information.py
  services/user-service/tests/menu/test_public.py
  services/user-service/tests/promotions/test_listing.py
  services/user-service/tests/auth/test_login.py
  services/user-service/tests/auth/test_register.py
  services/user-service/tests/auth/test_mail_links.py
  services/admin-service/tests/business/test_schedule.py
  services/admin-service/tests/business/test_last_key.py
  services/admin-service/tests/orders/test_lifecycle.py
  services/admin-service/tests/auth/test_access_control.py
  services/admin-service/tests/auth/test_staff_login.py
)

if [ "${1:-}" = "--all" ]; then
  shift
  TESTS=(services)
fi

failed=()
for entry in "${INSTANTS[@]}"; do
  instant=${entry%% *}
  why=$(echo "${entry#* }" | sed 's/^ *//')
  log=$(mktemp)
  BAKERY_TEST_CLOCK=$instant "$PYTHON" -m pytest -q "${TESTS[@]}" "$@" >"$log" 2>&1
  status=$?
  summary=$(grep -E "^[0-9]+ (passed|failed)|^=+ .*(passed|failed|error)" "$log" | tail -1 | sed 's/=//g; s/^ *//; s/ *$//')
  if [ $status -eq 0 ]; then
    printf '%-27s ok      %s  (%s)\n' "$instant" "$summary" "$why"
  else
    printf '%-27s FAILED  %s  (%s)\n' "$instant" "${summary:-pytest exited $status}" "$why"
    grep -E "^(FAILED|ERROR) " "$log" | sed 's/^/    /'
    failed+=("$instant")
  fi
  rm -f "$log"
done

if [ ${#failed[@]} -gt 0 ]; then
  printf '\nFailed at: %s\n' "${failed[*]}"
  exit 1
fi
printf '\nEvery instant passed.\n'
