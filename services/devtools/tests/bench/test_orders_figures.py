"""`make bench-orders` cannot lie: one refused order among hundreds fails the run, and the
figures it prints beside their targets are computed as stated (bench/orders_figures.py)."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]


def figures():
    spec = importlib.util.spec_from_file_location("bakery_bench_orders_figures", ROOT / "bench" / "orders_figures.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PLACE, PAY = "POST /user-service/place-order", "POST /user-service/orders/{n}/card-payment"


def test_a_run_where_every_answer_is_the_promised_status_passes():
    f = figures()
    answers = f.Answers(expected={PLACE: 201, PAY: 200})
    for _ in range(400):
        answers.note(PLACE, 201)
    answers.note(PAY, 200)
    assert answers.unexpected() == {}
    assert f.exit_code(answers) == 0
    assert answers.lines() == [
        f"  {PAY}: 1 × 200   (target: every one 200)",
        f"  {PLACE}: 400 × 201   (target: every one 201)",
    ]


def test_a_single_refused_order_fails_the_run_and_is_counted_by_its_status():
    f = figures()
    answers = f.Answers(expected={PLACE: 201, PAY: 200})
    for _ in range(399):
        answers.note(PLACE, 201)
    answers.note(PLACE, 429)
    assert f.exit_code(answers) == 1
    assert answers.unexpected() == {(PLACE, 429): 1}
    assert answers.lines() == [f"  {PLACE}: 399 × 201, 1 × 429 (REFUSED)   (target: every one 201)"]


def test_a_status_promised_to_another_call_is_no_excuse():
    """A 200 from placing (an idempotent replay, not a new order) is not the 201 it promises."""
    f = figures()
    answers = f.Answers(expected={PLACE: 201, PAY: 200})
    answers.note(PLACE, 200)
    answers.note(PAY, 200)
    assert f.exit_code(answers) == 1
    assert answers.unexpected() == {(PLACE, 200): 1}


def test_an_answer_of_a_call_nobody_promised_anything_for_fails_the_run():
    f = figures()
    answers = f.Answers(expected={PLACE: 201})
    answers.note("POST /somewhere", 201)
    assert f.exit_code(answers) == 1


def test_percentiles_are_nearest_rank_over_the_sorted_values():
    f = figures()
    values = [float(n) for n in range(100, 0, -1)]  # 100 .. 1, unsorted
    assert f.percentile(values, 50) == 51.0
    assert f.percentile(values, 99) == 99.0
    assert f.percentile(values, 100) == 100.0
    assert f.percentile(values, 0) == 1.0
    assert f.percentile([7.0], 99) == 7.0
    assert f.percentile([], 99) == 0.0


def test_the_ceiling_ratio_and_the_verdicts_beside_the_targets():
    f = figures()
    assert f.ratio(150.0, 600.0) == 0.25
    assert f.ratio(150.0, 0.0) == 0.0
    assert f.versus(f.ratio(150.0, 600.0), f.TARGET_CEILING_RATIO, at_least=True) == "met"
    assert f.versus(199.9, f.TARGET_THROUGHPUT, at_least=True) == "MISSED"
    assert f.versus(149.9, f.TARGET_P99_MS, at_least=False) == "met"
    assert f.versus(150.0, f.TARGET_P99_MS, at_least=False) == "MISSED"


def test_every_panel_must_hear_every_order_exactly_once():
    f = figures()
    numbers = ["101", "102"]
    everyone = [(panel, number) for panel in range(3) for number in numbers]
    assert f.deliveries(everyone, numbers, 3) == (0, 0)
    # Another phase's order heard meanwhile is not this phase's business.
    assert f.deliveries([*everyone, (0, "99")], numbers, 3) == (0, 0)
    # One panel missing one order fails the run, and so does one message heard twice.
    assert f.deliveries(everyone[1:], numbers, 3) == (1, 0)
    assert f.deliveries([*everyone, (2, "102")], numbers, 3) == (0, 1)
    # A panel that heard nothing at all misses every order.
    assert f.deliveries([m for m in everyone if m[0] != 1], numbers, 3) == (2, 0)
