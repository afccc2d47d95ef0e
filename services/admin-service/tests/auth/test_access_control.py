"""Every protected call checks the token and the caller's role."""

import base64
from datetime import timedelta
import json

import jwt
import pytest

from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import Role

PROTECTED = ["/admin-service/get-users", "/admin-service/get-admins"]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.mark.parametrize("path", PROTECTED)
async def test_role_matrix(client, make_user, token_for, path):
    admin = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    manager = await make_user(Role.MANAGER, "tura@cofetarie.ro")
    customer = await make_user(Role.USER, "client@example.ro")

    anonymous = await client.get(path)
    as_customer = await client.get(path, headers=bearer(token_for(customer)))
    as_manager = await client.get(path, headers=bearer(token_for(manager)))
    as_admin = await client.get(path, headers=bearer(token_for(admin)))

    assert anonymous.status_code == 401
    assert as_customer.status_code == 403
    assert as_manager.status_code == 403
    assert as_admin.status_code == 200
    assert as_customer.json() == {"status": 403, "message": "Nu aveți drepturi pentru această acțiune.", "errors": {}}


async def test_the_admin_sees_customers_and_staff_in_separate_lists(client, make_user, token_for):
    admin = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    await make_user(Role.MANAGER, "tura@cofetarie.ro")
    await make_user(Role.USER, "client@example.ro")

    users = (await client.get("/admin-service/get-users", headers=bearer(token_for(admin)))).json()
    staff = (await client.get("/admin-service/get-admins", headers=bearer(token_for(admin)))).json()

    assert [u["email"] for u in users["content"]] == ["client@example.ro"]
    assert sorted(u["email"] for u in staff["content"]) == ["sefa@cofetarie.ro", "tura@cofetarie.ro"]
    assert staff["totalElements"] == 2


def claims_for(user, **changes):
    now = current_clock().now()
    claims = {
        "sub": str(user.id),
        "email": user.email,
        "role": user.role.value,
        "sv": user.session_version,
        "iat": now,
        "exp": now + timedelta(hours=1),
    }
    claims.update(changes)
    return claims


async def test_an_expired_token_is_refused(client, make_user, test_settings):
    admin = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    past = current_clock().now() - timedelta(hours=169)
    token = jwt.encode(claims_for(admin, iat=past, exp=past + timedelta(hours=168)), test_settings.jwt_secret, algorithm="HS256")

    response = await client.get(PROTECTED[0], headers=bearer(token))

    assert response.status_code == 401
    assert response.json()["message"] == "Sesiunea a expirat. Vă rugăm să vă conectați din nou."


async def test_a_token_signed_with_another_key_is_refused(client, make_user):
    admin = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    token = jwt.encode(claims_for(admin), "o-cheie-furata-de-altcineva-destul-de-lunga", algorithm="HS256")
    assert (await client.get(PROTECTED[0], headers=bearer(token))).status_code == 401


async def test_an_alg_none_token_is_refused(client, make_user):
    admin = await make_user(Role.ADMIN, "sefa@cofetarie.ro")

    def part(data: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(data, default=lambda d: int(d.timestamp())).encode()).rstrip(b"=").decode()

    token = f"{part({'alg': 'none', 'typ': 'JWT'})}.{part(claims_for(admin))}."
    assert (await client.get(PROTECTED[0], headers=bearer(token))).status_code == 401


async def test_a_customer_cannot_promote_itself_by_editing_the_claims(client, make_user, token_for):
    customer = await make_user(Role.USER, "client@example.ro")
    header, _, signature = token_for(customer).split(".")
    forged_payload = (
        base64.urlsafe_b64encode(json.dumps({**claims_for(customer, role="ROLE_ADMIN"), "iat": 1, "exp": 4102444800}).encode())
        .rstrip(b"=")
        .decode()
    )

    response = await client.get(PROTECTED[0], headers=bearer(f"{header}.{forged_payload}.{signature}"))

    assert response.status_code == 401


async def test_garbage_and_wrong_schemes_are_refused(client):
    assert (await client.get(PROTECTED[0], headers=bearer("nu.este.token"))).status_code == 401
    assert (await client.get(PROTECTED[0], headers={"Authorization": "Basic YWRtaW46YWRtaW4="})).status_code == 401


async def test_unknown_admin_call_is_404_json(client):
    response = await client.get("/admin-service/nu-exista")
    assert response.status_code == 404
    assert response.json()["message"] == "Resursa solicitată nu a fost găsită."
