"""A bakery set up for invoicing (cakes at 21%, bread at 11%), its shop open, and orders placed
through the storefront's real checkout."""

from decimal import Decimal

import pytest
from sqlalchemy import select

from bakery_devtools.einvoice import fatal_failures
from bakery_devtools.testing.invoicing import enable_invoicing
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import make_pickup_location, open_around_the_clock
from bakery_shared.models import CategoryExtraIngredient, CategoryVatRate, InvoicingSetup, Order


@pytest.fixture
async def invoicing(db_session, business) -> InvoicingSetup:
    return await enable_invoicing(db_session)


@pytest.fixture
async def bakery(db_session, invoicing):
    """Cakes (21%, a candle to add, a box) and bread (11%), a pickup point, open around the clock."""
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cakes = await make_category(db_session, "Torturi", preferred_message=True)
    cakes.extra_ingredients = [CategoryExtraIngredient(name="Lumânare", price=Decimal("3.50"))]
    bread = await make_category(db_session, "Pâine")
    db_session.add_all([CategoryVatRate(category_id=cakes.id, vat_rate=Decimal("21.00"))])
    db_session.add_all([CategoryVatRate(category_id=bread.id, vat_rate=Decimal("11.00"))])
    cake = await make_product(db_session, cakes, "Tort Diplomat", prices=("123.45",))
    cake.dimensions[0].box_needed, cake.dimensions[0].box_price = True, Decimal("4.90")
    loaf = await make_product(db_session, bread, "Pâine cu maia", prices=("8.99",))
    pretzel = await make_product(db_session, bread, "Covrig", prices=("2.35",))
    await db_session.flush()
    return {"location": location, "cake": cake, "loaf": loaf, "pretzel": pretzel, "cakes": cakes, "bread": bread}


async def order_of(session, number: str) -> Order:
    return await session.scalar(select(Order).where(Order.order_number == number))


def filable(invoice) -> None:
    """The invoice's XML passes the official CIUS-RO rules with no fatal failure."""
    assert [f"{failure.rule}: {failure.text}" for failure in fatal_failures(invoice.xml)] == []
