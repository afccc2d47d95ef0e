"""What both services say about a table booking: its answer shape, its event for the staff panels
and the guest's mails (received by user-service, confirmed or declined by admin-service)."""

from datetime import date, datetime
from typing import Any

from ..clock import BUSINESS_ZONE
from ..mail.mailer import Mail, render_mail
from ..models import Reservation, ReservationStatus
from ..schemas import ReadModel

AUDIENCE = "_audience"
RESERVATION_NEW = "RESERVATION_NEW"
RESERVATION_CHANGED = "RESERVATION_CHANGED"
# "5+" on the form is sent as 10.
MANY_PEOPLE = 10

STATUS_TITLES = {
    ReservationStatus.PENDING: "În așteptare",
    ReservationStatus.CONFIRMED: "Confirmată",
    ReservationStatus.DECLINED: "Refuzată",
}


class ReservationOut(ReadModel):
    id: int
    full_name: str
    phone_number: str
    email: str
    reservation_date: date
    time: str
    number_of_people: int
    additional_information: str | None
    status: ReservationStatus
    decline_reason: str | None
    created_at: datetime


def reservation_out(reservation: Reservation) -> ReservationOut:
    return ReservationOut(
        id=reservation.id,
        full_name=reservation.full_name,
        phone_number=reservation.phone_number,
        email=reservation.email,
        reservation_date=reservation.reservation_date,
        time=f"{reservation.time:%H:%M}",
        number_of_people=reservation.number_of_people,
        additional_information=reservation.additional_information,
        status=reservation.status,
        decline_reason=reservation.decline_reason,
        created_at=reservation.created_at.astimezone(BUSINESS_ZONE),
    )


def reservation_event(reservation: Reservation, kind: str) -> dict[str, Any]:
    """For the staff panels only (an empty audience reaches staff sockets alone); no `orderNumber`,
    so the panel never counts it as an order."""
    return {"type": kind, "reservation": reservation_out(reservation).model_dump(mode="json", by_alias=True), AUDIENCE: {}}


def people_text(count: int) -> str:
    if count >= MANY_PEOPLE:
        return "peste 5 persoane"
    return "1 persoană" if count == 1 else f"{count} persoane"


SUBJECTS = {
    ReservationStatus.PENDING: "Am primit rezervarea dumneavoastră — Cofetăria Dulce",
    ReservationStatus.CONFIRMED: "Rezervarea dumneavoastră este confirmată — Cofetăria Dulce",
    ReservationStatus.DECLINED: "Rezervarea dumneavoastră nu a putut fi confirmată — Cofetăria Dulce",
}


def reservation_mail(reservation: Reservation) -> Mail:
    """The guest's mail for the reservation's current status."""
    return render_mail(
        "reservation",
        to=reservation.email,
        subject=SUBJECTS[reservation.status],
        status=reservation.status.value,
        full_name=reservation.full_name,
        day=f"{reservation.reservation_date:%d-%m-%Y}",
        time=f"{reservation.time:%H:%M}",
        people=people_text(reservation.number_of_people),
        reason=reservation.decline_reason,
    )
