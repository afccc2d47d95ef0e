"""The sales, best-seller and customer reports: income, average order and number of orders, the best
sellers, the customers a page at a time."""

from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.clock import Clock

from ..exports import csv_document
from . import periods
from .repository import Customer, ReportRepository
from .schemas import BestSeller, ClientPage, ClientRow, SalesDay, SalesPerDay, SalesSummary

CENT = Decimal("0.01")
BEST_SELLERS_LISTED = 100
CSV_HEADER = ["Nume", "Prenume", "Telefon", "E-mail", "Cont", "Newsletter", "Comenzi", "Valoare (RON)"]


class Reports:
    def __init__(self, session: AsyncSession, clock: Clock) -> None:
        self.repository = ReportRepository(session)
        self.clock = clock

    def today(self) -> date:
        return self.clock.local_now().date()

    async def sales(self, first: date, last: date) -> SalesSummary:
        count, total = await self.repository.sales(periods.start_of(first), periods.start_of(last + timedelta(days=1)))
        medium = (total / count).quantize(CENT, ROUND_HALF_UP) if count else Decimal("0.00")
        return SalesSummary(
            total_income_from_orders=total.quantize(CENT),
            medium_order_price=medium,
            number_of_orders=count,
            start_date=first,
            end_date=last,
        )

    async def current_month(self) -> SalesSummary:
        """From the 1st of this month (Sibiu) to today included."""
        today = self.today()
        return await self.sales(periods.month_start(today), today)

    async def last_month(self) -> SalesSummary:
        first = periods.previous_month(self.today())
        return await self.sales(first, periods.next_month(first) - timedelta(days=1))

    async def per_day(self, first: date, last: date) -> SalesPerDay:
        rows = await self.repository.sales_per_day(periods.start_of(first), periods.start_of(last + timedelta(days=1)))
        found = {day: (count, income) for day, count, income in rows}
        days = []
        day = first
        while day <= last:  # every day of the range, the quiet ones at zero, for the chart
            count, income = found.get(day, (0, Decimal("0.00")))
            days.append(SalesDay(day=day, income=income.quantize(CENT), number_of_orders=count))
            day += timedelta(days=1)
        return SalesPerDay(start_date=first, end_date=last, days=days)

    async def best_sellers(self, category: str | None, search: str | None) -> list[BestSeller]:
        category_id = None
        if category and category.strip():
            category_id = await self.repository.category_id_of(category.strip())
            if category_id is None:
                return []
        rows = await self.repository.best_sellers(category_id=category_id, search=search, limit=BEST_SELLERS_LISTED)
        return [BestSeller(product_name=name, total_quantity=quantity) for name, quantity in rows]

    async def clients(self, page: int, size: int) -> ClientPage:
        """Accounts and guests together, a page of them."""
        customers, total = await self.repository.customers(page=page, size=size)
        return ClientPage(content=[client_row(c) for c in customers], total_elements=total)

    async def clients_csv(self) -> tuple[str, str]:
        """Every customer (not a page) as CSV with a BOM, in the report's order, and its file name
        (today's date in Romania)."""
        customers, _ = await self.repository.customers()
        rows = (
            [
                c.last_name,
                c.first_name,
                c.phone_number,
                c.mail,
                c.has_account,
                c.newsletter_accepted,
                c.number_of_purchases,
                c.order_amount,
            ]
            for c in customers
        )
        return f"clienti-{self.today().isoformat()}.csv", csv_document(CSV_HEADER, rows)


def client_row(c: Customer) -> ClientRow:
    return ClientRow(
        last_name=c.last_name,
        first_name=c.first_name,
        phone_number=c.phone_number,
        mail=c.mail,
        newsletter_accepted=c.newsletter_accepted,
        number_of_purchases=c.number_of_purchases,
        order_amount=c.order_amount.quantize(CENT),
        has_account=c.has_account,
    )
