#!/usr/bin/env bash
# Schemathesis against both services' OpenAPI documents, on real servers (uvicorn, a throwaway
# Postgres and Redis, the demo bakery), with a signed-in admin (and a customer for the customer's
# calls). Fails on any 5xx and on any answer the document does not describe. Every call whose
# body takes a sum of money or a count of pieces is also sent, in each such field, the forms no
# form types: 1E+40, 1e40, 1e-30, -0, -1, -1E+40, NaN, Infinity, 40 nines (MONEY_FORMS in the test).
#
#   scripts/fuzz.sh                               what `make test` runs (15 examples per call)
#   FUZZ_EXAMPLES=200 FUZZ_SEED=random scripts/fuzz.sh   a longer hunt with a new seed
#   FUZZ_REPORT_DIR=/tmp/fuzz scripts/fuzz.sh     keep the JUnit and NDJSON reports
#   scripts/fuzz.sh -k admin                      one service (extra arguments go to pytest)
#
# The seed is printed in the output; FUZZ_SEED=<it> replays a run.
set -euo pipefail
cd "$(dirname "$0")/.."
exec .venv/bin/python -m pytest services/devtools/tests/testing/test_fuzz_openapi.py -m fuzz -p no:randomly -q "$@"
