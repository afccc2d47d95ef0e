"""Each rule is checked through pydantic, as a schema field uses it: what it keeps, and the
Romanian message a refusal carries to the 422."""

from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter, ValidationError
import pytest


def _refusal(rule: Any, value: Any) -> str:
    with pytest.raises(ValidationError) as refused:
        TypeAdapter(rule).validate_python(value)
    return refused.value.errors()[0]["msg"]


def _kept(rule: Any, value: Any) -> Any:
    return TypeAdapter(rule).validate_python(value)


@pytest.fixture
def refusal() -> Callable[[Any, Any], str]:
    """The message a rule refuses a value with."""
    return _refusal


@pytest.fixture
def kept() -> Callable[[Any, Any], Any]:
    """What a rule keeps of a value it accepts."""
    return _kept
