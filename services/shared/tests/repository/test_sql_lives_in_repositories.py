"""Every SQL statement of the services is written in a repository module, so a reader (and the next
change) can rely on it: no query builder imported, no statement run on a session, anywhere else."""

import ast
from pathlib import Path

SERVICES = Path(__file__).resolve().parents[3]
SOURCES = [SERVICES / name / "src" for name in ("shared", "user-service", "admin-service")]
QUERY_BUILDERS = {"select", "update", "insert", "delete", "text"}
SESSION_CALLS = {"execute", "scalar", "scalars", "stream", "get"}

# Where SQL may be written outside a repository, and why.
ALLOWED = {
    "migrations": "the schema's history, run by Alembic",
    "models": "index predicates of the table definitions",
    "health.py": "the readiness probe's SELECT 1 on a bare connection",
}


def _outside_repositories() -> list[Path]:
    return [
        path
        for root in SOURCES
        for path in root.rglob("*.py")
        if path.name != "repository.py" and not ({*path.relative_to(root).parts} & ALLOWED.keys())
    ]


def _is_session(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "session") or (isinstance(node, ast.Attribute) and node.attr == "session")


def _is_session_call(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in SESSION_CALLS
        and _is_session(node.func.value)
    )


def _sql_in(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("sqlalchemy"):
            found += [f"imports {a.name}" for a in node.names if a.name in QUERY_BUILDERS]
        elif _is_session_call(node):
            found.append(f"line {node.lineno}: session.{node.func.attr}(...)")
    return found


def test_the_rule_reads_the_services_sources() -> None:
    assert len(_outside_repositories()) > 100


def test_no_sql_outside_repository_modules() -> None:
    offenders = {str(path.relative_to(SERVICES)): found for path in _outside_repositories() if (found := _sql_in(path))}
    assert offenders == {}
