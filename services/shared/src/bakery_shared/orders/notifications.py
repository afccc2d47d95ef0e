"""What the world hears about an order: outbox events for the panels and the customer's page, and mails.

Events go into the outbox and mails into the mail queue inside the order's transaction, so
nothing is announced that was not saved, and a mail server that is down never undoes an order.
"""

from datetime import datetime
import hashlib
import logging
from typing import Any

from ..clock import BUSINESS_ZONE
from ..mail.mailer import Mail, render_mail
from ..models import DeliveryMethod, Order, OrderStatus
from ..money import ro_money
from ..settings import Settings
from .schemas import OrderDetailOut
from .service import client_name, order_date, time_to_prepare

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
        parts.append(" ".join(p for p in (d.postalCode, d.city) if p))
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


def receipt_mail(detail: OrderDetailOut, settings: Settings, follow: str) -> Mail:
    link = f"{settings.public_url}{follow}"
    return render_mail(
        "order_receipt",
        to=detail.email,
        subject=f"Comanda nr. {detail.orderNumber} a fost primită",
        **_mail_context(detail, settings, link),
    )


def status_mail(detail: OrderDetailOut, settings: Settings) -> Mail:
    subjects = {
        OrderStatus.CONFIRMED: f"Comanda nr. {detail.orderNumber} a fost acceptată",
        OrderStatus.REJECTED: f"Comanda nr. {detail.orderNumber} a fost respinsă",
        OrderStatus.DELIVERED: f"Comanda nr. {detail.orderNumber} a fost livrată",
    }
    return render_mail("order_status", to=detail.email, subject=subjects[detail.status], **_mail_context(detail, settings, None))


def staff_mail(template: str, subject: str, to: str, detail: OrderDetailOut, settings: Settings, **extra: Any) -> Mail:
    context = {**_mail_context(detail, settings, None), **extra}
    return render_mail(template, to=to, subject=f"{subject}: nr. {detail.orderNumber}", **context)
