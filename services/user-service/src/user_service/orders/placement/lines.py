"""Pricing the cart's lines from the database's rows, never from what the cart says: a product line
(dimension price, extras, box) or a bundle (its sets' choices, priced by the promotion's rules).
Pure functions over loaded rows; `Priced` collects the order's sums, lines and the stock it needs."""

from collections import defaultdict
from dataclasses import dataclass, field, replace
from decimal import Decimal

from bakery_shared.menu.schemas import message_max_length
from bakery_shared.models import (
    Category,
    Dimension,
    MinimumQuantityType,
    Product,
    ProductOrderType,
    Promotion,
    PromotionProductSet,
    PromotionType,
)
from bakery_shared.money import ZERO, money

from ...promotions import messages as pm
from ...promotions.discounts import BundleUse, CartProduct, combo_price
from ..schemas import CartLineIn
from . import messages as m
from .production import Made
from .rows import ChoiceRow, DimensionLineRow, ExtraRow, ProductLineRow, PromotionLineRow
from .rules import refuse

BUNDLE_TYPES = (PromotionType.BUY_X_GET_Y_FREE, PromotionType.COMBO)


@dataclass
class Priced:
    subtotal: Decimal = ZERO
    package: Decimal = ZERO
    product_lines: list[ProductLineRow] = field(default_factory=list)
    promotion_lines: list[PromotionLineRow] = field(default_factory=list)
    # dimension id -> pieces the order takes
    needed: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    pre_order: bool = False
    categories: list[Category] = field(default_factory=list)
    # The product lines as promotions weigh them (bundles take no further discount).
    cart: list[CartProduct] = field(default_factory=list)
    # What the kitchen makes, line by line (lead times, production days, capacity).
    made: list[Made] = field(default_factory=list)
    # The bundles, as promotions weigh them (their conditions, limits and what they save).
    bundles: list[BundleUse] = field(default_factory=list)

    def take(self, product: Product, dimension: Dimension, quantity: int) -> None:
        self.needed[dimension.id] += quantity
        self.made.append(Made(product, dimension, quantity))
        self.pre_order |= product.order_type == ProductOrderType.PRE_ORDER
        self.categories.append(product.category)

    def copy(self) -> "Priced":
        """Another collector to add to, leaving this one as it is."""
        return replace(
            self,
            product_lines=list(self.product_lines),
            promotion_lines=list(self.promotion_lines),
            needed=defaultdict(int, self.needed),
            categories=list(self.categories),
            cart=list(self.cart),
            made=list(self.made),
            bundles=list(self.bundles),
        )


def box_price(dimension: Dimension) -> Decimal:
    return money(dimension.box_price) if dimension.box_needed and dimension.box_price is not None else ZERO


def orderable(product: Product | None, dimension: Dimension | None, product_id: int, where: str) -> tuple[Product, Dimension]:
    """The product and its dimension, if both exist, belong together and may be ordered online."""
    if product is None:
        raise refuse(m.PRODUCT_NOT_FOUND, where)
    if dimension is None or dimension.product_id != product_id:
        raise refuse(m.DIMENSION_NOT_FOUND, where)
    if not product.available or product.out_of_stock:
        raise refuse(m.PRODUCT_UNAVAILABLE.format(name=product.name), where)
    if product.order_type == ProductOrderType.SPECIAL:
        raise refuse(m.SPECIAL_PRODUCT.format(name=product.name), where)
    if not dimension.availability:
        raise refuse(m.DIMENSION_UNAVAILABLE.format(name=f"{product.name} {dimension.value}"), where)
    return product, dimension


def price_product_line(
    index: int, line: CartLineIn, products: dict[int, Product], dimensions: dict[int, Dimension], priced: Priced
) -> None:
    assert line.id is not None and line.dimensionId is not None
    where = f"items.{index}"
    product, dimension = orderable(products.get(line.id), dimensions.get(line.dimensionId), line.id, where)
    name = f"{product.name} {dimension.value}"
    if (
        dimension.minimum_quantity_type == MinimumQuantityType.NUMAR_BUCATI
        and dimension.minimum_quantity_number
        and line.quantity < dimension.minimum_quantity_number
    ):
        raise refuse(m.BELOW_MINIMUM_COUNT.format(name=name, minimum=dimension.minimum_quantity_number), f"{where}.quantity")
    known = {extra.name.casefold(): extra for extra in product.category.extra_ingredients}
    extras = []
    for extra_name in dict.fromkeys(line.extra_names()):
        extra = known.get(extra_name.casefold())
        if extra is None:
            raise refuse(m.UNKNOWN_EXTRA.format(extra=extra_name, name=product.name), f"{where}.extraIngredients")
        extras.append(extra)
    if line.preferredMessage and not (product.allow_preferred_message or product.category.preferred_message):
        raise refuse(m.NO_MESSAGE_ALLOWED.format(name=product.name), f"{where}.preferredMessage")
    maximum = message_max_length(product)
    if line.preferredMessage and maximum is not None and len(line.preferredMessage) > maximum:
        message = m.MESSAGE_TOO_LONG.format(
            name=product.name, maximum=m.how_many(maximum, "caracter", "caractere"), length=len(line.preferredMessage)
        )
        raise refuse(message, f"{where}.preferredMessage")
    unit = money(dimension.price)
    extras_price = money(sum((money(e.price) for e in extras), ZERO))
    box = box_price(dimension)
    priced.subtotal += (unit + extras_price) * line.quantity
    priced.package += box * line.quantity
    priced.take(product, dimension, line.quantity)
    priced.cart.append(CartProduct(product.id, product.category_id, dimension.id, unit, line.quantity))
    priced.product_lines.append(
        ProductLineRow(
            product.id,
            product.name,
            line.preferredMessage,
            [DimensionLineRow(dimension.id, dimension.value, line.quantity, unit, box)],
            [ExtraRow(e.name, money(e.price)) for e in extras],
        )
    )


Chosen = list[tuple[PromotionProductSet, Product, Dimension]]


def bundle_choices(
    index: int, line: CartLineIn, promotion: Promotion, products: dict[int, Product], dimensions: dict[int, Dimension]
) -> Chosen:
    """The bundle's choices, one per set in the sets' order, each offered by its set and orderable."""
    if promotion.type not in BUNDLE_TYPES:
        raise refuse(pm.PROMOTION_NOT_A_BUNDLE.format(name=promotion.name), f"items.{index}.promotionId")
    sets = sorted(promotion.product_sets, key=lambda s: (s.sort_order, s.id))
    if not sets or len(line.productBeans) != len(sets):
        raise refuse(pm.PROMOTION_CHOICES.format(name=promotion.name), f"items.{index}.productBeans")
    chosen = []
    for number, (product_set, bean) in enumerate(zip(sets, line.productBeans, strict=True)):
        where = f"items.{index}.productBeans.{number}"
        if bean.productId not in {p.id for p in product_set.products}:
            raise refuse(pm.PROMOTION_CHOICE_NOT_OFFERED.format(name=promotion.name), where)
        product, dimension = orderable(products.get(bean.productId), dimensions.get(bean.dimensionId), bean.productId, where)
        chosen.append((product_set, product, dimension))
    return chosen


def price_bundle_line(
    index: int,
    line: CartLineIn,
    promotion: Promotion,
    products: dict[int, Product],
    dimensions: dict[int, Dimension],
    priced: Priced,
) -> None:
    """A due bundle: one choice per set; a free (Y) choice costs no more than the cheapest paid one
    (the free choices offered are those priced at or below the cheapest chosen X, so a customer
    never gets the dearer piece free)."""
    chosen = bundle_choices(index, line, promotion, products, dimensions)
    paid = [money(d.price) for s, _, d in chosen if not s.is_free_product]
    free_allowed = promotion.type == PromotionType.BUY_X_GET_Y_FREE
    if free_allowed:
        ceiling = min(paid, default=ZERO)
        for number, (product_set, _, dimension) in enumerate(chosen):
            if product_set.is_free_product and money(dimension.price) > ceiling:
                raise refuse(pm.PROMOTION_FREE_TOO_DEAR.format(name=promotion.name), f"items.{index}.productBeans.{number}")
        unit_total = money(sum(paid, ZERO))
    else:
        full = sum((money(d.price) for _, _, d in chosen), ZERO)
        unit_total = combo_price(full, percentage=promotion.discount_percentage, amount=promotion.discount_amount)
    boxes = sum((box_price(d) for _, _, d in chosen), ZERO)
    full = money(sum((money(d.price) for _, _, d in chosen), ZERO))
    saving = money((full - unit_total) * line.quantity)
    priced.bundles.append(BundleUse(promotion, f"items.{index}.promotionId", saving))
    priced.subtotal += unit_total * line.quantity
    priced.package += boxes * line.quantity
    for _, product, dimension in chosen:
        priced.take(product, dimension, line.quantity)
    priced.promotion_lines.append(
        PromotionLineRow(
            promotion.id,
            promotion.name,
            line.quantity,
            money(unit_total * line.quantity),
            [
                ChoiceRow(
                    label=product_set.product_field_label or None,
                    product_id=product.id,
                    dimension_id=dimension.id,
                    product_name=product.name,
                    dimension_name=dimension.value,
                    product_price=money(dimension.price),
                    package_price=box_price(dimension),
                    is_free_product=free_allowed and product_set.is_free_product,
                )
                for product_set, product, dimension in chosen
            ],
        )
    )


def add_free_item(promotion: Promotion, dimension: Dimension, product: Product, priced: Priced) -> None:
    """A free-item promotion's product: one piece, in the order at its price (which the
    promotion's discount line takes off again), with its stock taken like any other."""
    unit = money(dimension.price)
    box = box_price(dimension)
    priced.subtotal += unit
    priced.package += box
    priced.take(product, dimension, 1)
    priced.promotion_lines.append(
        PromotionLineRow(
            promotion.id,
            promotion.name,
            1,
            unit,
            [
                ChoiceRow(
                    label=None,
                    product_id=product.id,
                    dimension_id=dimension.id,
                    product_name=product.name,
                    dimension_name=dimension.value,
                    product_price=unit,
                    package_price=box,
                    is_free_product=True,
                )
            ],
        )
    )
