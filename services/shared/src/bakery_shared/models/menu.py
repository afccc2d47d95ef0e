"""The menu: categories with their extra ingredients, products, their sizes (dimensions) and photos."""

from datetime import datetime
from decimal import Decimal
import enum
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    DDL,
    CheckConstraint,
    Column,
    ForeignKey,
    Index,
    SmallInteger,
    String,
    Table,
    Text,
    UniqueConstraint,
    event,
    func,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.orm import Mapped, mapped_column, relationship

from .base import Base, IdMixin, TimestampMixin
from .types import db_enum

if TYPE_CHECKING:
    from .business import PickupLocation

# The 14 allergens of EU Regulation 1169/2011 (Annex II), by the code the API uses.
ALLERGENS: dict[str, str] = {
    "gluten": "Cereale care conțin gluten",
    "crustacee": "Crustacee",
    "oua": "Ouă",
    "peste": "Pește",
    "arahide": "Arahide",
    "soia": "Soia",
    "lapte": "Lapte (inclusiv lactoză)",
    "nuci": "Fructe cu coajă lemnoasă (nuci, alune, migdale)",
    "telina": "Țelină",
    "mustar": "Muștar",
    "susan": "Semințe de susan",
    "sulfiti": "Dioxid de sulf și sulfiți",
    "lupin": "Lupin",
    "moluste": "Moluște",
}

# Stock at or above this is "unlimited": the spec stores it as 9999 next to the stock_unlimited flag.
UNLIMITED_STOCK = 9999


class ProductOrderType(str, enum.Enum):
    STANDARD = "standard"
    PRE_ORDER = "pre-order"
    SPECIAL = "special"


class MinimumQuantityType(str, enum.Enum):
    NA = "NA"
    # The customer must order at least `minimum_quantity_number` pieces.
    NUMAR_BUCATI = "numarBucati"


class Category(IdMixin, TimestampMixin, Base):
    __tablename__ = "categories"

    name: Mapped[str] = mapped_column(String(80), unique=True)
    # The slug used in /meniu?category=...
    value: Mapped[str] = mapped_column(String(80), unique=True)
    # Figurine cakes and candy bar: shown as a gallery with a phone-offer text, ordered as "special".
    special_category: Mapped[bool] = mapped_column(default=False, server_default="false")
    is_pickup_from_specific_location: Mapped[bool] = mapped_column(default=False, server_default="false")
    given_location_for_pickup_id: Mapped[int | None] = mapped_column(ForeignKey("pickup_locations.id", ondelete="SET NULL"))
    # Whether products of this category accept a message written on them (e.g. "La mulți ani!").
    preferred_message: Mapped[bool] = mapped_column(default=False, server_default="false")
    # The longest message the kitchen writes on a product of this category (characters as typed).
    preferred_message_max_length: Mapped[int | None] = mapped_column(SmallInteger)
    additional_information: Mapped[str | None] = mapped_column(Text)
    sort_order: Mapped[int] = mapped_column(default=0, server_default="0")

    given_location_for_pickup: Mapped["PickupLocation | None"] = relationship()
    extra_ingredients: Mapped[list["CategoryExtraIngredient"]] = relationship(
        back_populates="category",
        cascade="all, delete-orphan",
        order_by="CategoryExtraIngredient.sort_order",
    )
    products: Mapped[list["Product"]] = relationship(back_populates="category")


class CategoryExtraIngredient(IdMixin, Base):
    """An add-on the customer may pick for any product of the category, at its own price."""

    __tablename__ = "category_extra_ingredients"

    category_id: Mapped[int] = mapped_column(ForeignKey("categories.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(80))
    price: Mapped[Decimal]
    sort_order: Mapped[int] = mapped_column(default=0, server_default="0")

    category: Mapped[Category] = relationship(back_populates="extra_ingredients")

    __table_args__ = (
        UniqueConstraint("category_id", "name", name="uq_category_extra_ingredients_category_name"),
        CheckConstraint("price >= 0", name="price_not_negative"),
    )


# Directed: a product lists up to 5 others (the limit is enforced by the admin service).
similar_products = Table(
    "similar_products",
    Base.metadata,
    Column("product_id", ForeignKey("products.id", ondelete="CASCADE"), primary_key=True),
    Column("similar_product_id", ForeignKey("products.id", ondelete="CASCADE"), primary_key=True),
    CheckConstraint("product_id <> similar_product_id", name="not_itself"),
)


class Product(IdMixin, TimestampMixin, Base):
    __tablename__ = "products"

    # RESTRICT: a category holding products cannot vanish and leave them homeless.
    category_id: Mapped[int] = mapped_column(ForeignKey("categories.id", ondelete="RESTRICT"))
    name: Mapped[str] = mapped_column(String(120))
    description: Mapped[str] = mapped_column(Text, default="", server_default="")
    nutri_values: Mapped[str | None] = mapped_column(Text)
    # The spec's two order-type flags: orderable now, orderable in advance; neither means special.
    standard_order_type: Mapped[bool] = mapped_column(default=True, server_default="true")
    pre_order_order_type: Mapped[bool] = mapped_column(default=False, server_default="false")
    is_veggie: Mapped[bool] = mapped_column(default=False, server_default="false")
    out_of_stock: Mapped[bool] = mapped_column(default=False, server_default="false")
    available: Mapped[bool] = mapped_column(default=True, server_default="true")
    allow_preferred_message: Mapped[bool] = mapped_column(default=False, server_default="false")
    sort_order: Mapped[int] = mapped_column(default=0, server_default="0")
    # Food information (EU Regulation 1169/2011): the codes of ALLERGENS it contains, its ingredients.
    allergens: Mapped[list[str]] = mapped_column(ARRAY(String(20)), default=list, server_default="{}")
    ingredients: Mapped[str | None] = mapped_column(Text)
    # Production: how far ahead it must be ordered ('3 zile', '4 ore'; beyond the service's own
    # minimum), how many can be made for one day (null: no limit), and the ISO weekdays it is
    # made on (empty: every day). A dimension may set its own lead time and capacity.
    lead_time: Mapped[str | None] = mapped_column(String(20))
    daily_capacity: Mapped[int | None]
    production_days: Mapped[list[int]] = mapped_column(ARRAY(SmallInteger), default=list, server_default="{}")

    category: Mapped[Category] = relationship(back_populates="products")
    dimensions: Mapped[list["Dimension"]] = relationship(
        back_populates="product", cascade="all, delete-orphan", order_by="Dimension.sort_order"
    )
    images: Mapped[list["ProductImage"]] = relationship(
        back_populates="product", cascade="all, delete-orphan", order_by="ProductImage.sort_order"
    )
    similar_products: Mapped[list["Product"]] = relationship(
        secondary=similar_products,
        primaryjoin=lambda: Product.id == similar_products.c.product_id,
        secondaryjoin=lambda: Product.id == similar_products.c.similar_product_id,
    )

    @property
    def order_type(self) -> ProductOrderType:
        if self.standard_order_type:
            return ProductOrderType.STANDARD
        if self.pre_order_order_type:
            return ProductOrderType.PRE_ORDER
        return ProductOrderType.SPECIAL

    __table_args__ = (Index("ix_products_category_id_sort_order", "category_id", "sort_order"),)


# Search ignores case and diacritics ("tort ciocolata" finds "Tort de ciocolată"): query with
# immutable_unaccent(lower(name)) ILIKE / % so this index is used. The function and pg_trgm
# are created by the migration (and by create_all, see the end of this file).
Index(
    "ix_products_name_search",
    func.immutable_unaccent(func.lower(Product.name)).label("name_search"),
    postgresql_using="gin",
    postgresql_ops={"name_search": "gin_trgm_ops"},
)


class Dimension(IdMixin, TimestampMixin, Base):
    """One orderable size of a product (e.g. '1 kg', 'Cutie 6 bucăți') with its own price and stock."""

    __tablename__ = "dimensions"

    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), index=True)
    value: Mapped[str] = mapped_column(String(80))
    price: Mapped[Decimal]
    stock: Mapped[int] = mapped_column(default=UNLIMITED_STOCK, server_default=str(UNLIMITED_STOCK))
    stock_unlimited: Mapped[bool] = mapped_column(default=True, server_default="true")
    availability: Mapped[bool] = mapped_column(default=True, server_default="true")
    minimum_quantity_type: Mapped[MinimumQuantityType] = mapped_column(
        db_enum(MinimumQuantityType, "minimum_quantity_type"),
        default=MinimumQuantityType.NA,
        server_default=MinimumQuantityType.NA.value,
    )
    minimum_quantity_number: Mapped[int | None]
    box_needed: Mapped[bool] = mapped_column(default=True, server_default="true")
    box_price: Mapped[Decimal | None]
    sort_order: Mapped[int] = mapped_column(default=0, server_default="0")
    # Overrides of the product's production limits for this size (null: the product's).
    lead_time: Mapped[str | None] = mapped_column(String(20))
    daily_capacity: Mapped[int | None]

    product: Mapped[Product] = relationship(back_populates="dimensions")

    __table_args__ = (
        CheckConstraint("price >= 0", name="price_not_negative"),
        CheckConstraint("stock >= 0", name="stock_not_negative"),
        CheckConstraint("box_price IS NULL OR box_price >= 0", name="box_price_not_negative"),
    )


class ProductImage(IdMixin, Base):
    __tablename__ = "product_images"

    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), index=True)
    # Relative to the media root; the API turns it into the public imageLink.
    image_path: Mapped[str] = mapped_column(String(300))
    name: Mapped[str] = mapped_column(String(200), default="", server_default="")
    sort_order: Mapped[int] = mapped_column(default=0, server_default="0")
    # Web-sized copies once made, e.g. {"thumb": "...", "medium": "..."}.
    variants: Mapped[dict[str, Any] | None] = mapped_column(JSONB)
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())

    product: Mapped[Product] = relationship(back_populates="images")


# So that Base.metadata.create_all (handy in quick tests) builds the search index too; the
# migration creates the same things itself.
_SEARCH_SETUP = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE EXTENSION IF NOT EXISTS unaccent",
    "CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text "
    "LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT "
    "AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$",
]
for _statement in _SEARCH_SETUP:
    event.listen(Base.metadata, "before_create", DDL(_statement))
