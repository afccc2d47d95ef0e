from datetime import date

from bakery_shared.money import Money
from bakery_shared.schemas import ReadModel


class SalesSummary(ReadModel):
    """Delivered orders of the period (rejected never count), Sibiu days, both ends included."""

    total_income_from_orders: Money
    medium_order_price: Money
    number_of_orders: int
    start_date: date
    end_date: date


class SalesDay(ReadModel):
    day: date
    income: Money
    number_of_orders: int


class SalesPerDay(ReadModel):
    start_date: date
    end_date: date
    days: list[SalesDay]


class BestSeller(ReadModel):
    product_name: str
    total_quantity: int


class ClientRow(ReadModel):
    """A customer with an account, or a guest known by the e-mail of their orders (`hasAccount`
    false; named by their latest order). Delivered orders only."""

    last_name: str
    first_name: str
    phone_number: str | None
    mail: str
    newsletter_accepted: bool
    number_of_purchases: int
    order_amount: Money
    has_account: bool


class ClientPage(ReadModel):
    content: list[ClientRow]
    total_elements: int
