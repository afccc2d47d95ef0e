#!/usr/bin/env bash
# Mutation testing (mutmut 3) of the shop's pure rules against the database-free unit tests
# (services/*/tests/<domain>/test_*_unit.py, the shared library's too):
#   - promotions: their conditions and discounts (promotions/conditions.py, discounts.py);
#   - the order pipeline's pure parts: pricing lines (placement/lines.py), the placement rules
#     (rules.py), stock (stock.py), the bill (discounting.py: bill_of, Bill), the pickup point
#     (planning.py: pickup_location), the lead times (production.py's pure functions) and the
#     checkout's day list (available_days.py: day_out and what it calls);
#   - the abuse limits' pure parts: the windowed counts and the 429 (bakery_shared/auth/counts.py)
#     and the limits' rule (user_service/auth/limits.py: Limit, AbuseLimiter.hit and allows, on
#     the counts kept in this process while Redis does not answer);
#   - the order lifecycle (admin_service/orders/lifecycle.py);
#   - the storefront cache's keys (public_cache.py: request_key, entity_tag, cache_key);
#   - card payment: its state table and the one function that moves a payment, recording each
#     step (bakery_shared/payments/states.py), settling an order from its PaymentIntent
#     (payments/settling.py), whether an intent is the order's own (payments/ownership.py), the
#     refusals in Romanian (messages.py) and the door's pure parts (cards.py: bani, the intent's
#     states, what a card attempt leaves, the webhook's signature and age); the cap on refused cards
#     (payments/declines.py: the payer's keys and the 429, on the counts kept in this process while
#     Redis does not answer); the reconciliation's round (reconciling.py: Reconciliation.run, page
#     after page, one order's trouble never stopping it); and the staff's steps on a card payment
#     (admin_service/payments/card_steps.py: capture, release, refund, against a fake Stripe);
#   - the Redis breaker's states (bakery_shared/redis_client.py: Breaker).
# Functions that talk to the database or Redis are mutated too (mutmut mutates whole files) but are
# left out of the score: the database tests exercise them, not the unit tests.
# Prints the score (killed/total and %) and every surviving mutant. A few minutes.
#
#   scripts/mutation.sh              run and print the score
#   MUTATION_MIN_SCORE=90 ...        also fail below that score (%)
#   MUTATION_KEEP=1 ...              keep the workspace (printed) to inspect mutants: `mutmut show <name>`
#
# mutmut expects one project with its code under src/ and its tests under tests/; the services are
# editable packages, so the run happens in a workspace laid out that way: copies of user_service,
# admin_service and bakery_shared under src/ (mutmut puts its mutated copy first on sys.path, ahead
# of the editable installs) and the unit tests under tests/.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
MUTMUT=${MUTMUT:-$ROOT/.venv/bin/mutmut}
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
if [ ! -x "$MUTMUT" ]; then  # the version pinned in services/constraints.txt
  "$ROOT/.venv/bin/pip" install -q -c services/constraints.txt mutmut
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/bakery-mutation.XXXXXX")
if [ -z "${MUTATION_KEEP:-}" ]; then trap 'rm -rf "$work"' EXIT; fi

mkdir -p "$work/src" "$work/tests"
cp -r services/user-service/src/user_service services/admin-service/src/admin_service services/shared/src/bakery_shared "$work/src/"
for service in user-service admin-service shared; do  # each unit test keeps its package and domain folder
  mkdir -p "$work/tests/${service%-service}"
  (cd "services/$service/tests" && cp --parents */test_*_unit.py "$work/tests/${service%-service}/")
  # and the fixtures of its folder (a rule's `refusal`, say), when it has some
  for unit in "$work/tests/${service%-service}"/*/; do
    conftest="services/$service/tests/$(basename "$unit")/conftest.py"
    if [ -f "$conftest" ]; then cp "$conftest" "$unit"; fi
  done
done
find "$work" -name __pycache__ -prune -exec rm -rf {} +

cat >"$work/pyproject.toml" <<'TOML'
[tool.mutmut]
source_paths = ["src"]
only_mutate = [
  "src/user_service/promotions/conditions.py",
  "src/user_service/promotions/discounts.py",
  "src/user_service/orders/placement/available_days.py",
  "src/user_service/orders/placement/discounting.py",
  "src/user_service/orders/placement/planning.py",
  "src/user_service/orders/placement/production.py",
  "src/user_service/orders/placement/lines.py",
  "src/user_service/orders/placement/rules.py",
  "src/user_service/orders/placement/stock.py",
  "src/user_service/public_cache.py",
  "src/user_service/auth/limits.py",
  "src/admin_service/orders/lifecycle.py",
  "src/bakery_shared/auth/counts.py",
  "src/user_service/payments/settling.py",
  "src/user_service/orders/placed.py",
  "src/bakery_shared/payments/cards.py",
  "src/bakery_shared/payments/states.py",
  "src/bakery_shared/payments/ownership.py",
  "src/bakery_shared/payments/messages.py",
  "src/bakery_shared/redis_client.py",
  "src/user_service/payments/declines.py",
  "src/user_service/payments/reconciling.py",
  "src/admin_service/payments/card_steps.py",
]
pytest_add_cli_args_test_selection = ["tests"]
pytest_add_cli_args = ["-p", "no:cacheprovider", "-q"]

[tool.pytest.ini_options]
addopts = "--import-mode=importlib"
# As the repository's pytest.ini: async unit tests (the abuse limits) need no marker.
asyncio_mode = "auto"
asyncio_default_fixture_loop_scope = "function"
TOML

echo "mutation testing in $work (log: mutmut.log there)"
started=$(date +%s)
if ! (cd "$work" && "$MUTMUT" run >mutmut.log 2>&1); then
  tail -40 "$work/mutmut.log" | tr '\r' '\n' | tail -40
  echo "mutmut failed" >&2
  exit 1
fi
(cd "$work" && "$MUTMUT" results --all true >results.txt 2>&1)

cd "$work"
"$PYTHON" - "$started" "$MUTMUT" <<'PY'
import collections
import os
import re
import subprocess
import sys
import time

started, mutmut = int(sys.argv[1]), sys.argv[2]
# In scope: every function of a module named with None; of the others, only the pure functions
# named (x_<function>, or xǁ<Class>ǁ<method> for a method, as mutmut names them): the rest does I/O.
SCOPE: dict[str, tuple[str, ...] | None] = {
    "user_service.promotions.conditions": None,
    "user_service.promotions.discounts": None,
    "user_service.orders.placement.lines": None,
    "user_service.orders.placement.rules": None,
    "user_service.orders.placement.stock": None,
    "user_service.orders.placement.available_days": ("x__at", "x__span", "x_limited_of", "xǁClosedǁ", "x_day_out", "x__times", "x__hours", "x__kitchen_start"),
    "user_service.orders.placement.discounting": ("x_bill_of", "xǁBillǁ"),
    "user_service.orders.placement.planning": ("x_pickup_location",),
    "user_service.orders.placement.production": ("xǁMadeǁ", "x_dd_mm_yyyy", "x_lead_time_of", "x_earliest_moment_ok", "x_earliest_day", "x_check_lead_times_and_days", "x_needed_capacity"),
    # The limits' rule (hit, allows) runs in the unit tests on the counts kept in this process.
    "user_service.auth.limits": ("xǁLimitǁ", "xǁAbuseLimiterǁhit", "xǁAbuseLimiterǁallows"),
    "bakery_shared.auth.counts": ("x_digest", "xǁLocalCountsǁ", "xǁFailOpenǁ", "x_too_many"),
    "admin_service.orders.lifecycle": None,
    "user_service.public_cache": ("x_request_key", "x_entity_tag", "x_cache_key"),
    # Card payment: what an order becomes from its PaymentIntent, whether an intent is the order's
    # own, sums in bani, the intent's states and which webhooks are believed.
    "user_service.payments.settling": None,
    # What a paid order opens as (new, or scheduled for a pre-order).
    "user_service.orders.placed": ("x_opening_status",),
    # The card payment's state table, its one writer and the records that reproduce its state.
    "bakery_shared.payments.states": None,
    "bakery_shared.payments.ownership": None,
    "bakery_shared.payments.messages": None,
    # The Redis breaker's states (closed, open, half-open with one probe) under concurrent calls.
    "bakery_shared.redis_client": ("xǁBreakerǁ",),
    "bakery_shared.payments.cards": ("x_to_bani", "x_from_bani", "xǁIntentǁ", "xǁAttemptǁ", "x_intent_of", "x__signed_at", "xǁCardPaymentsǁevent"),
    # The cap on refused cards: whose refusals are counted and the 429 past the cap (counting and
    # reading in Redis are tested against the real Redis).
    "user_service.payments.declines": ("xǁPayerǁ", "xǁCardDeclinesǁrefusal"),
    # The round's walk over every page of open payments (each order's handling is database work).
    "user_service.payments.reconciling": ("xǁReconciliationǁrun",),
    # Capture, release and refund as the staff answer, against a fake Stripe: every function.
    "admin_service.payments.card_steps": None,
}


def in_scope_name(name: str) -> bool:
    module, _, function = name.rpartition("__mutmut_")[0].rpartition(".")
    if module not in SCOPE:
        return False
    wanted = SCOPE[module]
    # "x__at" must not take in "x__at_something": a function is matched whole, a class by its prefix.
    return wanted is None or any(function == w or (w.endswith("ǁ") and function.startswith(w)) for w in wanted)


DETECTED = {"killed", "timeout", "caught by type check", "segfault"}

statuses: dict[str, str] = {}
for line in open("results.txt", encoding="utf-8"):
    match = re.match(r"\s*(\S+__mutmut_\d+): (.+?)\s*$", line)
    if match:
        statuses[match.group(1)] = match.group(2)

in_scope = {n: s for n, s in statuses.items() if in_scope_name(n)}
left_out = len(statuses) - len(in_scope)
by_status = collections.Counter(in_scope.values())
detected = sum(count for status, count in by_status.items() if status in DETECTED)
total = len(in_scope)
if total == 0:
    sys.exit("no mutants found: did mutmut run?")

per_module = collections.defaultdict(lambda: [0, 0])
for name, status in in_scope.items():
    module = name.split(".x_")[0].split(".xǁ")[0]
    per_module[module][1] += 1
    per_module[module][0] += status in DETECTED

print()
print("Mutation score by module (killed/total):")
for module, (killed, count) in sorted(per_module.items()):
    print(f"  {module:45} {killed:4}/{count:<4} {100 * killed / count:5.1f}%")
print()
print("Outcomes:", ", ".join(f"{status} {count}" for status, count in by_status.most_common()))
if left_out:
    print(f"({left_out} mutants of functions doing database or Redis I/O are outside this score)")
untested = collections.Counter(n.rpartition("__mutmut_")[0] for n, s in in_scope.items() if s == "no tests")
if untested:
    print()
    print("No unit test runs these functions (mutants):")
    for function, count in sorted(untested.items()):
        print(f"  {function} ({count})")
survivors = sorted(n for n, s in in_scope.items() if s not in DETECTED and s != "no tests")
if survivors:
    print()
    print("Not killed:")
    for name in survivors:
        diff = subprocess.run([mutmut, "show", name], capture_output=True, text=True).stdout
        changes = [l for l in diff.splitlines() if l[:1] in "+-" and l[:3] not in ("+++", "---")]
        print(f"  {name} ({in_scope[name]})")
        for change in changes:
            print(f"      {change.strip()}")
print()
print(f"MUTATION SCORE: {detected}/{total} killed = {100 * detected / total:.1f}%  ({time.time() - started:.0f} s)")
minimum = os.environ.get("MUTATION_MIN_SCORE")
if minimum and 100 * detected / total < float(minimum):
    sys.exit(f"below the required {minimum}%")
PY
