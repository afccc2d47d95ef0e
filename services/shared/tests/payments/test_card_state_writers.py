"""Only the state module writes a card payment's state: every other module moves a payment through
`bakery_shared.payments.states.move`, which checks the state table and records the step. Read from
the source (ast), never by importing it: an attribute assigned, a keyword or a `.values()` of an
UPDATE or INSERT, a `setattr`, or SQL text that sets `card_state`, anywhere in the services, the
shared library or the devtools (the seed writes payments too), fails naming the file and line."""

import ast
from pathlib import Path
import re

SERVICES = Path(__file__).resolve().parents[3]
SOURCES = [SERVICES / name / "src" for name in ("shared", "user-service", "admin-service", "devtools")]
FIELD = "card_state"
THE_WRITER = SERVICES / "shared/src/bakery_shared/payments/states.py"
# A new payment's state is the table's first row, given by the state module itself: a row made with
# `card_state=opening_state(method)` takes the state the module decides (placing an order writes
# its rows in one statement, with no payment object to move).
OPENING = "opening_state"
# Where the column may still be set outside the module, and why.
ALLOWED = {
    "migrations": "the schema's history: a migration backfills the records and states once, in SQL",
}
# SQL that sets the column: UPDATE ... SET card_state = ..., or ON CONFLICT ... card_state = excluded...
SQL_WRITE = re.compile(r"\b(SET|DO\s+UPDATE\s+SET)\b[^;]*\bcard_state\s*=", re.IGNORECASE | re.DOTALL)


def _sources() -> list[Path]:
    return [
        path
        for root in SOURCES
        for path in sorted(root.rglob("*.py"))
        if path != THE_WRITER and not ({*path.relative_to(root).parts} & ALLOWED.keys())
    ]


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        found = list(node.targets)
    elif isinstance(node, ast.AugAssign | ast.AnnAssign):
        found = [node.target]
    else:
        return []
    flat: list[ast.expr] = []
    while found:
        target = found.pop()
        if isinstance(target, ast.Tuple | ast.List):
            found += target.elts
        elif isinstance(target, ast.Starred):
            found.append(target.value)
        else:
            flat.append(target)
    return flat


def _is_opening(value: ast.expr) -> bool:
    func = value.func if isinstance(value, ast.Call) else None
    return (isinstance(func, ast.Name) and func.id == OPENING) or (isinstance(func, ast.Attribute) and func.attr == OPENING)


def writes(source: str) -> list[str]:
    """Where `source` writes the card state, as 'line N: how'."""
    found = []
    for node in ast.walk(ast.parse(source)):
        for target in _targets(node):
            if isinstance(target, ast.Attribute) and target.attr == FIELD:
                found.append(f"line {node.lineno}: assigns .{FIELD}")
            elif isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant) and target.slice.value == FIELD:
                found.append(f"line {node.lineno}: assigns [{FIELD!r}]")
        if isinstance(node, ast.Call):
            for keyword in node.keywords:
                if keyword.arg == FIELD and not _is_opening(keyword.value):
                    found.append(f"line {node.lineno}: passes {FIELD}=")
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if (
                name == "setattr"
                and len(node.args) > 1
                and isinstance(node.args[1], ast.Constant)
                and node.args[1].value == FIELD
            ):
                found.append(f"line {node.lineno}: setattr(..., {FIELD!r})")
            if name in ("values", "update", "insert", "on_conflict_do_update") and any(
                isinstance(arg, ast.Dict) and any(isinstance(k, ast.Constant) and k.value == FIELD for k in arg.keys)
                for arg in [*node.args, *(k.value for k in node.keywords)]
            ):
                found.append(f"line {node.lineno}: {name}({{{FIELD!r}: ...}})")
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and SQL_WRITE.search(node.value):
            found.append(f"line {node.lineno}: SQL sets {FIELD}")
    return found


def test_the_scan_reads_every_source_of_the_services_and_the_devtools():
    paths = _sources()
    assert len(paths) > 150
    for folder in ("bakery_shared", "user_service", "admin_service", "bakery_devtools"):
        assert any(folder in path.parts for path in paths), folder


def test_the_scan_sees_every_way_of_writing_the_state():
    snippets = {
        "payment.card_state = S.CAPTURED": 1,
        "payment.card_state, payment.released_at = S.RELEASED, now": 1,
        "OrderPayment(method=m, card_state=S.AUTHORIZED)": 1,
        "update(OrderPayment).values(card_state=S.AUTHORIZED)": 1,
        "update(OrderPayment).values({'card_state': S.AUTHORIZED})": 1,
        "row['card_state'] = 'AUTHORIZED'": 1,
        "setattr(payment, 'card_state', S.EXPIRED)": 1,
        "q = \"UPDATE order_payments SET card_state = 'EXPIRED' WHERE id = $1\"": 1,
        # Reading it, or naming it in a mail's words, writes nothing; a new row takes the module's state.
        "if payment.card_state == S.AUTHORIZED: words = {'card_state': name}": 0,
        "PaymentRow(method=m, card_state=opening_state(m))": 0,
        "select(OrderPayment).where(OrderPayment.card_state.in_(OPEN))": 0,
    }
    assert {snippet: len(writes(snippet)) for snippet in snippets} == snippets


def test_only_the_state_module_writes_the_card_state():
    writers = {str(path.relative_to(SERVICES)): found for path in _sources() if (found := writes(path.read_text("utf-8")))}
    assert writers == {}, "card_state is written outside bakery_shared/payments/states.py: move the payment with `move`"


def test_the_state_module_is_where_the_state_is_written():
    assert writes(THE_WRITER.read_text("utf-8"))
