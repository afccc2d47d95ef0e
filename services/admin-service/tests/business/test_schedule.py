"""Weekly programmes and holidays (hours kept as 'HH:mm - HH:mm', a holiday today or later with its
name and message): replaced exactly, checked on the Bucharest date."""

from datetime import UTC, date, datetime, timedelta

import pytest

from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import HolidaySchedule, Role, Schedule, ScheduleType

SCHEDULE = "/admin-service/setup/restaurant-schedule"
FETCH = "/admin-service/setup/fetch-information"


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


@pytest.fixture
async def old_week(db_session, business):
    """A full REGULAR and PICKUP week already saved (what the seed would have written)."""
    for schedule_type in (ScheduleType.REGULAR, ScheduleType.PICKUP, ScheduleType.DELIVERY):
        for day in range(1, 8):
            db_session.add(Schedule(schedule_type=schedule_type, day_of_week=day, open=True, hours="09:00 - 17:00"))
    await db_session.flush()


def day(schedule_type="REGULAR", day_of_week=1, open=True, hours="08:00 - 20:00", **extra):
    return {"scheduleType": schedule_type, "dayOfWeek": day_of_week, "open": open, "hours": hours, **extra}


def holiday(start: date, end: date | None = None, **extra):
    return {
        "name": "Crăciun",
        "notificationMessage": "Suntem închiși de sărbători.",
        "startDate": start.isoformat(),
        "endDate": (end or start).isoformat(),
        **extra,
    }


async def test_schedules_are_replaced_exactly(client, old_week, admin):
    sent = [
        day("REGULAR", 1, hours="8:00-20:00", openingTime="99:99"),  # derived fields sent back are ignored
        day("REGULAR", 7, open=False, hours="10:00 - 14:00"),  # a closed day keeps no hours
        day("DELIVERY", 3, hours="10:30 - 18:45"),
    ]
    response = await client.post(SCHEDULE, json={"schedules": sent, "holidaySchedules": []}, headers=admin)

    assert response.status_code == 200
    assert response.json()["schedules"] == [
        {
            "scheduleType": "REGULAR",
            "dayOfWeek": 1,
            "open": True,
            "hours": "08:00 - 20:00",
            "openingTime": "08:00",
            "closingTime": "20:00",
        },
        {"scheduleType": "REGULAR", "dayOfWeek": 7, "open": False, "hours": None, "openingTime": None, "closingTime": None},
        {
            "scheduleType": "DELIVERY",
            "dayOfWeek": 3,
            "open": True,
            "hours": "10:30 - 18:45",
            "openingTime": "10:30",
            "closingTime": "18:45",
        },
    ]
    assert (await client.get(FETCH, headers=admin)).json()["schedules"] == response.json()["schedules"]


async def test_a_full_week_of_three_programmes_round_trips(client, old_week, admin):
    week = [day(t, d, hours=f"0{d}:00 - 1{d}:30") for t in ("REGULAR", "PICKUP", "DELIVERY") for d in range(1, 8)]
    first = await client.post(SCHEDULE, json={"schedules": week, "holidaySchedules": []}, headers=admin)
    again = await client.post(SCHEDULE, json={"schedules": first.json()["schedules"], "holidaySchedules": []}, headers=admin)

    assert again.status_code == 200
    assert len(again.json()["schedules"]) == 21
    assert again.json()["schedules"] == first.json()["schedules"]


@pytest.mark.parametrize(
    ("row", "field", "message"),
    [
        (day(hours="8 - 20"), "hours", "Programul trebuie să aibă forma HH:mm - HH:mm (de exemplu 08:00 - 20:00)."),
        (day(hours="24:00 - 25:00"), "hours", "Programul trebuie să aibă forma HH:mm - HH:mm (de exemplu 08:00 - 20:00)."),
        (day(hours="20:00 - 08:00"), "hours", "Ora de deschidere trebuie să fie înaintea orei de închidere."),
        (day(hours="12:00 - 12:00"), "hours", "Ora de deschidere trebuie să fie înaintea orei de închidere."),
        (day(hours=""), "hours", "Orele de program sunt obligatorii pentru o zi deschisă."),
        (day(hours=None), "hours", "Orele de program sunt obligatorii pentru o zi deschisă."),
        (day(day_of_week=0), "dayOfWeek", "Ziua săptămânii trebuie să fie între 1 (luni) și 7 (duminică)."),
        (day(day_of_week=8), "dayOfWeek", "Ziua săptămânii trebuie să fie între 1 (luni) și 7 (duminică)."),
        (day(schedule_type="BRUNCH"), "scheduleType", "Valoarea nu este una dintre cele permise."),
    ],
)
async def test_schedule_rules(client, old_week, admin, row, field, message):
    response = await client.post(SCHEDULE, json={"schedules": [row], "holidaySchedules": []}, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == {f"schedules.0.{field}": message}


async def test_one_row_per_programme_and_weekday(client, old_week, admin):
    response = await client.post(
        SCHEDULE, json={"schedules": [day("PICKUP", 2), day("PICKUP", 2, hours="09:00 - 10:00")]}, headers=admin
    )

    assert response.status_code == 422
    assert response.json()["errors"] == {"schedules": "Programul PICKUP pentru ziua 2 a fost trimis de mai multe ori."}


async def test_a_refused_schedule_keeps_the_old_one(client, old_week, admin):
    before = (await client.get(FETCH, headers=admin)).json()
    await client.post(SCHEDULE, json={"schedules": [day(), day(day_of_week=2, hours="x")], "holidaySchedules": []}, headers=admin)
    assert (await client.get(FETCH, headers=admin)).json() == before


async def test_holidays_are_replaced_and_kept_ones_keep_their_id(client, business, admin):
    today = current_clock().today()
    first = await client.post(
        SCHEDULE,
        json={
            "holidaySchedules": [
                holiday(today + timedelta(days=30), today + timedelta(days=31)),
                holiday(today + timedelta(days=60), name="Paște"),
            ]
        },
        headers=admin,
    )
    assert first.status_code == 200
    christmas, easter = first.json()["holidaySchedules"]
    assert christmas["name"] == "Crăciun" and easter["name"] == "Paște"

    edited = {**christmas, "notificationMessage": "Închis 2 zile."}
    second = await client.post(SCHEDULE, json={"holidaySchedules": [edited, holiday(today, name="Azi")]}, headers=admin)

    assert second.status_code == 200
    saved = second.json()["holidaySchedules"]
    assert [h["name"] for h in saved] == ["Azi", "Crăciun"]  # ordered by start date; Paște is gone
    assert saved[1] == edited
    assert saved[0]["startDate"] == today.isoformat()


async def test_holiday_rules(client, business, admin):
    today = current_clock().today()
    sent = [
        {"name": "", "notificationMessage": "  ", "startDate": today.isoformat(), "endDate": today.isoformat()},
        {
            "name": "Vară",
            "notificationMessage": "Concediu",
            "startDate": (today + timedelta(days=5)).isoformat(),
            "endDate": (today + timedelta(days=4)).isoformat(),
        },
        {"name": "Fără date", "notificationMessage": "…", "startDate": None, "endDate": ""},
        {"name": "Date greșite", "notificationMessage": "…", "startDate": "31-12-2099", "endDate": today.isoformat()},
    ]
    response = await client.post(SCHEDULE, json={"holidaySchedules": sent}, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == {
        "holidaySchedules.0.name": "Numele perioadei libere este obligatoriu.",
        "holidaySchedules.0.notificationMessage": "Mesajul pentru clienți este obligatoriu.",
        "holidaySchedules.1.endDate": "Data de sfârșit nu poate fi înaintea datei de început.",
        "holidaySchedules.2.startDate": "Data de început este obligatorie.",
        "holidaySchedules.2.endDate": "Data de sfârșit este obligatorie.",
        "holidaySchedules.3.startDate": "Data nu este validă.",
    }


async def test_a_new_holiday_in_the_past_is_refused(client, business, admin):
    yesterday = current_clock().today() - timedelta(days=1)
    response = await client.post(
        SCHEDULE, json={"holidaySchedules": [holiday(yesterday, yesterday + timedelta(days=3))]}, headers=admin
    )

    assert response.status_code == 422
    assert response.json()["errors"] == {"holidaySchedules.0.startDate": "Data de început trebuie să fie astăzi sau mai târziu."}

    response = await client.post(
        SCHEDULE, json={"holidaySchedules": [holiday(yesterday - timedelta(days=3), yesterday)]}, headers=admin
    )
    assert response.json()["errors"] == {
        "holidaySchedules.0.startDate": "Data de început trebuie să fie astăzi sau mai târziu.",
        "holidaySchedules.0.endDate": "Data de sfârșit trebuie să fie astăzi sau mai târziu.",
    }


async def test_today_is_the_bucharest_date(client, business, make_user, token_for, clock):
    # 22:30 UTC on Christmas Eve is already 00:30 on Christmas Day in Sibiu.
    clock.move_to(datetime(2026, 12, 24, 22, 30, tzinfo=UTC))
    admin = {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}

    eve = await client.post(SCHEDULE, json={"holidaySchedules": [holiday(date(2026, 12, 24), date(2026, 12, 26))]}, headers=admin)
    day_itself = await client.post(
        SCHEDULE, json={"holidaySchedules": [holiday(date(2026, 12, 25), date(2026, 12, 26))]}, headers=admin
    )

    assert eve.status_code == 422
    assert day_itself.status_code == 200


async def test_a_saved_holiday_that_has_begun_can_be_sent_back_unchanged(client, business, admin, db_session):
    today = current_clock().today()
    ongoing = HolidaySchedule(
        name="Inventar",
        notification_message="Închis pentru inventar.",
        start_date=today - timedelta(days=2),
        end_date=today + timedelta(days=1),
    )
    db_session.add(ongoing)
    await db_session.flush()
    sent = (await client.get(FETCH, headers=admin)).json()["holidaySchedules"]

    unchanged = await client.post(SCHEDULE, json={"holidaySchedules": sent}, headers=admin)
    moved = await client.post(
        SCHEDULE, json={"holidaySchedules": [{**sent[0], "startDate": (today - timedelta(days=3)).isoformat()}]}, headers=admin
    )

    assert unchanged.status_code == 200
    assert unchanged.json()["holidaySchedules"] == sent
    assert moved.status_code == 422


async def test_a_part_left_out_is_left_unchanged(client, old_week, admin):
    today = current_clock().today()
    with_holiday = await client.post(SCHEDULE, json={"holidaySchedules": [holiday(today)]}, headers=admin)
    assert len(with_holiday.json()["schedules"]) == 21  # the weekly programmes were not sent: kept

    only_schedules = await client.post(SCHEDULE, json={"schedules": [day()]}, headers=admin)
    assert len(only_schedules.json()["holidaySchedules"]) == 1
    assert len(only_schedules.json()["schedules"]) == 1

    emptied = await client.post(SCHEDULE, json={"schedules": [], "holidaySchedules": []}, headers=admin)
    assert emptied.json()["schedules"] == [] and emptied.json()["holidaySchedules"] == []
