from decimal import Decimal

import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import make_pickup_location, open_around_the_clock
from bakery_devtools.testing.plugin import service_client
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import DeliveryZone
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
    # The migration's first zone (SPEC §9: Sibiu, minimum 50, fee 15), then the owner's others.
    db_session.add_all(
        [
            DeliveryZone(
                name="Sibiu centru",
                localities=[],
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
