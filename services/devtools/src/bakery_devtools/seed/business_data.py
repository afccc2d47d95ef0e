"""The demo bakery: who it is, when it is open and where orders can be picked up."""

from datetime import time
from decimal import Decimal

from bakery_shared.models import ScheduleType

BUSINESS = {
    "name": "Cofetăria Dulce Sibiu",
    "phone_number": "0269 210 512",
    "email": "contact@cofetarie-demo.ro",
    "county": "Sibiu",
    "postal_code": "550159",
    "address": "Str. Nicolae Bălcescu",
    "street_number": "12",
    "city": "Sibiu",
    "country": "România",
    # Str. Nicolae Bălcescu 12, by Piața Mare: the /contact map's marker.
    "latitude": Decimal("45.794150"),
    "longitude": Decimal("24.151350"),
    "currency": "RON",
    "locale": "ro-RO",
    "minimum_order_value": Decimal("50.00"),
    "delivery_fee": Decimal("15.00"),
    "cash_payment": True,
    "card_payment": True,
    "cash_and_card_payment": True,
    "pickup_enabled": True,
    "pickup_as_soon_as_possible_enabled": True,
    "minimum_time_in_advance_for_pickup": "30 minute",
    "maximum_time_in_advance_for_pickup": "7 zile",
    "delivery_enabled": True,
    "delivery_as_soon_as_possible_enabled": True,
    "minimum_time_in_advance_for_delivery": "2 ore",
    "maximum_time_in_advance_for_delivery": "7 zile",
    "booking_enabled": True,
    "booking_as_soon_as_possible_enabled": False,
    "minimum_time_in_advance_for_bookings": "2 ore",
    "maximum_time_in_advance_for_bookings": "30 zile",
    "pre_orders_enabled": True,
    "pre_orders_as_soon_as_possible_enabled": False,
    "minimum_time_in_advance_for_pre_orders": "2 zile",
    "maximum_time_in_advance_for_pre_orders": "30 zile",
    # The footer's icons; the demo has no pages of its own, so they open the networks' home pages.
    "facebook_url": "https://www.facebook.com/",
    "instagram_url": "https://www.instagram.com/",
    "tiktok_url": "https://www.tiktok.com/",
}

# (opening, closing) per ISO weekday; None means closed. Pickup follows the shop's hours;
# the couriers start later and stop earlier.
_SHOP_HOURS = {
    **{day: (time(8, 0), time(20, 0)) for day in range(1, 6)},
    6: (time(9, 0), time(20, 0)),
    7: (time(10, 0), time(16, 0)),
}
_DELIVERY_HOURS = {
    **{day: (time(10, 0), time(19, 0)) for day in range(1, 6)},
    6: (time(10, 0), time(18, 0)),
    7: (time(11, 0), time(15, 0)),
}
WEEKLY_HOURS: dict[ScheduleType, dict[int, tuple[time, time] | None]] = {
    ScheduleType.REGULAR: _SHOP_HOURS,
    ScheduleType.PICKUP: _SHOP_HOURS,
    ScheduleType.DELIVERY: _DELIVERY_HOURS,
}

PICKUP_LOCATIONS = [
    {
        "name": "Cofetăria din centru",
        "description": "Str. Nicolae Bălcescu 12, Sibiu – la doi pași de Piața Mare. Ridicarea se face de la tejghea.",
        # The shop itself: /contact draws its map once.
        "latitude": Decimal("45.794150"),
        "longitude": Decimal("24.151350"),
    },
    {
        "name": "Laboratorul Hipodrom",
        "description": "Str. Rahovei 45, Sibiu – laboratorul nostru; parcare în curte. Aici se ridică torturile figurină.",
        "latitude": Decimal("45.780300"),
        "longitude": Decimal("24.166800"),
    },
]

# Delivery zones. The migration makes "Sibiu" from the specification's default city table (minimum
# 50, fee 15); the others are the demo bakery's. Cisnădie is served Tuesday to Saturday,
# 10:00-14:00.
DELIVERY_ZONES = [
    {
        "name": "Sibiu",
        "localities": ["Sibiu"],
        "postal_codes": [],
        "delivery_fee": Decimal("15.00"),
        "minimum_order": Decimal("50.00"),
        "schedule": [],
    },
    {
        "name": "Șelimbăr",
        "localities": ["Șelimbăr", "Mohu", "Veștem"],
        "postal_codes": ["557260"],
        "delivery_fee": Decimal("20.00"),
        "minimum_order": Decimal("70.00"),
        "schedule": [],
    },
    {
        "name": "Cisnădie",
        "localities": ["Cisnădie", "Cisnădioara"],
        "postal_codes": ["555300"],
        "delivery_fee": Decimal("25.00"),
        "minimum_order": Decimal("100.00"),
        "schedule": [{"dayOfWeek": day, "hours": "10:00 - 14:00"} for day in range(2, 7)],
    },
]


# The bakery's legal identity on its invoices. The CUI and IBAN pass their control digits (they are
# the standard libraries' documented examples, nobody's real account).
INVOICING = {
    "enabled": True,
    "legal_name": "Dulce Sibiu SRL",
    "cui": "18547290",
    "vat_payer": True,
    "registration_number": "J32/512/2015",
    "street_address": "Str. Nicolae Bălcescu nr. 12",
    "city": "Sibiu",
    "county": "RO-SB",
    "postal_code": "550159",
    "bank_name": "Banca Transilvania",
    "iban": "RO49AAAA1B31007593840000",
    "email": "contact@cofetarie-demo.ro",
    "phone": "0269210512",
    "series": "CFS",
    "default_vat_rate": Decimal("21.00"),
    "delivery_vat_rate": Decimal("21.00"),
}
# Bread and salty bakery, and what has no added sugar, at the reduced 11% for food; everything else
# (sugar of 10 g/100 g or more, drinks) at the standard 21%: the default rate. docs/invoicing.md#vat
REDUCED_VAT_CATEGORIES = ("Patiserie", "Fără zahăr")
REDUCED_VAT_RATE = Decimal("11.00")
