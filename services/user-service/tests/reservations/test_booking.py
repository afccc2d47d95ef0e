"""Booking a table from the home page: the form's rules and messages, the booking
service's rules (off, schedule, holidays, advance), the seats of a time slot with the nearest free
times, the throttle per address, the guest's mail and the event the staff panels hear."""

from datetime import date, time, timedelta

import pytest
from sqlalchemy import delete, select

from bakery_devtools.testing.orders import now_local
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import HolidaySchedule, OutboxEvent, Reservation, ReservationSettings, Schedule, ScheduleType
from user_service.reservations import messages as m

OPENING, CLOSING = time(10, 0), time(22, 0)


@pytest.fixture
async def cafe(db_session, business):
    """Bookings on, 2 hours to 30 days ahead; the café open 10:00-22:00 every day, 10 seats per hour."""
    await db_session.execute(delete(Schedule))
    for day in range(1, 8):
        db_session.add(
            Schedule(
                schedule_type=ScheduleType.REGULAR,
                day_of_week=day,
                open=True,
                hours="10:00 - 22:00",
                opening_time=OPENING,
                closing_time=CLOSING,
            )
        )
    db_session.add(ReservationSettings(id=1, seats_per_slot=10, slot_minutes=60))
    await db_session.flush()
    await bump_last_key(db_session)
    return business


def tomorrow() -> date:
    return now_local().date() + timedelta(days=1)


def booking(**overrides) -> dict:
    body = {
        "fullName": "Ioana Popescu",
        "phoneNumber": "0722 123 456",
        "email": "ioana@example.ro",
        "reservationDate": tomorrow().isoformat(),
        "time": "19:00",
        "numberOfPeople": 2,
        "additionalInformation": "Aniversare",
    }
    return {**body, **overrides}


async def book(client, **overrides):
    return await client.post("/user-service/book-table", json=booking(**overrides))


async def test_a_guest_books_a_table_and_gets_a_mail_and_the_panels_hear_it(client, cafe, db_session, mailbox):
    response = await book(client)
    assert response.status_code == 201, response.text
    assert response.json()["message"] == "Rezervarea a fost trimisa cu succes!"

    saved = await db_session.get(Reservation, response.json()["id"])
    assert (saved.full_name, saved.phone_number, saved.time, saved.number_of_people) == (
        "Ioana Popescu",
        "0722123456",
        time(19),
        2,
    )
    assert saved.status.value == "PENDING"

    [mail] = mailbox.messages(to="ioana@example.ro")
    text = mailbox.text_of(mail)
    assert "Am primit rezervarea" in text and f"{tomorrow():%d-%m-%Y}" in text and "19:00" in text and "2 persoane" in text

    event = await db_session.scalar(select(OutboxEvent).order_by(OutboxEvent.id.desc()).limit(1))
    assert event.payload["type"] == "RESERVATION_NEW"
    assert event.payload["reservation"]["fullName"] == "Ioana Popescu"
    assert "orderNumber" not in event.payload  # the panel must not count it as an order
    assert event.payload["_audience"] == {}  # staff only


async def test_five_plus_is_sent_as_ten(client, cafe):
    assert (await book(client, numberOfPeople=10)).status_code == 201


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("fullName", "  ", m.FULL_NAME_REQUIRED),
        ("email", "nu-e-adresa", m.EMAIL_INVALID),
        ("phoneNumber", "12", m.PHONE_INVALID),
        ("reservationDate", "", m.DATE_REQUIRED),
        ("reservationDate", "2026-02-30", m.DATE_REQUIRED),
        ("time", "", m.TIME_REQUIRED),
        ("time", "25:00", m.TIME_REQUIRED),
        ("numberOfPeople", 0, m.PEOPLE_RULE),
        ("numberOfPeople", 6, m.PEOPLE_RULE),
    ],
)
async def test_the_form_rules_answer_with_their_message(client, cafe, field, value, message):
    response = await book(client, **{field: value})
    assert response.status_code == 422
    assert response.json()["errors"][field] == message


async def test_missing_fields_are_named(client, cafe):
    response = await client.post("/user-service/book-table", json={})
    assert response.status_code == 422
    errors = response.json()["errors"]
    assert errors["fullName"] == m.FULL_NAME_REQUIRED and errors["time"] == m.TIME_REQUIRED and errors["email"] == m.EMAIL_INVALID


async def test_bookings_switched_off_are_refused(client, cafe, db_session):
    cafe.booking_enabled = False
    await db_session.flush()
    response = await book(client)
    assert response.status_code == 422
    assert response.json()["message"] == m.BOOKING_OFF


async def test_a_time_outside_the_schedule_is_refused(client, cafe):
    response = await book(client, time="22:30")
    assert response.status_code == 422
    assert response.json()["errors"]["time"] == m.MOMENT_OUTSIDE_SCHEDULE


async def test_a_holiday_is_refused_by_name(client, cafe, db_session):
    db_session.add(HolidaySchedule(name="Crăciun", notification_message="Închis", start_date=tomorrow(), end_date=tomorrow()))
    await db_session.flush()
    await bump_last_key(db_session)
    response = await book(client)
    assert response.status_code == 422
    assert response.json()["message"] == m.MOMENT_HOLIDAY.format(name="Crăciun")


async def test_too_soon_too_late_and_past_are_refused(client, cafe):
    past = now_local() - timedelta(days=1)
    response = await book(client, reservationDate=past.date().isoformat())
    assert response.json()["message"] == m.MOMENT_PAST
    far = now_local().date() + timedelta(days=40)
    response = await book(client, reservationDate=far.isoformat())
    assert response.json()["message"] == m.MOMENT_TOO_LATE.format(maximum="30 zile")


async def test_too_soon_is_refused(client, cafe):
    # The minimum is 2 hours: a table within the next hour is too soon (when the café is open then).
    soon = now_local() + timedelta(minutes=61)
    response = await book(client, reservationDate=soon.date().isoformat(), time=f"{soon:%H:%M}")
    assert response.status_code == 422
    assert response.json()["message"] in (m.MOMENT_TOO_SOON.format(minimum="2 ore"), m.MOMENT_OUTSIDE_SCHEDULE)


async def test_a_full_slot_is_refused_naming_the_nearest_free_times(client, cafe, db_session):
    assert (await book(client, numberOfPeople=5, email="a@example.ro")).status_code == 201
    assert (await book(client, numberOfPeople=4, time="19:30", email="b@example.ro")).status_code == 201
    # 9 of the 10 seats of 19:00-20:00 are taken: two more do not fit, one does.
    response = await book(client, numberOfPeople=2, time="19:45", email="c@example.ro")
    assert response.status_code == 409
    expected = m.FULL_TRY.format(people="2 persoane", time="19:45", day=f"{tomorrow():%d-%m-%Y}", free="20:00, 21:00, 18:00")
    assert response.json()["message"] == expected
    assert response.json()["errors"]["time"] == expected
    assert (await book(client, numberOfPeople=1, time="19:15", email="c@example.ro")).status_code == 201
    count = len(list(await db_session.scalars(select(Reservation).where(Reservation.reservation_date == tomorrow()))))
    assert count == 3


async def test_a_declined_booking_frees_its_seats(client, cafe, db_session):
    first = await book(client, numberOfPeople=10, email="a@example.ro")
    assert (await book(client, numberOfPeople=1, email="b@example.ro")).status_code == 409
    reservation = await db_session.get(Reservation, first.json()["id"])
    reservation.status = reservation.status.__class__.DECLINED
    await db_session.flush()
    assert (await book(client, numberOfPeople=1, email="b@example.ro")).status_code == 201


async def test_repeated_bookings_from_one_address_are_throttled(client, cafe, test_settings):
    for hour in range(test_settings.bookings_per_email):
        assert (await book(client, time=f"{12 + hour}:00")).status_code == 201
    response = await book(client, time="18:00")
    assert response.status_code == 429
    assert "Retry-After" in response.headers


@pytest.mark.parametrize("day", ["0001-01-01", "9999-12-31"])
async def test_dates_no_calendar_of_ours_reaches_are_refused(client, cafe, day):
    response = await book(client, reservationDate=day)
    assert response.status_code == 422 and response.json()["errors"]["reservationDate"] == m.DATE_REQUIRED
