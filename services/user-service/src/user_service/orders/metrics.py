"""The orders counter, counted where orders are placed (it is declared with the other metrics in
bakery_shared.metrics, so both services describe the same set)."""

from bakery_shared.metrics import ORDERS_PLACED


def order_placed(delivery_method: str) -> None:
    ORDERS_PLACED.labels(delivery_method).inc()
