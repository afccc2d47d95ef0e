"""What the world hears when the staff move an order on: the status event for the panels and the
customer's page, and the customer's status mail (or, when money went back to the card, the refund's)."""

from typing import Any

from bakery_shared.mail.mailer import Mail, render_mail
from bakery_shared.models import CardRefund, Order, OrderStatus
from bakery_shared.orders.fields import time_to_prepare
from bakery_shared.orders.notifications import AUDIENCE, audience, mail_context
from bakery_shared.orders.schemas import OrderDetailOut
from bakery_shared.payments.messages import STATE_NAMES
from bakery_shared.settings import Settings

from ..payments.card_steps import online_payment

STATUS_CHANGED = "ORDER_STATUS_CHANGED"


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


def card_words(order: Order) -> dict[str, Any]:
    """Where an online payment's money is, for the mails' payment line."""
    payment = online_payment(order)
    if payment is None or payment.card_state is None:
        return {}
    return {"card_state": STATE_NAMES[payment.card_state], "card_refunded": payment.refunded_amount}


def status_mail(detail: OrderDetailOut, settings: Settings, order: Order) -> Mail:
    subjects = {
        OrderStatus.CONFIRMED: f"Comanda nr. {detail.orderNumber} a fost acceptată",
        OrderStatus.REJECTED: f"Comanda nr. {detail.orderNumber} a fost respinsă",
        OrderStatus.DELIVERED: f"Comanda nr. {detail.orderNumber} a fost livrată",
    }
    return render_mail(
        "order_status",
        to=detail.email,
        subject=subjects[detail.status],
        **mail_context(detail, settings, None),
        **card_words(order),
    )


def refund_mail(detail: OrderDetailOut, settings: Settings, order: Order, refund: CardRefund) -> Mail:
    """The customer hears that money went back to their card, how much and why."""
    return render_mail(
        "order_status",
        to=detail.email,
        subject=f"Rambursare pentru comanda nr. {detail.orderNumber}",
        refund=refund,
        **mail_context(detail, settings, None),
        **card_words(order),
    )


def announcement(
    order: Order, detail: OrderDetailOut, settings: Settings, refund: CardRefund | None
) -> tuple[dict[str, Any], Mail]:
    """The event and the customer's mail of a step the staff took, from the order's detail after it."""
    mail = status_mail(detail, settings, order) if refund is None else refund_mail(detail, settings, order, refund)
    return status_changed_event(order), mail
