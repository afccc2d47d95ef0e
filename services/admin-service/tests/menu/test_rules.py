"""The menu forms' id and count rules: what each keeps and the message it refuses with."""

from collections.abc import Callable
from typing import Annotated, Any

from pydantic import BeforeValidator, TypeAdapter, ValidationError
import pytest

from admin_service.menu.rules import IDS_INVALID, id_of, ids_of, optional_count_of
from bakery_shared.params import MAX_ID

CATEGORY_REQUIRED = "Categoria este obligatorie."


def _refusal(rule: Any, value: Any) -> str:
    with pytest.raises(ValidationError) as refused:
        TypeAdapter(rule).validate_python(value)
    return refused.value.errors()[0]["msg"]


@pytest.fixture
def refusal() -> Callable[[Any, Any], str]:
    return _refusal


@pytest.fixture
def kept() -> Callable[[Any, Any], Any]:
    return lambda rule, value: TypeAdapter(rule).validate_python(value)


Capacity = Annotated[int | None, BeforeValidator(optional_count_of(1, 10, "Între 1 și 10."))]


@pytest.mark.parametrize("value", [7, "7", " 7 ", {"id": 7}, {"id": "7"}])
def test_an_id_in_any_of_its_forms(value):
    assert id_of(value, CATEGORY_REQUIRED) == 7


@pytest.mark.parametrize("value", [None, "", {}, 0, -3, MAX_ID + 1, "abc", True, 1.5])
def test_no_id_names_the_field(refusal, value):
    assert refusal(Annotated[int, BeforeValidator(lambda v: id_of(v, CATEGORY_REQUIRED))], value) == CATEGORY_REQUIRED


def test_ids_as_a_list_or_a_text_each_once():
    assert ids_of([3, "4", {"id": 5}, 3, ""]) == [3, 4, 5]
    assert ids_of("3,4, 5,3") == [3, 4, 5]
    assert ids_of(None) == []


@pytest.mark.parametrize("value", [[0], ["x"], 5, {"id": 3}])
def test_ids_that_are_not_ids(refusal, value):
    assert refusal(Annotated[list[int], BeforeValidator(ids_of)], value) == IDS_INVALID


def test_an_optional_count(kept, refusal):
    assert kept(Capacity, " ") is None
    assert kept(Capacity, "10") == 10
    for wrong in (0, 11, "x", True):
        assert refusal(Capacity, wrong) == "Între 1 și 10."
