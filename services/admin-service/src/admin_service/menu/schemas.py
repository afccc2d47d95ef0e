"""What the admin sends for products and categories, with every rule the specification sets and its
Romanian message.

Errors land on the field they concern, dotted for nested ones (`dimensions.0.price`). Rules that
depend on an earlier field read it from `info.data`, so the fields are declared in that order.
Products are validated with a context `{"special": bool}` (the chosen category's flag): special
categories lock the order type to special and ignore the dimensions' stock, minimum and box fields.
"""

from decimal import Decimal
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ValidationInfo, WithJsonSchema, field_validator, model_validator

from bakery_shared.errors import rule_error
from bakery_shared.models import ALLERGENS, UNLIMITED_STOCK, MinimumQuantityType, ProductOrderType
from bakery_shared.params import ID_RULE, MAX_ID, OptionalId
from bakery_shared.rules.dates import weekdays_of
from bakery_shared.rules.money import required_amount, required_amount_of
from bakery_shared.rules.text import blank, optional_text, required
from bakery_shared.schemas import document

from .rules import (
    MAX_MESSAGE_LENGTH,
    MESSAGE_LENGTH_RULE,
    Capacity,
    Flag,
    FlagOn,
    LeadTime,
    id_of,
    ids_of,
    integer_of,
    optional_count_of,
    parse_allergens,
)

MAX_SIMILAR_PRODUCTS = 5

# ---- messages ----
PRODUCT_NAME_REQUIRED = "Numele produsului este obligatoriu."
PRODUCT_NAME_TOO_LONG = "Numele produsului poate avea cel mult 120 de caractere."
CATEGORY_REQUIRED = "Categoria este obligatorie."
CATEGORY_UNKNOWN = "Categoria selectată nu există."
ORDER_TYPE_REQUIRED = "Tipul de comandă este obligatoriu: alegeți standard sau precomandă."
DIMENSIONS_REQUIRED = "Adăugați cel puțin o dimensiune (de exemplu 1 kg sau o bucată)."
DIMENSIONS_DUPLICATE = "Dimensiunile unui produs trebuie să aibă denumiri diferite."
DIMENSION_NAME_REQUIRED = "Denumirea dimensiunii este obligatorie."
DIMENSION_NAME_TOO_LONG = "Denumirea dimensiunii poate avea cel mult 80 de caractere."
DIMENSION_UNKNOWN = "Dimensiunea nu aparține acestui produs."
PRICE_REQUIRED = "Prețul este obligatoriu."
PRICE_NOT_NEGATIVE = "Prețul trebuie să fie cel puțin 0."
MONEY_INVALID = "Introduceți o sumă validă, cu cel mult două zecimale."
STOCK_REQUIRED = "Stocul este obligatoriu."
STOCK_NOT_NEGATIVE = "Stocul trebuie să fie cel puțin 0."
STOCK_NOT_INTEGER = "Stocul trebuie să fie un număr întreg."
STOCK_TOO_LARGE = f"Pentru un stoc de {UNLIMITED_STOCK} sau mai mult alegeți stoc nelimitat."
MINIMUM_TYPE_INVALID = "Tipul cantității minime nu este valid."
MINIMUM_NUMBER_RULE = "Numărul minim de bucăți este obligatoriu și trebuie să fie cel puțin 1."
MAX_MINIMUM_NUMBER = 1000  # a cart line holds at most 1000 pieces
MINIMUM_NUMBER_TOO_LARGE = f"Numărul minim de bucăți poate fi cel mult {MAX_MINIMUM_NUMBER}."
BOX_PRICE_REQUIRED = "Prețul cutiei este obligatoriu."
BOX_PRICE_NOT_NEGATIVE = "Prețul cutiei trebuie să fie cel puțin 0."
SIMILAR_TOO_MANY = f"Puteți alege cel mult {MAX_SIMILAR_PRODUCTS} produse similare."
SIMILAR_ITSELF = "Un produs nu poate fi similar cu el însuși."
SIMILAR_UNKNOWN = "Produsul similar ales nu există."

CATEGORY_NAME_REQUIRED = "Numele categoriei este obligatoriu."
CATEGORY_NAME_TOO_LONG = "Numele categoriei poate avea cel mult 80 de caractere."
CATEGORY_VALUE_INVALID = "Adresa categoriei poate conține doar litere, cifre și cratime."
PICKUP_LOCATION_REQUIRED = "Trebuie să specificați locația de ridicare."
PICKUP_LOCATION_UNKNOWN = "Locația de ridicare selectată nu există."
EXTRA_NAME_REQUIRED = "Numele ingredientului este obligatoriu."
EXTRA_NAME_TOO_LONG = "Numele ingredientului poate avea cel mult 80 de caractere."
EXTRA_PRICE_REQUIRED = "Prețul ingredientului este obligatoriu."
EXTRA_PRICE_NOT_NEGATIVE = "Prețul ingredientului trebuie să fie cel puțin 0."
EXTRAS_DUPLICATE = "Ingredientele suplimentare trebuie să aibă nume diferite."

PRODUCTION_DAYS_RULE = "Zilele de producție sunt numere de la 1 (luni) la 7 (duminică)."


# ---- small parsers ----


def _special(info: ValidationInfo) -> bool:
    return bool((info.context or {}).get("special"))


# Trimmed, any length: a description, ingredients, nutrition values.
_optional_text = optional_text()


_box_price_of = required_amount_of(required=BOX_PRICE_REQUIRED, invalid=MONEY_INVALID, negative=BOX_PRICE_NOT_NEGATIVE)


# ---- products ----


class DimensionIn(BaseModel):
    id: OptionalId = None
    value: Annotated[str, required(DIMENSION_NAME_REQUIRED, 80, too_long_message=DIMENSION_NAME_TOO_LONG)] = ""
    price: Annotated[Decimal, required_amount(required=PRICE_REQUIRED, invalid=MONEY_INVALID, negative=PRICE_NOT_NEGATIVE)] = None  # type: ignore[assignment]
    # The specification's default size: stock unlimited, available, box needed, no minimum.
    stockUnlimited: FlagOn = True
    stock: int = UNLIMITED_STOCK
    availability: FlagOn = True
    minimumQuantityType: MinimumQuantityType = MinimumQuantityType.NA
    minimumQuantityNumber: int | None = None
    boxNeeded: FlagOn = True
    boxPrice: Decimal | None = None
    # Overrides of the product's production limits for this size.
    leadTime: LeadTime = None
    dailyCapacity: Capacity = None

    model_config = {"validate_default": True}

    @field_validator("stockUnlimited", mode="after")
    @classmethod
    def _unlimited(cls, value: bool, info: ValidationInfo) -> bool:
        return True if _special(info) else value

    @field_validator("stock", mode="before")
    @classmethod
    def _stock(cls, value: Any, info: ValidationInfo) -> int:
        if _special(info) or info.data.get("stockUnlimited", True):
            return UNLIMITED_STOCK  # the stock field is disabled: whatever was sent is ignored
        if blank(value):
            raise rule_error(STOCK_REQUIRED)
        stock = integer_of(value, STOCK_NOT_INTEGER)
        if stock < 0:
            raise rule_error(STOCK_NOT_NEGATIVE)
        if stock >= UNLIMITED_STOCK:
            raise rule_error(STOCK_TOO_LARGE)
        return stock

    @field_validator("minimumQuantityType", mode="before")
    @classmethod
    def _minimum_type(cls, value: Any, info: ValidationInfo) -> MinimumQuantityType:
        if _special(info) or blank(value):
            return MinimumQuantityType.NA
        try:
            return MinimumQuantityType(value)
        except ValueError:
            raise rule_error(MINIMUM_TYPE_INVALID) from None

    @field_validator("minimumQuantityNumber", mode="before")
    @classmethod
    def _minimum_number(cls, value: Any, info: ValidationInfo) -> int | None:
        if info.data.get("minimumQuantityType") is not MinimumQuantityType.NUMAR_BUCATI:
            return None  # only a count of pieces has a minimum
        if blank(value):
            raise rule_error(MINIMUM_NUMBER_RULE)
        number = integer_of(value, MINIMUM_NUMBER_RULE)
        if number < 1:
            raise rule_error(MINIMUM_NUMBER_RULE)
        if number > MAX_MINIMUM_NUMBER:
            raise rule_error(MINIMUM_NUMBER_TOO_LARGE)
        return number

    @field_validator("boxNeeded", mode="after")
    @classmethod
    def _box_needed(cls, value: bool, info: ValidationInfo) -> bool:
        return False if _special(info) else value

    @field_validator("boxPrice", mode="before")
    @classmethod
    def _box_price(cls, value: Any, info: ValidationInfo) -> Decimal | None:
        if not info.data.get("boxNeeded", False):
            return None  # no separate box, no box price
        return _box_price_of(value)


class ProductIn(BaseModel):
    id: OptionalId = None
    name: Annotated[str, required(PRODUCT_NAME_REQUIRED, 120, too_long_message=PRODUCT_NAME_TOO_LONG)] = ""
    description: Annotated[str, BeforeValidator(lambda v: _optional_text(v) or "")] = ""
    nutriValues: Annotated[str | None, BeforeValidator(_optional_text)] = None
    category: Annotated[int, BeforeValidator(lambda v: id_of(v, CATEGORY_REQUIRED))] = None  # type: ignore[assignment]
    standardOrderType: Flag = False
    preOrderOrderType: Flag = False
    # Optional: "standard" or "pre-order" may be sent instead of the two flags.
    orderType: str | None = None
    isVeggie: Flag = False
    outOfStock: Flag = False
    available: FlagOn = True
    allowPreferredMessage: Flag = False
    allergens: Annotated[
        list[str],
        BeforeValidator(parse_allergens),
        WithJsonSchema({"type": "array", "items": {"type": "string", "enum": list(ALLERGENS)}, "uniqueItems": True}),
    ] = []
    ingredients: Annotated[str | None, BeforeValidator(_optional_text)] = None
    leadTime: LeadTime = None
    dailyCapacity: Capacity = None
    productionDays: Annotated[
        list[int],
        BeforeValidator(weekdays_of(PRODUCTION_DAYS_RULE)),
        WithJsonSchema({"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 7}}),
    ] = []
    dimensions: list[DimensionIn] = []
    similarProducts: Annotated[list[int], BeforeValidator(ids_of)] = []
    removedImagesIDs: Annotated[list[int], BeforeValidator(ids_of)] = []
    # imagesLinks, extraIngredientsBeans and categoryAdditionalInformation are ignored: images go
    # through add-product-images, extras and information come from the category.

    model_config = {"validate_default": True}

    @field_validator("orderType", mode="before")
    @classmethod
    def _order_type(cls, value: Any, info: ValidationInfo) -> str:
        if _special(info):
            return ProductOrderType.SPECIAL.value
        if info.data.get("standardOrderType"):
            return ProductOrderType.STANDARD.value
        if info.data.get("preOrderOrderType"):
            return ProductOrderType.PRE_ORDER.value
        if value in (ProductOrderType.STANDARD.value, ProductOrderType.PRE_ORDER.value):
            return value
        raise rule_error(ORDER_TYPE_REQUIRED)

    @field_validator("dimensions", mode="before")
    @classmethod
    def _dimensions_sent(cls, value: Any, info: ValidationInfo) -> Any:
        if value is None:
            return []
        if _special(info) and isinstance(value, list):
            # Disabled in special categories: a size left without a name is simply not kept.
            return [d for d in value if not (isinstance(d, dict) and blank(d.get("value")))]
        return value

    @field_validator("dimensions", mode="after")
    @classmethod
    def _dimensions(cls, value: list[DimensionIn], info: ValidationInfo) -> list[DimensionIn]:
        if not value and not _special(info):
            raise rule_error(DIMENSIONS_REQUIRED)
        names = [d.value.casefold() for d in value]
        if len(set(names)) != len(names):
            raise rule_error(DIMENSIONS_DUPLICATE)
        return value

    @field_validator("similarProducts", mode="after")
    @classmethod
    def _similar(cls, value: list[int], info: ValidationInfo) -> list[int]:
        if info.data.get("id") is not None and info.data["id"] in value:
            raise rule_error(SIMILAR_ITSELF)
        if len(value) > MAX_SIMILAR_PRODUCTS:
            raise rule_error(SIMILAR_TOO_MANY)
        return value

    @model_validator(mode="after")
    def _order_flags(self) -> "ProductIn":
        if self.orderType == ProductOrderType.SPECIAL.value:
            self.standardOrderType = self.preOrderOrderType = False
        elif not (self.standardOrderType or self.preOrderOrderType):
            self.standardOrderType = self.orderType == ProductOrderType.STANDARD.value
            self.preOrderOrderType = self.orderType == ProductOrderType.PRE_ORDER.value
        # The availability toggle sets every dimension's availability.
        for dimension in self.dimensions:
            dimension.availability = self.available
        return self


def category_id_of(body: Any) -> int | None:
    """The category a raw product body names, if it names one readably (for the special flag)."""
    if not isinstance(body, dict):
        return None
    try:
        return id_of(body.get("category"), CATEGORY_REQUIRED)
    except Exception:
        return None


# ---- categories ----


class ExtraIngredientIn(BaseModel):
    name: Annotated[str, required(EXTRA_NAME_REQUIRED, 80, too_long_message=EXTRA_NAME_TOO_LONG)] = ""
    price: Annotated[
        Decimal, required_amount(required=EXTRA_PRICE_REQUIRED, invalid=MONEY_INVALID, negative=EXTRA_PRICE_NOT_NEGATIVE)
    ] = None  # type: ignore[assignment]

    model_config = {
        "validate_default": True,
        "json_schema_extra": document("name", "price", name={"minLength": 1, "maxLength": 80}),
    }


# The location as its id (7 or {"id": 7}); only read when the category is picked up there.
_LOCATION_SCHEMA = {
    "anyOf": [
        {"type": "integer", "minimum": 1, "maximum": MAX_ID},
        {"type": "object", "properties": {"id": {"type": "integer", "minimum": 1, "maximum": MAX_ID}}, "required": ["id"]},
        {"type": "null"},
    ]
}


class CategoryIn(BaseModel):
    id: OptionalId = None
    name: Annotated[str, required(CATEGORY_NAME_REQUIRED, 80, too_long_message=CATEGORY_NAME_TOO_LONG)] = ""
    # The URL slug; made from the name when not sent.
    value: Annotated[str | None, BeforeValidator(_optional_text)] = None
    specialCategory: Flag = False
    # null means none (the validator turns it into [], so the value is always a list).
    extraIngredients: Annotated[list[ExtraIngredientIn] | None, BeforeValidator(lambda v: [] if v is None else v)] = []
    isPickupFromSpecificLocation: Flag = False
    givenLocationForPickup: Annotated[int | None, WithJsonSchema(_LOCATION_SCHEMA)] = None
    preferredMessage: Flag = False
    # The longest message written on its products (null: the cart's own cap of 500).
    preferredMessageMaxLength: Annotated[
        int | None,
        BeforeValidator(optional_count_of(1, MAX_MESSAGE_LENGTH, MESSAGE_LENGTH_RULE)),
        WithJsonSchema({"anyOf": [{"type": "integer", "minimum": 1, "maximum": MAX_MESSAGE_LENGTH}, {"type": "null"}]}),
    ] = None
    additionalInformation: Annotated[str | None, BeforeValidator(_optional_text)] = None

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "name",
            name={"minLength": 1, "maxLength": 80},
            value={
                "description": "Adresa categoriei (din ea se păstrează literele, cifrele și cratimele); făcută din nume dacă lipsește."
            },
        ),
    }

    @field_validator("extraIngredients", mode="after")
    @classmethod
    def _distinct_extras(cls, value: list[ExtraIngredientIn]) -> list[ExtraIngredientIn]:
        names = [extra.name.casefold() for extra in value]
        if len(set(names)) != len(names):
            raise rule_error(EXTRAS_DUPLICATE)
        return value

    @field_validator("givenLocationForPickup", mode="before")
    @classmethod
    def _pickup_location(cls, value: Any, info: ValidationInfo) -> int | None:
        if not info.data.get("isPickupFromSpecificLocation"):
            # Picked up at the shop: no other location is kept, but what was sent must still be an id.
            if not blank(value):
                id_of(value, ID_RULE)
            return None
        return id_of(value, PICKUP_LOCATION_REQUIRED)
