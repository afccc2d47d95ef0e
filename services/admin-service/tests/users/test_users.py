"""The admin's users: the lists with their paging and search, the specification's rules of user
creation with their messages, the invitation mail that lets a new manager set a password and sign
in, edits, deactivation refusing the account's token at once, and the last admin kept."""

import pytest

from admin_service.users.schemas import STAFF_ROLE_RULE
from admin_service.users.service import LAST_ADMIN, OWN_ACCOUNT, OWN_ROLE
from bakery_devtools.testing.accounts import link_token
from bakery_shared.models import Role
from bakery_shared.rules.email import EMAIL_RULE
from bakery_shared.rules.names import FIRST_NAME_RULE, LAST_NAME_RULE


@pytest.fixture
async def staff(make_user, token_for):
    manager = await make_user(Role.MANAGER, "manager@example.ro", "Maria")
    admin = await make_user(Role.ADMIN, "admin@example.ro", "Andrei")
    customer = await make_user(Role.USER, "client@example.ro", "Corina")
    return {
        "manager": {"Authorization": f"Bearer {token_for(manager)}"},
        "admin": {"Authorization": f"Bearer {token_for(admin)}"},
        "customer": {"Authorization": f"Bearer {token_for(customer)}"},
        "anonymous": {},
        "ids": {"manager": manager.id, "admin": admin.id, "customer": customer.id},
    }


NEW_MANAGER = {
    "firstName": "Mihai",
    "lastName": "Ionescu",
    "email": "mihai@example.ro",
    "phoneNumber": "0744 555 666",
    "role": "ROLE_MANAGER",
}
ROLES = [("anonymous", 401), ("customer", 403), ("manager", 403)]


@pytest.mark.parametrize(("who", "status"), [*ROLES, ("admin", 200)])
@pytest.mark.parametrize("path", ["/admin-service/get-users", "/admin-service/get-admins"])
async def test_who_lists_users(client, staff, who, status, path):
    assert (await client.get(path, headers=staff[who])).status_code == status


@pytest.mark.parametrize(("who", "status"), [*ROLES, ("admin", 200)])
async def test_who_sees_and_edits_a_user(client, staff, who, status):
    user_id = staff["ids"]["customer"]
    assert (await client.get(f"/admin-service/users/{user_id}", headers=staff[who])).status_code == status
    body = {"firstName": "Corina", "lastName": "Vasile", "phoneNumber": ""}
    assert (await client.post(f"/admin-service/users/{user_id}", headers=staff[who], json=body)).status_code == status
    assert (await client.post(f"/admin-service/users/{user_id}/deactivate", headers=staff[who])).status_code == status


@pytest.mark.parametrize(("who", "status"), [*ROLES, ("admin", 201)])
async def test_who_creates_staff_and_customers(client, storefront, staff, who, status):
    assert (await client.post("/admin-service/create-admin-user", headers=staff[who], json=NEW_MANAGER)).status_code == status
    body = {"firstName": "Elena", "lastName": "Dobre", "email": "elena@example.ro"}
    assert (await storefront.post("/user-service/create-additional-users", headers=staff[who], json=body)).status_code == status


async def test_lists_are_paged_by_ten_and_searchable(client, staff, make_user):
    for n in range(12):
        await make_user(Role.USER, f"c{n:02d}@example.ro", f"Client{n:02d}")
    first = await client.get("/admin-service/get-users", headers=staff["admin"])
    assert first.json()["totalElements"] == 13 and len(first.json()["content"]) == 10
    second = await client.get("/admin-service/get-users?page=1", headers=staff["admin"])
    assert len(second.json()["content"]) == 3
    found = await client.get("/admin-service/get-users?search=client07", headers=staff["admin"])
    assert [u["email"] for u in found.json()["content"]] == ["c07@example.ro"]
    by_mail = await client.get("/admin-service/get-users?search=C11@EXAMPLE", headers=staff["admin"])
    assert [u["firstName"] for u in by_mail.json()["content"]] == ["Client11"]
    admins = await client.get("/admin-service/get-admins", headers=staff["admin"])
    assert {u["role"] for u in admins.json()["content"]} == {"ROLE_ADMIN", "ROLE_MANAGER"}
    nothing = await client.get("/admin-service/get-admins?search=%25", headers=staff["admin"])
    assert nothing.json() == {"content": [], "totalElements": 0}


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("firstName", "Al", FIRST_NAME_RULE),
        ("firstName", "Mihai!", FIRST_NAME_RULE),
        ("firstName", "M" * 21, FIRST_NAME_RULE),
        ("lastName", "Io", LAST_NAME_RULE),
        ("lastName", "I" * 17, LAST_NAME_RULE),
        ("email", "nu-e-adresa", EMAIL_RULE),
        ("role", "ROLE_USER", STAFF_ROLE_RULE),
    ],
)
async def test_staff_creation_rules_and_messages(client, staff, field, value, message):
    response = await client.post("/admin-service/create-admin-user", headers=staff["admin"], json={**NEW_MANAGER, field: value})
    assert response.status_code == 422
    assert response.json()["errors"][field] == message


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [("firstName", "", FIRST_NAME_RULE), ("lastName", "x", LAST_NAME_RULE), ("email", "a@", EMAIL_RULE)],
)
async def test_customer_creation_rules_and_messages(storefront, staff, field, value, message):
    body = {"firstName": "Elena", "lastName": "Dobre", "email": "elena@example.ro", field: value}
    response = await storefront.post("/user-service/create-additional-users", headers=staff["admin"], json=body)
    assert response.status_code == 422
    assert response.json()["errors"][field] == message


async def test_a_known_address_is_refused(client, storefront, staff):
    taken = {**NEW_MANAGER, "email": "Client@Example.ro"}
    response = await client.post("/admin-service/create-admin-user", headers=staff["admin"], json=taken)
    assert (
        response.status_code == 409 and response.json()["errors"]["email"] == "Există deja un cont cu această adresă de e-mail."
    )
    body = {"firstName": "Elena", "lastName": "Dobre", "email": "manager@example.ro"}
    assert (await storefront.post("/user-service/create-additional-users", headers=staff["admin"], json=body)).status_code == 409


async def test_a_new_manager_sets_a_password_from_the_invitation_and_signs_in(client, storefront, staff, mailbox):
    created = await client.post("/admin-service/create-admin-user", headers=staff["admin"], json=NEW_MANAGER)
    assert created.status_code == 201, created.text
    assert created.json()["role"] == "ROLE_MANAGER" and created.json()["phoneNumber"] == "0744555666"
    # Nobody knows a password yet: signing in fails until the invitation is used.
    refused = await client.post("/admin-service/authenticate", json={"email": "mihai@example.ro", "password": "Parola#123"})
    assert refused.status_code == 401

    [mail] = mailbox.messages(to="mihai@example.ro")
    assert "alegeți o parolă" in mail["Subject"]
    token = link_token(mailbox, "mihai@example.ro", "/resetare-parola")
    body = {"token": token, "password": "Mihai#2026", "confirmPassword": "Mihai#2026"}
    assert (await storefront.post("/user-service/reset-password", json=body)).status_code == 200
    assert (await storefront.post("/user-service/reset-password", json=body)).status_code == 400  # one time

    login = await client.post("/admin-service/authenticate", json={"email": "mihai@example.ro", "password": "Mihai#2026"})
    assert login.status_code == 200, login.text
    assert login.json()["redirectPath"] == "/comenzi"


async def test_a_new_customer_gets_an_invitation_too(storefront, staff, mailbox):
    body = {"firstName": "Elena", "lastName": "Dobre", "email": "elena@example.ro"}
    response = await storefront.post("/user-service/create-additional-users", headers=staff["admin"], json=body)
    assert response.status_code == 201 and response.json()["role"] == "ROLE_USER"
    assert link_token(mailbox, "elena@example.ro", "/resetare-parola")


async def test_a_deactivated_account_is_refused_at_once(client, staff):
    manager_id = staff["ids"]["manager"]
    assert (await client.get("/admin-service/get-order-details/1", headers=staff["manager"])).status_code == 404
    response = await client.post(f"/admin-service/users/{manager_id}/deactivate", headers=staff["admin"])
    assert response.status_code == 200 and response.json()["active"] is False
    # The manager's token stops working on the very next request.
    assert (await client.get("/admin-service/get-order-details/1", headers=staff["manager"])).status_code == 401
    login = await client.post("/admin-service/authenticate", json={"email": "manager@example.ro", "password": "Parola#123"})
    assert login.status_code == 401


async def test_the_last_admin_and_ones_own_role_are_kept(client, staff, make_user, token_for):
    admin_id, manager_id = staff["ids"]["admin"], staff["ids"]["manager"]
    demote = {"firstName": "Andrei", "lastName": "Utilizator", "role": "ROLE_MANAGER"}
    own = await client.post(f"/admin-service/users/{admin_id}", headers=staff["admin"], json=demote)
    assert own.status_code == 409 and own.json()["message"] == OWN_ROLE
    own_off = await client.post(f"/admin-service/users/{admin_id}/deactivate", headers=staff["admin"])
    assert own_off.status_code == 409 and own_off.json()["message"] == OWN_ACCOUNT

    # With a second admin, the first may be demoted (by the other).
    other = await make_user(Role.ADMIN, "a2@example.ro", "Doina")
    other_headers = {"Authorization": f"Bearer {token_for(other)}"}
    assert (await client.post(f"/admin-service/users/{admin_id}", headers=other_headers, json=demote)).status_code == 200
    # `other` is now the only admin; promoting the manager makes two, so the manager may be deactivated.
    promote = {"firstName": "Maria", "lastName": "Utilizator", "role": "ROLE_ADMIN"}
    assert (await client.post(f"/admin-service/users/{manager_id}", headers=other_headers, json=promote)).status_code == 200
    last = await client.post(f"/admin-service/users/{manager_id}/deactivate", headers=other_headers)
    assert last.status_code == 200  # two admins were active: `other` stays
    response = await client.post(f"/admin-service/users/{other.id}/deactivate", headers=other_headers)
    assert response.json()["message"] == OWN_ACCOUNT


async def test_the_last_admin_cannot_be_demoted_by_anyone(client, staff, db_session):
    from admin_service.users.service import UserAdministration
    from bakery_shared.errors import Conflict
    from bakery_shared.events import EventBus

    users = UserAdministration(db_session, EventBus(None, lambda: None, None))  # type: ignore[arg-type]
    with pytest.raises(Conflict, match=LAST_ADMIN):
        await users.change_role(staff["ids"]["admin"], Role.MANAGER)
    with pytest.raises(Conflict, match=LAST_ADMIN):
        await users.deactivate(staff["ids"]["admin"])


async def test_a_customers_page_shows_orders_and_newsletter(client, staff):
    response = await client.get(f"/admin-service/users/{staff['ids']['customer']}", headers=staff["admin"])
    body = response.json()
    assert body["email"] == "client@example.ro" and body["newsletterAccepted"] is False
    assert body["numberOfPurchases"] == 0 and body["orderAmount"] == "0.00" and body["orders"] == []
    bad = await client.post(
        f"/admin-service/users/{staff['ids']['customer']}",
        headers=staff["admin"],
        json={"firstName": "Corina", "lastName": "Vasile", "role": "ROLE_ADMIN"},
    )
    assert bad.status_code == 422
