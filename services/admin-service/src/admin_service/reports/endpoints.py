"""The owner's reports (ADMIN only): sales of this month, last month and a chosen range,
sales per day for the chart, best sellers, and the customers (accounts and guests) with what they
bought, a page at a time or all of them as CSV. Income counts
delivered orders only; days and months are Sibiu's."""

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Response

from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep
from bakery_shared.params import PageNumber, PageSize

from . import periods
from .schemas import BestSeller, ClientPage, SalesPerDay, SalesSummary
from .service import Reports

router = APIRouter(tags=["statistics"], dependencies=ADMIN_ONLY)

CLIENTS_PAGE_SIZE = 20
StartDate = Annotated[date | None, Query(alias="startDate", description="AAAA-LL-ZZ, inclusiv (zi din Sibiu).")]
EndDate = Annotated[date | None, Query(alias="endDate", description="AAAA-LL-ZZ, inclusiv (zi din Sibiu).")]


def get_reports(session: SessionDep, clock: ClockDep) -> Reports:
    return Reports(session, clock)


ReportsDep = Annotated[Reports, Depends(get_reports)]


@router.get("/sales/order-numbers-current-month")
async def order_numbers_current_month(reports: ReportsDep) -> SalesSummary:
    return await reports.current_month()


@router.get("/sales/order-numbers-last-month")
async def order_numbers_last_month(reports: ReportsDep) -> SalesSummary:
    return await reports.last_month()


@router.get("/sales/order-numbers-between-dates")
async def order_numbers_between_dates(
    reports: ReportsDep, start_date: StartDate = None, end_date: EndDate = None
) -> SalesSummary:
    """Both dates are required for a custom range; both days are included."""
    return await reports.sales(*periods.days_range(start_date, end_date))


@router.get("/sales/per-day")
async def sales_per_day(reports: ReportsDep, start_date: StartDate = None, end_date: EndDate = None) -> SalesPerDay:
    """Income and delivered orders for each day of the range (for the chart)."""
    return await reports.per_day(*periods.days_range(start_date, end_date))


@router.get("/most-sold/products")
async def most_sold_products(
    reports: ReportsDep,
    category: Annotated[str | None, Query(max_length=80, description="Id-ul, numele sau valoarea categoriei.")] = None,
    search_term: Annotated[str | None, Query(alias="searchTerm", max_length=100)] = None,
) -> list[BestSeller]:
    """Products by pieces delivered, most first (the chart shows the first 5)."""
    return await reports.best_sellers(category, search_term)


@router.get("/clients", summary="The customers, accounts and guests (by e-mail), a page at a time")
async def clients(reports: ReportsDep, page: PageNumber = 0, size: PageSize = CLIENTS_PAGE_SIZE) -> ClientPage:
    return await reports.clients(page, size)


@router.get(
    "/clients/csv",
    summary="Every customer (accounts and guests) as CSV, in the report's order",
    response_class=Response,
    responses={200: {"content": {"text/csv": {"schema": {"type": "string"}}}, "description": "CSV UTF-8 cu BOM."}},
)
async def clients_csv(reports: ReportsDep) -> Response:
    filename, body = await reports.clients_csv()
    return Response(
        body,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )
