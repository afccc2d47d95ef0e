"""Every query of the history seed: what the menu and setup hold, ids reserved ahead, and the rows
written by COPY (thousands of orders in a second or two, inside the session's transaction)."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import Integer, bindparam, delete, func, select, text, update
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.models import (
    CakeSetup,
    Category,
    CategoryExtraIngredient,
    DeliveryZone,
    Dimension,
    EfacturaStatus,
    Invoice,
    MinimumQuantityType,
    Order,
    PickupLocation,
    Product,
    Promotion,
    PromotionCondition,
    PromotionConditionType,
    PromotionType,
    QueuedMail,
    Role,
    User,
)


@dataclass(frozen=True)
class Size:
    """A size of a product the storefront sells, as an order line copies it."""

    dimension_id: int
    product_id: int
    product_name: str
    category: str
    value: str
    price: Decimal
    box_price: Decimal
    pre_order: bool
    # The fewest pieces the checkout accepts (1 unless the size is sold from N pieces).
    minimum: int = 1
    # Limited stock or a daily kitchen capacity: what an order still open has taken of it would
    # have to be counted, so the seed keeps such sizes out of today's open orders.
    limited: bool = False


@dataclass(frozen=True)
class Zone:
    name: str
    delivery_fee: Decimal
    minimum_order: Decimal


@dataclass(frozen=True)
class Location:
    id: int
    name: str
    description: str | None


@dataclass(frozen=True)
class Deal:
    """A promotion an order of the past could have used: a share or a sum off the whole cart."""

    id: int
    name: str
    type: PromotionType
    percent: Decimal | None
    amount: Decimal | None
    code: str | None
    min_order: Decimal
    start: date | None
    end: date | None
    once_per_customer: bool = False


# Taken off the whole cart, so an order's bill shows them as one discount line.
CART_DEALS = (PromotionType.COUPON_CODE, PromotionType.CART_PERCENTAGE_DISCOUNT, PromotionType.CART_FIXED_DISCOUNT)
# Conditions a drafted order honours (uses per customer); a promotion with any other is left out.
_CHECKED = (PromotionConditionType.MAX_USES_PER_CUSTOMER, PromotionConditionType.COUPON_CODE)


class HistoryRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def has_orders(self) -> bool:
        return await self.session.scalar(select(select(Order.id).exists())) or False

    async def sizes(self) -> list[Size]:
        """Every available size of the menu's products, the categories ordered by phone left out."""
        rows = await self.session.execute(
            select(
                Dimension,
                Product.name,
                Product.pre_order_order_type,
                Product.standard_order_type,
                Category.name,
                Product.daily_capacity.is_not(None),
            )
            .join(Product, Product.id == Dimension.product_id)
            .join(Category, Category.id == Product.category_id)
            .where(Category.special_category.is_(False), Product.available.is_(True), Dimension.availability.is_(True))
            .order_by(Product.sort_order, Dimension.sort_order, Dimension.id)
        )
        return [
            Size(
                dimension_id=d.id,
                product_id=d.product_id,
                product_name=name,
                category=category,
                value=d.value,
                price=d.price,
                box_price=(d.box_price or Decimal("0.00")) if d.box_needed else Decimal("0.00"),
                pre_order=pre_order and not standard,
                minimum=(d.minimum_quantity_number or 1) if d.minimum_quantity_type == MinimumQuantityType.NUMAR_BUCATI else 1,
                limited=not d.stock_unlimited or d.daily_capacity is not None or product_capacity,
            )
            for d, name, pre_order, standard, category, product_capacity in rows.all()
        ]

    async def extras(self) -> dict[str, list[tuple[str, Decimal]]]:
        rows = await self.session.execute(
            select(Category.name, CategoryExtraIngredient.name, CategoryExtraIngredient.price).join(
                CategoryExtraIngredient, CategoryExtraIngredient.category_id == Category.id
            )
        )
        found: dict[str, list[tuple[str, Decimal]]] = {}
        for category, name, price in rows.all():
            found.setdefault(category, []).append((name, price))
        return found

    async def zones(self) -> list[Zone]:
        rows = await self.session.scalars(select(DeliveryZone).order_by(DeliveryZone.sort_order, DeliveryZone.id))
        return [Zone(z.name, z.delivery_fee, z.minimum_order) for z in rows]

    async def locations(self) -> list[Location]:
        rows = await self.session.scalars(select(PickupLocation).order_by(PickupLocation.sort_order, PickupLocation.id))
        return [Location(p.id, p.name, p.description) for p in rows]

    async def staff(self) -> list[int]:
        return list(
            await self.session.scalars(select(User.id).where(User.role.in_((Role.ADMIN, Role.MANAGER))).order_by(User.id))
        )

    async def deals(self) -> list[Deal]:
        """The cart promotions without conditions on the hour, the day or the way of delivery (the
        drafted orders do not check them); one a customer may use once says so."""
        conditioned = select(PromotionCondition.promotion_id).where(PromotionCondition.condition_type.not_in(_CHECKED))
        once = select(PromotionCondition.promotion_id).where(
            PromotionCondition.condition_type == PromotionConditionType.MAX_USES_PER_CUSTOMER
        )
        rows = await self.session.execute(
            select(Promotion, Promotion.id.in_(once))
            .where(Promotion.type.in_(CART_DEALS), Promotion.id.not_in(conditioned))
            .order_by(Promotion.id)
        )
        return [
            Deal(
                p.id,
                p.name,
                p.type,
                p.discount_percentage,
                p.discount_amount,
                p.coupon_code,
                p.min_order_value or Decimal("0"),
                p.start_date,
                p.end_date,
                once_per_customer,
            )
            for p, once_per_customer in rows.all()
        ]

    async def cake_setup(self) -> CakeSetup | None:
        """The owner's rules for custom cakes (its flavours and fillings), made by the migrations."""
        return await self.session.get(CakeSetup, 1)

    async def gallery_item(self) -> tuple[int, int] | None:
        """(category id, product id) of the first product of a special category: the gallery a
        custom cake request starts from."""
        row = (
            await self.session.execute(
                select(Category.id, Product.id)
                .join(Product, Product.category_id == Category.id)
                .where(Category.special_category.is_(True))
                .order_by(Category.sort_order, Product.sort_order, Product.id)
                .limit(1)
            )
        ).first()
        return (row[0], row[1]) if row else None

    async def add_promotion(self, **values: Any) -> int:
        promotion = Promotion(**values)
        await self.add(promotion)
        return promotion.id

    async def add(self, row: object) -> None:
        self.session.add(row)
        await self.session.flush()

    async def reserve_ids(self, table: str, count: int) -> list[int]:
        """`count` ids of `table`'s identity, in order (one round trip; an id left unused is a harmless gap)."""
        if count == 0:
            return []
        statement = text(
            f"SELECT ARRAY(SELECT nextval(pg_get_serial_sequence('{table}', 'id')) FROM generate_series(1, :n) AS n ORDER BY n)"
        ).bindparams(bindparam("n", type_=Integer))
        return list(await self.session.scalar(statement, {"n": count}))

    async def reserve_order_numbers(self, count: int) -> list[int]:
        statement = text(
            "SELECT ARRAY(SELECT nextval('order_number_seq') FROM generate_series(1, :n) AS n ORDER BY n)"
        ).bindparams(bindparam("n", type_=Integer))
        return list(await self.session.scalar(statement, {"n": count}))

    async def copy(self, table: str, columns: Sequence[str], records: list[tuple]) -> int:
        """The rows written by COPY on the session's own connection (its transaction); the
        tables' triggers (best sellers, guest customers) run for each row as for an INSERT."""
        if not records:
            return 0
        await self.session.flush()
        connection = await (await self.session.connection()).get_raw_connection()
        await connection.driver_connection.copy_records_to_table(table, records=records, columns=list(columns))
        return len(records)

    async def copy_sizes(self, columns: Sequence[str], records: list[tuple]) -> int:
        """The order lines' sizes, with the best sellers' totals added once for all of them.

        Row by row, the trigger of migration 0007 looks up each new size's order on tables the
        planner still believes empty, and the seed would take half a minute; so it is off for
        this one COPY (in this transaction: nobody else sees it off) and the totals are added by
        the same sum the migration fills them with."""
        await self.session.execute(text("ALTER TABLE order_dimension_lines DISABLE TRIGGER product_sales_on_line"))
        written = await self.copy("order_dimension_lines", columns, records)
        await self.session.execute(text("ALTER TABLE order_dimension_lines ENABLE TRIGGER product_sales_on_line"))
        await self.session.execute(
            text(
                """
                INSERT INTO product_sales AS s (product_name, product_id, quantity)
                SELECT l.product_name, l.product_id, sum(d.quantity)
                FROM orders o
                JOIN order_product_lines l ON l.order_id = o.id
                JOIN order_dimension_lines d ON d.product_line_id = l.id
                WHERE o.status = 'DELIVERED'
                GROUP BY l.product_name, l.product_id
                ON CONFLICT (product_name, (coalesce(product_id, 0))) DO UPDATE SET quantity = excluded.quantity
                """
            )
        )
        return written

    async def count_uses(self, uses: dict[int, int]) -> None:
        for promotion_id, count in uses.items():
            await self.session.execute(
                update(Promotion).where(Promotion.id == promotion_id).values(uses_count=Promotion.uses_count + count)
            )

    async def analyze(self) -> None:
        """Planner statistics from the rows just written, in this transaction. A database whose
        tables were last analyzed empty (a fresh one, or a test database between tests) is
        otherwise planned as if six months of orders were a handful of rows: the customers report
        then ran a nested loop over every order for every account, for minutes."""
        await self.session.execute(text("ANALYZE"))

    async def count(self, table: type) -> int:
        return await self.session.scalar(select(func.count()).select_from(table)) or 0

    # ---- invoices --------------------------------------------------------------------------

    async def invoice_events(self, since: datetime) -> list[tuple[datetime, str, int]]:
        """What issued a document since `since`, oldest first: (when, what, id) with what one of
        "order" (an online payment captured), "delivered" (a pay-at-pickup order handed over with a
        company invoice asked for, or a custom cake's order), "advance" (a cake's deposit captured)
        and "refund" (a card refund)."""
        rows = await self.session.execute(
            text(
                """
                SELECT p.captured_at AS at, 'order' AS what, p.order_id AS id
                FROM order_payments p WHERE p.method = 'ONLINE' AND p.captured_at >= :since
                UNION ALL
                SELECT coalesce(o.pickup_or_delivery_moment, o.created_at), 'delivered', o.id
                FROM orders o JOIN order_payments p ON p.order_id = o.id
                WHERE p.method <> 'ONLINE' AND o.status = 'DELIVERED' AND o.created_at >= :since
                  AND (o.invoice_details IS NOT NULL OR o.id IN (SELECT order_id FROM cake_requests WHERE order_id IS NOT NULL))
                UNION ALL
                SELECT c.captured_at, 'advance', c.id
                FROM cake_payments c WHERE c.purpose = 'DEPOSIT' AND c.captured_at >= :since
                UNION ALL
                SELECT r.created_at, 'refund', r.id FROM card_refunds r WHERE r.created_at >= :since
                ORDER BY 1, 2, 3
                """
            ),
            {"since": since},
        )
        return [(row.at, row.what, row.id) for row in rows]

    async def orders_placed_since(self, since: datetime) -> list[int]:
        return list(await self.session.scalars(select(Order.id).where(Order.created_at >= since).order_by(Order.id)))

    async def ask_company_invoice(self, order_id: int, details: dict[str, Any]) -> None:
        await self.session.execute(update(Order).where(Order.id == order_id).values(invoice_details=details))

    async def file_demo_invoices(self, filed_before: date, refused_numbers: Sequence[str], message: str) -> None:
        """ANAF's answers as the filing would have stored them: what was issued before
        `filed_before` accepted (`OK`), the `refused_numbers` refused with `message`, the rest waiting."""
        await self.session.execute(
            text(
                """
                UPDATE invoices SET efactura_status = 'OK',
                    efactura_upload_id = (5009000000 + id)::text, efactura_download_id = (3009000000 + id)::text,
                    efactura_attempts = 1, efactura_updated_at = issued_at + interval '2 hours'
                WHERE issue_date < :before
                """
            ),
            {"before": filed_before},
        )
        await self.session.execute(
            update(Invoice)
            .where(Invoice.number.in_(list(refused_numbers)))
            .values(
                efactura_status=EfacturaStatus.NOK,
                efactura_message=message,
                efactura_download_id=None,
                efactura_updated_at=Invoice.issued_at + timedelta(hours=2),
            )
        )

    async def invoice_numbers(self, since: date) -> list[str]:
        return list(await self.session.scalars(select(Invoice.number).where(Invoice.issue_date >= since).order_by(Invoice.id)))

    async def forget_queued_mails(self, purpose: str) -> None:
        """The past's documents were mailed back then: nothing of them waits in the queue."""
        await self.session.execute(delete(QueuedMail).where(QueuedMail.purpose == purpose))
