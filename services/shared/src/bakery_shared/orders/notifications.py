"""What the world hears about an order: outbox events for the panels and the customer's page, and mails.

Events go into the outbox inside the order's transaction; mails leave in after-commit hooks, so
nothing is announced that was not saved, and a failed mail never undoes an order.
"""

import asyncio
import contextlib
from datetime import datetime
import hashlib
import logging
from typing import Any

from fastapi import FastAPI
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from ..business.schedule import BUSINESS_ZONE
from ..db import after_commit
from ..mail.mailer import Mailer, render_mail
from ..models import DeliveryMethod, Order, OrderStatus
from ..presence import staff_panels_online
from ..settings import Settings
from . import messages as m
from .pricing import ro_money
from .read_models import client_name, order_date, time_to_prepare
from .schemas import OrderDetailOut

log = logging.getLogger(__name__)

AUDIENCE = "_audience"
STATUS_CHANGED = "ORDER_STATUS_CHANGED"
METHOD_NAMES = {
    DeliveryMethod.PICKUP: "Ridicare personală",
    DeliveryMethod.DELIVERY: "Livrare la domiciliu",
    DeliveryMethod.RESTAURANT: "La restaurant",
}
STATUS_TITLES = {
    OrderStatus.NEW: "Nouă",
    OrderStatus.CONFIRMED: "Acceptată",
    OrderStatus.REJECTED: "Respinsă",
    OrderStatus.DELIVERED: "Livrată",
    OrderStatus.SCHEDULED: "Programată",
}


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def follow_url(order_number: str, token: str) -> str:
    return f"/comanda/{order_number}?cheie={token}"


def audience(order: Order) -> dict[str, Any]:
    return {"userId": order.user_id, "orderAccess": order.guest_access_token_hash}


def new_order_event(order: Order) -> dict[str, Any]:
    return {
        "orderNumber": order.order_number,
        "id": order.id,
        "status": order.status.value,
        "client": client_name(order),
        "totalPrice": f"{order.total_price:.2f}",
        "orderDate": order_date(order.created_at),
        "deliveryMethodChosen": order.delivery_method.value,
        "pickupOrDeliveryMoment": order.pickup_or_delivery_moment.isoformat() if order.pickup_or_delivery_moment else None,
        AUDIENCE: audience(order),
    }


def status_changed_event(order: Order) -> dict[str, Any]:
    return {
        "type": STATUS_CHANGED,
        "order": {
            "id": order.id,
            "orderNumber": order.order_number,
            "status": order.status.value,
            "orderTimeToPrepare": time_to_prepare(order),
            "rejectionReason": order.rejection_reason,
        },
        AUDIENCE: audience(order),
    }


def format_moment(moment: datetime | None) -> str:
    if moment is None:
        return "cât mai repede"
    return moment.astimezone(BUSINESS_ZONE).strftime("%d-%m-%Y, ora %H:%M")


def _mail_context(detail: OrderDetailOut, settings: Settings, link: str | None) -> dict[str, Any]:
    address = None
    if detail.deliveryMethodChosen == DeliveryMethod.DELIVERY:
        d = detail.deliveryDetailsBean
        parts = [f"{d.streetAddress} {d.streetNumberAddress}"]
        if d.buildingNumber:
            parts.append(f"bloc {d.buildingNumber}")
        if d.appartmentNumber:
            parts.append(f"ap. {d.appartmentNumber}")
        parts.append(d.city or "")
        address = ", ".join(p for p in parts if p)
    return {
        "order": detail,
        "money": ro_money,
        "method": METHOD_NAMES[detail.deliveryMethodChosen],
        "moment": format_moment(detail.pickupOrDeliveryMoment),
        "address": address,
        "status": STATUS_TITLES[detail.status],
        "link": link,
        "panel_link": f"{settings.public_url}/comenzi/{detail.id}",
    }


async def _send(mailer: Mailer, mail) -> None:
    try:
        await mailer.send(mail)
    except Exception:
        log.exception("order mail to %s failed", mail.to)


def send_after_commit(session: AsyncSession, mailer: Mailer, mail) -> None:
    async def hook() -> None:
        await _send(mailer, mail)

    after_commit(session, hook)


def receipt_mail(detail: OrderDetailOut, settings: Settings, follow: str):
    link = f"{settings.public_url}{follow}"
    return render_mail(
        "order_receipt",
        to=detail.email,
        subject=f"Comanda nr. {detail.orderNumber} a fost primită",
        **_mail_context(detail, settings, link),
    )


def status_mail(detail: OrderDetailOut, settings: Settings):
    subjects = {
        OrderStatus.CONFIRMED: f"Comanda nr. {detail.orderNumber} a fost acceptată",
        OrderStatus.REJECTED: f"Comanda nr. {detail.orderNumber} a fost respinsă",
        OrderStatus.DELIVERED: f"Comanda nr. {detail.orderNumber} a fost livrată",
    }
    return render_mail(
        "order_status", to=detail.email, subject=subjects[detail.status], **_mail_context(detail, settings, None)
    )


def staff_mail(template: str, subject: str, to: str, detail: OrderDetailOut, settings: Settings, **extra: Any):
    context = {**_mail_context(detail, settings, None), **extra}
    return render_mail(template, to=to, subject=f"{subject}: nr. {detail.orderNumber}", **context)


async def panels_online(redis: Redis) -> int:
    """Staff panels connected anywhere; 0 when Redis does not answer (nobody can hear the order)."""
    try:
        async with asyncio.timeout(2):
            return await staff_panels_online(redis)
    except Exception:
        return 0


def after_placement(
    session: AsyncSession, app: FastAPI, detail: OrderDetailOut, follow: str, business_email: str | None
) -> None:
    """The receipt to the customer and, when no panel is open, a mail to the business."""
    settings: Settings = app.state.settings
    mailer: Mailer = app.state.mailer

    async def hook() -> None:
        await _send(mailer, receipt_mail(detail, settings, follow))
        if business_email:
            online = 0
            with contextlib.suppress(Exception):
                online = await panels_online(app.state.redis)
            if online == 0:
                await _send(mailer, staff_mail("order_no_panel", m.NO_PANEL_SUBJECT, business_email, detail, settings))

    after_commit(session, hook)
