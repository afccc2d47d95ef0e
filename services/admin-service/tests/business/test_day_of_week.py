"""One weekday rule for the weekly programmes and the delivery zones' days (the schedules'
dayOfWeek): 1 (Monday) to 7 (Sunday), as a number or its digit. The zones used to get a second,
numbers-only copy of the rule that shadowed the programmes' one in the same module."""

import pytest

from bakery_shared.models import Role

SCHEDULE = "/admin-service/setup/restaurant-schedule"
ZONES = "/admin-service/setup/delivery-zones"
DAY_OF_WEEK_RULE = "Ziua săptămânii trebuie să fie între 1 (luni) și 7 (duminică)."


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


def zone(day) -> dict:
    return {
        "name": "Cisnădie",
        "localities": ["Cisnădie"],
        "deliveryFee": "25",
        "minimumOrder": 100,
        "schedule": [{"dayOfWeek": day, "hours": "10:00 - 14:00"}],
    }


def week(day) -> dict:
    return {"schedules": [{"scheduleType": "DELIVERY", "dayOfWeek": day, "open": True, "hours": "10:00 - 14:00"}]}


async def test_a_zone_day_sent_as_its_digit_is_the_programmes_rule(client, business, admin):
    saved = await client.post(ZONES, json=zone(" 3 "), headers=admin)

    assert saved.status_code == 200, saved.text
    assert saved.json()[1]["schedule"] == [{"dayOfWeek": 3, "hours": "10:00 - 14:00"}]


async def test_a_programme_day_sent_as_its_digit_is_still_read(client, business, admin):
    saved = await client.post(SCHEDULE, json=week("5"), headers=admin)

    assert saved.status_code == 200, saved.text


@pytest.mark.parametrize("day", [0, 8, True, "3.0", None])
async def test_zones_and_programmes_refuse_the_same_days_with_the_same_message(client, business, admin, day):
    refused_zone = await client.post(ZONES, json=zone(day), headers=admin)
    refused_week = await client.post(SCHEDULE, json=week(day), headers=admin)

    assert refused_zone.status_code == refused_week.status_code == 422
    assert refused_zone.json()["errors"]["schedule.0.dayOfWeek"] == DAY_OF_WEEK_RULE
    assert refused_week.json()["errors"]["schedules.0.dayOfWeek"] == DAY_OF_WEEK_RULE
