"""What the world hears about an order, in words both services use: who an event is for, and the
mails' context (user-service sends the receipt, admin-service the status mails; staff alerts go
from both).

Events go into the outbox and mails into the mail queue inside the order's transaction, so
nothing is announced that was not saved, and a mail server that is down never undoes an order.
"""

from datetime import datetime
from typing import Any

from ..clock import BUSINESS_ZONE
from ..mail.mailer import Mail, render_mail
from ..models import DeliveryMethod, Order, OrderStatus
from ..money import ro_money
from ..settings import Settings
from .schemas import OrderDetailOut

AUDIENCE = "_audience"
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
    OrderStatus.AWAITING_PAYMENT: "În așteptarea plății",
    OrderStatus.PAYMENT_EXPIRED: "Neplătită (timpul pentru plată a expirat)",
}


def audience(order: Order) -> dict[str, Any]:
    return {"userId": order.user_id, "orderAccess": order.guest_access_token_hash}


def format_moment(moment: datetime | None) -> str:
    if moment is None:
        return "cât mai repede"
    return moment.astimezone(BUSINESS_ZONE).strftime("%d-%m-%Y, ora %H:%M")


def mail_context(detail: OrderDetailOut, settings: Settings, link: str | None) -> dict[str, Any]:
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


def staff_mail(template: str, subject: str, to: str, detail: OrderDetailOut, settings: Settings, **extra: Any) -> Mail:
    context = {**mail_context(detail, settings, None), **extra}
    return render_mail(template, to=to, subject=f"{subject}: nr. {detail.orderNumber}", **context)
