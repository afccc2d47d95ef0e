"""A webhook counts only when signed within 300 s of now, before or after: a captured event
replayed later, or signed with a timestamp ahead of time to be replayed later, is refused.
Stripe signs in real time, so these sign at real time too, with half a minute to spare for a
loaded machine between signing and checking."""

from decimal import Decimal
import time

from sqlalchemy import func, select

from bakery_devtools.testing.payments import authorized_intent, signed_event
from bakery_shared.models import PaymentEvent

from .test_webhooks_and_reconciliation import WEBHOOK, attach_intent

REFUSED = "Semnătura evenimentului de plată nu este validă."


async def test_a_webhook_signed_over_five_minutes_ago_or_ahead_is_refused_and_one_just_inside_settles(online_shop, db_session):
    placed = await online_shop.place_online(1)
    intent = await authorized_intent(online_shop.settings, placed.number, Decimal(placed.total))
    await attach_intent(db_session, placed, intent.id)
    now = int(time.time())

    for signed_at, event_id in ((now - 310, "evt_stale"), (now + 330, "evt_ahead"), (now + 3600, "evt_an_hour_ahead")):
        body, headers = signed_event(online_shop.settings, intent.id, event_id=event_id, signed_at=signed_at)
        response = await online_shop.client.post(WEBHOOK, content=body, headers=headers)
        assert response.status_code == 400, event_id
        assert response.json()["message"] == REFUSED
        assert (await online_shop.status(placed))["status"] == "AWAITING_PAYMENT"
    assert await db_session.scalar(select(func.count()).select_from(PaymentEvent)) == 0

    body, headers = signed_event(online_shop.settings, intent.id, event_id="evt_in_time", signed_at=now - 270)
    response = await online_shop.client.post(WEBHOOK, content=body, headers=headers)

    assert (response.status_code, response.json()) == (200, {"received": True})
    detail = await online_shop.status(placed)
    assert detail["status"] == "NEW" and detail["cardPayment"]["state"] == "AUTHORIZED"
