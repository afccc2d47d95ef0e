#!/usr/bin/env python3
"""Which service uses each public function and class of the shared library (bakery_shared). The
library keeps only what both services run: a name one service alone uses belongs in that service,
a name no service uses is dead code, and this script exits 1 naming either. The families below are
the exceptions docs/architecture.md names: they live in the library whichever service uses each member (a
member no service uses is still dead code).

    .venv/bin/python scripts/shared_usage.py          # the table, exit 1 on a one-service name
    .venv/bin/python scripts/shared_usage.py --quiet  # only the problems

A stricter count follows the table: the public names only one service names in its source and no
other module of the library names (the families, the errors and the settings aside). Such a name is run by
both services only through its own module's code, yet one service reaches in for it; more than
ONE_SERVICE_LIMIT of them fails the check too.

How a name counts as used, read from the source (ast), never by importing it:
- every `Name` and `a.b.c` attribute chain in a service's files (tests and devtools are not services)
  is followed through that file's imports, and through any package `__init__` that re-exports it,
  to the module-level definition it names;
- a definition of the library uses what its own code names (a class: its bases, decorators and
  every method), so it passes its services on: a helper that only a shared function calls is used
  by every service that calls that function;
- using any name of a module runs that module's top-level statements, and what they name is
  used too (a constant built by a function uses the function).
Attributes of objects (`self.x.y`, `request.app.state.z`) are not followed: a class used counts
with all its methods.
"""

from __future__ import annotations

import argparse
import ast
from dataclasses import dataclass, field
from pathlib import Path
import sys

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = "bakery_shared"
SERVICES = ("user_service", "admin_service")
FOLDERS = {
    LIBRARY: "services/shared/src/bakery_shared",
    "user_service": "services/user-service/src/user_service",
    "admin_service": "services/admin-service/src/admin_service",
}
# Entry points run as commands, not by a service: the migrations run from bakery-migrate.
COMMANDS = ("bakery_shared.migrate", "bakery_shared.migrations")


@dataclass(frozen=True)
class Family:
    """Names kept in the library as a whole, even when one service alone uses a member."""

    title: str
    module: str  # the module or package holding them
    classes_only: bool = False

    def holds(self, module: str, kind: str) -> bool:
        inside = module == self.module or module.startswith(self.module + ".")
        return inside and (kind == "class" or not self.classes_only)


FAMILIES = (
    Family("the models (every table of the one database and its enums)", "bakery_shared.models"),
    Family("the error classes (the one error shape of both services)", "bakery_shared.errors", classes_only=True),
    # One home for input rules, so a rule and its message are written once even when only one
    # service's forms ask for it today: the next form that needs the rule finds it, with the same
    # Romanian message, instead of writing a second copy that drifts.
    Family("the input rules (every field rule and its Romanian message)", "bakery_shared.rules"),
    # One home for card payment state: its table and every move of a payment, whichever service
    # (user-service as cards are authorized, admin-service as the staff capture and refund) takes it.
    Family("the card payment states (the state table and its one writer)", "bakery_shared.payments.states"),
    # One home for issuing invoices: one function per event that issues a document, each called
    # by the service where its event happens (user-service captures a cake's deposit, admin-service
    # hands orders over and retries refused invoices), all numbering and building them the same way.
    Family("the invoice issuing (one function per event that issues a document)", "bakery_shared.invoicing.issuing"),
)

# The stricter count leaves out the families, the whole of the errors (the one error shape, its
# helpers too) and the settings (the one object every part reads).
NOT_COUNTED = ("bakery_shared.errors", "bakery_shared.settings")
ONE_SERVICE_LIMIT = 20

BODY = "<module body>"  # a module's top-level statements that define no name


@dataclass
class Module:
    name: str
    path: Path
    is_package: bool
    # local name -> (module, name in it), name None when the local name is the module itself
    imports: dict[str, tuple[str, str | None]] = field(default_factory=dict)
    # top-level name -> its statements ("function", "class" or "value", and the nodes)
    definitions: dict[str, tuple[str, list[ast.AST]]] = field(default_factory=dict)
    body: list[ast.AST] = field(default_factory=list)


def read_modules(root: Path) -> dict[str, Module]:
    modules = {}
    for package, folder in FOLDERS.items():
        for path in sorted((root / folder).rglob("*.py")):
            parts = list(path.relative_to(root / folder).with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            name = ".".join([package, *(parts[:-1] if is_package else parts)])
            modules[name] = Module(name, path, is_package)
    for module in modules.values():
        read_statements(module, ast.parse(module.path.read_text(), str(module.path)))
    return modules


def read_statements(module: Module, tree: ast.Module) -> None:
    package = module.name if module.is_package else module.name.rpartition(".")[0]
    for node in tree.body:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    module.imports[alias.asname] = (alias.name, None)
                else:  # `import a.b` binds `a`; `a.b` is then an attribute chain
                    top = alias.name.partition(".")[0]
                    module.imports[top] = (top, None)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            for alias in node.names:
                module.imports[alias.asname or alias.name] = (base, alias.name)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            kind = "class" if isinstance(node, ast.ClassDef) else "function"
            module.definitions.setdefault(node.name, (kind, []))[1].append(node)
        elif isinstance(node, ast.Assign | ast.AnnAssign) and assigned_names(node):
            for name in assigned_names(node):
                module.definitions.setdefault(name, ("value", []))[1].append(node)
        elif not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)):
            module.body.append(node)  # an `if`, a loop, a call: it runs on import


def assigned_names(node: ast.Assign | ast.AnnAssign) -> list[str]:
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    return [n.id for target in targets for n in ast.walk(target) if isinstance(n, ast.Name)]


class Resolver:
    """Where a name of a module's source comes from: ('def', module, name), ('module', module) or None
    (outside the three packages)."""

    def __init__(self, modules: dict[str, Module]) -> None:
        self.modules = modules

    def name(self, module: str, name: str, seen: frozenset = frozenset()) -> tuple | None:
        found = self.modules.get(module)
        if found is None or (module, name) in seen:
            return None
        seen = seen | {(module, name)}
        if name in found.definitions:
            return ("def", module, name)
        if name in found.imports:
            source, attribute = found.imports[name]
            if attribute is None:
                return ("module", source) if source in self.modules else None
            return self.attribute(("module", source), attribute, seen)
        return self.attribute(("module", module), name, seen) if f"{module}.{name}" in self.modules else None

    def attribute(self, target: tuple | None, attribute: str, seen: frozenset = frozenset()) -> tuple | None:
        if target is None or target[0] != "module":
            return None  # an attribute of a definition (a method, a field) counts as its definition
        if f"{target[1]}.{attribute}" in self.modules:
            return ("module", f"{target[1]}.{attribute}")
        if target[1] not in self.modules:
            return None
        return self.name(target[1], attribute, seen)

    def used_in(self, module: str, nodes: list[ast.AST]) -> set[tuple]:
        """The definitions and modules that `nodes` of `module` name."""
        found = set()
        for top in nodes:
            for node in ast.walk(top):
                target = None
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                    target = self.name(module, node.id)
                elif isinstance(node, ast.Attribute):
                    target = self.attribute(self.chain(module, node.value), node.attr)
                if target is not None:
                    found.add(target)
        return found

    def chain(self, module: str, node: ast.AST) -> tuple | None:
        if isinstance(node, ast.Name):
            return self.name(module, node.id)
        if isinstance(node, ast.Attribute):
            return self.attribute(self.chain(module, node.value), node.attr)
        return None


def usage(modules: dict[str, Module]) -> dict[tuple[str, str], set[str]]:
    """Each public function and class of the library, with the services that use it."""
    resolver = Resolver(modules)

    def node_of(target: tuple) -> tuple[str, str]:
        return (target[1], target[2]) if target[0] == "def" else (target[1], BODY)

    graph: dict[tuple[str, str], set[tuple[str, str]]] = {}
    for module in modules.values():
        if not module.name.startswith(LIBRARY + "."):
            continue
        runs_on_import = {(module.name, BODY)}
        parent = module.name.rpartition(".")[0]
        while parent.startswith(LIBRARY):
            runs_on_import.add((parent, BODY))
            parent = parent.rpartition(".")[0]
        graph[(module.name, BODY)] = {node_of(t) for t in resolver.used_in(module.name, module.body)} | runs_on_import
        for name, (_, nodes) in module.definitions.items():
            graph[(module.name, name)] = {node_of(t) for t in resolver.used_in(module.name, nodes)} | runs_on_import

    used_by: dict[tuple[str, str], set[str]] = {}
    for service in SERVICES:
        todo = []
        for module in modules.values():
            if module.name.startswith(service + ".") or module.name == service:
                tree = ast.parse(module.path.read_text(), str(module.path))
                todo += [node_of(t) for t in resolver.used_in(module.name, [tree])]
        while todo:
            node = todo.pop()
            if node[0].startswith(LIBRARY) and service not in used_by.setdefault(node, set()):
                used_by[node].add(service)
                todo.extend(graph.get(node, ()))
    return {
        (module.name, name): used_by.get((module.name, name), set())
        for module in modules.values()
        if module.name.startswith(LIBRARY) and not module.name.startswith(COMMANDS)
        for name, (kind, _) in module.definitions.items()
        if kind != "value" and not name.startswith("_")
    }


def named_by(modules: dict[str, Module]) -> dict[tuple[str, str], set[str]]:
    """Who names each definition of the library in their source, followed through imports and
    re-exports: a service, or a module of the library other than its own (a re-export in a
    package `__init__` does not name it)."""
    resolver = Resolver(modules)
    namers: dict[tuple[str, str], set[str]] = {}
    for module in modules.values():
        owner = next((s for s in SERVICES if module.name == s or module.name.startswith(s + ".")), module.name)
        tree = ast.parse(module.path.read_text(), str(module.path))
        for target in resolver.used_in(module.name, [tree]):
            if target[0] == "def" and target[1] != module.name:
                namers.setdefault((target[1], target[2]), set()).add(owner)
    return namers


def one_service_names(modules: dict[str, Module], users: dict[tuple[str, str], set[str]]) -> dict[tuple[str, str], str]:
    """The public names of the library that one service alone names and no other module of the
    library does, with that service (the families, the errors and the settings aside)."""
    namers = named_by(modules)
    found = {}
    for module, name in users:
        names = namers.get((module, name), set())
        counted = module not in NOT_COUNTED and family_of(modules, module, name) is None
        if counted and len(names) == 1 and next(iter(names)) in SERVICES:
            found[(module, name)] = next(iter(names))
    return found


def family_of(modules: dict[str, Module], module: str, name: str) -> Family | None:
    kind = modules[module].definitions[name][0]
    return next((family for family in FAMILIES if family.holds(module, kind)), None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n\n")[0])
    parser.add_argument("--quiet", action="store_true", help="print only the problems")
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this one)")
    args = parser.parse_args(argv)
    modules = read_modules(args.root)
    users = usage(modules)
    problems = []
    if not args.quiet:
        print(f"{'bakery_shared name':72} user  admin  family")
    for (module, name), services in sorted(users.items()):
        family = family_of(modules, module, name)
        if not args.quiet:
            marks = ["yes" if service in services else "-" for service in SERVICES]
            print(f"{module}.{name:{71 - len(module)}} {marks[0]:5} {marks[1]:6} {family.title if family else ''}")
        if not services:
            problems.append(f"{module}.{name} is used by no service: delete it.")
        elif len(services) == 1 and family is None:
            problems.append(f"{module}.{name} is used by {next(iter(services))} only: move it there.")
    alone = one_service_names(modules, users)
    if not args.quiet:
        print(f"\nnamed by one service only and by no other module of bakery_shared (at most {ONE_SERVICE_LIMIT}):")
        for (module, name), service in sorted(alone.items()):
            print(f"{module}.{name:{71 - len(module)}} {service}")
        print(f"{len(alone)} names")
    if len(alone) > ONE_SERVICE_LIMIT:
        problems.append(
            f"{len(alone)} public names of bakery_shared are named by one service only and by no other module of the"
            f" library, at most {ONE_SERVICE_LIMIT} may be: move such a name into its service:\n"
            + "\n".join(f"  {module}.{name} ({service})" for (module, name), service in sorted(alone.items()))
        )
    for problem in problems:
        print(problem, file=sys.stderr)
    if args.quiet and not problems:
        print(
            f"each of the {len(users)} public names of bakery_shared is used by both services or in a family;"
            f" {len(alone)} are named by one service only (at most {ONE_SERVICE_LIMIT})"
        )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
