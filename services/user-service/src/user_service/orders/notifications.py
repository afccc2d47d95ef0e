"""What the world hears about a placed order: its event for the panels, the receipt, and the
follow link that lets a guest open it (only the link's SHA-256 is kept).

Events go into the outbox and mails into the mail queue inside the order's transaction, so
nothing is announced that was not saved, and a mail server that is down never undoes an order.
"""

import hashlib
from typing import Any

from bakery_shared.models import Order
from bakery_shared.orders.fields import client_name, order_date
from bakery_shared.orders.notifications import AUDIENCE, audience

from .placement.rows import NewOrder


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def follow_url(order_number: str, token: str) -> str:
    return f"/comanda/{order_number}?cheie={token}"


def new_order_event(order: Order | NewOrder) -> dict[str, Any]:
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
