#!/usr/bin/env python3
"""Which service uses each module of the shared library (bakery_shared), through any chain of
imports. The library keeps only what both services run: a module reached from one service only
belongs in that service, and this script exits 1 naming it.

    .venv/bin/python scripts/shared_usage.py          # the table, exit 1 on a one-service module
    .venv/bin/python scripts/shared_usage.py --quiet  # only the problems
"""

from __future__ import annotations

import ast
from pathlib import Path
import sys

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {
    "bakery_shared": ROOT / "services/shared/src/bakery_shared",
    "user_service": ROOT / "services/user-service/src/user_service",
    "admin_service": ROOT / "services/admin-service/src/admin_service",
}
SERVICES = ("user_service", "admin_service")
# Entry points run as commands, not imported by a service: the migrations run from bakery-migrate.
COMMANDS = {"bakery_shared.migrate", "bakery_shared.migrations"}


def module_files() -> dict[str, Path]:
    modules = {}
    for package, folder in SOURCES.items():
        for path in folder.rglob("*.py"):
            parts = list(path.relative_to(folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            modules[".".join([package, *parts])] = path
    return modules


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        targets = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        for target in targets:
            # a module, or the package a name was imported from
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target:
                found.add(target)
    return found


def main() -> int:
    files = module_files()
    known = set(files)
    graph = {name: imports_of(name, path, known) for name, path in files.items()}
    for name in graph:  # importing a module runs its packages' __init__ too
        parent = name.rpartition(".")[0]
        while parent:
            if parent in known:
                graph[name].add(parent)
            parent = parent.rpartition(".")[0]

    def reached_from(service: str) -> set[str]:
        seen, todo = set(), [m for m in known if m.startswith(service)]
        while todo:
            module = todo.pop()
            if module in seen:
                continue
            seen.add(module)
            todo.extend(graph[module] - seen)
        return seen

    reach = {service: reached_from(service) for service in SERVICES}
    quiet = "--quiet" in sys.argv
    lonely = []
    if not quiet:
        print(f"{'bakery_shared module':48} user  admin")
    for module in sorted(m for m in known if m.startswith("bakery_shared")):
        if module.startswith(tuple(COMMANDS)):
            continue
        users = [service for service in SERVICES if module in reach[service]]
        if not quiet:
            print(f"{module:48} {'yes' if 'user_service' in users else '-':5} {'yes' if 'admin_service' in users else '-'}")
        if len(users) < 2:
            lonely.append((module, users))
    for module, users in lonely:
        where = f"by {users[0]} only: move it there" if users else "by no service: remove it"
        print(f"{module} is used {where}.", file=sys.stderr)
    if quiet and not lonely:
        print(
            f"every one of the {len([m for m in known if m.startswith('bakery_shared')])} modules of bakery_shared is used by both services"
        )
    return 1 if lonely else 0


if __name__ == "__main__":
    sys.exit(main())
