#!/usr/bin/env bash
# Mutation testing (mutmut 3) of the shop's pure rules: pricing (promotions/discounts.py,
# orders/placement/lines.py), placement rules (rules.py, stock.py), the order lifecycle
# (admin_service/orders/lifecycle.py) and the storefront cache's keys (public_cache.py: request_key,
# entity_tag, cache_key), against the database-free unit tests (services/*/tests/<domain>/test_*_unit.py).
# Prints the score (killed/total and %) and every surviving mutant. A few minutes.
#
#   scripts/mutation.sh              run and print the score
#   MUTATION_MIN_SCORE=90 ...        also fail below that score (%)
#   MUTATION_KEEP=1 ...              keep the workspace (printed) to inspect mutants: `mutmut show <name>`
#
# mutmut expects one project with its code under src/ and its tests under tests/; the services are
# three editable packages, so the run happens in a workspace laid out that way: copies of
# user_service and admin_service under src/ (mutmut puts its mutated copy first on sys.path, ahead
# of the editable installs) and the unit tests under tests/. bakery_shared is used as installed.
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
cp -r services/user-service/src/user_service services/admin-service/src/admin_service "$work/src/"
for service in user admin; do  # each unit test keeps its service and domain folder
  mkdir -p "$work/tests/${service}_service"
  (cd "services/$service-service/tests" && cp --parents */test_*_unit.py "$work/tests/${service}_service/")
done
find "$work" -name __pycache__ -prune -exec rm -rf {} +

cat >"$work/pyproject.toml" <<'TOML'
[tool.mutmut]
source_paths = ["src"]
only_mutate = [
  "src/user_service/promotions/discounts.py",
  "src/user_service/orders/placement/lines.py",
  "src/user_service/orders/placement/rules.py",
  "src/user_service/orders/placement/stock.py",
  "src/user_service/public_cache.py",
  "src/admin_service/orders/lifecycle.py",
]
pytest_add_cli_args_test_selection = ["tests"]
pytest_add_cli_args = ["-p", "no:cacheprovider", "-q"]

[tool.pytest.ini_options]
addopts = "--import-mode=importlib"
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
# In scope: every function of these modules, and the three key functions of public_cache (its
# Redis/ETag I/O is exercised by the database tests, not by unit tests, so it is left out).
MODULES = (
    "user_service.promotions.discounts.",
    "user_service.orders.placement.lines.",
    "user_service.orders.placement.rules.",
    "user_service.orders.placement.stock.",
    "admin_service.orders.lifecycle.",
)
CACHE_KEYS = tuple(f"user_service.public_cache.x_{name}__mutmut_" for name in ("request_key", "entity_tag", "cache_key"))
DETECTED = {"killed", "timeout", "caught by type check", "segfault"}

statuses: dict[str, str] = {}
for line in open("results.txt", encoding="utf-8"):
    match = re.match(r"\s*(\S+__mutmut_\d+): (.+?)\s*$", line)
    if match:
        statuses[match.group(1)] = match.group(2)

in_scope = {n: s for n, s in statuses.items() if n.startswith(MODULES) or n.startswith(CACHE_KEYS)}
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
    print(f"({left_out} mutants of public_cache's Redis/ETag I/O functions are outside this run's scope)")
survivors = sorted(n for n, s in in_scope.items() if s not in DETECTED)
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
