"""Romania's counties as an invoice needs them: the name a person picks and the ISO 3166-2:RO code
e-Factura files (Sibiu is RO-SB). Bucharest (RO-B) is a municipality, not a county: its invoices
also carry the sector in the city ("SECTOR3"), as ANAF's rule BR-RO-100 asks."""

from typing import Annotated, Any

from pydantic import BeforeValidator

from ..errors import rule_error

COUNTY_RULE = "Alege județul din listă."

COUNTIES: dict[str, str] = {
    "RO-AB": "Alba",
    "RO-AR": "Arad",
    "RO-AG": "Argeș",
    "RO-BC": "Bacău",
    "RO-BH": "Bihor",
    "RO-BN": "Bistrița-Năsăud",
    "RO-BT": "Botoșani",
    "RO-BR": "Brăila",
    "RO-BV": "Brașov",
    "RO-B": "București",
    "RO-BZ": "Buzău",
    "RO-CL": "Călărași",
    "RO-CS": "Caraș-Severin",
    "RO-CJ": "Cluj",
    "RO-CT": "Constanța",
    "RO-CV": "Covasna",
    "RO-DB": "Dâmbovița",
    "RO-DJ": "Dolj",
    "RO-GL": "Galați",
    "RO-GR": "Giurgiu",
    "RO-GJ": "Gorj",
    "RO-HR": "Harghita",
    "RO-HD": "Hunedoara",
    "RO-IL": "Ialomița",
    "RO-IS": "Iași",
    "RO-IF": "Ilfov",
    "RO-MM": "Maramureș",
    "RO-MH": "Mehedinți",
    "RO-MS": "Mureș",
    "RO-NT": "Neamț",
    "RO-OT": "Olt",
    "RO-PH": "Prahova",
    "RO-SJ": "Sălaj",
    "RO-SM": "Satu Mare",
    "RO-SB": "Sibiu",
    "RO-SV": "Suceava",
    "RO-TR": "Teleorman",
    "RO-TM": "Timiș",
    "RO-TL": "Tulcea",
    "RO-VL": "Vâlcea",
    "RO-VS": "Vaslui",
    "RO-VN": "Vrancea",
}
BUCHAREST = "RO-B"

_BY_NAME = {name.casefold(): code for code, name in COUNTIES.items()}


def county_code(value: Any) -> str | None:
    """The ISO code of a county given by its code ("RO-SB", "SB") or its name ("Sibiu"); None if neither."""
    if not isinstance(value, str):
        return None
    text = value.strip()
    upper = text.upper()
    if upper in COUNTIES:
        return upper
    if f"RO-{upper}" in COUNTIES:
        return f"RO-{upper}"
    return _BY_NAME.get(text.casefold())


def _county(value: Any) -> str:
    code = county_code(value)
    if code is None:
        raise rule_error(COUNTY_RULE)
    return code


# Accepts a name or a code, keeps the ISO code.
County = Annotated[str, BeforeValidator(_county)]
