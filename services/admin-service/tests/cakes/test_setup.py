"""The owner's custom-cake rules: read as the shop starts with them, saved whole, every rule broken
refused next to its field in Romanian, nothing saved then."""

import pytest

from admin_service.cakes import messages as m

URL = "/admin-service/setup/custom-cakes"

RULES = {
    "depositPercent": "40",
    "freeCancellationDays": 10,
    "keptPercent": "25.5",
    "lockDays": 4,
    "quoteValidityDays": 7,
    "leadDays": 5,
    "restChargeHours": 24,
    "cakesPerDay": 3,
    "alertAfterHours": 6,
    "flavours": ["  Vanilie ", "Ciocolată   neagră", "Fistic"],
    "fillings": ["Mascarpone"],
}


async def test_the_shop_starts_with_the_migrations_rules(client, staff):
    answer = await client.get(URL, headers=staff["admin"])

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert (body["depositPercent"], body["keptPercent"], body["cakesPerDay"]) == ("30.00", "30.00", None)
    assert (body["freeCancellationDays"], body["lockDays"], body["quoteValidityDays"], body["leadDays"]) == (7, 3, 5, 3)
    assert (body["restChargeHours"], body["alertAfterHours"]) == (48, 4)
    assert "Ciocolată" in body["flavours"] and body["fillings"]


async def test_saved_rules_are_read_back_trimmed(client, staff):
    saved = await client.post(URL, json=RULES, headers=staff["admin"])

    assert saved.status_code == 200, saved.text
    expected = {
        **RULES,
        "depositPercent": "40.00",
        "keptPercent": "25.50",
        "flavours": ["Vanilie", "Ciocolată neagră", "Fistic"],
    }
    assert saved.json() == expected
    assert (await client.get(URL, headers=staff["admin"])).json() == expected
    unlimited = await client.post(URL, json={**RULES, "cakesPerDay": None, "alertAfterHours": 0}, headers=staff["admin"])
    assert (unlimited.json()["cakesPerDay"], unlimited.json()["alertAfterHours"]) == (None, 0)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("depositPercent", "100.5", m.PERCENT_RULE),
        ("depositPercent", "12.345", m.PERCENT_RULE),
        ("keptPercent", -1, m.PERCENT_RULE),
        ("keptPercent", None, m.PERCENT_RULE),
        ("freeCancellationDays", -1, m.DAYS_RULE),
        ("lockDays", 2.5, m.DAYS_RULE),
        ("leadDays", "3", m.DAYS_RULE),
        ("quoteValidityDays", 366, m.DAYS_RULE),
        ("restChargeHours", 721, m.HOURS_RULE),
        ("alertAfterHours", True, m.HOURS_RULE),
        ("cakesPerDay", 0, m.CAKES_PER_DAY_RULE),
        ("flavours", [], m.NAMES_RULE),
        ("flavours", "Vanilie", m.NAMES_RULE),
        ("fillings", [f"Cremă {n}" for n in range(31)], m.NAMES_RULE),
        ("fillings", ["Cremă", "  "], m.NAME_RULE),
        ("fillings", ["x" * 81], m.NAME_RULE),
        ("fillings", [3], m.NAME_RULE),
        ("flavours", ["Vanilie", "vanilie "], m.NAME_TWICE.format(name="vanilie")),
    ],
)
async def test_a_broken_rule_is_refused_next_to_its_field(client, staff, field, value, message):
    answer = await client.post(URL, json={**RULES, field: value}, headers=staff["admin"])

    assert answer.status_code == 422, answer.text
    assert answer.json()["errors"][field] == message
    assert (await client.get(URL, headers=staff["admin"])).json()["depositPercent"] == "30.00"  # nothing saved


async def test_a_rule_left_out_is_refused(client, staff):
    rules = {k: v for k, v in RULES.items() if k != "lockDays"}
    answer = await client.post(URL, json=rules, headers=staff["admin"])
    assert answer.status_code == 422 and answer.json()["errors"]["lockDays"] == "Câmpul este obligatoriu."


async def test_every_staff_member_who_quotes_starts_from_the_owners_defaults(client, staff):
    saved = await client.post(URL, json=RULES, headers=staff["admin"])
    assert saved.status_code == 200, saved.text

    for who in ("manager", "admin"):
        answer = await client.get("/admin-service/cake-requests/quote-defaults", headers=staff[who])
        assert answer.status_code == 200, answer.text
        assert answer.json() == {"depositPercent": "40.00", "lockDays": 4, "quoteValidityDays": 7}
    assert (await client.get("/admin-service/cake-requests/quote-defaults")).status_code == 401
