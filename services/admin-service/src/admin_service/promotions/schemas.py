"""The body of `create-promotion` (the fields the specification names) and the admin's list of
promotions.

Every kind shares one shape; what each kind needs is checked in `PromotionIn.check_kind`, so a
refused promotion answers 422 with a Romanian message per field and saves nothing."""

from datetime import date, time
from decimal import Decimal
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from bakery_shared.errors import rule_error
from bakery_shared.models import DeliveryMethod, PromotionConditionType, PromotionType
from bakery_shared.money import Money, money
from bakery_shared.params import Id, OptionalId
from bakery_shared.promotions.schemas import PromotionOut
from bakery_shared.rules.money import optional_amount_of
from bakery_shared.rules.text import optional_text

from . import messages as m

CODE = re.compile(r"^[A-Za-z0-9_-]{3,40}$")
HOURS = re.compile(r"^(\d{2}):(\d{2})\s*-\s*(\d{2}):(\d{2})$")
MAX_AMOUNT = Decimal("99999999.99")

_optional_text = optional_text()

CODE_KINDS = (PromotionType.COUPON_CODE, PromotionType.NEWSLETTER_SUBSCRIPTION)
BUNDLE_KINDS = (PromotionType.COMBO, PromotionType.BUY_X_GET_Y_FREE)
TARGET_KINDS = (PromotionType.PRODUCT_DISCOUNT, PromotionType.BUY_ONE_GET_ONE)
# A bundle is chosen from the menu, never by a code: the checkout weighs every other condition
# for it like for any promotion (user-service promotions/service.py).
BUNDLE_CANNOT_HONOUR = (PromotionConditionType.COUPON_CODE,)


def _amount(message: str):
    """A sum that may be left out, rounded to whole cents."""
    check = optional_amount_of(message, MAX_AMOUNT)

    def rounded(value: Any) -> Decimal | None:
        amount = check(value)
        return None if amount is None else money(amount)

    return rounded


def parse_hours(value: str) -> tuple[time, time] | None:
    found = HOURS.match(value.strip())
    if not found:
        return None
    h1, m1, h2, m2 = (int(g) for g in found.groups())
    if h1 > 23 or h2 > 24 or m1 > 59 or m2 > 59 or (h2 == 24 and m2):
        return None
    start, end = time(h1, m1), (time(23, 59, 59) if h2 == 24 else time(h2, m2))
    return (start, end) if end > start else None


def parse_weekdays(value: str) -> set[int] | None:
    try:
        days = {int(part) for part in value.split(",") if part.strip()}
    except ValueError:
        return None
    return days if days and days <= set(range(1, 8)) else None


class ConditionIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    conditionType: str
    conditionValue: str | None = None

    @model_validator(mode="after")
    def check_value(self) -> "ConditionIn":
        try:
            kind = PromotionConditionType(self.conditionType)
        except ValueError:
            raise rule_error(m.CONDITION_UNKNOWN) from None
        value = (self.conditionValue or "").strip()
        if kind is PromotionConditionType.WEEKDAYS:
            days = parse_weekdays(value)
            if days is None:
                raise rule_error(m.CONDITION_WEEKDAYS)
            value = ",".join(str(d) for d in sorted(days))
        elif kind is PromotionConditionType.HOURS:
            hours = parse_hours(value)
            if hours is None:
                raise rule_error(m.CONDITION_HOURS)
            value = value.replace(" ", "")
        elif kind is PromotionConditionType.DELIVERY_METHOD:
            if value.upper() not in {d.value for d in DeliveryMethod}:
                raise rule_error(m.CONDITION_METHOD)
            value = value.upper()
        elif kind in (PromotionConditionType.MAX_USES, PromotionConditionType.MAX_USES_PER_CUSTOMER):
            if not value.isdigit() or not 1 <= int(value) <= 1_000_000:
                raise rule_error(m.CONDITION_COUNT)
            value = str(int(value))
        self.conditionValue = value[:120] or None
        return self

    @property
    def kind(self) -> PromotionConditionType:
        return PromotionConditionType(self.conditionType)


class ProductRef(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: Id


class ProductSetIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    isFreeProduct: bool = False
    productFieldLabel: str | None = Field(default=None, max_length=120)
    product: list[ProductRef] = Field(default_factory=list, max_length=200)


class PromotionIn(BaseModel):
    """One promotion of any kind; `id` edits an existing one."""

    model_config = ConfigDict(extra="ignore")

    id: OptionalId = None
    name: str | None = None
    description: str | None = Field(default=None, max_length=2000)
    type: str
    active: bool = False
    discountPercentage: Any = None
    discountAmount: Any = None
    couponCode: str | None = None
    validityInDays: int | None = None
    minOrderValue: Any = None
    startDate: date | None = None
    endDate: date | None = None
    image: str | None = Field(default=None, max_length=300)
    conditions: list[ConditionIn] = Field(default_factory=list, max_length=20)
    promotionProductBeans: list[ProductSetIn] = Field(default_factory=list, max_length=20)
    combinable: bool = False
    categoryIds: list[Id] = Field(default_factory=list, max_length=500)
    productIds: list[Id] = Field(default_factory=list, max_length=500)
    dimensionIds: list[Id] = Field(default_factory=list, max_length=500)

    @field_validator("name", "couponCode", "description", mode="before")
    @classmethod
    def _text(cls, value: Any) -> str | None:
        return _optional_text(value)

    @field_validator("name")
    @classmethod
    def _name(cls, value: str | None) -> str | None:
        if value is not None and len(value) > 120:
            raise rule_error(m.NAME_REQUIRED)
        return value

    @field_validator("type")
    @classmethod
    def _type(cls, value: str) -> str:
        try:
            return PromotionType(value).value
        except ValueError:
            raise rule_error(m.TYPE_UNKNOWN) from None

    @field_validator("discountPercentage", mode="before")
    @classmethod
    def _percentage(cls, value: Any) -> Decimal | None:
        amount = _amount(m.PERCENT_RANGE)(value)
        if amount is not None and amount > 100:
            raise rule_error(m.PERCENT_RANGE)
        return amount

    @field_validator("discountAmount", "minOrderValue", mode="before")
    @classmethod
    def _money(cls, value: Any) -> Decimal | None:
        return _amount(m.AMOUNT_INVALID)(value)

    @field_validator("validityInDays", mode="before")
    @classmethod
    def _validity(cls, value: Any) -> int | None:
        if value is None or value == "":
            return None
        try:
            days = int(value)
        except (TypeError, ValueError):
            raise rule_error(m.VALIDITY_MIN) from None
        if days < 0 or days > 36500 or isinstance(value, bool):
            raise rule_error(m.VALIDITY_MIN)
        return days

    @field_validator("couponCode")
    @classmethod
    def _code(cls, value: str | None) -> str | None:
        if value is not None and not CODE.match(value):
            raise rule_error(m.COUPON_FORMAT)
        return value

    @property
    def kind(self) -> PromotionType:
        return PromotionType(self.type)

    def problems(self) -> dict[str, str]:
        """What this kind of promotion still needs (the specification's rules and each kind's own)."""
        errors: dict[str, str] = {}
        if not self.name:
            errors["name"] = m.NAME_REQUIRED
        if self.kind in BUNDLE_KINDS:
            errors |= self._bundle_problems()
        if self.startDate and self.endDate and self.endDate < self.startDate:
            errors["endDate"] = m.END_BEFORE_START
        return errors | self._value_problems()

    def _bundle_problems(self) -> dict[str, str]:
        """A combo or buy-X-get-Y: its dates, and sets of products (one free, one paid for buy-X-get-Y)."""
        errors: dict[str, str] = {}
        if self.startDate is None:
            errors["startDate"] = m.START_REQUIRED
        if self.endDate is None:
            errors["endDate"] = m.END_REQUIRED
        sets = self.promotionProductBeans
        free = [s.isFreeProduct for s in sets]
        if not sets or any(not s.product for s in sets):
            errors["promotionProductBeans"] = m.SETS_REQUIRED
        elif self.kind is PromotionType.BUY_X_GET_Y_FREE and (all(free) or not any(free)):
            errors["promotionProductBeans"] = m.FREE_SET_REQUIRED
        if self.couponCode:
            errors["couponCode"] = m.BUNDLE_NO_CODE
        for number, condition in enumerate(self.conditions):
            if condition.kind in BUNDLE_CANNOT_HONOUR:
                errors[f"conditions.{number}"] = m.BUNDLE_CONDITION
        return errors

    def _value_problems(self) -> dict[str, str]:
        """What the kind gives away: a code, a percentage, a sum, its targets or its free item."""
        kind = self.kind
        missing = {
            "couponCode": (kind is PromotionType.COUPON_CODE and not self.couponCode, m.COUPON_REQUIRED),
            "discountPercentage": (
                kind in (PromotionType.PRODUCT_DISCOUNT, PromotionType.CART_PERCENTAGE_DISCOUNT) and not self.discountPercentage,
                m.PERCENT_REQUIRED,
            ),
            "discountAmount": (kind is PromotionType.CART_FIXED_DISCOUNT and not self.discountAmount, m.AMOUNT_REQUIRED),
            "productIds": (
                kind in TARGET_KINDS and not (self.categoryIds or self.productIds or self.dimensionIds),
                m.TARGETS_REQUIRED,
            ),
            "dimensionIds": (kind is PromotionType.FREE_ITEM and not self.dimensionIds, m.FREE_ITEM_REQUIRED),
            "minOrderValue": (kind is PromotionType.FREE_ITEM and not self.minOrderValue, m.THRESHOLD_REQUIRED),
        }
        return {field: message for field, (lacking, message) in missing.items() if lacking}

    def validity_days(self) -> int | None:
        """Computed from the dates when both are given (as the specification asks of a combo), else
        as sent."""
        if self.startDate and self.endDate:
            return (self.endDate - self.startDate).days
        return self.validityInDays

    def targets(self) -> dict[str, list[int]]:
        return {
            "categoryIds": sorted(set(self.categoryIds)),
            "productIds": sorted(set(self.productIds)),
            "dimensionIds": list(dict.fromkeys(self.dimensionIds)),
        }


class SavedPromotion(BaseModel):
    id: int
    message: str


class AdminPromotionOut(PromotionOut):
    """A promotion in the admin's list: its code shown, and how it has done."""

    # ACTIVE (due today), SCHEDULED (starts later), EXPIRED (ended), INACTIVE (switched off)
    status: str
    usesCount: int
    moneyGivenAway: Money


class Message(BaseModel):
    message: str
