"""Running totals behind the reports, kept by database triggers so a report reads a few thousand
rows instead of every order: pieces delivered per product for the best sellers (migration 0007),
and the customers who ordered without an account for the customers report (migration 0010)."""

from datetime import datetime
from decimal import Decimal

from sqlalchemy import BigInteger, ForeignKey, Index, String, func
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin


class ProductSales(IdMixin, Base):
    __tablename__ = "product_sales"

    product_name: Mapped[str] = mapped_column(String(120))
    # Null once the product is deleted: its sales stay, under its name.
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"))
    quantity: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")

    __table_args__ = (Index("uq_product_sales_name_product", "product_name", func.coalesce(product_id, 0), unique=True),)


class GuestCustomer(Base):
    """One e-mail that ordered without an account: named as on its latest order, with its delivered
    orders counted and summed. Kept by triggers (migration 0010): a new order adds the line, or
    renames it when it names the customer otherwise; a status or price change adjusts the sums;
    the rare rest (an order deleted, given an owner, its contact edited) rebuilds the line."""

    __tablename__ = "guest_customers"

    # lower(e-mail): "Ana@X.ro" and "ana@x.ro" are one customer.
    email_key: Mapped[str] = mapped_column(String(254), primary_key=True)
    email: Mapped[str] = mapped_column(String(254))
    first_name: Mapped[str] = mapped_column(String(40))
    last_name: Mapped[str] = mapped_column(String(40))
    phone_number: Mapped[str] = mapped_column(String(20))
    latest_order_at: Mapped[datetime]
    number_of_purchases: Mapped[int] = mapped_column(default=0, server_default="0")
    order_amount: Mapped[Decimal] = mapped_column(default=Decimal("0.00"), server_default="0")
