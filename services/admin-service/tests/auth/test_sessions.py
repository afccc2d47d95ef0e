"""A token is only as good as its user: admin-service once accepted a correctly signed token for a
user id that does not exist."""

from admin_service.users.service import UserAdministration
from bakery_shared.models import Role

SESSION_ENDED = "Sesiunea a fost închisă. Vă rugăm să vă conectați din nou."


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def test_a_token_of_a_deleted_user_is_refused(client, db_session, make_user, token_for):
    admin = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    token = token_for(admin)
    assert (await client.get("/admin-service/get-admins", headers=bearer(token))).status_code == 200

    await db_session.delete(admin)
    await db_session.flush()

    refused = await client.get("/admin-service/get-admins", headers=bearer(token))
    assert refused.status_code == 401
    assert refused.json() == {"status": 401, "message": SESSION_ENDED, "errors": {}}


async def test_a_token_whose_role_is_not_the_users_any_more_is_refused(client, db_session, make_user, token_for):
    admin = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    token = token_for(admin)
    admin.role = Role.MANAGER  # changed behind the service's back: the token still says admin
    await db_session.flush()

    assert (await client.get("/admin-service/get-admins", headers=bearer(token))).status_code == 401


async def test_role_change_and_deactivation_end_the_sessions(client, db_session, make_user, token_for, test_settings):
    from bakery_shared.events import EventBus

    manager, admin = await make_user(Role.MANAGER, "tura@cofetarie.ro"), await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    old_manager, old_admin = token_for(manager), token_for(admin)
    users = UserAdministration(db_session, EventBus(None, lambda: None, None))  # type: ignore[arg-type]

    await users.change_role(manager.id, Role.ADMIN)
    await users.deactivate(admin.id)
    await db_session.flush()

    for token in (old_manager, old_admin):
        assert (await client.get("/admin-service/get-admins", headers=bearer(token))).status_code == 401
    # The promoted manager signs in again and has the new role; the deactivated admin cannot sign in.
    assert (await client.get("/admin-service/get-admins", headers=bearer(token_for(manager)))).status_code == 200
    login = await client.post("/admin-service/authenticate", json={"email": "sefa@cofetarie.ro", "password": "Parola#123"})
    assert login.status_code == 401
