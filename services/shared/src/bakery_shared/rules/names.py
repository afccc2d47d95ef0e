"""A person's first name (3-20) and last name (3-16): letters or digits only, the specification's
messages word for word."""

import re
from typing import Annotated, Any

from pydantic import BeforeValidator

from ..errors import rule_error

FIRST_NAME_RULE = "Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale."
LAST_NAME_RULE = "Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale."

_LETTERS_OR_DIGITS = re.compile(r"[^\W_]+")  # any alphabet's letters (ă, î, ș...) and digits, nothing else


def _name_rule(low: int, high: int, message: str):
    def check(value: Any) -> str:
        text = value.strip() if isinstance(value, str) else ""
        if not (low <= len(text) <= high and _LETTERS_OR_DIGITS.fullmatch(text)):
            raise rule_error(message)
        return text

    return check


# What the OpenAPI documents show (schemas.document); the validators stay the judge.
FIRST_NAME_SCHEMA = {"minLength": 3, "maxLength": 20, "description": "3-20 litere sau cifre."}
LAST_NAME_SCHEMA = {"minLength": 3, "maxLength": 16, "description": "3-16 litere sau cifre."}

FirstName = Annotated[str, BeforeValidator(_name_rule(3, 20, FIRST_NAME_RULE))]
LastName = Annotated[str, BeforeValidator(_name_rule(3, 16, LAST_NAME_RULE))]
