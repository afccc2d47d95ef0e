"""A Romanian company as it appears on an invoice: its CUI (checked by its control digit, with or
without the "RO" of a VAT payer) and its IBAN (checked by its check digits). The checks are
python-stdnum's, the reference implementation of both algorithms."""

from typing import Annotated, Any

from pydantic import BeforeValidator
from stdnum import iban as iban_number
from stdnum.exceptions import ValidationError as NumberError
from stdnum.ro import cui as cui_number

from ..errors import rule_error

CUI_REQUIRED = "Codul fiscal (CUI) este obligatoriu."
CUI_RULE = "Codul fiscal (CUI) nu este valid: verifică cifrele. Exemplu: RO18547290 sau 18547290."
IBAN_RULE = "Codul IBAN nu este valid: verifică literele și cifrele. Exemplu: RO49AAAA1B31007593840000."


def parse_cui(value: Any) -> tuple[str, bool] | None:
    """(the CUI's digits, whether it was written with "RO"), or None if it is not a valid CUI."""
    if not isinstance(value, str):
        return None
    text = value.strip().upper().replace(" ", "")
    with_ro = text.startswith("RO")
    try:
        digits = cui_number.validate(text)
    except NumberError:
        return None
    return digits, with_ro


def _cui(value: Any) -> str:
    """The CUI as written for the invoice: its digits, with "RO" kept when the customer gave it."""
    if not isinstance(value, str) or not value.strip():
        raise rule_error(CUI_REQUIRED)
    parsed = parse_cui(value)
    if parsed is None:
        raise rule_error(CUI_RULE)
    digits, with_ro = parsed
    return f"RO{digits}" if with_ro else digits


def normalize_iban(value: Any) -> str | None:
    """The IBAN without spaces, upper-cased; None if its check digits are wrong."""
    if not isinstance(value, str):
        return None
    try:
        return iban_number.validate(value)
    except NumberError:
        return None


def _iban(value: Any) -> str:
    iban = normalize_iban(value)
    if iban is None:
        raise rule_error(IBAN_RULE)
    return iban


Cui = Annotated[str, BeforeValidator(_cui)]
Iban = Annotated[str, BeforeValidator(_iban)]
