"""An order's invoice says what the customer paid, to the ban: orders placed through the storefront's
real checkout (extras, boxes, a coupon, a free item, a bundle with a free piece, delivery, two VAT
rates) are invoiced, and the invoice's total is the order's."""

from datetime import timedelta
from decimal import Decimal

from bakery_devtools.testing.orders import ADDRESS, CONTACT, checkout, product_line
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.invoicing.amounts import totals
from bakery_shared.invoicing.document import Document, DocumentKind
from bakery_shared.invoicing.issuing import issue_order_invoice
from bakery_shared.models import InvoicePurpose, Promotion, PromotionProductSet, PromotionType

from .conftest import filable, order_of

RATES = {Decimal("21.00"), Decimal("11.00")}


def promotion(kind: PromotionType, name: str, **fields) -> Promotion:
    today = current_clock().today()
    return Promotion(
        name=name,
        type=kind,
        active=True,
        start_date=today - timedelta(days=1),
        end_date=today + timedelta(days=1),
        **fields,
    )


async def placed(storefront, db_session, body) -> dict:
    response = await storefront.post("/user-service/place-order", json=body)
    assert response.status_code == 201, response.text
    return response.json()


async def invoiced(db_session, settings, number: str):
    order = await order_of(db_session, number)
    invoice = await issue_order_invoice(db_session, order.id, now=current_clock().now(), settings=settings)
    assert invoice is not None
    filable(invoice)
    return order, invoice, Document.from_json(invoice.document)


async def test_extras_a_box_a_coupon_and_a_free_item_add_up_to_the_order(storefront, db_session, bakery, test_settings):
    db_session.add_all(
        [
            promotion(
                PromotionType.COUPON_CODE,
                "Toamna -10%",
                coupon_code="TOAMNA10",
                discount_percentage=Decimal("10"),
                combinable=True,
            ),
            promotion(
                PromotionType.FREE_ITEM,
                "Covrig gratuit",
                min_order_value=Decimal("50.00"),
                targets={"dimensionIds": [bakery["pretzel"].dimensions[0].id]},
                combinable=True,
            ),
        ]
    )
    await db_session.flush()
    cake, loaf = bakery["cake"], bakery["loaf"]
    items = [
        product_line(cake.id, cake.dimensions[0].id, 2, extraIngredients=["Lumânare"], preferredMessage="La mulți ani!"),
        product_line(loaf.id, loaf.dimensions[0].id, 3),
    ]
    order = await placed(storefront, db_session, checkout(items, location_id=bakery["location"].id, coupon="TOAMNA10"))
    assert {d["promotionName"] for d in order["discounts"]} == {"Toamna -10%", "Covrig gratuit"}

    row, invoice, document = await invoiced(db_session, test_settings, order["orderNumber"])

    assert totals(document).total == row.total_price == invoice.total
    assert invoice.net_total + invoice.vat_total == invoice.total
    assert {line.vat_rate for line in document.lines} == RATES
    assert {d.vat_rate for d in document.discounts} == RATES  # each discount shared between the rates
    assert sum(d.amount for d in document.discounts) == row.sub_total_price - row.updated_price_after_coupon
    assert any(line.name == "Ambalaj" and line.unit_price == row.total_package_cost for line in document.lines)
    cake_line = next(line for line in document.lines if line.name == "Tort Diplomat")
    assert cake_line.unit_price == Decimal("126.95") and cake_line.quantity == 2  # the candle in its price
    assert "La mulți ani!" in cake_line.description
    assert invoice.number == f"CFS-{current_clock().local_now().year}-00001" and invoice.purpose == InvoicePurpose.ORDER
    assert document.kind == DocumentKind.INVOICE and document.buyer.identifier == "0000000000000"


async def test_a_delivered_order_at_two_rates_adds_its_delivery_fee(storefront, db_session, bakery, test_settings):
    cake, pretzel = bakery["cake"], bakery["pretzel"]
    items = [product_line(cake.id, cake.dimensions[0].id, 1), product_line(pretzel.id, pretzel.dimensions[0].id, 7)]
    body = checkout(items, deliveryMethodChosen="DELIVERY", deliveryDetailsBean={**CONTACT, **ADDRESS})
    order = await placed(storefront, db_session, body)

    row, invoice, document = await invoiced(db_session, test_settings, order["orderNumber"])

    assert row.delivery_fee > 0
    assert totals(document).total == row.total_price == invoice.total
    fee = next(line for line in document.lines if line.name == "Taxa de livrare")
    assert fee.unit_price == row.delivery_fee and fee.vat_rate == Decimal("21.00")
    assert {rate.rate for rate in totals(document).rates} == RATES
    assert document.buyer.street_address.startswith("Str. Mare 5") and document.buyer.city == "Sibiu"
    assert document.buyer.county == "RO-SB"


async def test_a_bundle_with_a_free_piece_and_a_company_buyer(storefront, db_session, bakery, test_settings):
    cake, loaf = bakery["cake"], bakery["loaf"]
    bundle = promotion(
        PromotionType.BUY_X_GET_Y_FREE,
        "Tort + pâine gratuită",
        product_sets=[
            PromotionProductSet(is_free_product=False, product_field_label="Tortul", sort_order=0, products=[cake]),
            PromotionProductSet(is_free_product=True, product_field_label="Pâinea", sort_order=1, products=[loaf]),
        ],
    )
    db_session.add(bundle)
    await db_session.flush()
    items = [
        {
            "promotionId": bundle.id,
            "quantity": 2,
            "productBeans": [
                {"productId": cake.id, "dimensionId": cake.dimensions[0].id},
                {"productId": loaf.id, "dimensionId": loaf.dimensions[0].id},
            ],
        },
        product_line(loaf.id, loaf.dimensions[0].id, 1),
    ]
    company = {
        "companyName": "Brutăria Veche SRL",
        "cui": "RO18547290",
        "registrationNumber": "J32/9/2001",
        "streetAddress": "Str. Morii 3",
        "city": "Sibiu",
        "county": "Sibiu",
    }
    order = await placed(storefront, db_session, checkout(items, location_id=bakery["location"].id, invoiceDetails=company))

    row = await order_of(db_session, order["orderNumber"])
    # As place-order keeps it (the county as its ISO code), whichever service wrote it.
    row.invoice_details = row.invoice_details or {**company, "county": "RO-SB"}
    await db_session.flush()
    row, invoice, document = await invoiced(db_session, test_settings, order["orderNumber"])

    assert totals(document).total == row.total_price == invoice.total
    bundled = next(line for line in document.lines if line.name == "Tort + pâine gratuită")
    assert bundled.vat_rate == Decimal("21.00") and "(gratuit)" in bundled.description
    assert invoice.buyer_name == "Brutăria Veche SRL" and invoice.buyer_cui == "RO18547290"
    assert document.buyer.vat_payer and document.buyer.cui == "18547290" and document.buyer.county == "RO-SB"
    assert document.buyer.identifier is None and document.buyer.registration_number == "J32/9/2001"


async def test_issuing_twice_gives_the_one_invoice(storefront, db_session, bakery, test_settings):
    loaf = bakery["loaf"]
    order = await placed(
        storefront, db_session, checkout([product_line(loaf.id, loaf.dimensions[0].id, 10)], location_id=bakery["location"].id)
    )
    _, first, _ = await invoiced(db_session, test_settings, order["orderNumber"])
    _, again, _ = await invoiced(db_session, test_settings, order["orderNumber"])
    assert again.id == first.id and again.number == first.number
