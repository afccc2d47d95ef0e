"""Pricing without a database: how each cart line is priced from the menu's rows (transient ORM
objects, never saved). Fast, so the mutation run can use them."""

from decimal import Decimal

import pytest

from bakery_shared.errors import ValidationFailed
from bakery_shared.models import (
    Category,
    CategoryExtraIngredient,
    Dimension,
    MinimumQuantityType,
    Product,
    Promotion,
    PromotionProductSet,
    PromotionType,
)
from user_service.orders.placement import messages as m
from user_service.orders.placement.lines import Priced, box_price, orderable, price_bundle_line, price_product_line
from user_service.orders.schemas import CartLineIn
from user_service.promotions import messages as pm

D = Decimal


# ---- the menu's rows --------------------------------------------------------------------------


def category(**fields) -> Category:
    values = {"id": 1, "name": "Torturi", "value": "torturi", "preferred_message": False, "extra_ingredients": []}
    return Category(**{**values, **fields})


def product(product_id: int, name: str, cat: Category, **fields) -> Product:
    values = {
        "id": product_id,
        "name": name,
        "category": cat,
        "category_id": cat.id,
        "standard_order_type": True,
        "pre_order_order_type": False,
        "available": True,
        "out_of_stock": False,
        "allow_preferred_message": False,
    }
    return Product(**{**values, **fields})


def dimension(dimension_id: int, owner: Product, value: str, price: str, **fields) -> Dimension:
    values = {
        "id": dimension_id,
        "product_id": owner.id,
        "value": value,
        "price": D(price),
        "stock": 9999,
        "stock_unlimited": True,
        "availability": True,
        "minimum_quantity_type": MinimumQuantityType.NA,
        "minimum_quantity_number": None,
        "box_needed": False,
        "box_price": None,
    }
    return Dimension(**{**values, **fields})


@pytest.fixture
def menu():
    torturi = category(
        extra_ingredients=[
            CategoryExtraIngredient(name="Fructe de pădure", price=D("12.00")),
            CategoryExtraIngredient(name="Nuci", price=D("3.50")),
        ]
    )
    cake = product(1, "Tort Diplomat", torturi)
    cookies = product(2, "Fursecuri", category(id=2, name="Biscuiți", value="biscuiti"))
    kg = dimension(10, cake, "1 kg", "120.00", box_needed=True, box_price=D("5.00"))
    small = dimension(20, cookies, "250 g", "30.00")
    big = dimension(21, cookies, "500 g", "45.00", box_needed=True, box_price=D("2.00"))
    return {
        "torturi": torturi,
        "cake": cake,
        "cookies": cookies,
        "products": {1: cake, 2: cookies},
        "dimensions": {10: kg, 20: small, 21: big},
        "kg": kg,
        "small": small,
        "big": big,
    }


def line(**fields) -> CartLineIn:
    return CartLineIn.model_validate(fields)


def refusal(call) -> ValidationFailed:
    with pytest.raises(ValidationFailed) as refused:
        call()
    return refused.value


# ---- box and orderable --------------------------------------------------------------------------


def test_a_box_is_charged_only_when_needed_and_priced(menu):
    owner = menu["cake"]
    assert box_price(dimension(1, owner, "x", "1", box_needed=True, box_price=D("5"))) == D("5.00")
    assert box_price(dimension(1, owner, "x", "1", box_needed=True, box_price=D("2.345"))) == D("2.35")
    assert box_price(dimension(1, owner, "x", "1", box_needed=False, box_price=D("5"))) == D("0.00")
    assert box_price(dimension(1, owner, "x", "1", box_needed=True, box_price=None)) == D("0.00")
    assert box_price(dimension(1, owner, "x", "1", box_needed=True, box_price=D("0"))) == D("0.00")


def test_orderable_answers_the_product_and_its_dimension(menu):
    assert orderable(menu["cake"], menu["kg"], 1, "items.0") == (menu["cake"], menu["kg"])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"product": None}, m.PRODUCT_NOT_FOUND),
        ({"dimension": None}, m.DIMENSION_NOT_FOUND),
        ({"dimension": "of-another-product"}, m.DIMENSION_NOT_FOUND),
        ({"available": False}, "Produsul „Tort Diplomat” nu este disponibil momentan."),
        ({"out_of_stock": True}, "Produsul „Tort Diplomat” nu este disponibil momentan."),
        ({"standard_order_type": False}, "Produsul „Tort Diplomat” se comandă doar telefonic."),
        ({"availability": False}, "„Tort Diplomat 1 kg” nu este disponibil momentan."),
    ],
)
def test_orderable_refuses_what_cannot_be_ordered_online(menu, change, message):
    cake, kg = menu["cake"], menu["kg"]
    for name in ("available", "out_of_stock", "standard_order_type"):
        if name in change:
            setattr(cake, name, change[name])
    if "availability" in change:
        kg.availability = False
    chosen = None if change.get("product", cake) is None else cake
    size = {None: None, "of-another-product": menu["small"]}.get(change.get("dimension", "keep"), kg)

    refused = refusal(lambda: orderable(chosen, size, 1, "items.3"))

    assert refused.message == message
    assert refused.errors == {"items.3": message}


def test_a_pre_order_product_may_be_ordered_online(menu):
    menu["cake"].standard_order_type, menu["cake"].pre_order_order_type = False, True
    assert orderable(menu["cake"], menu["kg"], 1, "items.0")[0] is menu["cake"]


# ---- a product line ---------------------------------------------------------------------------


def test_a_product_line_costs_its_dimension_and_extras_times_the_quantity_and_its_boxes_apart(menu):
    priced = Priced()
    price_product_line(
        0,
        line(id=1, dimensionId=10, quantity=2, extraIngredients=["Fructe de pădure", {"name": "nuci"}], price="1.00"),
        menu["products"],
        menu["dimensions"],
        priced,
    )

    assert priced.subtotal == D("271.00")  # (120 + 12 + 3.50) x 2: the cart's price is ignored
    assert priced.package == D("10.00")  # the 5.00 box, twice
    assert dict(priced.needed) == {10: 2}
    assert priced.pre_order is False
    assert priced.categories == [menu["torturi"]]
    [saved] = priced.product_lines
    assert (saved.product_id, saved.product_name, saved.preferred_message) == (1, "Tort Diplomat", None)
    [size] = saved.dimension_lines
    assert (size.dimension_id, size.dimension_value, size.quantity, size.unit_price, size.box_price) == (
        10,
        "1 kg",
        2,
        D("120.00"),
        D("5.00"),
    )
    assert [(e.name, e.price) for e in saved.extras] == [("Fructe de pădure", D("12.00")), ("Nuci", D("3.50"))]


def test_lines_add_up_and_one_dimension_over_two_lines_needs_both_quantities(menu):
    priced = Priced()
    price_product_line(0, line(id=2, dimensionId=20, quantity=3), menu["products"], menu["dimensions"], priced)
    price_product_line(1, line(id=2, dimensionId=21, quantity=1), menu["products"], menu["dimensions"], priced)
    price_product_line(2, line(id=2, dimensionId=20, quantity=2), menu["products"], menu["dimensions"], priced)

    assert priced.subtotal == D("195.00")  # 30 x 3 + 45 + 30 x 2
    assert priced.package == D("2.00")
    assert dict(priced.needed) == {20: 5, 21: 1}
    assert len(priced.product_lines) == 3


def test_an_extra_named_twice_is_charged_once_and_blank_names_are_ignored(menu):
    priced = Priced()
    price_product_line(
        0,
        line(id=1, dimensionId=10, extraIngredients=["  Nuci ", "Nuci", {"name": ""}, {"x": 1}]),
        menu["products"],
        menu["dimensions"],
        priced,
    )
    assert priced.subtotal == D("123.50")
    assert [e.name for e in priced.product_lines[0].extras] == ["Nuci"]


def test_an_unknown_extra_is_refused_at_its_line(menu):
    refused = refusal(
        lambda: price_product_line(
            4, line(id=1, dimensionId=10, extraIngredients=["Caramel"]), menu["products"], menu["dimensions"], Priced()
        )
    )
    assert refused.message == "Ingredientul „Caramel” nu există pentru produsul „Tort Diplomat”."
    assert refused.errors == {"items.4.extraIngredients": refused.message}


def test_extras_of_another_category_are_unknown(menu):
    refused = refusal(
        lambda: price_product_line(
            0, line(id=2, dimensionId=20, extraIngredients=["Nuci"]), menu["products"], menu["dimensions"], Priced()
        )
    )
    assert refused.message == "Ingredientul „Nuci” nu există pentru produsul „Fursecuri”."


@pytest.mark.parametrize(("quantity", "allowed"), [(2, False), (3, True), (4, True)])
def test_a_minimum_count_applies_to_numar_bucati_dimensions(menu, quantity, allowed):
    small = menu["small"]
    small.minimum_quantity_type, small.minimum_quantity_number = MinimumQuantityType.NUMAR_BUCATI, 3
    priced = Priced()

    def price():
        price_product_line(1, line(id=2, dimensionId=20, quantity=quantity), menu["products"], menu["dimensions"], priced)

    if allowed:
        price()
        assert priced.subtotal == D("30.00") * quantity
    else:
        refused = refusal(price)
        assert refused.message == "Pentru „Fursecuri 250 g” se pot comanda minimum 3 bucăți."
        assert refused.errors == {"items.1.quantity": refused.message}


def test_a_minimum_count_without_its_type_is_ignored(menu):
    menu["small"].minimum_quantity_number = 3  # type NA
    priced = Priced()
    price_product_line(0, line(id=2, dimensionId=20, quantity=1), menu["products"], menu["dimensions"], priced)
    assert priced.subtotal == D("30.00")


def test_a_message_on_the_product_needs_the_product_or_its_category_to_allow_it(menu):
    def price(index=0):
        priced = Priced()
        price_product_line(
            index, line(id=1, dimensionId=10, preferredMessage="La mulți ani!"), menu["products"], menu["dimensions"], priced
        )
        return priced

    refused = refusal(lambda: price(2))
    assert refused.message == "Produsul „Tort Diplomat” nu acceptă un mesaj personalizat."
    assert refused.errors == {"items.2.preferredMessage": refused.message}

    menu["cake"].allow_preferred_message = True
    assert price().product_lines[0].preferred_message == "La mulți ani!"
    menu["cake"].allow_preferred_message = False
    menu["torturi"].preferred_message = True
    assert price().product_lines[0].preferred_message == "La mulți ani!"


def test_a_pre_order_product_marks_the_order_as_a_pre_order(menu):
    menu["cake"].standard_order_type, menu["cake"].pre_order_order_type = False, True
    priced = Priced()
    price_product_line(0, line(id=2, dimensionId=20), menu["products"], menu["dimensions"], priced)
    assert priced.pre_order is False
    price_product_line(1, line(id=1, dimensionId=10), menu["products"], menu["dimensions"], priced)
    price_product_line(2, line(id=2, dimensionId=20), menu["products"], menu["dimensions"], priced)
    assert priced.pre_order is True  # one pre-order line is enough, whatever comes after


def test_a_line_of_an_unknown_product_or_dimension_is_refused(menu):
    missing = refusal(lambda: price_product_line(0, line(id=99, dimensionId=10), menu["products"], menu["dimensions"], Priced()))
    assert missing.message == m.PRODUCT_NOT_FOUND
    wrong = refusal(lambda: price_product_line(1, line(id=1, dimensionId=20), menu["products"], menu["dimensions"], Priced()))
    assert (wrong.message, wrong.errors) == (m.DIMENSION_NOT_FOUND, {"items.1": m.DIMENSION_NOT_FOUND})


# ---- bundles ----------------------------------------------------------------------------------


def bundle(menu, kind=PromotionType.BUY_X_GET_Y_FREE, **fields) -> Promotion:
    """Set 1 (paid): the cake or the cookies; set 2 (free in buy-X-get-Y): the cookies."""
    return Promotion(
        id=7,
        name="Pachet dulce",
        type=kind,
        product_sets=[
            PromotionProductSet(
                id=2, sort_order=1, is_free_product=True, product_field_label="Alege un desert", products=[menu["cookies"]]
            ),
            PromotionProductSet(
                id=1,
                sort_order=0,
                is_free_product=False,
                product_field_label="Alege un tort",
                products=[menu["cake"], menu["cookies"]],
            ),
        ],
        **fields,
    )


def bundle_line(quantity=1, *choices) -> CartLineIn:
    return line(promotionId=7, quantity=quantity, productBeans=[{"productId": p, "dimensionId": d} for p, d in choices])


def test_buy_x_get_y_charges_the_paid_choices_and_every_box(menu):
    priced = Priced()
    price_bundle_line(0, bundle_line(2, (1, 10), (2, 21)), bundle(menu), menu["products"], menu["dimensions"], priced)

    assert priced.subtotal == D("240.00")  # the cake twice, the cookies free
    assert priced.package == D("14.00")  # (5 + 2) x 2: free products still come in their box
    assert dict(priced.needed) == {10: 2, 21: 2}
    [saved] = priced.promotion_lines
    assert (saved.promotion_id, saved.promotion_name, saved.quantity, saved.promotion_total) == (
        7,
        "Pachet dulce",
        2,
        D("240.00"),
    )
    assert [(c.product_id, c.dimension_id) for c in saved.choices] == [(1, 10), (2, 21)]
    assert [
        (c.label, c.product_name, c.dimension_name, c.product_price, c.package_price, c.is_free_product) for c in saved.choices
    ] == [
        ("Alege un tort", "Tort Diplomat", "1 kg", D("120.00"), D("5.00"), False),
        ("Alege un desert", "Fursecuri", "500 g", D("45.00"), D("2.00"), True),
    ]


def test_a_bundle_adds_to_the_lines_before_it(menu):
    priced = Priced()
    price_product_line(0, line(id=1, dimensionId=10), menu["products"], menu["dimensions"], priced)
    price_bundle_line(1, bundle_line(1, (2, 21), (2, 20)), bundle(menu), menu["products"], menu["dimensions"], priced)
    price_bundle_line(
        2, bundle_line(2, (2, 20), (2, 20)), bundle(menu, PromotionType.COMBO), menu["products"], menu["dimensions"], priced
    )

    assert priced.subtotal == D("285.00")  # 120 + 45 (the 250 g free) + (30 + 30) x 2
    assert priced.package == D("7.00")  # the cake's box and the 500 g box
    assert dict(priced.needed) == {10: 1, 21: 1, 20: 5}
    assert (len(priced.product_lines), len(priced.promotion_lines)) == (1, 2)


def test_a_free_choice_may_cost_as_much_as_the_paid_one_not_more(menu):
    same = Priced()
    price_bundle_line(0, bundle_line(1, (2, 21), (2, 21)), bundle(menu), menu["products"], menu["dimensions"], same)
    assert same.subtotal == D("45.00")

    refused = refusal(
        lambda: price_bundle_line(
            3, bundle_line(1, (2, 20), (2, 21)), bundle(menu), menu["products"], menu["dimensions"], Priced()
        )
    )
    assert (
        refused.message
        == "Produsul gratuit din promoția „Pachet dulce” trebuie să coste cel mult cât cel mai ieftin produs plătit."
    )
    assert refused.errors == {"items.3.productBeans.1": refused.message}


def test_a_free_choice_may_cost_no_more_than_the_cheapest_paid_one(menu):
    """Two paid sets, the cake (120) and the cookies' 250 g (30): the free 500 g (45) costs more
    than the cheapest paid choice, so it is refused (the free choices offered are those priced
    at or below the cheapest chosen X); the free 250 g is not."""
    promotion = bundle(menu)
    promotion.product_sets.append(
        PromotionProductSet(
            id=3, sort_order=2, is_free_product=False, product_field_label="Încă unul", products=[menu["cookies"]]
        )
    )
    refused = refusal(
        lambda: price_bundle_line(
            0, bundle_line(1, (1, 10), (2, 21), (2, 20)), promotion, menu["products"], menu["dimensions"], Priced()
        )
    )
    assert (
        refused.message
        == "Produsul gratuit din promoția „Pachet dulce” trebuie să coste cel mult cât cel mai ieftin produs plătit."
    )
    assert refused.errors == {"items.0.productBeans.1": refused.message}

    cheap = Priced()
    price_bundle_line(0, bundle_line(1, (1, 10), (2, 20), (2, 20)), promotion, menu["products"], menu["dimensions"], cheap)
    assert cheap.subtotal == D("150.00")  # 120 + 30, the 250 g free
    assert [(use.where, use.saving) for use in cheap.bundles] == [("items.0.promotionId", D("30.00"))]


def test_a_bundle_of_free_sets_only_is_refused_as_nothing_is_paid(menu):
    promotion = bundle(menu)
    promotion.product_sets[1].is_free_product = True
    refused = refusal(
        lambda: price_bundle_line(0, bundle_line(1, (2, 20), (2, 20)), promotion, menu["products"], menu["dimensions"], Priced())
    )
    assert refused.errors == {"items.0.productBeans.0": refused.message}


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"discount_percentage": D("10")}, "148.50"),  # (120 + 45) - 10 %
        ({"discount_amount": D("25.00")}, "140.00"),
        ({}, "165.00"),
    ],
)
def test_a_combo_takes_its_discount_off_every_choice_and_frees_none(menu, fields, expected):
    priced = Priced()
    price_bundle_line(
        0,
        bundle_line(3, (1, 10), (2, 21)),
        bundle(menu, PromotionType.COMBO, **fields),
        menu["products"],
        menu["dimensions"],
        priced,
    )

    assert priced.subtotal == D(expected) * 3
    assert priced.promotion_lines[0].promotion_total == D(expected) * 3
    assert priced.package == D("21.00")
    assert [c.is_free_product for c in priced.promotion_lines[0].choices] == [False, False]  # a combo frees nothing


def test_a_bundle_takes_the_pre_order_flag_and_categories_of_its_choices(menu):
    menu["cake"].standard_order_type, menu["cake"].pre_order_order_type = False, True
    priced = Priced()
    price_bundle_line(0, bundle_line(1, (1, 10), (2, 20)), bundle(menu), menu["products"], menu["dimensions"], priced)
    assert priced.pre_order is True
    assert [c.name for c in priced.categories] == ["Torturi", "Biscuiți"]


def test_an_empty_label_is_saved_as_none(menu):
    promotion = bundle(menu)
    promotion.product_sets[1].product_field_label = ""
    priced = Priced()
    price_bundle_line(0, bundle_line(1, (1, 10), (2, 20)), promotion, menu["products"], menu["dimensions"], priced)
    assert [c.label for c in priced.promotion_lines[0].choices] == [None, "Alege un desert"]


@pytest.mark.parametrize("kind", [PromotionType.COUPON_CODE, PromotionType.NEWSLETTER_SUBSCRIPTION])
def test_a_coupon_is_not_a_bundle(menu, kind):
    refused = refusal(
        lambda: price_bundle_line(
            2, bundle_line(1, (1, 10), (2, 20)), bundle(menu, kind), menu["products"], menu["dimensions"], Priced()
        )
    )
    assert refused.message == "Promoția „Pachet dulce” nu se adaugă în coș ca pachet."
    assert refused.errors == {"items.2.promotionId": refused.message}


@pytest.mark.parametrize("choices", [[(1, 10)], [(1, 10), (2, 20), (2, 20)], []])
def test_a_bundle_needs_one_choice_per_set(menu, choices):
    refused = refusal(
        lambda: price_bundle_line(1, bundle_line(1, *choices), bundle(menu), menu["products"], menu["dimensions"], Priced())
    )
    assert refused.message == "Alegeți câte un produs pentru fiecare set al promoției „Pachet dulce”."
    assert refused.errors == {"items.1.productBeans": refused.message}


def test_a_bundle_without_sets_is_refused(menu):
    promotion = bundle(menu)
    promotion.product_sets = []
    refused = refusal(lambda: price_bundle_line(0, bundle_line(1), promotion, menu["products"], menu["dimensions"], Priced()))
    assert refused.message == pm.PROMOTION_CHOICES.format(name="Pachet dulce")


def test_a_choice_outside_its_set_is_refused_where_it_is(menu):
    # The cake is offered in the first set only.
    refused = refusal(
        lambda: price_bundle_line(
            0, bundle_line(1, (1, 10), (1, 10)), bundle(menu), menu["products"], menu["dimensions"], Priced()
        )
    )
    assert refused.message == "Produsul ales nu face parte din promoția „Pachet dulce”."
    assert refused.errors == {"items.0.productBeans.1": refused.message}


def test_a_choice_that_cannot_be_ordered_is_refused_where_it_is(menu):
    menu["big"].availability = False
    refused = refusal(
        lambda: price_bundle_line(
            0, bundle_line(1, (1, 10), (2, 21)), bundle(menu), menu["products"], menu["dimensions"], Priced()
        )
    )
    assert refused.message == "„Fursecuri 500 g” nu este disponibil momentan."
    assert refused.errors == {"items.0.productBeans.1": refused.message}
