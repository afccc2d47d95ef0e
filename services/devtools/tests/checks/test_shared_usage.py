"""scripts/shared_usage.py on a tiny library and two tiny services: it follows a name through
re-exports and through the library's own calls, and fails on a name one service alone uses, on a
dead one, but not on a member of a family docs/architecture.md names ("The parts", services/shared)."""

import importlib.util
from pathlib import Path
import sys
import textwrap

import pytest

SCRIPT = Path(__file__).resolve().parents[4] / "scripts" / "shared_usage.py"


@pytest.fixture(scope="module")
def shared_usage():
    spec = importlib.util.spec_from_file_location("shared_usage", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


LIBRARY = "services/shared/src/bakery_shared"
USER = "services/user-service/src/user_service"
ADMIN = "services/admin-service/src/admin_service"

SHOP = {
    f"{LIBRARY}/__init__.py": "",
    f"{LIBRARY}/money.py": """
        def _cents(value):
            return round(value * 100)

        def rounded(value):
            return _cents(value) / 100

        def price(value):
            return rounded(value)
    """,
    f"{LIBRARY}/zones/__init__.py": "from .matching import find_zone\n",
    f"{LIBRARY}/zones/matching.py": """
        def find_zone(zones, city):
            return next((zone for zone in zones if zone == city), None)
    """,
    f"{LIBRARY}/errors.py": """
        class AppError(Exception):
            pass

        class Conflict(AppError):
            pass
    """,
    f"{LIBRARY}/models/__init__.py": "from .orders import Order\n",
    f"{LIBRARY}/models/orders.py": "class Order:\n    pass\n",
    f"{USER}/__init__.py": "",
    f"{USER}/orders.py": """
        from bakery_shared import money
        from bakery_shared.errors import Conflict
        from bakery_shared.models import Order
        from bakery_shared.zones import find_zone

        def place(zones, city):
            if find_zone(zones, city) is None:
                raise Conflict()
            return Order(), money.price(1)
    """,
    f"{ADMIN}/__init__.py": "",
    f"{ADMIN}/reports.py": """
        import bakery_shared.money as m
        from bakery_shared.errors import AppError

        def total(value):
            if value < 0:
                raise AppError()
            return m.price(value)
    """,
}
SHOP = {name: textwrap.dedent(text) for name, text in SHOP.items()}


def test_a_name_used_through_a_shared_function_counts_for_both_services(shared_usage, tmp_path):
    modules = shared_usage.read_modules(write(tmp_path, SHOP))
    users = shared_usage.usage(modules)
    assert users[("bakery_shared.money", "rounded")] == {"user_service", "admin_service"}
    assert ("bakery_shared.money", "_cents") not in users  # not public, not reported


def test_a_name_one_service_alone_uses_fails_the_check(shared_usage, tmp_path, capsys):
    root = write(tmp_path, SHOP)
    assert shared_usage.main(["--quiet", "--root", str(root)]) == 1
    problems = capsys.readouterr().err.splitlines()
    # found through the package's re-export; the models and the error classes are families
    assert problems == ["bakery_shared.zones.matching.find_zone is used by user_service only: move it there."]


def test_a_name_no_service_uses_is_dead_code(shared_usage, tmp_path, capsys):
    root = write(tmp_path, {**SHOP, f"{LIBRARY}/errors.py": SHOP[f"{LIBRARY}/errors.py"] + "\nclass Gone(AppError):\n    pass\n"})
    assert shared_usage.main(["--quiet", "--root", str(root)]) == 1
    assert "bakery_shared.errors.Gone is used by no service: delete it." in capsys.readouterr().err


def test_a_library_both_services_use_passes(shared_usage, tmp_path, capsys):
    admin = SHOP[f"{ADMIN}/reports.py"].replace(
        "import bakery_shared.money as m", "import bakery_shared.money as m\nfrom bakery_shared.zones.matching import find_zone"
    )
    root = write(tmp_path, {**SHOP, f"{ADMIN}/reports.py": admin + "\nZONE = find_zone([], 'Sibiu')\n"})
    assert shared_usage.main(["--quiet", "--root", str(root)]) == 0
    assert capsys.readouterr().err == ""


# Both services use every name (admin finds zones too), and user-service also reaches into the money
# module for `rounded`, which only that module's `price` names in the library.
BOTH_USE = {
    **SHOP,
    f"{USER}/labels.py": "from bakery_shared.money import rounded\n\nLABEL = rounded(2.5)\n",
    f"{ADMIN}/zones.py": "from bakery_shared.zones import find_zone\n\nZONE = find_zone([], 'Sibiu')\n",
}


def test_a_name_one_service_names_and_no_other_module_of_the_library_is_counted(shared_usage, tmp_path):
    modules = shared_usage.read_modules(write(tmp_path, BOTH_USE))
    alone = shared_usage.one_service_names(modules, shared_usage.usage(modules))
    # `Conflict` and `Order` only user-service names too, but the errors and the models are families;
    # both services name `price` and `find_zone` (through the package's re-export, which is no use).
    assert alone == {("bakery_shared.money", "rounded"): "user_service"}
    receipts = "from .money import rounded\n\ndef line(value):\n    return f'{rounded(value)} lei'\n"
    modules = shared_usage.read_modules(write(tmp_path, {**BOTH_USE, f"{LIBRARY}/receipts.py": receipts}))
    assert shared_usage.one_service_names(modules, shared_usage.usage(modules)) == {}


def test_more_one_service_names_than_the_limit_fail_the_check(shared_usage, tmp_path, capsys, monkeypatch):
    root = write(tmp_path, BOTH_USE)
    assert shared_usage.main(["--quiet", "--root", str(root)]) == 0  # one such name, the limit is 20
    monkeypatch.setattr(shared_usage, "ONE_SERVICE_LIMIT", 0)
    capsys.readouterr()
    assert shared_usage.main(["--quiet", "--root", str(root)]) == 1
    assert capsys.readouterr().err.splitlines() == [
        "1 public names of bakery_shared are named by one service only and by no other module of the library,"
        " at most 0 may be: move such a name into its service:",
        "  bakery_shared.money.rounded (user_service)",
    ]
