#!/usr/bin/env bash
# Install what is missing, and only that: Debian packages, the Python virtualenv, npm packages.
#   scripts/bootstrap.sh            what `make run` needs
#   scripts/bootstrap.sh --browser  plus Debian's chromium for the browser tests
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[1;33m==>\033[0m %s\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

apt_packages=()
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || apt_packages+=(postgresql)
command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ] || apt_packages+=(redis-server)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || apt_packages+=(nginx)
python3 -c 'import ensurepip' >/dev/null 2>&1 || apt_packages+=(python3-venv)
if [ "${1:-}" = "--browser" ]; then
  [ -x /usr/bin/chromium ] || apt_packages+=(chromium fonts-liberation)
  command -v envsubst >/dev/null 2>&1 || apt_packages+=(gettext-base)
fi
if [ ${#apt_packages[@]} -gt 0 ]; then
  say "installing Debian packages: ${apt_packages[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >/dev/null
fi

# Python: one virtualenv for both services, the shared library and the tools; reinstalled when a
# pyproject or the pins change.
[ -x .venv/bin/python ] || { say "creating .venv"; python3 -m venv .venv; }
python_stamp=".venv/.bakery-$(cat services/constraints.txt services/*/pyproject.toml | sha1sum | cut -c1-16)"
if [ ! -f "$python_stamp" ]; then
  say "installing Python packages"
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -c services/constraints.txt \
    -e services/shared -e services/user-service -e services/admin-service -e services/devtools \
    honcho check-jsonschema ruff
  rm -f .venv/.bakery-*; touch "$python_stamp"
fi

# npm: a clean install whenever the lock file changed.
npm_stamp="web/node_modules/.bakery-$(sha1sum web/package-lock.json | cut -c1-16)"
if [ ! -f "$npm_stamp" ]; then
  say "installing npm packages"
  (cd web && npm ci --no-audit --no-fund --loglevel=error)
  touch "$npm_stamp"
fi
