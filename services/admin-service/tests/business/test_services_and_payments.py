"""The four services with their advance times, and the payment methods (cash, card, cash-card): a
service's minimum and maximum times required and at least 1, the maximum in days."""

import pytest

from bakery_shared.models import Role

SERVICES = "/admin-service/setup/offered-services"
PAYMENTS = "/admin-service/setup/pmt"
FETCH = "/admin-service/setup/fetch-information"

ALL_ON = {
    "pickupEnabled": True, "pickupAsSoonAsPossibleEnabled": True,
    "minimumTimeInAdvanceForPickup": "30 minute", "maximumTimeInAdvanceForPickup": "7 zile",
    "deliveryEnabled": True, "deliveryAsSoonAsPossibleEnabled": False,
    "minimumTimeInAdvanceForDelivery": "2 ore", "maximumTimeInAdvanceForDelivery": "3 zile",
    "bookingEnabled": True, "bookingAsSoonAsPossibleEnabled": True,
    "minimumTimeInAdvanceForBookings": "1 zile", "maximumTimeInAdvanceForBookings": "30 zile",
    "preOrdersEnabled": True, "preOrdersAsSoonAsPossibleEnabled": False,
    "minimumTimeInAdvanceForPreOrders": "2 zile", "maximumTimeInAdvanceForPreOrders": "60 zile",
}  # fmt: skip


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


def services_of(body: dict) -> dict:
    return {k: body[k] for k in ALL_ON}


async def test_the_four_services_are_saved(client, business, admin):
    response = await client.post(SERVICES, json=ALL_ON, headers=admin)

    assert response.status_code == 200
    assert services_of(response.json()) == ALL_ON


async def test_a_service_that_is_off_keeps_no_times_whatever_was_sent(client, business, admin):
    sent = {
        **ALL_ON,
        "deliveryEnabled": False, "deliveryAsSoonAsPossibleEnabled": True,
        "minimumTimeInAdvanceForDelivery": "2 ore", "maximumTimeInAdvanceForDelivery": "nu contează",
        "bookingEnabled": False, "minimumTimeInAdvanceForBookings": "", "maximumTimeInAdvanceForBookings": None,
    }  # fmt: skip
    response = await client.post(SERVICES, json=sent, headers=admin)

    assert response.status_code == 200
    body = response.json()
    assert (body["deliveryEnabled"], body["deliveryAsSoonAsPossibleEnabled"]) == (False, False)
    assert (body["minimumTimeInAdvanceForDelivery"], body["maximumTimeInAdvanceForDelivery"]) == (None, None)
    assert (body["bookingEnabled"], body["minimumTimeInAdvanceForBookings"], body["maximumTimeInAdvanceForBookings"]) == (
        False,
        None,
        None,
    )
    assert body["pickupEnabled"] is True and body["minimumTimeInAdvanceForPickup"] == "30 minute"


async def test_times_are_stored_in_their_canonical_wording(client, business, admin):
    response = await client.post(
        SERVICES,
        json={**ALL_ON, "minimumTimeInAdvanceForPickup": " 45  Minute", "maximumTimeInAdvanceForPickup": "07 ZILE"},
        headers=admin,
    )
    body = response.json()
    assert (body["minimumTimeInAdvanceForPickup"], body["maximumTimeInAdvanceForPickup"]) == ("45 minute", "7 zile")


FORMAT = "Timpul în avans trebuie scris ca un număr urmat de minute, ore sau zile (de exemplu „30 minute”, „2 ore”, „3 zile”)."


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        (
            {"minimumTimeInAdvanceForPickup": ""},
            "minimumTimeInAdvanceForPickup",
            "Timpul minim în avans este obligatoriu când serviciul este activ.",
        ),
        (
            {"minimumTimeInAdvanceForPickup": None},
            "minimumTimeInAdvanceForPickup",
            "Timpul minim în avans este obligatoriu când serviciul este activ.",
        ),
        (
            {"maximumTimeInAdvanceForDelivery": " "},
            "maximumTimeInAdvanceForDelivery",
            "Timpul maxim în avans este obligatoriu când serviciul este activ.",
        ),
        (
            {"minimumTimeInAdvanceForBookings": "0 ore"},
            "minimumTimeInAdvanceForBookings",
            "Timpul în avans trebuie să fie de cel puțin 1.",
        ),
        (
            {"maximumTimeInAdvanceForBookings": "0 zile"},
            "maximumTimeInAdvanceForBookings",
            "Timpul în avans trebuie să fie de cel puțin 1.",
        ),
        ({"minimumTimeInAdvanceForPreOrders": "2 săptămâni"}, "minimumTimeInAdvanceForPreOrders", FORMAT),
        ({"minimumTimeInAdvanceForPreOrders": "30"}, "minimumTimeInAdvanceForPreOrders", FORMAT),
        (
            {"maximumTimeInAdvanceForPickup": "48 ore"},
            "maximumTimeInAdvanceForPickup",
            "Timpul maxim în avans se exprimă în zile.",
        ),
        (
            {"minimumTimeInAdvanceForDelivery": "4 zile"},
            "maximumTimeInAdvanceForDelivery",
            "Timpul minim în avans nu poate depăși timpul maxim.",
        ),
    ],
)
async def test_service_rules(client, business, admin, change, field, message):
    response = await client.post(SERVICES, json={**ALL_ON, **change}, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == {field: message}


async def test_a_service_turned_on_without_times_reports_both(client, business, admin):
    response = await client.post(SERVICES, json={"pickupEnabled": True}, headers=admin)

    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"minimumTimeInAdvanceForPickup", "maximumTimeInAdvanceForPickup"}


async def test_a_service_left_out_is_left_unchanged(client, business, admin):
    await client.post(SERVICES, json=ALL_ON, headers=admin)
    response = await client.post(SERVICES, json={"bookingEnabled": False}, headers=admin)

    body = response.json()
    assert body["bookingEnabled"] is False and body["minimumTimeInAdvanceForBookings"] is None
    assert services_of(body) | {k: ALL_ON[k] for k in ALL_ON if "ooking" in k} == ALL_ON


@pytest.mark.parametrize(
    ("methods", "flags"),
    [
        (["cash"], (True, False, False, False)),
        (["card"], (False, True, False, False)),
        (["cash-card"], (False, False, True, False)),
        (["online"], (False, False, False, True)),
        (["cash", "card", "cash-card", "online"], (True, True, True, True)),
        (["card", "card"], (False, True, False, False)),
    ],
)
async def test_payment_methods(client, business, admin, methods, flags):
    response = await client.post(PAYMENTS, json={"paymentMethods": methods}, headers=admin)

    assert response.status_code == 200
    body = response.json()
    assert (body["cashPayment"], body["cardPayment"], body["cashAndCardPayment"], body["onlineCardPayment"]) == flags
    read = (await client.get(FETCH, headers=admin)).json()
    assert read["onlineCardPayment"] is flags[3]


async def test_online_card_payment_is_refused_without_the_stripe_keys(
    test_settings, db_connection, redis_client, business, admin
):
    from admin_service.main import create_app
    from bakery_devtools.testing.plugin import service_client

    keyless = test_settings.model_copy(update={"stripe_secret_key": "", "stripe_publishable_key": ""})
    async with service_client(create_app(keyless), db_connection) as client:
        refused = await client.post(PAYMENTS, json={"paymentMethods": ["cash", "online"]}, headers=admin)
        assert refused.status_code == 422
        assert refused.json()["errors"] == {
            "paymentMethods": "Plata online cu cardul nu poate fi activată: cheile Stripe nu sunt configurate."
        }
        read = (await client.get(FETCH, headers=admin)).json()
        assert read["onlineCardPayment"] is False and read["cashPayment"] is True  # nothing was changed

        cash_only = await client.post(PAYMENTS, json={"paymentMethods": ["cash"]}, headers=admin)
        assert cash_only.status_code == 200


@pytest.mark.parametrize("body", [{"paymentMethods": []}, {}])
async def test_at_least_one_payment_method(client, business, admin, body):
    response = await client.post(PAYMENTS, json=body, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == {"paymentMethods": "Selectați cel puțin o metodă de plată."}


async def test_unknown_payment_methods_are_refused(client, business, admin):
    response = await client.post(PAYMENTS, json={"paymentMethods": ["cash", "bitcoin"]}, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == {"paymentMethods.1": "Valoarea nu este una dintre cele permise."}
