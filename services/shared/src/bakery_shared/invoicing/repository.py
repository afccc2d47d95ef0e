"""The queries of invoicing, for both services: the setup, the number series, the rows an invoice
is built from (locked where issuing must happen once), and the invoices themselves."""

from datetime import date

from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import selectinload

from ..models import (
    BusinessSetup,
    CakePayment,
    CakePaymentPurpose,
    CakeRequest,
    CardRefund,
    CategoryVatRate,
    EfacturaStatus,
    Invoice,
    InvoiceKind,
    InvoicePurpose,
    InvoiceSeriesCounter,
    InvoicingSetup,
    Order,
    OrderPayment,
    Product,
)
from ..orders.repository import with_every_part
from ..repository import Repository


# One statement takes the next number and keeps the counter's row locked until the issuing
# transaction ends: a parallel issue waits for it, a rolled-back issue gives the number back.
def _next_number(series: str, year: int):  # type: ignore[no-untyped-def]
    counter = insert(InvoiceSeriesCounter).values(series=series, year=year, last_number=1)
    return counter.on_conflict_do_update(
        index_elements=[InvoiceSeriesCounter.series, InvoiceSeriesCounter.year],
        set_={"last_number": InvoiceSeriesCounter.last_number + 1},
    ).returning(InvoiceSeriesCounter.last_number)


TO_FILE = (EfacturaStatus.PENDING, EfacturaStatus.UPLOADING, EfacturaStatus.IN_PROGRESS)


class InvoiceRepository(Repository):
    # ---- the setup ------------------------------------------------------------------------------

    async def setup(self) -> InvoicingSetup:
        return (await self.session.execute(select(InvoicingSetup).where(InvoicingSetup.id == 1))).scalar_one()

    async def business(self) -> BusinessSetup | None:
        return await self.session.get(BusinessSetup, 1)

    async def category_rates(self) -> dict[int, "CategoryVatRate"]:
        rows = (await self.session.execute(select(CategoryVatRate))).scalars()
        return {row.category_id: row for row in rows}

    async def product_categories(self, product_ids: set[int]) -> dict[int, int]:
        if not product_ids:
            return {}
        rows = await self.session.execute(select(Product.id, Product.category_id).where(Product.id.in_(product_ids)))
        return {row.id: row.category_id for row in rows}

    async def next_number(self, series: str, year: int) -> int:
        return (await self.session.execute(_next_number(series, year))).scalar_one()

    # ---- what an invoice is built from ----------------------------------------------------------

    async def lock_order(self, order_id: int) -> Order | None:
        """The order with every part, its row locked: one issuing at a time per order."""
        locked = await self.session.execute(select(Order.id).where(Order.id == order_id).with_for_update())
        if locked.scalar_one_or_none() is None:
            return None
        return (await self.session.execute(with_every_part(select(Order).where(Order.id == order_id)))).scalar_one()

    async def order_number(self, order_id: int) -> str | None:
        return (await self.session.execute(select(Order.order_number).where(Order.id == order_id))).scalar()

    async def cake_of_order(self, order_id: int) -> CakeRequest | None:
        query = select(CakeRequest).where(CakeRequest.order_id == order_id).options(selectinload(CakeRequest.payments))
        return (await self.session.execute(query)).scalar_one_or_none()

    async def lock_cake_payment(self, cake_payment_id: int) -> CakePayment | None:
        query = (
            select(CakePayment)
            .where(CakePayment.id == cake_payment_id)
            .with_for_update()
            .options(selectinload(CakePayment.request), selectinload(CakePayment.quote))
            .execution_options(populate_existing=True)
        )
        return (await self.session.execute(query)).scalar_one_or_none()

    async def cake_payment(self, cake_payment_id: int) -> CakePayment | None:
        query = (
            select(CakePayment)
            .where(CakePayment.id == cake_payment_id)
            .options(selectinload(CakePayment.request), selectinload(CakePayment.quote))
        )
        return (await self.session.execute(query)).scalar_one_or_none()

    async def lock_refund(self, card_refund_id: int) -> CardRefund | None:
        query = select(CardRefund).where(CardRefund.id == card_refund_id).with_for_update()
        return (await self.session.execute(query.execution_options(populate_existing=True))).scalar_one_or_none()

    async def order_of_payment(self, payment_id: int) -> int | None:
        return (await self.session.execute(select(OrderPayment.order_id).where(OrderPayment.id == payment_id))).scalar()

    # ---- invoices -------------------------------------------------------------------------------

    async def get(self, invoice_id: int, *, lock: bool = False) -> Invoice | None:
        query = select(Invoice).where(Invoice.id == invoice_id)
        if lock:
            query = query.with_for_update().execution_options(populate_existing=True)
        return (await self.session.execute(query)).scalar_one_or_none()

    async def by_number(self, number: str) -> Invoice | None:
        return (await self.session.execute(select(Invoice).where(Invoice.number == number))).scalar_one_or_none()

    async def order_invoice(self, order_id: int) -> Invoice | None:
        query = select(Invoice).where(Invoice.order_id == order_id, Invoice.purpose == InvoicePurpose.ORDER)
        return (await self.session.execute(query)).scalar_one_or_none()

    async def advance_invoice(self, cake_payment_id: int) -> Invoice | None:
        query = select(Invoice).where(Invoice.cake_payment_id == cake_payment_id, Invoice.purpose == InvoicePurpose.ADVANCE)
        return (await self.session.execute(query)).scalar_one_or_none()

    async def deposit_of(self, request_id: int) -> CakePayment | None:
        query = select(CakePayment).where(CakePayment.request_id == request_id, CakePayment.purpose == CakePaymentPurpose.DEPOSIT)
        return (await self.session.execute(query)).scalars().first()

    async def credit_note_of(self, card_refund_id: int) -> Invoice | None:
        return (await self.session.execute(select(Invoice).where(Invoice.card_refund_id == card_refund_id))).scalar_one_or_none()

    async def of_order(self, order_id: int) -> list[Invoice]:
        """Every invoice and credit note of an order, in the order they were issued."""
        query = select(Invoice).where(Invoice.order_id == order_id).order_by(Invoice.id)
        return list((await self.session.execute(query)).scalars())

    async def in_period(
        self,
        first: date,
        last: date,
        *,
        status: EfacturaStatus | None = None,
        kind: InvoiceKind | None = None,
    ) -> list[Invoice]:
        """The invoices issued from `first` to `last` (Bucharest days, both included), newest first."""
        query = select(Invoice).where(Invoice.issue_date >= first, Invoice.issue_date <= last)
        if status is not None:
            query = query.where(Invoice.efactura_status == status)
        if kind is not None:
            query = query.where(Invoice.kind == kind)
        return list((await self.session.execute(query.order_by(Invoice.issue_date.desc(), Invoice.id.desc()))).scalars())

    async def to_file(self, limit: int = 50) -> list[Invoice]:
        """Invoices ANAF has not settled yet, the nearest deadline first."""
        query = (
            select(Invoice)
            .where(Invoice.efactura_status.in_(TO_FILE))
            .order_by(Invoice.efactura_deadline, Invoice.id)
            .limit(limit)
        )
        return list((await self.session.execute(query)).scalars())

    async def count_issued(self) -> int:
        return (await self.session.execute(select(func.count(Invoice.id)))).scalar_one()
