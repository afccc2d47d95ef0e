from datetime import date

from bakery_shared.money import Money
from bakery_shared.reservations import ReservationOut
from bakery_shared.schemas import ReadModel


class StatusCount(ReadModel):
    status: str
    count: int


class WaitingOrder(ReadModel):
    id: int
    order_number: str
    status: str
    client: str
    total_price: Money
    waiting_minutes: int


class LowStockItem(ReadModel):
    product_id: int
    product_name: str
    dimension: str
    stock: int


class DashboardOut(ReadModel):
    day: date
    orders_by_status: list[StatusCount]
    income_today: Money
    unanswered_orders: list[WaitingOrder]
    number_of_unanswered_orders: int
    reservations_today: list[ReservationOut]
    new_subscribers: int
    new_customers: int
    low_stock: list[LowStockItem]
    # Not yet accepted by ANAF's e-Factura with the filing deadline today or tomorrow (refused ones apart).
    invoices_near_deadline: int
    # Refused by ANAF: to be fixed and sent again.
    invoices_refused: int
