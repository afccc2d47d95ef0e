"""What the OpenAPI fuzzing (services/devtools/tests/testing/test_fuzz_openapi.py) found answering 500, one
test per class: every one is now a 4xx in the one error shape, with a Romanian message, and
nothing is stored."""

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_shared.errors import INVALID_DATA, NOT_TEXT
from bakery_shared.models import Order, Role, User
from bakery_shared.params import ID_RULE, PAGE_RULE, PAGE_TOO_LARGE, SIZE_RULE
from bakery_shared.request_guard import CONTROL_CHARACTERS

PLACE = "/user-service/place-order"
BEYOND_BIGINT = "117118606600086447093582921728"


def refused(response, field: str, message: str, status: int = 422) -> None:
    assert response.status_code == status, response.text
    assert response.json() == {"status": status, "message": INVALID_DATA, "errors": {field: message}}


@pytest.fixture
async def people(db_session, test_settings):
    staff = await make_user(db_session, Role.MANAGER, "manager@example.ro")
    customer = await make_user(db_session, Role.USER, "client@example.ro")
    return {"staff": bearer(test_settings, staff), "customer": bearer(test_settings, customer)}


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cake = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("120.00",))
    await db_session.flush()
    return {"location": location, "cake": cake}


async def order_count(db_session) -> int:
    return await db_session.scalar(select(func.count()).select_from(Order))


# ---- integers beyond what Postgres holds ----------------------------------------------------


async def test_an_id_beyond_bigint_in_a_path_is_refused(client, people):
    refused(await client.get(f"/user-service/get-product/{BEYOND_BIGINT}"), "product_id", ID_RULE)
    refused(await client.get("/user-service/get-product/9223372036854775808"), "product_id", ID_RULE)
    refused(await client.get(f"/user-service/get-order-details/{BEYOND_BIGINT}", headers=people["customer"]), "order_id", ID_RULE)


async def test_the_largest_id_postgres_holds_is_simply_not_found(client):
    response = await client.get("/user-service/get-product/9223372036854775807")
    assert response.status_code == 404
    assert response.json()["status"] == 404


async def test_a_page_beyond_the_last_possible_one_is_refused(client, people):
    refused(
        await client.get("/user-service/get-all-orders?page=42777338637167661940736", headers=people["staff"]),
        "page",
        PAGE_TOO_LARGE,
    )
    refused(await client.get("/user-service/get-user-orders?page=1000001", headers=people["customer"]), "page", PAGE_TOO_LARGE)
    refused(await client.get("/user-service/get-user-orders?page=-1", headers=people["customer"]), "page", PAGE_RULE)
    refused(await client.get("/user-service/get-all-orders?size=101", headers=people["staff"]), "size", SIZE_RULE)
    assert (await client.get("/user-service/get-all-orders?page=1000000", headers=people["staff"])).json()["content"] == []


async def test_a_payment_amount_beyond_the_column_is_refused(client, db_session, shop):
    body = checkout([product_line(shop["cake"].id, shop["cake"].dimensions[0].id)], location_id=shop["location"].id)
    response = await client.post(PLACE, json={**body, "orderPaymentOptions": "CASH", "cashAmount": "1e30"})
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"cashAmount"}
    assert await order_count(db_session) == 0


async def test_a_cart_line_id_beyond_bigint_is_refused(client, db_session, shop):
    line = product_line(2**70, shop["cake"].dimensions[0].id)
    refused(await client.post(PLACE, json=checkout([line], location_id=shop["location"].id)), "items.0.id", ID_RULE)
    assert await order_count(db_session) == 0


# ---- NUL, control characters and lone surrogates ----------------------------------------------


async def test_a_nul_in_the_login_email_is_refused(client):
    response = await client.post("/user-service/authenticate", json={"email": "ana\x00@example.ro", "password": "Parola#123"})
    refused(response, "email", CONTROL_CHARACTERS)


async def test_a_nul_in_an_order_note_is_refused_and_nothing_is_saved(client, db_session, shop):
    body = checkout(
        [product_line(shop["cake"].id, shop["cake"].dimensions[0].id)],
        location_id=shop["location"].id,
        additionalInformation="Fără nuci\x00, vă rog",
    )
    refused(await client.post(PLACE, json=body), "additionalInformation", CONTROL_CHARACTERS)
    assert await order_count(db_session) == 0


async def test_a_control_character_deep_in_the_cart_names_its_field(client, db_session, shop):
    line = product_line(shop["cake"].id, shop["cake"].dimensions[0].id, preferredMessage="La mulți ani\x07")
    refused(
        await client.post(PLACE, json=checkout([line], location_id=shop["location"].id)),
        "items.0.preferredMessage",
        CONTROL_CHARACTERS,
    )
    assert await order_count(db_session) == 0


async def test_tabs_and_new_lines_stay_allowed_in_notes(client, db_session, shop):
    body = checkout(
        [product_line(shop["cake"].id, shop["cake"].dimensions[0].id)],
        location_id=shop["location"].id,
        additionalInformation="Rândul unu\n\tRândul doi\r\n",
    )
    assert (await client.post(PLACE, json=body)).status_code == 201


async def test_a_lone_surrogate_in_json_is_refused(client, db_session):
    body = b'{"firstName": "Ioana", "lastName": "Munteanu", "email": "x\\ud800@example.ro", "password": "Parola#123"}'
    response = await client.post("/user-service/register", content=body, headers={"Content-Type": "application/json"})
    refused(response, "email", CONTROL_CHARACTERS)
    assert await db_session.scalar(select(func.count()).select_from(User)) == 0


async def test_an_escaped_backslash_before_u0000_is_plain_text(client):
    # "\\u0000" in JSON is a backslash followed by "u0000": ordinary text, not a NUL.
    body = b'{"email": "ana\\\\u0000@example.ro", "password": "Parola#123"}'
    response = await client.post("/user-service/authenticate", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 401


async def test_a_nul_in_a_query_is_refused_on_the_storefront(client, business):
    refused(await client.get("/user-service/get-base-products?search=%00"), "search", CONTROL_CHARACTERS)
    refused(await client.get("/user-service/get-base-products?category=%01%1b"), "category", CONTROL_CHARACTERS)
    refused(await client.get("/user-service/get-categories?%00=1"), "query", CONTROL_CHARACTERS)


async def test_a_nul_in_a_path_is_refused(client):
    refused(await client.get("/user-service/order-status/CMD%00?cheie=x"), "path", CONTROL_CHARACTERS)


async def test_a_superscript_digit_as_category_is_just_a_name_that_matches_nothing(client, business):
    # "²".isdigit() is True but int("²") raises: this was a 500.
    response = await client.get("/user-service/get-base-products?category=%C2%B2")
    assert response.status_code == 200
    assert response.json() == []


# ---- texts longer than their column, and values of the wrong type ---------------------------


async def test_address_texts_are_held_to_their_columns(client, people):
    address = {"streetAddress": "S" * 201, "streetNumberAddress": "5", "cityAddress": "Sibiu"}
    response = await client.post("/user-service/update-user-addresses", headers=people["customer"], json=address)
    refused(response, "streetAddress", "Textul poate avea cel mult 200 caractere.")
    wrong_type = {"streetAddress": "Str. Mare", "streetNumberAddress": "5", "cityAddress": "Sibiu", "appartmentNumber": {}}
    response = await client.post("/user-service/update-user-addresses", headers=people["customer"], json=wrong_type)
    refused(response, "appartmentNumber", NOT_TEXT)


async def test_a_number_where_an_order_text_belongs_is_refused(client, db_session, shop):
    body = checkout([product_line(shop["cake"].id, shop["cake"].dimensions[0].id)], location_id=shop["location"].id, coupon=5)
    refused(await client.post(PLACE, json=body), "coupon", NOT_TEXT)
    assert await order_count(db_session) == 0


# ---- the documents say all of this ------------------------------------------------------------


async def test_every_refusal_in_the_document_is_the_error_shape(client):
    document = (await client.get("/user-service/openapi.json")).json()
    assert "HTTPValidationError" not in document["components"]["schemas"]
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            assert "422" in operation["responses"], (method, path)
            for status, response in operation["responses"].items():
                if status.startswith("4"):
                    assert response["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/ErrorResponse"}
    orders = document["paths"]["/user-service/get-user-orders"]["get"]
    assert {"401", "403"} <= set(orders["responses"])
    page = next(p for p in orders["parameters"] if p["name"] == "page")["schema"]
    assert (page["minimum"], page["maximum"]) == (0, 1_000_000)
    place = document["paths"]["/user-service/place-order"]["post"]["responses"]
    assert {"200", "201", "400", "401", "409", "422"} <= set(place)
