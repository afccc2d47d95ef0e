"""What customers did besides ordering: reviews of delivered orders (some still waiting for the
owner, some hidden), table bookings, newsletter subscriptions and the one newsletter sent."""

from datetime import date, datetime, time, timedelta
import random

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.models import OrderStatus, ReservationStatus, ReviewStatus

from .calendar import earlier_today
from .orders import Draft
from .people import Person
from .people_data import RESERVATION_DECLINE, RESERVATION_NOTES, REVIEWS

REVIEW_COLUMNS = ("order_id", "user_id", "author_name", "rating", "text", "status", "created_at")
RESERVATION_COLUMNS = (
    "full_name", "phone_number", "email", "reservation_date", "time", "number_of_people", "additional_information",
    "created_at", "status", "decline_reason", "decided_at", "decided_by_id",
)  # fmt: skip
SUBSCRIBER_COLUMNS = ("email", "subscribed_at", "unsubscribed_at", "consent", "confirmed_at", "consent_at", "source")


def reviews(rng: random.Random, drafts: list[Draft], order_ids: list[int], now: datetime) -> list[tuple]:
    """About one delivered order in nine is reviewed a day or two later; the owner has published most,
    hidden a few (mostly the harsh ones) and not yet read the last days' ones."""
    records = []
    for draft, order_id in zip(drafts, order_ids, strict=True):
        if draft.status != OrderStatus.DELIVERED or rng.random() > 0.11:
            continue
        written = draft.updated_at + timedelta(hours=rng.randint(3, 48))
        if written >= now:
            continue
        rating, text = rng.choice(REVIEWS)
        if now - written < timedelta(days=4):
            status = ReviewStatus.PENDING
        elif rating <= 2:
            status = ReviewStatus.HIDDEN if rng.random() < 0.6 else ReviewStatus.PUBLISHED
        else:
            status = ReviewStatus.HIDDEN if rng.random() < 0.03 else ReviewStatus.PUBLISHED
        person = draft.person
        author = f"{person.first_name} {person.last_name[0]}."
        records.append((order_id, person.user_id if draft.account else None, author, rating, text, status.value, written))
    return records


def reservations(rng: random.Random, people: list[Person], today: date, staff: list[int], now: datetime) -> list[tuple]:
    """Two months of bookings behind and two weeks ahead: past ones answered, today's confirmed, the
    coming ones partly still waiting."""
    records = []
    for offset in range(-60, 15):
        day = today + timedelta(days=offset)
        count = 3 if offset == 0 else rng.choices((0, 1, 2, 3, 4), weights=(15, 30, 30, 15, 10))[0]
        for _ in range(count):
            person = rng.choice(people)
            slot = time(rng.randint(10, 18), rng.choice((0, 30)))
            made = min(
                datetime.combine(day, time(9), BUSINESS_ZONE) - timedelta(days=rng.randint(1, 6)), now - timedelta(hours=1)
            )
            if offset > 2 and rng.random() < 0.5:
                status, decided = ReservationStatus.PENDING, None
            else:
                status = ReservationStatus.DECLINED if rng.random() < 0.1 else ReservationStatus.CONFIRMED
                decided = min(made + timedelta(hours=rng.randint(1, 5)), now - timedelta(minutes=5))
            records.append(
                (f"{person.first_name} {person.last_name}", person.phone_number, person.email, day, slot,
                 rng.choices((2, 3, 4, 5, 6, 10), weights=(40, 20, 20, 8, 8, 4))[0], rng.choice(RESERVATION_NOTES),
                 made, status.value, RESERVATION_DECLINE if status == ReservationStatus.DECLINED else None, decided,
                 rng.choice(staff) if decided and staff else None)
            )  # fmt: skip
    return records


def subscribers(
    rng: random.Random, accounts: list[Person], guests: list[Person], now: datetime, first_day: datetime
) -> list[tuple]:
    """The accounts that ticked the newsletter, some guests from the footer and the popup; most
    confirmed the mail, a few left; two subscribed today (the dashboard counts them)."""
    span = (now - first_day).total_seconds()
    chosen = [p for p in accounts if p.newsletter] + rng.sample(guests, len(guests) // 3)
    records = []
    for number, person in enumerate(chosen):
        joined = person.joined if person.joined and person.joined < now else first_day + timedelta(seconds=rng.uniform(0, span))
        if number < 2:
            joined = earlier_today(now, rng.randint(5, 120))
        confirmed = joined + timedelta(minutes=rng.randint(2, 600)) if rng.random() < 0.85 else None
        confirmed = confirmed if confirmed is None or confirmed < now else None
        left = (
            now - timedelta(days=rng.randint(1, 30))
            if confirmed and rng.random() < 0.06 and confirmed < now - timedelta(days=31)
            else None
        )
        source = "cont" if person.newsletter else rng.choice(("footer", "popup"))
        records.append((person.email, joined, left, True, confirmed, joined, source))
    return records


def newsletter(records: list[tuple], now: datetime) -> tuple[datetime, int]:
    """When the one newsletter went out (three weeks ago) and to how many confirmed subscribers."""
    sent = now - timedelta(days=21)
    reached = sum(1 for r in records if r[4] is not None and r[4] < sent and (r[2] is None or r[2] > sent))
    return sent, reached
