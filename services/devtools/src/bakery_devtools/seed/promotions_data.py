"""The demo bakery's promotions: one of each kind, most on now, one expired.

Dates are days from today (Sibiu). The coupon code `DULCE15` is printed in the README."""

from decimal import Decimal
from typing import Any

from bakery_shared.models import PromotionConditionType as C
from bakery_shared.models import PromotionType as T

DEMO_COUPON = "DULCE15"

PROMOTIONS: list[dict[str, Any]] = [
    {
        "name": "Tort + fursecuri gratuite",
        "type": T.BUY_X_GET_Y_FREE,
        "description": "Alegeți un tort întreg și primiți gratuit o cutie de fursecuri sau biscuiți.",
        "days": (-7, 60),
        "sets": [
            ("Alegeți tortul", False, ["Tort de ciocolată belgiană", "Tort diplomat cu fructe", "Tort Red Velvet"]),
            ("Fursecuri gratuite", True, ["Fursecuri asortate", "Biscuiți cu unt și vanilie"]),
        ],
    },
    {
        "name": "Bun venit în newsletter",
        "type": T.NEWSLETTER_SUBSCRIPTION,
        "description": "10% reducere la o comandă pentru fiecare abonat confirmat.",
        "percent": Decimal("10"),
        "validity": 30,
        "min_order": Decimal("0"),
    },
    {
        "name": "Cod de reducere DULCE15",
        "type": T.COUPON_CODE,
        "description": "15% reducere la comenzile de minimum 100 RON.",
        "percent": Decimal("15"),
        "code": DEMO_COUPON,
        "validity": 90,
        "min_order": Decimal("100"),
        "days": (-1, 90),
        "conditions": [(C.MAX_USES_PER_CUSTOMER, "1")],
    },
    {
        "name": "Macarons -20%",
        "type": T.PRODUCT_DISCOUNT,
        "description": "20% reducere la toate macarons.",
        "percent": Decimal("20"),
        "targets": {"categories": ["Macarons"]},
        "days": (-3, 30),
    },
    {
        "name": "Happy hour: 10% la coș",
        "type": T.CART_PERCENTAGE_DISCOUNT,
        "description": "În zilele lucrătoare, între 14:00 și 17:00, 10% din valoarea coșului.",
        "percent": Decimal("10"),
        "days": (-3, 60),
        "conditions": [(C.WEEKDAYS, "1,2,3,4,5"), (C.HOURS, "14:00-17:00")],
    },
    {
        "name": "25 RON la comenzile de peste 250 RON",
        "type": T.CART_FIXED_DISCOUNT,
        "description": "Pentru ridicarea personală, la comenzile de minimum 250 RON.",
        "amount": Decimal("25.00"),
        "min_order": Decimal("250"),
        "days": (-3, 60),
        "conditions": [(C.DELIVERY_METHOD, "PICKUP")],
    },
    {
        "name": "1+1 la croissante",
        "type": T.BUY_ONE_GET_ONE,
        "description": "Al doilea croissant cu unt este din partea casei.",
        "targets": {"products": ["Croissant cu unt"]},
        "days": (-3, 30),
    },
    {
        "name": "Limonadă gratuită la comenzi de peste 200 RON",
        "type": T.FREE_ITEM,
        "description": "O limonadă cu mentă din partea noastră.",
        "min_order": Decimal("200"),
        "targets": {"free": "Limonadă cu mentă"},
        "days": (-3, 60),
        "combinable": True,
    },
    {
        "name": "Black Friday: 25% la tot",
        "type": T.CART_PERCENTAGE_DISCOUNT,
        "description": "S-a încheiat.",
        "percent": Decimal("25"),
        "days": (-40, -30),
    },
]
