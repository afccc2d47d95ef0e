"""The demo bakery's customers: a few hundred accounts and guests, a few of them regulars."""

from dataclasses import dataclass
from datetime import datetime, timedelta
import random
import unicodedata

from .calendar import earlier_today
from .people_data import FIRST_NAMES, LAST_NAMES, MAIL_DOMAINS

ACCOUNTS = 320
GUESTS = 260


@dataclass
class Person:
    first_name: str
    last_name: str
    email: str
    phone_number: str
    # How often they order compared with others (a few regulars, many occasional buyers).
    weight: float
    # Accounts only: when it was made; they order only after it.
    joined: datetime | None = None
    user_id: int | None = None
    newsletter: bool = False


def _ascii(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()


def _people(rng: random.Random, count: int, taken: set[str]) -> list[Person]:
    people = []
    while len(people) < count:
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        email = f"{_ascii(first)}.{_ascii(last)}{rng.choice(['', str(rng.randint(1, 99))])}@{rng.choice(MAIL_DOMAINS)}"
        if email in taken:
            continue
        taken.add(email)
        phone = f"07{rng.choice('2345678')}{rng.randint(0, 9_999_999):07d}"
        people.append(Person(first, last, email, phone, weight=rng.paretovariate(1.6)))
    return people


def customers(rng: random.Random, now: datetime, first_day: datetime) -> tuple[list[Person], list[Person]]:
    """(accounts, guests). Accounts joined over the six months (a third before them, two today)."""
    taken: set[str] = set()
    accounts = _people(rng, ACCOUNTS, taken)
    span = (now - first_day).total_seconds()
    for number, person in enumerate(accounts):
        if number < 2:  # the dashboard's new customers of today
            person.joined = earlier_today(now, rng.randint(20, 90))
        elif number < ACCOUNTS // 3:
            person.joined = first_day - timedelta(days=rng.randint(1, 400))
        else:
            person.joined = first_day + timedelta(seconds=rng.uniform(0, span - 3600))
        person.newsletter = rng.random() < 0.4
    return accounts, _people(rng, GUESTS, taken)
