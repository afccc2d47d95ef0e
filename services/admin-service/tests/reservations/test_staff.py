"""The staff's reservations view: who may see and answer bookings, the guest's mail for
each answer, the event the panels hear, and the seats per slot the owner sets."""

from datetime import date, time, timedelta

import pytest
from sqlalchemy import select

from admin_service.reservations import messages as m
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import OutboxEvent, Reservation, ReservationSettings, ReservationStatus


def today() -> date:
    return current_clock().local_now().date()


@pytest.fixture
def reservation(db_session):
    async def make(day: date | None = None, at: time = time(19), name: str = "Ioana Popescu", email: str = "ioana@example.ro"):
        row = Reservation(
            full_name=name,
            phone_number="0722123456",
            email=email,
            reservation_date=day or today(),
            time=at,
            number_of_people=4,
            status=ReservationStatus.PENDING,
            created_at=current_clock().now(),
        )
        db_session.add(row)
        await db_session.flush()
        return row

    return make


@pytest.mark.parametrize(("who", "status"), [("anonymous", 401), ("customer", 403), ("manager", 200), ("admin", 200)])
async def test_who_sees_the_reservations(client, staff, reservation, who, status):
    await reservation()
    response = await client.get("/admin-service/reservations", headers=staff[who])
    assert response.status_code == status


@pytest.mark.parametrize(("who", "status"), [("anonymous", 401), ("customer", 403), ("manager", 200), ("admin", 200)])
async def test_who_answers_a_booking(client, staff, reservation, who, status):
    row = await reservation()
    assert (await client.post(f"/admin-service/reservations/{row.id}/confirm", headers=staff[who])).status_code == status
    row2 = await reservation(email="b@example.ro")
    declined = await client.post(f"/admin-service/reservations/{row2.id}/decline", headers=staff[who], json={"reason": "Plin"})
    assert declined.status_code == status


@pytest.mark.parametrize(("who", "status"), [("anonymous", 401), ("customer", 403), ("manager", 403), ("admin", 200)])
async def test_only_the_admin_sets_the_seats(client, staff, who, status):
    body = {"seatsPerSlot": 12, "slotMinutes": 30}
    assert (await client.post("/admin-service/reservations/settings", headers=staff[who], json=body)).status_code == status
    assert (await client.get("/admin-service/reservations/settings", headers=staff[who])).status_code == status


async def test_today_upcoming_and_past(client, staff, reservation):
    await reservation(at=time(20), name="Azi Doi")
    await reservation(at=time(12), name="Azi Unu")
    await reservation(day=today() + timedelta(days=3), name="Curând")
    await reservation(day=today() - timedelta(days=2), name="Trecut")

    def names(response):
        return [r["fullName"] for r in response.json()["content"]]

    todays = await client.get("/admin-service/reservations?when=today", headers=staff["manager"])
    assert names(todays) == ["Azi Unu", "Azi Doi"] and todays.json()["totalElements"] == 2
    assert names(await client.get("/admin-service/reservations?when=upcoming", headers=staff["manager"])) == ["Curând"]
    assert names(await client.get("/admin-service/reservations?when=past", headers=staff["manager"])) == ["Trecut"]


async def test_a_manager_confirms_and_the_guest_is_mailed(client, staff, reservation, db_session, mailbox):
    row = await reservation(day=today() + timedelta(days=1))
    response = await client.post(f"/admin-service/reservations/{row.id}/confirm", headers=staff["manager"])
    assert response.status_code == 200
    assert response.json()["status"] == "CONFIRMED"
    await db_session.refresh(row)
    assert row.decided_by_id == staff["manager_id"]
    [mail] = mailbox.messages(to="ioana@example.ro")
    assert "confirmată" in mail["Subject"]
    assert "este confirmată" in mailbox.text_of(mail) and "19:00" in mailbox.text_of(mail)
    event = await db_session.scalar(select(OutboxEvent).order_by(OutboxEvent.id.desc()).limit(1))
    assert event.payload["type"] == "RESERVATION_CHANGED" and event.payload["reservation"]["status"] == "CONFIRMED"

    again = await client.post(f"/admin-service/reservations/{row.id}/confirm", headers=staff["manager"])
    assert again.status_code == 409
    assert again.json()["message"] == m.ALREADY_ANSWERED.format(status="confirmată")


async def test_a_decline_needs_a_reason_and_mails_it(client, staff, reservation, mailbox):
    row = await reservation()
    blank = await client.post(f"/admin-service/reservations/{row.id}/decline", headers=staff["manager"], json={"reason": "  "})
    assert blank.status_code == 422 and blank.json()["errors"]["reason"] == m.REASON_REQUIRED
    response = await client.post(
        f"/admin-service/reservations/{row.id}/decline", headers=staff["manager"], json={"reason": "Avem un eveniment privat."}
    )
    assert response.status_code == 200 and response.json()["declineReason"] == "Avem un eveniment privat."
    [mail] = mailbox.messages(to="ioana@example.ro")
    assert "Avem un eveniment privat." in mailbox.text_of(mail)


async def test_an_unknown_reservation_is_404(client, staff):
    response = await client.post("/admin-service/reservations/999999/confirm", headers=staff["manager"])
    assert response.status_code == 404 and response.json()["message"] == m.RESERVATION_NOT_FOUND


async def test_the_owner_sets_the_seats_per_slot(client, staff, db_session):
    bad = await client.post(
        "/admin-service/reservations/settings", headers=staff["admin"], json={"seatsPerSlot": 0, "slotMinutes": 45}
    )
    assert bad.status_code == 422
    assert bad.json()["errors"] == {"seatsPerSlot": m.SEATS_RULE, "slotMinutes": m.SLOT_RULE}
    ok = await client.post(
        "/admin-service/reservations/settings", headers=staff["admin"], json={"seatsPerSlot": 12, "slotMinutes": 30}
    )
    assert ok.json() == {"seatsPerSlot": 12, "slotMinutes": 30}
    saved = await db_session.get(ReservationSettings, 1)
    assert (saved.seats_per_slot, saved.slot_minutes) == (12, 30)
