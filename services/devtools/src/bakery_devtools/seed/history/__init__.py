"""A past for the demo bakery: about six months of orders, customers, reviews, bookings and
newsletter subscribers, dated back from the day of seeding, and custom cake requests in every
status around it, so the dashboard, the sales chart, the best sellers, the customers list, the
reviews page and the custom cakes' list show a shop in business.

Written only into a shop without orders: a re-run, or a shop already in use, gets nothing.
Deterministic: the same day of seeding gives the same past."""

from collections import Counter
from datetime import datetime, time, timedelta
from decimal import Decimal
import random
import secrets

from bakery_shared.auth.passwords import hash_password
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import NewsletterSend, OrderStatus, PaymentMethod, PromotionType

from . import community, orders
from .cakes import write_cakes
from .calendar import DAYS, earlier_today, orders_on, past_days
from .invoices import write_invoices
from .people import customers
from .people_data import NEWSLETTER_CONTENT, NEWSLETTER_SUBJECT
from .repository import HistoryRepository
from .writing import write_accounts, write_orders

SEED = 19
# A loyalty coupon of the months before the demo's own promotions, so older orders used one too.
PAST_COUPON = "FIDELITATE10"


async def _past_coupon(repository: HistoryRepository, today) -> None:
    await repository.add_promotion(
        name="Fidelitate: 10% la a doua comandă",
        type=PromotionType.COUPON_CODE,
        description="Cod trimis clienților după prima comandă. S-a încheiat.",
        active=False,
        discount_percentage=Decimal("10"),
        coupon_code=PAST_COUPON,
        min_order_value=Decimal("80"),
        start_date=today - timedelta(days=DAYS),
        end_date=today - timedelta(days=45),
        validity_in_days=DAYS - 45,
        targets={"categoryIds": [], "productIds": [], "dimensionIds": []},
    )


def _drafts(rng: random.Random, shop: orders.Shop, now: datetime) -> list[orders.Draft]:
    today = now.astimezone(BUSINESS_ZONE).date()
    drafts = []
    for day in past_days(today):
        close_to_today = (today - day).days < 5  # a cake ordered now is picked up after today
        for _ in range(orders_on(day, rng)):
            draft = orders.draft_order(rng, shop, orders.moment_on(day, rng), pre_orders=not close_to_today)
            orders.settle(rng, shop, draft, orders.past_fate(rng))
            drafts.append(draft)
    # Today so far: spread over the hours since opening (or since midnight, before it), newest first.
    opened = datetime.combine(today, time(7), BUSINESS_ZONE)
    start = opened if now - opened > timedelta(hours=1) else datetime.combine(today, time(0), BUSINESS_ZONE)
    share = min(1.0, max(0.3, (now - start) / timedelta(hours=13)))
    count = max(12, round(orders_on(today, rng) * share))
    moments = sorted((start + (now - start) * rng.random() for _ in range(count)), reverse=True)
    for position, placed in enumerate(moments):
        placed = max(start, min(placed, earlier_today(now, 1 + position)))
        status = orders.todays_fate(rng, now - placed, position)
        still_open = status not in (OrderStatus.DELIVERED, OrderStatus.REJECTED)
        draft = orders.draft_order(rng, shop, placed, pre_orders=status == OrderStatus.SCHEDULED, still_open=still_open)
        if status == OrderStatus.SCHEDULED:  # a pre-order for the coming days
            draft.moment = (placed + timedelta(days=rng.randint(2, 4))).replace(hour=12, minute=0, second=0, microsecond=0)
        if status in (OrderStatus.NEW, OrderStatus.SCHEDULED) and draft.payment == PaymentMethod.ONLINE:
            # An authorized card the local Stripe has never seen would trouble the reconciliation.
            draft.payment = PaymentMethod.CARD
        orders.settle(rng, shop, draft, status)
        drafts.append(draft)
    return drafts


async def seed_history(session, clock: Clock | None = None) -> dict[str, int]:
    """Write the past into the session's transaction (flushes, never commits); rows per table, or {}
    when the shop already has orders."""
    repository = HistoryRepository(session)
    if await repository.has_orders():
        return {}
    clock = clock or Clock()
    now = clock.now()
    today = now.astimezone(BUSINESS_ZONE).date()
    rng = random.Random(f"{SEED}-{today.isoformat()}")
    first_day = datetime.combine(today - timedelta(days=DAYS - 1), time(0), BUSINESS_ZONE)
    sizes = await repository.sizes()
    if not sizes:
        return {}
    await _past_coupon(repository, today)
    accounts, guests = customers(rng, now, first_day)
    written: Counter[str] = Counter({"promotions": 1})
    # Nobody signs in to these accounts: one unknown password, hashed once (argon2 is slow on purpose).
    written["users"] = await write_accounts(repository, accounts, hash_password(secrets.token_urlsafe(24)))
    staff = await repository.staff()
    shop = orders.Shop(
        sizes=sizes,
        popularity=orders.popularity(rng, sizes),
        extras=await repository.extras(),
        zones=await repository.zones(),
        locations=await repository.locations(),
        deals=await repository.deals(),
        accounts=accounts,
        guests=guests,
        staff=staff,
        now=now,
    )
    drafts = _drafts(rng, shop, now)
    counted, order_ids = await write_orders(repository, drafts, now)
    written.update(counted)
    written["reviews"] = await repository.copy(
        "reviews", community.REVIEW_COLUMNS, community.reviews(rng, drafts, order_ids, now)
    )
    written["reservations"] = await repository.copy(
        "reservations", community.RESERVATION_COLUMNS, community.reservations(rng, accounts + guests, today, staff, now)
    )
    subscribers = community.subscribers(rng, accounts, guests, now, first_day)
    written["newsletter_subscribers"] = await repository.copy("newsletter_subscribers", community.SUBSCRIBER_COLUMNS, subscribers)
    sent, reached = community.newsletter(subscribers, now)
    await repository.add(
        NewsletterSend(
            subject=NEWSLETTER_SUBJECT,
            content=NEWSLETTER_CONTENT,
            coupon_code="DULCE15",
            created_at=sent - timedelta(minutes=20),
            sent_at=sent,
            recipients_count=reached,
        )
    )
    written["newsletter_sends"] = 1
    # A random of its own: the cakes never shift the rest of the past.
    cakes = await write_cakes(repository, random.Random(f"{SEED}-cakes-{today.isoformat()}"), accounts, guests, staff, now)
    written.update(cakes)
    await repository.analyze()
    written["invoices"] = await write_invoices(repository, random.Random(f"{SEED}-invoices-{today.isoformat()}"), now)
    return dict(written)
