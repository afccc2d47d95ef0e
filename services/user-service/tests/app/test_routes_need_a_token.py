"""Signed-in by default: every user-service call outside the public list answers 401 without a
token and with a forged one. A new public call must be added to PUBLIC here, visibly."""

from fastapi import APIRouter

from bakery_devtools.testing.orders import bearer, make_user
from bakery_devtools.testing.plugin import service_client
from bakery_devtools.testing.routes import api_routes, open_routes, served_paths, stored_answers
from bakery_shared.app import Service, create_service_app
from bakery_shared.models import Role
from user_service.main import create_app, public_router

PUBLIC = {
    "/metrics",  # Prometheus, on the service's own port only: the gateway does not publish it
    "/user-service/healthz",
    "/user-service/readyz",
    "/user-service/register",
    "/user-service/authenticate",
    "/user-service/send-reset-password-mail",
    "/user-service/confirm-email",
    "/user-service/reset-password",
    "/user-service/get-base-products",
    "/user-service/get-product/{product_id}",
    "/user-service/get-categories",
    "/user-service/promotions",
    "/user-service/subscribe",  # the newsletter: subscribe, the mailed confirmation link,
    "/user-service/newsletter/confirm",  # and the one-click unsubscribe link of every newsletter
    "/user-service/newsletter/unsubscribe",
    "/user-service/restaurant/fetch-information",
    "/user-service/restaurant/last-key",
    "/user-service/restaurant/delivery-zones",  # where we deliver, at what fee
    "/user-service/restaurant/delivery-zone",
    "/user-service/available-days",  # the checkout's days for a cart
    "/user-service/seo/product-head/{product_id}",  # what a crawler reads of a product page
    "/user-service/seo/product-body/{product_id}",
    "/user-service/seo/sitemap.xml",
    "/user-service/seo/menu-photos",  # /meniu's first card photos, preloaded from its head
    "/user-service/place-order",
    "/user-service/price-cart",  # the checkout's live price and coupon check
    "/user-service/order-status/{order_number}",
    # Online card payment: the checkout's Stripe key, paying an order (by its follow
    # link or the owner's bearer, checked inside) and Stripe's webhook (by its signature).
    "/user-service/payments/config",
    "/user-service/orders/{order_number}/card-payment",
    "/user-service/orders/{order_number}/card-payment/check",
    # The order's invoice PDF: by its follow link (a plain `?cheie=` download link) or the owner's bearer.
    "/user-service/orders/{order_number}/invoice.pdf",
    "/user-service/payments/webhook",
    # A custom cake's money: by the request's private key or the owner's bearer, checked inside.
    "/user-service/cake-requests/{request_id}/accept",
    "/user-service/cake-requests/{request_id}/payment-check",
    "/user-service/cake-requests/{request_id}/pay-rest",
    "/user-service/cake-requests/{request_id}/cancel",
    "/user-service/ws",
    "/user-service/book-table",
    "/user-service/reviews",
    # Custom cakes: the form's options, asking for one (guests too), and following it, its
    # photos and its changes by its private link or the owner's bearer (checked inside).
    "/user-service/cake-requests/options",
    "/user-service/cake-requests",
    "/user-service/cake-requests/{request_id}",
    "/user-service/cake-requests/{request_id}/photos/{n}",
    "/user-service/cake-requests/{request_id}/changes",
}


async def test_every_call_outside_the_public_list_needs_a_valid_token(client):
    app = client._transport.app
    assert len(api_routes(app)) > len(PUBLIC)  # the walk sees the signed-in calls too
    assert await open_routes(client, app, PUBLIC) == []


async def test_every_signed_in_answer_says_no_store(client, db_session, test_settings):
    """A signed-in answer is never kept by a browser or a proxy, where the next person at the same
    computer or behind the same cache would read it: every one says Cache-Control: no-store."""
    app = client._transport.app
    for role in (Role.ADMIN, Role.USER):
        user = await make_user(db_session, role, f"{role.value.lower()}@example.ro")
        assert await stored_answers(client, app, PUBLIC, bearer(test_settings, user)) == []


async def test_personal_public_answers_say_no_store_and_storefront_reads_keep_their_caching(client, business):
    login = await client.post("/user-service/authenticate", json={"email": "nimeni@example.ro", "password": "x"})
    followed = await client.get("/user-service/order-status/1?cheie=nu-e-cheia")
    assert login.headers["cache-control"] == followed.headers["cache-control"] == "no-store"

    categories = await client.get("/user-service/get-categories")
    assert categories.headers["cache-control"] == "public, max-age=0, must-revalidate"
    assert "etag" in categories.headers


def test_the_public_list_names_only_routes_that_exist(test_settings):
    served = served_paths(create_app(test_settings))
    assert served >= PUBLIC, PUBLIC - served


async def test_a_route_put_on_the_public_router_by_mistake_is_caught(test_settings, db_connection, redis_client):
    oops = APIRouter()

    @oops.get("/export-customers")
    async def export_customers() -> list[str]:
        return ["ana@example.ro"]

    router = public_router()
    router.include_router(oops)
    app = create_service_app(Service("t", "/user-service"), settings=test_settings, public_router=router, routers=[])
    async with service_client(app, db_connection) as client:
        assert await open_routes(client, app, PUBLIC) == [
            "GET /user-service/export-customers answers 200 with no token",
            "GET /user-service/export-customers answers 200 with forged token",
        ]


async def test_a_route_without_its_own_guard_is_still_signed_in(test_settings, db_connection, redis_client):
    forgot = APIRouter()

    @forgot.get("/customer-notes")
    async def customer_notes() -> list[str]:
        return []

    app = create_service_app(Service("t", "/user-service"), settings=test_settings, public_router=APIRouter(), routers=[forgot])
    async with service_client(app, db_connection) as client:
        assert (await client.get("/user-service/customer-notes")).status_code == 401
        assert await open_routes(client, app, {"/metrics", "/user-service/healthz", "/user-service/readyz"}) == []
