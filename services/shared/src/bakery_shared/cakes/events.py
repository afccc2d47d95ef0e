"""The staff panels hear of every new request and every change of one, live, as they hear of
orders: an event saved with the change and published after the commit."""

from typing import Any

from ..models import CakeRequest
from ..orders.notifications import AUDIENCE

CAKE_REQUEST = "CAKE_REQUEST"


def cake_request_event(request: CakeRequest) -> dict[str, Any]:
    """For the staff panels only (an empty audience reaches staff sockets alone); no
    `orderNumber`, so the panel never counts it as an order."""
    return {"type": CAKE_REQUEST, "id": request.id, "status": request.status.value, AUDIENCE: {}}
