"""Menu reads (both services). Every list loads in a fixed number of statements (selectinload, no N+1);
`raiseload` makes any relationship the shapes forgot to load fail loudly instead of lazily."""

from sqlalchemy import ColumnElement, Select, and_, func, literal, or_, select
from sqlalchemy.orm import contains_eager, raiseload, selectinload

from ..models import Category, Product
from ..params import MAX_ID, parse_integer
from ..repository import Repository

LIKE_ESCAPE = "\\"


def _escape_like(term: str) -> str:
    return term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def name_search(search: str | None) -> ColumnElement[bool] | None:
    """Every word of the search in the name, ignoring case and diacritics.

    Both sides go through immutable_unaccent(lower(...)), the expression the trigram index
    ix_products_name_search is built on, so "tort ciocolata" finds "Tort de ciocolată".
    """
    words = (search or "").split()
    if not words:
        return None
    folded_name = func.immutable_unaccent(func.lower(Product.name))
    return and_(
        *(
            folded_name.like(
                literal("%") + func.immutable_unaccent(func.lower(literal(_escape_like(word)))) + literal("%"),
                escape=LIKE_ESCAPE,
            )
            for word in words[:8]
        )
    )


def category_filter(category: str | int | None) -> ColumnElement[bool] | None:
    """A category given by its id or by its slug (`value`)."""
    if category is None or str(category).strip() == "":
        return None
    key = str(category).strip()
    matches = Category.value == key
    number = parse_integer(key)
    if number is not None and 1 <= number <= MAX_ID:  # "²" is isdigit() to Python, not a number
        matches = or_(Category.id == number, matches)
    return Product.category_id.in_(select(Category.id).where(matches).scalar_subquery())


def _menu_order(query: Select) -> Select:
    return query.order_by(Category.sort_order, Category.id, Product.sort_order, Product.id)


def _summary_options():
    return (
        contains_eager(Product.category),
        selectinload(Product.dimensions),
        selectinload(Product.images),
        raiseload("*"),
    )


def _detail_options():
    return (
        selectinload(Product.category).selectinload(Category.extra_ingredients),
        selectinload(Product.dimensions),
        selectinload(Product.images),
        selectinload(Product.similar_products).options(
            selectinload(Product.dimensions), selectinload(Product.images), raiseload("*")
        ),
        raiseload("*"),
    )


class MenuRepository(Repository):
    # ---- categories ----

    async def categories(self) -> list[Category]:
        rows = await self.session.scalars(
            select(Category)
            .options(selectinload(Category.extra_ingredients), raiseload("*"))
            .order_by(Category.sort_order, Category.id)
        )
        return list(rows)

    async def category(self, category_id: int) -> Category | None:
        return await self.session.scalar(
            select(Category).where(Category.id == category_id).options(selectinload(Category.extra_ingredients))
        )

    # ---- products ----

    async def product(self, product_id: int, *, available_only: bool = False) -> Product | None:
        query = select(Product).where(Product.id == product_id).options(*_detail_options())
        if available_only:
            query = query.where(Product.available.is_(True))
        # populate_existing: a product changed earlier in this session is read as saved, not as cached.
        return await self.session.scalar(query.execution_options(populate_existing=True))

    def _filtered(self, *, search: str | None, category: str | int | None, available_only: bool) -> list[ColumnElement[bool]]:
        conditions = [c for c in (name_search(search), category_filter(category)) if c is not None]
        if available_only:
            conditions.append(Product.available.is_(True))
        return conditions

    async def product_page(
        self, *, search: str | None, category: str | int | None, page: int, size: int, available_only: bool = False
    ) -> tuple[list[Product], int]:
        conditions = self._filtered(search=search, category=category, available_only=available_only)
        total = await self.session.scalar(select(func.count()).select_from(Product).where(*conditions)) or 0
        if page * size >= total:
            return [], total
        rows = await self.session.scalars(
            _menu_order(select(Product).join(Product.category).where(*conditions))
            .options(*_summary_options())
            .offset(page * size)
            .limit(size)
            .execution_options(populate_existing=True)
        )
        return list(rows), total

    async def menu_products(self, *, search: str | None, category: str | int | None) -> list[Product]:
        """The storefront's list: available products only, in menu order."""
        conditions = self._filtered(search=search, category=category, available_only=True)
        rows = await self.session.scalars(
            _menu_order(select(Product).join(Product.category).where(*conditions))
            .options(*_summary_options())
            .execution_options(populate_existing=True)
        )
        return list(rows)
