"""Every mail goes through the durable queue: a request never waits for SMTP, a mail server that
is down loses nothing, retries back off, and each mail leaves once."""

import asyncio
from collections import Counter
from datetime import timedelta

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from bakery_devtools import servers
from bakery_devtools.smtp_sink import read_mails, start_sink
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import Mailbox, live_server, service_client
from bakery_shared.mail import Mailer, MailSender, queue_mail
from bakery_shared.mail.mailer import Mail
from bakery_shared.models import BusinessSetup, MailStatus, QueuedMail
from user_service.main import create_app

PLACE = "/user-service/place-order"


@pytest.fixture
async def cake(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    product = await make_product(db_session, await make_category(db_session), prices=("45.00",))
    return checkout([product_line(product.id, product.dimensions[0].id)], location_id=location.id)


@pytest.fixture
def closed_port() -> int:
    """A port where no mail server listens (yet)."""
    return servers.free_port()


async def test_an_order_is_saved_while_smtp_is_down_and_its_receipt_leaves_once_it_is_back(
    test_settings, db_connection, db_session, redis_client, cake, closed_port, clock, tmp_path
):
    settings = test_settings.model_copy(update={"smtp_port": closed_port})
    async with service_client(create_app(settings), db_connection) as client:
        before = clock.now()
        placed = await client.post(PLACE, json=cake)
        assert placed.status_code == 201

        queued = {m.purpose: m for m in await db_session.scalars(select(QueuedMail))}
        # The receipt, and the business's "no panel is open" alert: both wait, neither is lost.
        assert sorted(queued) == ["order_no_panel", "order_receipt"]
        mail = queued["order_receipt"]
        assert (mail.recipient, mail.status, mail.attempts) == ("ana@example.ro", MailStatus.WAITING, 1)
        assert "ConnectionRefused" in mail.last_error or "Connect" in mail.last_error
        # The first retry comes 5 s after the refused attempt, which happened during the call:
        # bounded by the instants around it, however long a loaded machine took to answer.
        assert before + timedelta(seconds=5) <= mail.next_attempt_at <= clock.now() + timedelta(seconds=5)

        sink = start_sink(tmp_path, port=closed_port)  # the mail server is back
        try:
            sender = client._transport.app.state.mail_sender
            # The sender stopped at the first refusal; the alert, never tried, goes now; the
            # receipt waits for its retry time.
            assert await sender.send_due() == 1
            assert [m["Subject"] for m in read_mails(tmp_path)] == [
                f"Comandă nouă fără niciun panou deschis: nr. {placed.json()['orderNumber']}"
            ]
            clock.move_to(mail.next_attempt_at)
            assert await sender.send_due() == 1
        finally:
            sink.stop()

    [received] = [m for m in read_mails(tmp_path) if m["To"] == "ana@example.ro"]
    assert received["Subject"] == f"Comanda nr. {placed.json()['orderNumber']} a fost primită"
    await db_session.refresh(mail)
    assert (mail.status, mail.attempts, mail.last_error) == (MailStatus.SENT, 2, None)
    assert received["Message-ID"] == mail.message_id  # the same id on every attempt


async def test_retries_back_off_and_a_mail_is_given_up_with_its_reason(test_settings, db_session, closed_port, clock):
    settings = test_settings.model_copy(update={"smtp_port": closed_port, "mail_max_attempts": 3, "mail_retry_seconds": 5})
    mail = queue_mail(db_session, Mail("ana@example.ro", "Test", "<p>x</p>", "x", "test"), clock.now())
    await db_session.flush()
    sender = MailSender(
        lambda: async_sessionmaker(bind=db_session.bind, join_transaction_mode="create_savepoint"),
        Mailer(settings),
        clock,
        settings,
    )

    waits = []
    for _ in range(3):
        assert await sender.send_due() == 0
        await db_session.refresh(mail)
        waits.append(round((mail.next_attempt_at - clock.now()).total_seconds()))
        clock.move_to(mail.next_attempt_at)

    assert waits[:2] == [5, 10]  # 5 s, then twice as long
    assert (mail.status, mail.attempts) == (MailStatus.FAILED, 3)
    assert mail.last_error
    assert await sender.send_due() == 0  # a mail given up is not tried again


async def test_a_refused_request_queues_no_mail(client, db_session, business):
    response = await client.post(PLACE, json=checkout([]))

    assert response.status_code == 422
    assert await db_session.scalar(select(func.count()).select_from(QueuedMail)) == 0


async def test_two_senders_deliver_every_mail_exactly_once(fresh_database, test_settings, clock, tmp_path):
    url, engine = fresh_database
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    async with sessions() as session, session.begin():
        for number in range(30):
            queue_mail(
                session,
                Mail(f"client{number}@example.ro", f"Comanda {number}", "<p>x</p>", "x", "test"),
                clock.now(),
                batch="lot-1",
            )

    port = servers.free_port()
    sink = start_sink(tmp_path, port=port)
    settings = test_settings.model_copy(update={"database_url": url, "smtp_port": port})
    try:
        senders = [MailSender(lambda: sessions, Mailer(settings), clock, settings) for _ in range(2)]
        sent = await asyncio.gather(*(sender.send_due() for sender in senders))
    finally:
        sink.stop()

    assert sum(sent) == 30
    received = read_mails(tmp_path)
    assert sorted(Counter(m["To"] for m in received).values()) == [1] * 30
    async with sessions() as session:
        by_status = await session.execute(
            select(QueuedMail.status, func.count()).where(QueuedMail.batch == "lot-1").group_by(QueuedMail.status)
        )
    assert dict(by_status.all()) == {MailStatus.SENT: 30}


async def test_a_burst_of_orders_while_smtp_is_down_all_get_their_receipts_once_it_is_back(
    fresh_database, test_settings, redis_client, tmp_path
):
    url, engine = fresh_database
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    async with sessions() as session, session.begin():
        session.add(
            BusinessSetup(
                id=1,
                name="Cofetăria",
                country="România",
                pickup_enabled=True,
                pickup_as_soon_as_possible_enabled=True,
                cash_payment=True,
            )
        )
        await open_around_the_clock(session)
        location = await make_pickup_location(session)
        product = await make_product(session, await make_category(session))
        body = checkout([product_line(product.id, product.dimensions[0].id)], location_id=location.id)

    port = servers.free_port()
    settings = test_settings.model_copy(
        update={
            "database_url": url,
            "smtp_port": port,
            "mail_retry_seconds": 0.2,
            "mail_poll_seconds": 0.1,
            # Twenty orders at once wait for the pool's connections; on a loaded machine longer than
            # the 5 s a shopper is made to wait, and this test is about their mails, not the pool.
            "database_pool_timeout_seconds": 60,
        }
    )
    async with live_server(create_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:
        answers = await asyncio.gather(*(http.post(PLACE, json=body) for _ in range(20)))
        assert [a.status_code for a in answers] == [201] * 20

        sink = start_sink(tmp_path, port=port)  # the mail server comes back
        try:
            async with asyncio.timeout(30):
                while len(await asyncio.to_thread(read_mails, tmp_path)) < 20:
                    await asyncio.sleep(0.05)
        finally:
            sink.stop()

    numbers = sorted(a.json()["orderNumber"] for a in answers)
    subjects = sorted(m["Subject"] for m in Mailbox(tmp_path).messages())
    assert subjects == sorted(f"Comanda nr. {n} a fost primită" for n in numbers)
    async with sessions() as session:
        assert await session.scalar(select(func.count()).select_from(QueuedMail).where(QueuedMail.status != MailStatus.SENT)) == 0


async def test_the_pace_is_one_budget_for_every_sender(test_settings, redis_client, clock):
    """MAIL_PER_SECOND holds across processes: a sender waits for what the others sent too."""
    from bakery_shared.mail.queue import PACE_KEY

    settings = test_settings.model_copy(update={"mail_per_second": 1})
    unused = async_sessionmaker()
    senders = [MailSender(lambda: unused, Mailer(settings), clock, settings, redis=redis_client) for _ in range(2)]
    # Twenty mails a second each, at one a second: the first waits out its own twenty seconds,
    # the second its own after the first's.
    first = await senders[0].reserve_pace(20 / settings.mail_per_second)
    second = await senders[1].reserve_pace(20 / settings.mail_per_second)
    assert 19 < first <= 20
    assert 39 < second <= 40
    assert await redis_client.pttl(PACE_KEY) / 1000 > 39


async def test_without_redis_each_sender_keeps_the_pace_by_itself(test_settings, clock):
    from redis.asyncio import Redis

    from bakery_devtools import servers

    settings = test_settings.model_copy(update={"mail_per_second": 1})
    nowhere = Redis(port=servers.free_port(), socket_connect_timeout=1)
    sender = MailSender(lambda: async_sessionmaker(), Mailer(settings), clock, settings, redis=nowhere)
    try:
        assert await sender.reserve_pace(20) == 20
    finally:
        await nowhere.aclose()
