"""Fill an empty database with the demo bakery; running it again adds only what is missing.

Everything is looked up by its natural key (category name, product name, size label, e-mail,
schedule type and day) and left alone when found, so admin edits survive a re-run.
"""

from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.passwords import hash_password
from bakery_shared.clock import Clock
from bakery_shared.models import (
    Base,
    BusinessSetup,
    Category,
    CategoryExtraIngredient,
    CategoryVatRate,
    DeliveryZone,
    Dimension,
    InvoicingSetup,
    PickupLocation,
    Product,
    Promotion,
    PromotionCondition,
    PromotionProductSet,
    Role,
    Schedule,
    User,
    similar_products,
)
from bakery_shared.settings import get_settings

from .business_data import (
    BUSINESS,
    DELIVERY_ZONES,
    INVOICING,
    PICKUP_LOCATIONS,
    REDUCED_VAT_CATEGORIES,
    REDUCED_VAT_RATE,
    WEEKLY_HOURS,
)
from .images import seed_product_images
from .menu_data import CAKE_LIMITS, CATEGORIES, MESSAGE_MAX_LENGTH, PRODUCTS, SIMILAR_PRODUCTS, food_information
from .promotions_data import PROMOTIONS

M = TypeVar("M", bound=Base)


class _Seeder:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.created: Counter[str] = Counter()

    async def get_or_add(self, model: type[M], key: dict[str, Any], values: dict[str, Any] | None = None) -> M:
        row = await self.session.scalar(select(model).filter_by(**key))
        if row is None:
            row = model(**key, **(values or {}))
            self.session.add(row)
            await self.session.flush()
            self.created[model.__tablename__] += 1
        return row

    async def business(self) -> None:
        # Online card payment is offered only where it can work: with Stripe's keys (localstripe's
        # under `make run`), never as a choice that fails at the checkout.
        online = get_settings().card_payments_configured
        await self.get_or_add(BusinessSetup, {"id": 1}, {**BUSINESS, "online_card_payment": online})
        for schedule_type, week in WEEKLY_HOURS.items():
            for day in range(1, 8):
                hours = week.get(day)
                await self.get_or_add(
                    Schedule,
                    {"schedule_type": schedule_type, "day_of_week": day},
                    {
                        "open": hours is not None,
                        "hours": f"{hours[0]:%H:%M} - {hours[1]:%H:%M}" if hours else None,
                        "opening_time": hours[0] if hours else None,
                        "closing_time": hours[1] if hours else None,
                    },
                )

    async def invoicing(self, categories: dict[str, Category]) -> None:
        """The legal details filled in and invoicing on, unless the owner already wrote them."""
        setup = await self.get_or_add(InvoicingSetup, {"id": 1})
        if setup.legal_name is None:
            for field, value in INVOICING.items():
                setattr(setup, field, value)
            self.created["invoicing_setup"] += 1
        for name in REDUCED_VAT_CATEGORIES:
            if name in categories:
                await self.get_or_add(CategoryVatRate, {"category_id": categories[name].id}, {"vat_rate": REDUCED_VAT_RATE})

    async def delivery_zones(self) -> None:
        for position, zone in enumerate(DELIVERY_ZONES):
            await self.get_or_add(
                DeliveryZone, {"name": zone["name"]}, {**{k: v for k, v in zone.items() if k != "name"}, "sort_order": position}
            )

    async def pickup_locations(self) -> dict[str, PickupLocation]:
        return {
            spec["name"]: await self.get_or_add(
                PickupLocation, {"name": spec["name"]}, {**{k: v for k, v in spec.items() if k != "name"}, "sort_order": position}
            )
            for position, spec in enumerate(PICKUP_LOCATIONS)
        }

    async def categories(self, locations: dict[str, PickupLocation]) -> dict[str, Category]:
        categories = {}
        for position, spec in enumerate(CATEGORIES):
            location = locations.get(spec.get("pickup_location", ""))
            category = await self.get_or_add(
                Category,
                {"name": spec["name"]},
                {
                    "value": spec["value"],
                    "special_category": spec.get("special_category", False),
                    "preferred_message": spec.get("preferred_message", False),
                    "preferred_message_max_length": MESSAGE_MAX_LENGTH.get(spec["name"]),
                    "additional_information": spec.get("additional_information"),
                    "is_pickup_from_specific_location": location is not None,
                    "given_location_for_pickup_id": location.id if location else None,
                    "sort_order": position,
                },
            )
            for extra_position, (name, price) in enumerate(spec.get("extras", [])):
                await self.get_or_add(
                    CategoryExtraIngredient,
                    {"category_id": category.id, "name": name},
                    {"price": price, "sort_order": extra_position},
                )
            categories[category.name] = category
        return categories

    async def products(self, categories: dict[str, Category]) -> dict[str, Product]:
        products = {}
        for position, spec in enumerate(PRODUCTS):
            product = await self.get_or_add(
                Product,
                {"name": spec["name"]},
                {
                    "category_id": categories[spec["category"]].id,
                    "description": spec["description"],
                    "nutri_values": spec.get("nutri_values"),
                    "standard_order_type": spec.get("standard", True),
                    "pre_order_order_type": spec.get("pre_order", False),
                    "is_veggie": spec.get("is_veggie", False),
                    "allow_preferred_message": spec.get("allow_preferred_message", False),
                    "sort_order": position,
                    "allergens": food_information(spec["name"], spec.get("nutri_values"))[0],
                    "ingredients": food_information(spec["name"], spec.get("nutri_values"))[1],
                    **(CAKE_LIMITS if spec["category"] == "Torturi" else {}),
                },
            )
            for size_position, size in enumerate(spec["sizes"]):
                values = {key: value for key, value in size.items() if key != "value"}
                await self.get_or_add(
                    Dimension,
                    {"product_id": product.id, "value": size["value"]},
                    {**values, "sort_order": size_position},
                )
            products[product.name] = product
        return products

    async def similar_products(self, products: dict[str, Product]) -> None:
        rows = [
            {"product_id": products[name].id, "similar_product_id": products[other].id}
            for name, others in SIMILAR_PRODUCTS.items()
            for other in others
        ]
        result = await self.session.execute(insert(similar_products).values(rows).on_conflict_do_nothing())
        self.created[similar_products.name] += result.rowcount

    async def promotions(self, categories: dict[str, Category], products: dict[str, Product]) -> None:
        """One promotion of each kind, looked up by name (an admin's edits survive a re-run)."""
        today = Clock().today()
        for spec in PROMOTIONS:
            if await self.session.scalar(select(Promotion.id).filter_by(name=spec["name"])) is not None:
                continue
            start, end = spec.get("days", (None, None))
            wanted = spec.get("targets", {})
            targets: dict[str, list[int]] = {
                "categoryIds": [categories[name].id for name in wanted.get("categories", [])],
                "productIds": [products[name].id for name in wanted.get("products", [])],
                "dimensionIds": [],
            }
            if "free" in wanted:
                free = await self.session.scalar(select(Dimension).filter_by(product_id=products[wanted["free"]].id))
                targets["dimensionIds"] = [free.id] if free else []
            promotion = Promotion(
                name=spec["name"],
                type=spec["type"],
                description=spec.get("description"),
                active=True,
                discount_percentage=spec.get("percent"),
                discount_amount=spec.get("amount"),
                coupon_code=spec.get("code"),
                validity_in_days=spec.get("validity", (end - start) if start is not None else None),
                min_order_value=spec.get("min_order"),
                start_date=today + timedelta(days=start) if start is not None else None,
                end_date=today + timedelta(days=end) if end is not None else None,
                combinable=spec.get("combinable", False),
                targets=targets,
                conditions=[PromotionCondition(condition_type=t, condition_value=v) for t, v in spec.get("conditions", [])],
                product_sets=[
                    PromotionProductSet(
                        product_field_label=label,
                        is_free_product=free_set,
                        sort_order=position,
                        products=[products[name] for name in names],
                    )
                    for position, (label, free_set, names) in enumerate(spec.get("sets", []))
                ],
            )
            self.session.add(promotion)
            await self.session.flush()
            self.created[Promotion.__tablename__] += 1

    async def staff(self) -> None:
        settings = get_settings()
        confirmed = datetime.now(UTC)
        for email, password, role, first_name, last_name in (
            (settings.demo_admin_email, settings.demo_admin_password, Role.ADMIN, "Ana", "Popescu"),
            (settings.demo_manager_email, settings.demo_manager_password, Role.MANAGER, "Mihai", "Ionescu"),
        ):
            email = email.strip().lower()
            if await self.session.scalar(select(User.id).filter_by(email=email)) is not None:
                continue
            # Hashed only when missing: a new salt each run would make a re-run change the row.
            await self.get_or_add(
                User,
                {"email": email},
                {
                    "password_hash": hash_password(password),
                    "role": role,
                    "first_name": first_name,
                    "last_name": last_name,
                    "email_confirmed_at": confirmed,
                },
            )


async def seed(session: AsyncSession, media_root: Path | None = None) -> dict[str, int]:
    """Add the demo bakery to the session's transaction (flushes, never commits).

    With `media_root`, every product without a photo gets a drawn placeholder stored there
    (removed again if the transaction does not commit). Returns how many rows were created per
    table; all zeros on a re-run.
    """
    seeder = _Seeder(session)
    await seeder.business()
    await seeder.delivery_zones()
    locations = await seeder.pickup_locations()
    categories = await seeder.categories(locations)
    products = await seeder.products(categories)
    await seeder.invoicing(categories)
    await seeder.similar_products(products)
    await seeder.promotions(categories, products)
    await seeder.staff()
    if media_root is not None:
        seeder.created.update(await seed_product_images(session, media_root))
    return dict(seeder.created)
