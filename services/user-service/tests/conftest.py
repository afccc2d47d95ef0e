from datetime import timedelta
from decimal import Decimal

import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import make_pickup_location, open_around_the_clock
from bakery_devtools.testing.plugin import current_clock, service_client
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import (
    CategoryExtraIngredient,
    DeliveryZone,
    ProductImage,
    Promotion,
    PromotionCondition,
    PromotionType,
)
from user_service.main import create_app


@pytest.fixture
async def client(test_settings, db_connection, redis_client):
    async with service_client(create_app(test_settings), db_connection) as client:
        yield client


# Shops that the tests of more than one domain set up.


@pytest.fixture
async def zoned_shop(db_session, business):
    """A 60 RON cake and, beside the migration's Sibiu, two zones of the owner's: one by postal code, one
    by locality served 10:00-12:00 (delivery zones at the checkout, the days offered for them)."""
    await open_around_the_clock(db_session)
    category = await make_category(db_session)
    cake = await make_product(db_session, category, "Tort Diplomat", prices=("60.00",))
    cake.dimensions[0].value = "1 kg"
    # The migration's first zone (the specification's default city: Sibiu, minimum 50, fee 15), then
    # the owner's others.
    db_session.add_all(
        [
            DeliveryZone(
                name="Sibiu centru",
                # A district of Sibiu, reached by its postal codes (the locality decides, the code
                # only picks among its zones).
                localities=["Sibiu"],
                postal_codes=["550003"],
                delivery_fee=Decimal("10.00"),
                minimum_order=Decimal("40.00"),
                schedule=[],
                sort_order=1,
            ),
            DeliveryZone(
                name="Cisnădie",
                localities=["Cisnădie"],
                postal_codes=[],
                delivery_fee=Decimal("25.00"),
                minimum_order=Decimal("100.00"),
                schedule=[{"dayOfWeek": day, "hours": "10:00 - 12:00"} for day in range(1, 8)],
                sort_order=2,
            ),
        ]
    )
    await db_session.flush()
    await bump_last_key(db_session)
    return {"cake": cake}


@pytest.fixture
async def kitchen(db_session, business):
    """A figurine cake with a lead time of 3 days and room for 2 a day, and an eclair, picked up in the
    shop (the kitchen's limits at the checkout, the days offered, the product page)."""
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cakes = await make_category(db_session, "Torturi figurine", "torturi-figurine", preferred_message=True)
    cakes.preferred_message_max_length = 20
    figurine = await make_product(db_session, cakes, "Tort cu figurine", prices=("250.00", "400.00"))
    figurine.lead_time = "3 zile"
    figurine.daily_capacity = 2
    eclair = await make_product(db_session, cakes, "Ecler", prices=("12.00",))
    await db_session.flush()
    return {"location": location, "figurine": figurine, "eclair": eclair}


@pytest.fixture
async def promotions_shop(db_session, business):
    """Cakes at 100 RON, and cookies at 20 and lemonade at 10 in another category (promotions at the checkout)."""
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cakes = await make_category(db_session, "Torturi")
    biscuits = await make_category(db_session, "Biscuiți")
    cake = await make_product(db_session, cakes, "Tort Diplomat", prices=("100.00",))
    cookies = await make_product(db_session, biscuits, "Fursecuri", prices=("20.00",))
    juice = await make_product(db_session, biscuits, "Limonadă", prices=("10.00",))
    return {"location": location, "cake": cake, "cookies": cookies, "juice": juice, "cakes": cakes}


@pytest.fixture
def promotion():
    """Adds an active promotion running from yesterday to tomorrow, unless told otherwise."""

    async def add(db_session, kind: PromotionType, name: str, *, conditions=(), **fields) -> Promotion:
        today = current_clock().today()
        p = Promotion(
            name=name,
            type=kind,
            active=True,
            start_date=fields.pop("start_date", today - timedelta(days=1)),
            end_date=fields.pop("end_date", today + timedelta(days=1)),
            conditions=[PromotionCondition(condition_type=t, condition_value=v) for t, v in conditions],
            product_sets=[],
            **fields,
        )
        db_session.add(p)
        await db_session.flush()
        return p

    return add


@pytest.fixture
async def menu(db_session, business):
    """Two categories in menu order, cakes with a hidden one, similar products and a photo (the
    storefront's menu and the promotions that offer its products)."""
    torturi = await make_category(db_session, "Torturi", "torturi", sort_order=0, preferred_message=True)
    torturi.extra_ingredients = [CategoryExtraIngredient(name="Lumânare", price=Decimal("3.00"))]
    prajituri = await make_category(db_session, "Prăjituri", "prajituri", sort_order=1)
    chocolate = await make_product(db_session, torturi, "Tort de ciocolată belgiană", prices=("150.00", "99.00"), sort_order=1)
    amandina = await make_product(db_session, torturi, "Tort Amandina", prices=("110.00",), sort_order=0)
    hidden = await make_product(db_session, torturi, "Tort retras", available=False)
    ecler = await make_product(db_session, prajituri, "Ecler cu ciocolată", prices=("9.50",))
    chocolate.similar_products = [amandina, hidden]
    chocolate.images = [
        ProductImage(
            image_path="products/x/a-1200.jpg",
            variants={"400": "products/x/a-400.jpg", "1200": "products/x/a-1200.jpg"},
            name="a.jpg",
        )
    ]
    await db_session.flush()
    return {
        "torturi": torturi,
        "prajituri": prajituri,
        "chocolate": chocolate,
        "amandina": amandina,
        "hidden": hidden,
        "ecler": ecler,
    }
