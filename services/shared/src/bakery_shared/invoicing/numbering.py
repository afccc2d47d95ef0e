"""Invoice numbers: one series per year, gap-free and without duplicates under parallel issuing.

The counter of (series, year) is incremented inside the issuing transaction and its row stays
locked until that transaction ends: a second issue waits for the first, and a rolled-back issue
gives its number back. The year is Bucharest's, as the issue day is."""

from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from ..clock import BUSINESS_ZONE
from .repository import InvoiceRepository


@dataclass(frozen=True)
class InvoiceNumber:
    series: str
    year: int
    sequence: int

    @property
    def text(self) -> str:
        return f"{self.series}-{self.year}-{self.sequence:05d}"


def issue_day(now: datetime) -> date:
    return now.astimezone(BUSINESS_ZONE).date()


async def next_number(session: AsyncSession, series: str, now: datetime) -> InvoiceNumber:
    year = issue_day(now).year
    sequence = await InvoiceRepository(session).next_number(series, year)
    return InvoiceNumber(series, year, sequence)
