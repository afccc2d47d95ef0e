"""Issuing invoices and credit notes: numbered from the year's series, built from what was sold,
stored with their XML, and mailed to the buyer with the PDF.

Each issue happens once: the row it is about (the order, the deposit, the refund) is locked first
and an invoice already issued for it is answered, so a retry or a parallel second call never takes
a second number. The services only flush: the request's session owns the transaction, and a
rolled-back issue gives its number back."""

from dataclasses import replace
from datetime import date, datetime, timedelta
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from ..errors import Conflict, NotFound
from ..models import (
    CakePayment,
    CakePaymentPurpose,
    CakeRequest,
    CardPaymentState,
    DeliveryMethod,
    EfacturaStatus,
    Invoice,
    InvoiceKind,
    InvoicePurpose,
    InvoicingSetup,
    Order,
    PaymentMethod,
)
from ..money import money
from ..settings import Settings
from . import building
from .amounts import totals
from .document import Document, DocumentKind, DocumentPayment, PaymentMeans
from .mails import queue_invoice_mail
from .numbering import InvoiceNumber, issue_day, next_number
from .repository import InvoiceRepository
from .setup import VatRates, missing_fields, seller_party
from .ubl import render_xml

FILING_DAYS = 5  # consumer and company invoices alike: to e-Factura within 5 calendar days
_PAID = (CardPaymentState.CAPTURED, CardPaymentState.PARTIALLY_REFUNDED, CardPaymentState.REFUNDED)


class _Context:
    """What every document of one issue reads: the setup, the seller, the VAT rates."""

    def __init__(self, repository: InvoiceRepository, setup: InvoicingSetup, rates: VatRates, settings: Settings) -> None:
        self.repository, self.setup, self.rates, self.settings = repository, setup, rates, settings
        self.seller = seller_party(setup)

    @classmethod
    async def load(cls, session: AsyncSession, settings: Settings, product_ids: set[int] = frozenset()) -> "_Context | None":
        repository = InvoiceRepository(session)
        setup = await repository.setup()
        # The setup call refuses to switch invoicing on while a field is missing; a row edited around
        # it still never yields a document ANAF would refuse for the seller's missing details.
        if not setup.enabled or missing_fields(setup):
            return None
        by_category = {category: row.vat_rate for category, row in (await repository.category_rates()).items()}
        rates = VatRates(
            vat_payer=setup.vat_payer,
            default=setup.default_vat_rate,
            delivery=setup.delivery_vat_rate,
            by_category=by_category,
            category_of_product=await repository.product_categories(set(product_ids)),
        )
        return cls(repository, setup, rates, settings)


def _product_ids(order: Order) -> set[int]:
    ids = {line.product_id for line in order.product_lines if line.product_id is not None}
    return ids | {choice.product_id for line in order.promotion_lines for choice in line.choices if choice.product_id is not None}


def _cake_rate(context: _Context, request: CakeRequest) -> Decimal:
    if request.category_id is not None:
        return context.rates.of_category(request.category_id)
    if request.product_id is not None:
        return context.rates.of_product(request.product_id)
    return context.rates.of_anything_else()


async def _store(
    context: _Context,
    document: Document,
    number: InvoiceNumber,
    *,
    purpose: InvoicePurpose,
    now: datetime,
    recipient: str | None,
    **links,
) -> Invoice:
    session = context.repository.session
    figures = totals(document)
    buyer = document.buyer
    invoice = Invoice(
        kind=InvoiceKind(document.kind.value),
        purpose=purpose,
        series=number.series,
        year=number.year,
        sequence=number.sequence,
        number=number.text,
        issue_date=document.issue_date,
        issued_at=now,
        buyer_name=buyer.name[:200],
        buyer_cui=(f"RO{buyer.cui}" if buyer.vat_payer else buyer.cui) if buyer.cui else None,
        net_total=figures.net_total,
        vat_total=figures.vat_total,
        total=figures.total,
        document=document.to_json(),
        xml=render_xml(document, totals=figures),
        efactura_status=EfacturaStatus.PENDING,
        efactura_deadline=document.issue_date + timedelta(days=FILING_DAYS),
        **links,
    )
    session.add(invoice)
    await session.flush()
    if recipient:
        queue_invoice_mail(session, invoice, recipient, await _business_name(context), now)
        await session.flush()
    return invoice


async def _business_name(context: _Context) -> str:
    business = await context.repository.business()
    return (business.name if business else None) or context.setup.legal_name or ""


# ---- an order's invoice -------------------------------------------------------------------------


async def _order_document(
    context: _Context, order: Order, number: str, day: date, cake: CakeRequest | None
) -> tuple[Document, str | None]:
    """The order's invoice as the customer paid it (a custom cake's: its advance deducted), and
    who it is mailed to."""
    business = await context.repository.business()
    buyer = building.order_buyer(
        order, business=business, seller=context.seller, identifier=context.settings.efactura_consumer_id
    )
    unlisted = _cake_rate(context, cake) if cake is not None else context.rates.of_anything_else()
    lines, discounts = building.order_lines(order, context.rates, unlisted_rate=unlisted)
    payments: list[DocumentPayment] = []
    note = None
    if cake is None:
        payments = building.order_payments(order, order.payment, money(order.total_price), day)
    else:
        deposit = await context.repository.deposit_of(cake.id)
        advance = await context.repository.advance_invoice(deposit.id) if deposit is not None else None
        if advance is not None:
            lines.append(building.advance_deduction(advance.number, advance.issue_date, advance.total, unlisted))
            note = f"Avansul a fost facturat cu factura {advance.number}."
        elif deposit is not None and deposit.captured_at is not None:
            payments.append(
                DocumentPayment(PaymentMeans.CARD, money(deposit.captured_amount or deposit.amount), deposit.captured_at.date())
            )
        payments += _rest_payments(cake, order, day)
    document = Document(
        kind=DocumentKind.INVOICE,
        number=number,
        issue_date=day,
        seller=context.seller,
        buyer=buyer,
        lines=tuple(lines),
        discounts=tuple(discounts),
        payments=tuple(payments),
        order_number=order.order_number,
        note=note,
    )
    return document, buyer.email or (cake.contact_email if cake is not None else None)


def _rest_payments(cake: CakeRequest, order: Order, day: date) -> list[DocumentPayment]:
    for payment in cake.payments:
        if payment.purpose == CakePaymentPurpose.REST and payment.captured_at is not None:
            return [
                DocumentPayment(PaymentMeans.CARD, money(payment.captured_amount or payment.amount), payment.captured_at.date())
            ]
    if cake.rest_paid_with is not None:
        rest = money(
            order.total_price - sum((p.amount for p in cake.payments if p.purpose == CakePaymentPurpose.DEPOSIT), Decimal(0))
        )
        means = PaymentMeans.CARD_AT_COUNTER if cake.rest_paid_with == PaymentMethod.CARD else PaymentMeans.CASH
        return [DocumentPayment(means, rest, day)] if rest > 0 else []
    return []


async def issue_order_invoice(
    session: AsyncSession, order_id: int, *, now: datetime, settings: Settings, issued_by_id: int | None = None
) -> Invoice | None:
    """The order's invoice, issued once (an invoice issued already is answered); None when
    invoicing is off. A custom cake's order deducts the advance invoiced for its deposit."""
    await session.flush()  # what the caller changed is read back as it is, under the locks below
    repository = InvoiceRepository(session)
    order = await repository.lock_order(order_id)
    if order is None:
        return None
    existing = await repository.order_invoice(order_id)
    if existing is not None:
        return existing
    context = await _Context.load(session, settings, _product_ids(order))
    if context is None:
        return None
    cake = await repository.cake_of_order(order_id)
    number = await next_number(session, context.setup.series, now)
    document, recipient = await _order_document(context, order, number.text, issue_day(now), cake)
    return await _store(
        context,
        document,
        number,
        purpose=InvoicePurpose.ORDER,
        now=now,
        recipient=recipient,
        order_id=order.id,
        issued_by_id=issued_by_id,
    )


async def invoice_on_delivery(session: AsyncSession, order_id: int, *, now: datetime, settings: Settings) -> Invoice | None:
    """A pay-at-pickup order handed over: invoiced if the customer asked for a company invoice, or
    if the setup invoices every such order (else the counter's fiscal receipt covers it). A custom
    cake's order is always invoiced: its advance invoice must be closed."""
    await session.flush()  # what the caller changed is read back as it is, under the locks below
    repository = InvoiceRepository(session)
    order = await repository.lock_order(order_id)
    if order is None or (order.payment is not None and order.payment.method == PaymentMethod.ONLINE):
        return await repository.order_invoice(order_id) if order is not None else None
    setup = await repository.setup()
    wanted = bool(order.invoice_details) or setup.invoice_every_cash_order
    if not wanted and await repository.cake_of_order(order_id) is None:
        return None
    return await issue_order_invoice(session, order_id, now=now, settings=settings)


# ---- a custom cake's advance --------------------------------------------------------------------


async def _advance_document(context: _Context, payment: CakePayment, number: str, day: date) -> tuple[Document, str]:
    request = payment.request
    business = await context.repository.business()
    address = request.delivery_details if request.delivery_method == DeliveryMethod.DELIVERY else None
    buyer = building.consumer_party(
        request.contact_name,
        address,
        email=request.contact_email,
        business=business,
        seller=context.seller,
        identifier=context.settings.efactura_consumer_id,
    )
    amount = money(payment.captured_amount or payment.amount)
    event_day = issue_day(request.event_moment)
    order_number = await context.repository.order_number(request.order_id) if request.order_id is not None else None
    document = Document(
        kind=DocumentKind.INVOICE,
        number=number,
        issue_date=day,
        seller=context.seller,
        buyer=buyer,
        lines=(building.advance_line(event_day, amount, _cake_rate(context, request)),),
        payments=(DocumentPayment(PaymentMeans.CARD, amount, payment.captured_at.date() if payment.captured_at else day),),
        order_number=order_number,
        note="Factură de avans: tortul se facturează la predare, cu avansul scăzut.",
    )
    return document, request.contact_email


async def issue_advance_invoice(
    session: AsyncSession, cake_payment_id: int, *, now: datetime, settings: Settings
) -> Invoice | None:
    """A custom cake's deposit, invoiced once when it is captured; None when invoicing is off (or
    the payment is not a captured deposit)."""
    await session.flush()  # what the caller changed is read back as it is, under the locks below
    repository = InvoiceRepository(session)
    payment = await repository.lock_cake_payment(cake_payment_id)
    if payment is None or payment.purpose != CakePaymentPurpose.DEPOSIT or payment.card_state not in _PAID:
        return None
    existing = await repository.advance_invoice(cake_payment_id)
    if existing is not None:
        return existing
    context = await _Context.load(session, settings)
    if context is None:
        return None
    number = await next_number(session, context.setup.series, now)
    document, recipient = await _advance_document(context, payment, number.text, issue_day(now))
    return await _store(
        context,
        document,
        number,
        purpose=InvoicePurpose.ADVANCE,
        now=now,
        recipient=recipient,
        cake_payment_id=payment.id,
        order_id=payment.request.order_id,
    )


# ---- credit notes -------------------------------------------------------------------------------


async def _corrected(repository: InvoiceRepository, refund) -> Invoice | None:
    """The invoice a refund corrects: the order's, or the deposit's advance invoice."""
    if refund.payment_id is not None:
        order_id = await repository.order_of_payment(refund.payment_id)
        return await repository.order_invoice(order_id) if order_id is not None else None
    payment = await repository.cake_payment(refund.cake_payment_id)
    if payment is None:
        return None
    if payment.purpose == CakePaymentPurpose.DEPOSIT:
        return await repository.advance_invoice(payment.id)
    return await repository.order_invoice(payment.request.order_id) if payment.request.order_id is not None else None


async def issue_credit_note(session: AsyncSession, card_refund_id: int, *, now: datetime, settings: Settings) -> Invoice | None:
    """The credit note of a refund, issued once; None when there is no invoice to correct (or
    invoicing is off)."""
    await session.flush()  # what the caller changed is read back as it is, under the locks below
    repository = InvoiceRepository(session)
    refund = await repository.lock_refund(card_refund_id)
    if refund is None:
        return None
    existing = await repository.credit_note_of(card_refund_id)
    if existing is not None:
        return existing
    original = await _corrected(repository, refund)
    if original is None:
        return None
    context = await _Context.load(session, settings)
    if context is None:
        return None
    number = await next_number(session, context.setup.series, now)
    document = _credit_document(original, refund, number.text, issue_day(now))
    return await _store(
        context,
        document,
        number,
        purpose=InvoicePurpose.REFUND,
        now=now,
        recipient=document.buyer.email,
        order_id=original.order_id,
        corrects_invoice_id=original.id,
        card_refund_id=refund.id,
    )


def _credit_document(original: Invoice, refund, number: str, day: date, seller=None) -> Document:
    return building.credit_note(
        Document.from_json(original.document)
        if seller is None
        else replace(Document.from_json(original.document), seller=seller),
        refund.amount,
        number=number,
        issue_date=day,
        refunded_on=issue_day(refund.created_at) if refund.created_at else day,
    )


# ---- a refused invoice, issued again ------------------------------------------------------------


async def reissue_refused(session: AsyncSession, invoice_id: int, *, now: datetime, settings: Settings) -> Invoice:
    """An invoice ANAF refused was never legally issued: its document is built again from today's
    setup, with the same number, issued today, and waits to be filed again."""
    await session.flush()  # what the caller changed is read back as it is, under the locks below
    repository = InvoiceRepository(session)
    invoice = await repository.get(invoice_id, lock=True)
    if invoice is None:
        raise NotFound("Factura nu există.")
    if invoice.efactura_status != EfacturaStatus.NOK:
        raise Conflict("Doar o factură respinsă de ANAF poate fi emisă din nou.")
    context = await _Context.load(session, settings)
    if context is None:
        setup = await repository.setup()
        context = _Context(
            repository, setup, VatRates(setup.vat_payer, setup.default_vat_rate, setup.delivery_vat_rate, {}, {}), settings
        )
    day = issue_day(now)
    document = await _rebuilt(context, invoice, day)
    figures = totals(document)
    invoice.issue_date, invoice.issued_at = day, now
    invoice.document, invoice.xml = document.to_json(), render_xml(document, totals=figures)
    invoice.net_total, invoice.vat_total, invoice.total = figures.net_total, figures.vat_total, figures.total
    invoice.buyer_name = document.buyer.name[:200]
    invoice.efactura_status, invoice.efactura_deadline = EfacturaStatus.PENDING, day + timedelta(days=FILING_DAYS)
    invoice.efactura_message, invoice.efactura_upload_id, invoice.efactura_download_id = None, None, None
    invoice.efactura_answer, invoice.efactura_upload_started_at, invoice.efactura_updated_at = None, None, now
    await session.flush()
    return invoice


async def _rebuilt(context: _Context, invoice: Invoice, day: date) -> Document:
    repository = context.repository
    if invoice.purpose == InvoicePurpose.ORDER and invoice.order_id is not None:
        order = await repository.lock_order(invoice.order_id)
        context.rates.category_of_product.update(await repository.product_categories(_product_ids(order)))
        cake = await repository.cake_of_order(order.id)
        return (await _order_document(context, order, invoice.number, day, cake))[0]
    if invoice.purpose == InvoicePurpose.ADVANCE and invoice.cake_payment_id is not None:
        payment = await repository.cake_payment(invoice.cake_payment_id)
        return (await _advance_document(context, payment, invoice.number, day))[0]
    refund = await repository.lock_refund(invoice.card_refund_id)
    original = await repository.get(invoice.corrects_invoice_id)
    return _credit_document(original, refund, invoice.number, day, context.seller)
