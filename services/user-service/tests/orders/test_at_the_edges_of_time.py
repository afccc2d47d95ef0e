"""Orders at the instants that break shops, each pinned with clock.move_to: 23:59:30 and 00:00 in
Sibiu (UTC on the other date), a Sunday turning into Monday, both DST changes, New Year's Eve.
Through the real place-order call, so the services' clock, schedule and holiday reads are all in play."""

from datetime import date, datetime, time

import pytest
from sqlalchemy import delete, func, select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import BUCHAREST, checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_shared.models import HolidaySchedule, Order, Schedule, ScheduleType

PLACE = "/user-service/place-order"
CLOSED_NOW = "Acum suntem închiși. Vă rugăm să alegeți o dată și o oră din program."
OUTSIDE = "Momentul ales este în afara programului. Vă rugăm să alegeți o oră din program."
TOO_SOON = "Comanda trebuie plasată cu cel puțin 30 minute înainte."
PAST = "Momentul ales a trecut deja."


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)


async def pickup_hours(session, hours: dict[int, tuple[time, time]]) -> None:
    """Pickup open on the given ISO weekdays at the given hours, closed on the others."""
    await session.execute(delete(Schedule))
    for day in range(1, 8):
        opening, closing = hours.get(day, (None, None))
        session.add(
            Schedule(
                schedule_type=ScheduleType.PICKUP,
                day_of_week=day,
                open=day in hours,
                hours=f"{opening:%H:%M} - {closing:%H:%M}" if day in hours else None,
                opening_time=opening,
                closing_time=closing,
            )
        )
    await session.flush()


EVERY_DAY_UNTIL_MIDNIGHT = {day: (time(8), time(23, 59)) for day in range(1, 8)}
EVERY_DAY_8_TO_20 = {day: (time(8), time(20)) for day in range(1, 8)}


@pytest.fixture
async def shop(db_session, business):
    location = await make_pickup_location(db_session)
    category = await make_category(db_session)
    cake = await make_product(db_session, category, "Tort Diplomat", prices=("120.00",))
    return {"location": location, "cake": cake}


def order(shop, moment: str | None = None) -> dict:
    line = product_line(shop["cake"].id, shop["cake"].dimensions[0].id)
    return checkout([line], location_id=shop["location"].id, pickupOrDeliveryMoment=moment)


async def placed(client, body) -> dict:
    response = await client.post(PLACE, json=body)
    assert response.status_code == 201, response.text
    answer = response.json()
    detail = await client.get(f"/user-service/order-status/{answer['orderNumber']}", params={"cheie": answer["followToken"]})
    return {**answer, "detail": detail.json()}


async def refused_with(client, db_session, body, message) -> None:
    before = await db_session.scalar(select(func.count()).select_from(Order))
    response = await client.post(PLACE, json=body)
    assert response.status_code == 422, response.text
    assert response.json()["errors"] == {"pickupOrDeliveryMoment": message}
    assert await db_session.scalar(select(func.count()).select_from(Order)) == before


@pytest.mark.parametrize(
    "instant",
    ["2026-11-24T23:59:30+02:00", "2026-12-31T23:59:30+02:00", "2026-10-24T23:59:30+03:00"],
    ids=["winter-weekday", "new-years-eve", "summer-time"],
)
async def test_as_soon_as_possible_at_23_59_30_is_accepted_by_a_shop_open_until_23_59(client, db_session, shop, clock, instant):
    await pickup_hours(db_session, EVERY_DAY_UNTIL_MIDNIGHT)
    clock.move_to(at(instant))

    answer = await placed(client, order(shop))

    assert answer["status"] == "NEW"
    local = at(instant)
    assert answer["detail"]["orderDate"][:5] == [local.year, local.month, local.day, 23, 59]  # on the Sibiu date


@pytest.mark.parametrize(
    "instant",
    ["2026-11-25T00:00:00+02:00", "2027-01-01T00:00:00+02:00", "2026-10-25T00:00:00+03:00"],
    ids=["winter-weekday", "new-year", "summer-time"],
)
async def test_as_soon_as_possible_at_00_00_the_next_day_is_refused_while_closed(client, db_session, shop, clock, instant):
    await pickup_hours(db_session, EVERY_DAY_UNTIL_MIDNIGHT)
    clock.move_to(at(instant))
    assert clock.now().date() < clock.today()  # UTC is still on the day before

    await refused_with(client, db_session, order(shop), CLOSED_NOW)

    # 08:00 on that day's wall clock, the opening (not 8 hours later: on 2026-10-25 that is 07:00).
    clock.move_to(datetime.combine(at(instant).date(), time(8), tzinfo=BUCHAREST))
    assert (await placed(client, order(shop)))["status"] == "NEW"


async def test_a_sunday_closed_shop_opens_at_sibiu_midnight_though_utc_is_still_sunday(client, db_session, shop, clock):
    await pickup_hours(db_session, {1: (time(0), time(23, 59))})  # Mondays only, all day
    clock.move_to(at("2026-11-22T23:59:30+02:00"))  # Sunday
    await refused_with(client, db_session, order(shop), CLOSED_NOW)

    clock.move_to(at("2026-11-23T00:00:30+02:00"))  # Monday in Sibiu, Sunday 22:00:30 in UTC
    assert clock.now().isoweekday() == 7 and clock.local_now().isoweekday() == 1
    answer = await placed(client, order(shop))
    assert answer["detail"]["orderDate"][:4] == [2026, 11, 23, 0]


async def test_a_holiday_starts_at_sibiu_midnight_while_utc_is_on_the_day_before(client, db_session, shop, clock):
    await open_around_the_clock(db_session)
    db_session.add(
        HolidaySchedule(
            name="Sf. Andrei", notification_message="Închis", start_date=date(2026, 11, 25), end_date=date(2026, 11, 25)
        )
    )
    await db_session.flush()

    clock.move_to(at("2026-11-24T23:59:30+02:00"))
    assert (await placed(client, order(shop)))["status"] == "NEW"

    clock.move_to(at("2026-11-25T00:00:30+02:00"))  # 22:00:30 UTC on the 24th
    await refused_with(client, db_session, order(shop), CLOSED_NOW)


@pytest.mark.parametrize(
    ("now", "moment", "wall", "accepted"),
    [
        # 2027-03-28 (a Sunday), after the jump to summer time: 05:30 UTC is 08:30 on the wall, open.
        # Read with the winter offset it would be 07:30, before the opening.
        ("2027-03-27T12:00:00+02:00", "2027-03-28T05:30:00+00:00", "08:30", True),
        ("2027-03-27T12:00:00+02:00", "2027-03-28T04:59:00+00:00", "07:59", False),
        # 2026-10-25 (a Sunday), after the fall-back: 05:30 UTC is 07:30 on the wall, closed.
        # Read with the summer offset it would be 08:30, open.
        ("2026-10-24T12:00:00+03:00", "2026-10-25T05:30:00+00:00", "07:30", False),
        ("2026-10-24T12:00:00+03:00", "2026-10-25T06:00:00+00:00", "08:00", True),
    ],
)
async def test_a_moment_on_a_dst_day_is_checked_against_its_own_wall_time(
    client, db_session, shop, clock, now, moment, wall, accepted
):
    await pickup_hours(db_session, EVERY_DAY_8_TO_20)
    clock.move_to(at(now))
    assert at(moment).astimezone(BUCHAREST).strftime("%H:%M") == wall

    if accepted:
        answer = await placed(client, order(shop, moment))
        assert answer["status"] == "SCHEDULED"
        assert at(answer["detail"]["pickupOrDeliveryMoment"]) == at(moment)  # the instant the customer chose
    else:
        await refused_with(client, db_session, order(shop, moment), OUTSIDE)


async def test_the_minimum_advance_is_real_time_across_the_spring_jump(client, db_session, shop, clock):
    await open_around_the_clock(db_session)
    clock.move_to(at("2027-03-28T02:59:00+02:00"))  # the clocks jump to 04:00 in one minute

    # 04:09 on the wall is only 10 minutes away: too soon for a 30-minute minimum.
    await refused_with(client, db_session, order(shop, "2027-03-28T04:09:00+03:00"), TOO_SOON)
    # 04:30 is 31 minutes away.
    assert (await placed(client, order(shop, "2027-03-28T04:30:00+03:00")))["status"] == "SCHEDULED"


async def test_a_moment_in_the_first_03_30_is_past_during_the_second_one(client, db_session, shop, clock):
    await open_around_the_clock(db_session)
    clock.move_to(at("2026-10-25T03:10:00+02:00"))  # the repeated hour, winter time

    # 03:30 summer time was 40 minutes ago, though 03:30 is later than 03:10 on the wall.
    await refused_with(client, db_session, order(shop, "2026-10-25T03:30:00+03:00"), PAST)
    # 03:50 winter time is 40 minutes ahead.
    assert (await placed(client, order(shop, "2026-10-25T03:50:00+02:00")))["status"] == "SCHEDULED"
