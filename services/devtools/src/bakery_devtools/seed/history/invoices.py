"""The demo bakery's invoices: issued since it switched invoicing on, through the shop's own issuing
(the same numbers, documents and XML a live shop makes), in the order the money moved, and filed
with ANAF as the filing job would have left them: the older ones accepted, one refused, the last
days' waiting to be uploaded, one of them near its deadline, so the invoices screen and the
dashboard's flags have something to show on the first run."""

from datetime import datetime, time, timedelta
import random

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.invoicing.issuing import (
    invoice_on_delivery,
    issue_advance_invoice,
    issue_credit_note,
    issue_order_invoice,
)
from bakery_shared.invoicing.mails import INVOICE_MAIL
from bakery_shared.rules.counties import county_code
from bakery_shared.settings import get_settings

from .repository import HistoryRepository

# The bakery switched invoicing on this many days ago.
INVOICING_DAYS = 40
# One order in this many since then asked for a company invoice.
COMPANY_SHARE = 14
# Uploaded and answered by ANAF: what was issued before this many days ago.
FILED_AFTER_DAYS = 4
COMPANIES = (
    {
        "companyName": "Evenimente Cibin SRL",
        "cui": "RO31245671",
        "registrationNumber": "J32/118/2013",
        "streetAddress": "Str. Avram Iancu nr. 7",
        "city": "Sibiu",
        "county": "Sibiu",
    },
    {
        "companyName": "Atelier Foto Lumina SRL",
        "cui": "42513800",
        "registrationNumber": "J32/904/2020",
        "streetAddress": "Calea Dumbrăvii nr. 101",
        "city": "Sibiu",
        "county": "Sibiu",
    },
    {
        "companyName": "Contabil Expert Mărginean SRL",
        "cui": "RO38590120",
        "registrationNumber": "J32/377/2017",
        "streetAddress": "Str. Mihai Viteazu nr. 24",
        "city": "Cisnădie",
        "county": "Sibiu",
    },
    {
        "companyName": "Transilvania Software SRL",
        "cui": "RO28713446",
        "registrationNumber": "J12/2210/2011",
        "streetAddress": "Str. Memorandumului nr. 28",
        "city": "Cluj-Napoca",
        "county": "Cluj",
    },
)
# A refusal as ANAF words it: a buyer's county written as a name instead of its ISO code.
REFUSAL = (
    "E: validari globale  eroare regula: [BR-RO-111]-Dacă Țara cumpărătorului (BT-55) este RO, "
    "Subdiviziunea țării cumpărătorului (BT-54) trebuie să fie codificată folosind lista de coduri ISO 3166-2:RO."
)


async def write_invoices(repository: HistoryRepository, rng: random.Random, now: datetime) -> int:
    """The invoices and credit notes of the last INVOICING_DAYS; how many were issued."""
    today = now.astimezone(BUSINESS_ZONE).date()
    since = datetime.combine(today - timedelta(days=INVOICING_DAYS), time(0), BUSINESS_ZONE)
    for order_id in await repository.orders_placed_since(since):
        if rng.randrange(COMPANY_SHARE) == 0:
            company = rng.choice(COMPANIES)
            await repository.ask_company_invoice(order_id, {**company, "county": county_code(company["county"])})
    settings = get_settings()
    session = repository.session
    issue = {
        "order": lambda id_, at: issue_order_invoice(session, id_, now=at, settings=settings),
        "delivered": lambda id_, at: invoice_on_delivery(session, id_, now=at, settings=settings),
        "advance": lambda id_, at: issue_advance_invoice(session, id_, now=at, settings=settings),
        "refund": lambda id_, at: issue_credit_note(session, id_, now=at, settings=settings),
    }
    for at, what, id_ in await repository.invoice_events(since):
        await issue[what](id_, min(at, now))
    await repository.forget_queued_mails(INVOICE_MAIL)
    numbers = await repository.invoice_numbers(since.date())
    if not numbers:
        return 0
    filed_before = today - timedelta(days=FILED_AFTER_DAYS)
    await repository.file_demo_invoices(filed_before, numbers[len(numbers) // 3 : len(numbers) // 3 + 1], REFUSAL)
    return len(numbers)
