"""Two staff declining the same cake request at the same moment, through a real server with real
commits: one wins, the other hears in Romanian that it is already declined, the request has one
refusal in its history and its customer one mail.

The ASGI test client shares the test's one connection, so this runs uvicorn on a database of its own."""

import asyncio
import secrets

import httpx
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from admin_service.cakes import messages as m
from admin_service.main import create_app as create_admin_app
from bakery_devtools.seed.business_data import BUSINESS
from bakery_devtools.testing.orders import bearer, make_user
from bakery_devtools.testing.plugin import current_clock, live_server
from bakery_shared.cakes import states
from bakery_shared.models import (
    BusinessSetup,
    CakeRequest,
    CakeRequestChange,
    CakeRequestStatus,
    DeliveryMethod,
    QueuedMail,
    Role,
)

from .conftest import event_at

REQUESTS = 4


async def test_two_staff_declining_one_request_at_once_make_one_refusal(fresh_database, test_settings, redis_client):
    url, engine = fresh_database
    async with engine.begin() as connection, AsyncSession(bind=connection, expire_on_commit=False) as session:
        session.add(BusinessSetup(id=1, **{**BUSINESS, "email": None}))
        maria = await make_user(session, Role.MANAGER, "maria@cofetarie.ro", "Maria")
        andrei = await make_user(session, Role.ADMIN, "andrei@cofetarie.ro", "Andrei")
        requests = []
        for n in range(REQUESTS):
            request = CakeRequest(
                follow_key_hash=secrets.token_hex(32),
                event_moment=event_at(10),
                delivery_method=DeliveryMethod.PICKUP,
                contact_name="Ioana Pop",
                contact_email=f"ioana{n}@example.ro",
                contact_phone="0722 123 456",
                servings=12,
                flavour="Vanilie",
                filling="Mascarpone",
            )
            states.move(request, states.S.REQUESTED, at=current_clock().now())
            session.add(request)
            requests.append(request)
        await session.flush()
        ids = [r.id for r in requests]
    settings = test_settings.model_copy(update={"database_url": url, "database_pool_size": 10})
    staff = {maria.id: bearer(settings, maria), andrei.id: bearer(settings, andrei)}

    async with live_server(create_admin_app(settings)) as admin, httpx.AsyncClient(base_url=admin, timeout=30) as panel:

        async def decline(request_id: int, who: int) -> tuple[int, httpx.Response]:
            reason = f"Refuzat de {who}."
            return who, await panel.post(
                f"/admin-service/cake-requests/{request_id}/decline", headers=staff[who], json={"reason": reason}
            )

        races = await asyncio.gather(
            *(asyncio.gather(decline(request_id, maria.id), decline(request_id, andrei.id)) for request_id in ids)
        )

    async with engine.connect() as connection:
        for request_id, answers in zip(ids, races, strict=True):
            assert sorted(r.status_code for _, r in answers) == [200, 409], [r.text for _, r in answers]
            [winner] = [who for who, r in answers if r.status_code == 200]
            [lost] = [r for _, r in answers if r.status_code == 409]
            assert lost.json()["message"] == m.CANNOT_DECLINE.format(status="refuzată")
            refusals = (
                await connection.execute(
                    select(CakeRequestChange.changed_by_id, CakeRequestChange.message).where(
                        CakeRequestChange.request_id == request_id, CakeRequestChange.to_status == CakeRequestStatus.DECLINED
                    )
                )
            ).all()
            assert refusals == [(winner, f"Refuzat de {winner}.")]
            email = await connection.scalar(select(CakeRequest.contact_email).where(CakeRequest.id == request_id))
            mails = await connection.scalar(select(func.count()).select_from(QueuedMail).where(QueuedMail.recipient == email))
            assert mails == 1
