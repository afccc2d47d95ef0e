"""Running totals behind the best-sellers report: pieces delivered per product, kept by database
triggers (migration 0007) as orders become delivered, so the report reads a few hundred rows
instead of summing every order line."""

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
