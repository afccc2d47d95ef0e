"""The sales, best-seller and customer reports (SPEC §3, §7, §9)."""

from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.clock import Clock

from . import periods
from .repository import ReportRepository
from .schemas import BestSeller, ClientPage, ClientRow, SalesDay, SalesPerDay, SalesSummary

CENT = Decimal("0.01")
BEST_SELLERS_LISTED = 100


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
        users, total = await self.repository.customers(page=page, size=size)
        bought = await self.repository.purchases_of([u.id for u in users])
        rows = []
        for user in users:
            count, amount = bought.get(user.id, (0, Decimal("0.00")))
            rows.append(
                ClientRow(
                    last_name=user.last_name,
                    first_name=user.first_name,
                    phone_number=user.phone_number,
                    mail=user.email,
                    newsletter_accepted=user.newsletter_accepted,
                    number_of_purchases=count,
                    order_amount=amount.quantize(CENT),
                )
            )
        return ClientPage(content=rows, total_elements=total)
