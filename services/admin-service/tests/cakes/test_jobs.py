"""What time alone does to custom cake requests, with the test's clock moved to the moments that
matter: a quote past its last valid day expires, a paid cake past its last day of changes locks,
the owner hears once of a request left waiting, the customer is reminded once the day before."""

from datetime import datetime, time, timedelta

import pytest
from sqlalchemy import select

from admin_service.cakes import messages as m
from admin_service.cakes.jobs import run_cake_jobs
from bakery_devtools.testing.orders import BUCHAREST
from bakery_devtools.testing.plugin import bound_sessionmaker
from bakery_shared.cakes import states
from bakery_shared.models import CakeRequestChange, CakeSetup, DeliveryMethod, RestPayment

from .conftest import GUEST_EMAIL, add_quote, cake_events, fresh, pay_deposit, today

OWNER = "contact@cofetarie-demo.ro"  # the demo business's address (the `business` fixture)


@pytest.fixture
def at(clock):
    """Moves the clock to `hour` in Sibiu, `days` from the day the test started on."""
    start = clock.today()

    def move(days: int, hour: int = 10, minute: int = 0) -> None:
        clock.move_to(datetime.combine(start + timedelta(days=days), time(hour, minute), tzinfo=BUCHAREST))

    move(0)
    return move


@pytest.fixture
def run_jobs(db_connection, test_settings, clock):
    async def run():
        return await run_cake_jobs(bound_sessionmaker(db_connection), test_settings, clock)

    return run


@pytest.fixture
def deliver_mail(client):
    return client._transport.app.state.mail_sender.send_due


async def test_a_quote_expires_the_day_after_its_last_valid_day(db_session, make_request, at, run_jobs):
    request = await make_request(days=10)
    await add_quote(db_session, request, valid_until=today() + timedelta(days=2))
    paid = await make_request(days=10)
    await pay_deposit(db_session, paid, await add_quote(db_session, paid, valid_until=today()), with_order=False)

    at(2, hour=23)
    assert (await run_jobs()).expired == []
    at(3, hour=0)
    done = await run_jobs()

    assert done.expired == [request.id]
    assert (await fresh(db_session, request)).status.value == "EXPIRED"
    change = await db_session.scalar(
        select(CakeRequestChange).where(CakeRequestChange.request_id == request.id).order_by(CakeRequestChange.id.desc())
    )
    assert (change.to_status.value, change.changed_by_id, change.message) == ("EXPIRED", None, m.EXPIRED_NOTE)
    assert await cake_events(db_session, request.id) == ["EXPIRED"]
    assert (await fresh(db_session, paid)).status.value == "ACCEPTED"
    assert (await run_jobs()).expired == []


async def test_only_the_latest_quote_decides_when_a_request_expires(db_session, make_request, at, run_jobs):
    request = await make_request(days=12)
    await add_quote(db_session, request, valid_until=today())
    await add_quote(db_session, request, valid_until=today() + timedelta(days=5))

    at(3)
    assert (await run_jobs()).expired == []
    assert (await fresh(db_session, request)).status.value == "QUOTED"


async def test_a_paid_cake_locks_the_day_after_its_last_day_of_changes(db_session, make_request, at, run_jobs):
    request = await make_request(days=10)
    await pay_deposit(db_session, request, await add_quote(db_session, request, lock_date=today() + timedelta(days=6)))

    at(6, hour=22)
    assert (await run_jobs()).locked == []
    at(7, hour=1)
    done = await run_jobs()

    assert done.locked == [request.id]
    assert (await fresh(db_session, request)).status.value == "LOCKED"
    assert await cake_events(db_session, request.id) == ["LOCKED"]


async def test_the_owner_hears_once_of_a_request_left_waiting(
    db_session, business, clock, make_request, at, run_jobs, deliver_mail, mailbox
):
    setup = await db_session.get(CakeSetup, 1)
    setup.alert_after_hours = 4
    business.second_alert_email = "patroana@example.ro"
    request = await make_request(days=10, made_ago=timedelta(hours=1))  # waiting since 9:00
    quoted = await make_request(days=10, made_ago=timedelta(hours=10))
    await add_quote(db_session, quoted)
    asked_again = await make_request(days=10, made_ago=timedelta(hours=10))
    await add_quote(db_session, asked_again)
    states.move(asked_again, states.S.REQUESTED, at=clock.now(), message="Vreau alt blat.")  # waiting since 10:00
    await db_session.flush()

    at(0, hour=12)
    assert (await run_jobs()).alerted == []
    at(0, hour=13, minute=30)
    done = await run_jobs()
    await deliver_mail()

    assert done.alerted == [request.id]
    for address in (OWNER, "patroana@example.ro"):
        [mail] = mailbox.messages(to=address)
        assert mail["Subject"] == m.WAITING_SUBJECT.format(
            name="Ioana Pop", day=(today() + timedelta(days=10)).strftime("%d-%m-%Y")
        )
        assert f"http://shop.test/comenzi/torturi/{request.id}" in mailbox.text_of(mail)
    assert (await fresh(db_session, request)).waiting_alert_sent_at is not None

    at(0, hour=14, minute=30)
    assert (await run_jobs()).alerted == [asked_again.id]  # waiting since the change was asked, not since made
    at(1)
    assert (await run_jobs()).alerted == []
    await deliver_mail()
    assert len(mailbox.messages(to=OWNER)) == 2


async def test_no_alert_when_the_owner_turned_it_off(db_session, business, make_request, at, run_jobs):
    setup = await db_session.get(CakeSetup, 1)
    setup.alert_after_hours = 0
    await make_request(days=10, made_ago=timedelta(days=2))
    assert (await run_jobs()).alerted == []


async def test_the_customer_is_reminded_once_the_day_before(db_session, make_request, at, run_jobs, deliver_mail, mailbox):
    request = await make_request(days=5, hour=16)
    await pay_deposit(db_session, request, await add_quote(db_session, request, "400.00", "30"))
    quoted = await make_request(days=5, email="altcineva@example.ro")
    await add_quote(db_session, quoted)
    later = await make_request(days=6, email="mai-tarziu@example.ro")
    await pay_deposit(db_session, later, await add_quote(db_session, later))

    at(3, hour=20)
    assert (await run_jobs()).reminded == []
    at(4, hour=7)
    assert (await run_jobs()).reminded == []  # not in the night
    at(4, hour=9)
    done = await run_jobs()
    await deliver_mail()

    assert done.reminded == [request.id]
    [mail] = mailbox.messages(to=GUEST_EMAIL)
    assert mail["Subject"] == m.REMINDER_SUBJECT.format(day=(today() + timedelta(days=1)).strftime("%d-%m-%Y"))
    text = mailbox.text_of(mail)
    assert "la ora 16:00" in text and "Cofetăria din centru" in text
    assert "Rest de plată la ridicare: 280,00 RON" in text
    assert mailbox.messages(to="altcineva@example.ro") == [] and mailbox.messages(to="mai-tarziu@example.ro") == []

    at(4, hour=18)
    assert (await run_jobs()).reminded == []
    await deliver_mail()
    assert len(mailbox.messages(to=GUEST_EMAIL)) == 1


async def test_a_delivered_cake_charged_automatically_is_reminded_with_its_address(
    db_session, make_request, at, run_jobs, deliver_mail, mailbox
):
    address = {"streetAddress": "Str. Mare", "streetNumberAddress": "5", "appartmentNumber": "14", "city": "Sibiu"}
    request = await make_request(
        days=2, hour=12, delivery_method=DeliveryMethod.DELIVERY, delivery_details=address, rest_payment=RestPayment.CARD_AUTO
    )
    await pay_deposit(db_session, request, await add_quote(db_session, request, "400.00", "30"))

    at(1, hour=11)
    assert (await run_jobs()).reminded == [request.id]
    await deliver_mail()

    text = mailbox.text_of(mailbox.messages(to=GUEST_EMAIL)[0])
    assert "vă livrăm tortul la adresa Str. Mare 5, ap. 14, Sibiu" in text
    assert "Restul de 280,00 RON se încasează automat de pe cardul salvat" in text
