import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import make_pickup_location, open_around_the_clock


@pytest.fixture
async def cake_shop(db_session, business):
    """A figurine cake made once a day and cookies, picked up in the shop, open around the clock."""
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    category = await make_category(db_session, "Torturi figurine", "torturi-figurine", preferred_message=True)
    cake = await make_product(db_session, category, "Tort cu figurine", prices=("250.00",))
    cake.dimensions[0].value = "1,5 kg"
    cake.daily_capacity = 1
    cookies = await make_product(
        db_session, await make_category(db_session, "Fursecuri", sort_order=1), "Fursecuri", prices=("30.00",)
    )
    await db_session.flush()
    return {"location": location, "cake": cake, "cookies": cookies}
