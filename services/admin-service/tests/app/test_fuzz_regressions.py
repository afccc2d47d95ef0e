"""What the OpenAPI fuzzing (services/devtools/tests/testing/test_fuzz_openapi.py) found answering 500 in
admin-service, one test per class: each is now a 4xx in the one error shape with a Romanian
message, and nothing is stored."""

import pytest
from sqlalchemy import func, select

from admin_service.main import create_app
from admin_service.menu.service import REMOVED_IDS_INVALID
from bakery_devtools.testing.menu import image_bytes, make_category, make_product
from bakery_devtools.testing.plugin import service_client
from bakery_shared.errors import INVALID_DATA, UNREADABLE_BODY
from bakery_shared.models import Category, PickupLocation, ProductImage, Role
from bakery_shared.params import ID_RULE, PAGE_RULE, PAGE_TOO_LARGE, SIZE_RULE
from bakery_shared.request_guard import CONTROL_CHARACTERS

BEYOND_BIGINT = "85646806636684971606016"


def refused(response, field: str, message: str, status: int = 422) -> None:
    assert response.status_code == status, response.text
    assert response.json() == {"status": status, "message": INVALID_DATA, "errors": {field: message}}


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


@pytest.fixture
async def cake(db_session):
    return await make_product(db_session, await make_category(db_session, "Torturi", "torturi"))


async def count(db_session, model) -> int:
    return await db_session.scalar(select(func.count()).select_from(model))


# ---- integers beyond what Postgres holds ----------------------------------------------------


async def test_a_page_beyond_bigint_is_refused(client, admin):
    refused(await client.get("/admin-service/get-admins?page=288230376151711744", headers=admin), "page", PAGE_TOO_LARGE)
    refused(await client.get("/admin-service/get-users?page=24459096093976908791808", headers=admin), "page", PAGE_TOO_LARGE)
    refused(await client.get("/admin-service/entries?page=9223372036854775807", headers=admin), "page", PAGE_TOO_LARGE)
    refused(await client.get("/admin-service/get-users?page=-1", headers=admin), "page", PAGE_RULE)
    refused(await client.get("/admin-service/get-users?size=0", headers=admin), "size", SIZE_RULE)
    refused(await client.get("/admin-service/get-users?page=%C2%B2", headers=admin), "page", PAGE_RULE)


async def test_the_last_page_allowed_is_simply_empty(client, admin):
    response = await client.get("/admin-service/get-admins?page=1000000&size=100", headers=admin)
    assert response.status_code == 200
    assert response.json()["content"] == []


async def test_an_id_beyond_bigint_in_a_path_is_refused(client, admin):
    refused(await client.delete(f"/admin-service/entries/delete-entry/{BEYOND_BIGINT}", headers=admin), "product_id", ID_RULE)
    refused(await client.get("/admin-service/entries/get-entry/9223372036854775808", headers=admin), "product_id", ID_RULE)
    refused(await client.delete(f"/admin-service/setup/delete-category/{BEYOND_BIGINT}", headers=admin), "category_id", ID_RULE)
    refused(await client.get(f"/admin-service/get-order-details/{BEYOND_BIGINT}", headers=admin), "order_id", ID_RULE)
    refused(await client.get("/admin-service/get-order-details/0", headers=admin), "order_id", ID_RULE)


async def test_ids_beyond_bigint_in_a_body_are_refused(client, admin, db_session):
    response = await client.request(
        "DELETE", "/admin-service/setup/remove-pickup-locations", json=[3, 4847457819806850351104], headers=admin
    )
    refused(response, "1", ID_RULE)
    response = await client.post(
        "/admin-service/setup/set-pickup-locations",
        json=[{"id": 2**64, "pickupLocationName": "Centru", "pickupLocationDescription": "Str. Mare 1"}],
        headers=admin,
    )
    refused(response, "0.id", ID_RULE)
    assert await count(db_session, PickupLocation) == 0


async def test_a_minimum_count_beyond_the_column_is_refused(client, admin, db_session):
    category = await make_category(db_session, "Fursecuri", "fursecuri")
    product = {
        "name": "Fursecuri cu unt",
        "category": {"id": category.id},
        "standardOrderType": True,
        "dimensions": [
            {
                "value": "1 buc",
                "price": "2.50",
                "boxNeeded": False,
                "minimumQuantityType": "numarBucati",
                "minimumQuantityNumber": 2**40,
            }
        ],
    }
    response = await client.post("/admin-service/entries/add-entry", json=product, headers=admin)
    refused(response, "dimensions.0.minimumQuantityNumber", "Numărul minim de bucăți poate fi cel mult 1000.")


# ---- NUL, control characters and lone surrogates ----------------------------------------------


async def test_a_nul_in_the_staff_login_email_is_refused(client):
    response = await client.post("/admin-service/authenticate", json={"email": "sefa@cofetarie.ro\x00", "password": "x"})
    refused(response, "email", CONTROL_CHARACTERS)


async def test_control_bytes_in_menu_queries_are_refused(client, admin):
    refused(await client.get("/admin-service/entries?searchBy=%00", headers=admin), "searchBy", CONTROL_CHARACTERS)
    refused(
        await client.get("/admin-service/entries/for-promotions?category=%1b%5b2J", headers=admin), "category", CONTROL_CHARACTERS
    )


async def test_a_unicode_digit_as_category_is_not_an_id(client, admin, cake):
    response = await client.get("/admin-service/entries/for-promotions?category=%C2%B2", headers=admin)
    assert response.status_code == 200
    assert response.json()["content"] == []


async def test_a_nul_in_a_category_name_is_refused_and_nothing_is_saved(client, admin, db_session):
    response = await client.post("/admin-service/setup/create-category", json=[{"name": "Tor\x00turi"}], headers=admin)
    refused(response, "0.name", CONTROL_CHARACTERS)
    assert await count(db_session, Category) == 0


async def test_a_nul_in_a_json_key_is_refused(client, admin):
    response = await client.post("/admin-service/setup/pmt", json={"paymentMethods\x00": ["cash"]}, headers=admin)
    refused(response, "body", CONTROL_CHARACTERS)


async def test_a_deeply_nested_body_is_refused_without_a_500(client, admin):
    body = b"[" * 5000 + b"]" * 5000
    response = await client.post(
        "/admin-service/setup/create-category", content=body, headers={**admin, "Content-Type": "application/json"}
    )
    assert response.status_code in {400, 422}
    assert set(response.json()) == {"status", "message", "errors"}


# ---- malformed multipart --------------------------------------------------------------------


async def test_a_malformed_multipart_body_is_a_400_in_the_shape(client, admin, cake):
    url = f"/admin-service/entries/add-product-images/{cake.id}"
    for content_type, body in (
        ("multipart/form-data", b"--x\r\nnot a part"),
        ("multipart/form-data; boundary=x", b"--x\r\nContent-Disposition: form-data\r\n\r\nfara sfarsit"),
        ("multipart/form-data; boundary=x", b"\x00\xff" * 50),
    ):
        response = await client.post(url, content=body, headers={**admin, "Content-Type": content_type})
        assert response.status_code in {400, 422}, (content_type, body, response.text)
        assert set(response.json()) == {"status", "message", "errors"}
        if response.status_code == 400:
            assert response.json()["message"] == UNREADABLE_BODY


async def test_removed_image_ids_must_be_ascii_numbers_within_bigint(client, admin, cake):
    url = f"/admin-service/entries/add-product-images/{cake.id}"
    for removed in ("²", "١٢", str(2**64)):
        response = await client.post(url, data={"removedImagesIDs": removed}, headers=admin)
        assert response.status_code == 422
        assert response.json()["errors"] == {"removedImagesIDs": REMOVED_IDS_INVALID}


@pytest.fixture
async def images_client(test_settings, db_connection, redis_client, tmp_path):
    async with service_client(
        create_app(test_settings.model_copy(update={"media_root": tmp_path / "media"})), db_connection
    ) as client:
        yield client


async def test_an_uploaded_file_name_loses_its_control_characters(images_client, admin, cake, db_session):
    # Written by hand: an HTTP client would percent-encode the name.
    body = (
        b'--x\r\nContent-Disposition: form-data; name="images"; filename="tort\x00\x01.png"\r\n'
        b"Content-Type: image/png\r\n\r\n" + image_bytes("PNG") + b"\r\n--x--\r\n"
    )
    response = await images_client.post(
        f"/admin-service/entries/add-product-images/{cake.id}",
        content=body,
        headers={**admin, "Content-Type": "multipart/form-data; boundary=x"},
    )
    assert response.status_code == 200, response.text
    assert await db_session.scalar(select(ProductImage.name)) == "tort.png"


# ---- values of the wrong type that were silently dropped --------------------------------------


async def test_offered_services_take_only_booleans_and_texts(client, admin, business):
    response = await client.post("/admin-service/setup/offered-services", json={"preOrdersEnabled": 0}, headers=admin)
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"preOrdersEnabled"}
    response = await client.post(
        "/admin-service/setup/offered-services", json={"maximumTimeInAdvanceForPreOrders": {}}, headers=admin
    )
    assert set(response.json()["errors"]) == {"maximumTimeInAdvanceForPreOrders"}
    # null still means "no" / "empty"
    nulls = {"pickupEnabled": None, "pickupAsSoonAsPossibleEnabled": None, "minimumTimeInAdvanceForPickup": None}
    assert (await client.post("/admin-service/setup/offered-services", json=nulls, headers=admin)).status_code == 200


async def test_the_documents_list_every_refusal_in_the_error_shape(client):
    document = (await client.get("/admin-service/openapi.json")).json()
    assert "HTTPValidationError" not in document["components"]["schemas"]
    get_admins = document["paths"]["/admin-service/get-admins"]["get"]
    assert {"401", "403", "422"} <= set(get_admins["responses"])
    page = next(p for p in get_admins["parameters"] if p["name"] == "page")["schema"]
    assert (page["minimum"], page["maximum"]) == (0, 1_000_000)
    entry = document["paths"]["/admin-service/entries/get-entry/{product_id}"]["get"]
    assert {"404", "422"} <= set(entry["responses"])
    assert entry["parameters"][0]["schema"]["maximum"] == 2**63 - 1
    confirm = document["components"]["schemas"]["ConfirmOrderIn"]
    assert set(confirm["required"]) == {"orderNumber", "timeToPrepare", "totalPackageCost"}


async def test_an_id_of_ten_thousand_digits_is_refused_not_a_500(client, admin):
    """Found by the fuzzer once the request guard's text caps documented 10000 characters for
    removedImagesIDs: int() refuses more than 4300 digits with a ValueError."""
    response = await client.post(
        "/admin-service/entries/add-product-images/1", data={"removedImagesIDs": "0" * 9_999 + "1"}, headers=admin
    )
    assert response.status_code in (404, 422), response.text
