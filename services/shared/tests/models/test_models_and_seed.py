"""The schema as migrations build it, and the demo data as the seed loads it, on a real Postgres.

Everything runs in a database of its own, created next to the one `database_url` points at,
so going down to base and committing seed data never disturbs other tests.
"""

import asyncio
from decimal import Decimal
import uuid

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
import pytest
import pytest_asyncio
import sqlalchemy as sa
from sqlalchemy import Numeric, delete, func, select, text
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine

from bakery_devtools.seed import seed
from bakery_shared.auth.passwords import verify_password
from bakery_shared.migrate import downgrade_to_base, upgrade_to_head
from bakery_shared.models import (
    Base,
    BusinessSetup,
    Category,
    DeliveryMethod,
    Dimension,
    Order,
    OrderDimensionLine,
    OrderProductLine,
    OrderStatus,
    Product,
    Role,
    Schedule,
    User,
)
from bakery_shared.settings import get_settings


@pytest.fixture(scope="module")
def schema_url(own_database_url: str) -> str:
    upgrade_to_head(own_database_url)
    return own_database_url


async def _scalar(url: str, statement: str):
    engine = create_async_engine(url)
    try:
        async with engine.connect() as connection:
            return (await connection.execute(text(statement))).scalar()
    finally:
        await engine.dispose()


async def _row_counts(engine: AsyncEngine) -> dict[str, int]:
    async with engine.connect() as connection:
        return {
            table.name: (await connection.execute(select(func.count()).select_from(table))).scalar_one()
            for table in Base.metadata.sorted_tables
        }


async def _seed_once(engine: AsyncEngine) -> dict[str, int]:
    async with async_sessionmaker(engine, expire_on_commit=False)() as session, session.begin():
        return await seed(session)


@pytest_asyncio.fixture
async def engine(schema_url: str):
    engine = create_async_engine(schema_url)
    yield engine
    await engine.dispose()


# Sync on purpose: Alembic's env.py runs its own event loop.
def _enum_types() -> set[str]:
    return {c.type.name for t in Base.metadata.tables.values() for c in t.columns if isinstance(c.type, sa.Enum)}


def test_migrations_go_down_to_nothing_and_up_again(own_database_url: str) -> None:
    tables_sql = "SELECT count(*) FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'alembic_version'"
    types_sql = "SELECT count(*) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' AND t.typtype = 'e'"

    upgrade_to_head(own_database_url)
    assert asyncio.run(_scalar(own_database_url, tables_sql)) == len(Base.metadata.tables)

    downgrade_to_base(own_database_url)
    assert asyncio.run(_scalar(own_database_url, tables_sql)) == 0
    assert asyncio.run(_scalar(own_database_url, types_sql)) == 0

    upgrade_to_head(own_database_url)
    assert asyncio.run(_scalar(own_database_url, tables_sql)) == len(Base.metadata.tables)
    assert asyncio.run(_scalar(own_database_url, types_sql)) == len(_enum_types())


@pytest.mark.asyncio
async def test_models_and_migrations_agree(engine: AsyncEngine) -> None:
    def differences(connection):
        context = MigrationContext.configure(connection, opts={"compare_type": True, "compare_server_default": True})
        return compare_metadata(context, Base.metadata)

    async with engine.connect() as connection:
        assert await connection.run_sync(differences) == []


@pytest.mark.asyncio
async def test_seed_twice_changes_nothing(engine: AsyncEngine) -> None:
    await _seed_once(engine)
    first = await _row_counts(engine)

    created_again = await _seed_once(engine)

    assert not any(created_again.values())
    assert await _row_counts(engine) == first
    assert first["business_setup"] == 1
    assert first["categories"] >= 12
    assert first["products"] >= 30
    assert first["schedules"] == 21


@pytest.mark.asyncio
async def test_demo_bakery_is_as_described(engine: AsyncEngine) -> None:
    await _seed_once(engine)
    async with async_sessionmaker(engine)() as session:
        setup = await session.get(BusinessSetup, 1)
        assert setup is not None
        assert (setup.city, setup.postal_code, setup.currency, setup.locale) == ("Sibiu", "550159", "RON", "ro-RO")
        assert setup.minimum_order_value == Decimal("50.00") and setup.delivery_fee == Decimal("15.00")
        assert setup.pickup_enabled and setup.delivery_enabled and setup.booking_enabled and setup.pre_orders_enabled

        monday = await session.scalar(select(Schedule).filter_by(schedule_type="REGULAR", day_of_week=1))
        assert monday is not None and monday.hours == "08:00 - 20:00"

        special = await session.scalar(select(Category).filter_by(special_category=True))
        assert special is not None and special.given_location_for_pickup_id is not None

        limited = (await session.scalars(select(Dimension).filter_by(stock_unlimited=False))).all()
        assert limited and all(d.stock < 9999 for d in limited)
        assert (
            await session.scalar(select(func.count()).select_from(Dimension).filter_by(minimum_quantity_type="numarBucati")) >= 1
        )


@pytest.mark.asyncio
async def test_demo_staff_can_sign_in(engine: AsyncEngine) -> None:
    settings = get_settings()
    await _seed_once(engine)
    async with async_sessionmaker(engine)() as session:
        for email, password, role in (
            (settings.demo_admin_email, settings.demo_admin_password, Role.ADMIN),
            (settings.demo_manager_email, settings.demo_manager_password, Role.MANAGER),
        ):
            user = await session.scalar(select(User).filter_by(email=email.lower()))
            assert user is not None, email
            assert user.role is role
            assert user.email_confirmed_at is not None
            assert verify_password(password, user.password_hash)
            assert not verify_password(password + "x", user.password_hash)


@pytest.mark.asyncio
async def test_money_is_numeric_everywhere(engine: AsyncEngine) -> None:
    async with engine.connect() as connection:
        types = {
            (row.table_name, row.column_name): (row.data_type, row.numeric_scale)
            for row in await connection.execute(
                text(
                    "SELECT table_name, column_name, data_type, numeric_scale FROM information_schema.columns WHERE table_schema = 'public'"
                )
            )
        }
    # No floating point money, whatever the column is called.
    assert not [key for key, (data_type, _) in types.items() if data_type in ("real", "double precision", "money")]
    for table in Base.metadata.tables.values():
        for column in table.columns:
            if isinstance(column.type, Numeric):
                # Money has 2 decimals; a place's coordinates (for its map), the only other numbers, have 6.
                scale = 6 if column.name in ("latitude", "longitude") else 2
                assert types[(table.name, column.name)] == ("numeric", scale), (table.name, column.name)
    for key in [
        ("dimensions", "price"),
        ("dimensions", "box_price"),
        ("category_extra_ingredients", "price"),
        ("orders", "sub_total_price"),
        ("orders", "delivery_fee"),
        ("orders", "total_price"),
        ("order_dimension_lines", "unit_price"),
        ("order_payments", "cash_amount"),
        ("business_setup", "minimum_order_value"),
        ("promotions", "discount_amount"),
    ]:
        assert types[key][0] == "numeric", key


@pytest.mark.asyncio
async def test_every_timestamp_keeps_its_time_zone(engine: AsyncEngine) -> None:
    async with engine.connect() as connection:
        naive = (
            (
                await connection.execute(
                    text(
                        "SELECT table_name || '.' || column_name FROM information_schema.columns "
                        "WHERE table_schema = 'public' AND data_type = 'timestamp without time zone'"
                    )
                )
            )
            .scalars()
            .all()
        )
        aware = await connection.scalar(
            text(
                "SELECT count(*) FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'timestamp with time zone'"
            )
        )
    assert naive == []
    assert aware > 20


@pytest.mark.asyncio
async def test_deleting_a_product_keeps_past_orders(engine: AsyncEngine) -> None:
    await _seed_once(engine)
    # Never committed: rolled back at the end so the other tests see the seed alone.
    async with async_sessionmaker(engine, expire_on_commit=False)() as session:
        category = await session.scalar(select(Category).filter_by(value="prajituri"))
        product = Product(category_id=category.id, name=f"Prăjitură de probă {uuid.uuid4().hex[:6]}", description="")
        product.dimensions.append(Dimension(value="1 bucată", price=Decimal("10.00")))
        session.add(product)
        await session.flush()
        order = Order(
            order_number=f"T-{uuid.uuid4().hex[:8]}",
            status=OrderStatus.NEW,
            delivery_method=DeliveryMethod.PICKUP,
            sub_total_price=Decimal("20.00"),
            total_price=Decimal("20.00"),
        )
        line = OrderProductLine(product_id=product.id, product_name=product.name)
        line.dimension_lines.append(
            OrderDimensionLine(
                dimension_id=product.dimensions[0].id, dimension_value="1 bucată", quantity=2, unit_price=Decimal("10.00")
            )
        )
        order.product_lines.append(line)
        session.add(order)
        await session.flush()
        line_id = line.id

        await session.execute(delete(Product).where(Product.id == product.id))
        session.expunge_all()

        kept = await session.get(OrderProductLine, line_id)
        assert kept is not None and kept.product_id is None and kept.product_name.startswith("Prăjitură de probă")
        dimension_line = await session.scalar(select(OrderDimensionLine).filter_by(product_line_id=line_id))
        assert dimension_line.dimension_id is None and dimension_line.unit_price == Decimal("10.00")
        await session.rollback()


@pytest.mark.asyncio
async def test_product_search_ignores_case_and_diacritics(engine: AsyncEngine) -> None:
    await _seed_once(engine)
    async with async_sessionmaker(engine)() as session:
        names = (
            await session.scalars(
                select(Product.name).where(
                    func.immutable_unaccent(func.lower(Product.name)).contains(func.immutable_unaccent(func.lower("CIOCOLATA")))
                )
            )
        ).all()
    assert "Tort de ciocolată belgiană" in names
