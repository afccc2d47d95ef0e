"""`bakery-first-admin`: a new shop gets one administrator who can sign in, and only once."""

from sqlalchemy import select

from admin_service.first_admin import ensure_first_admin
from bakery_shared.auth.passwords import verify_password
from bakery_shared.models import Role, User


async def test_a_new_shop_gets_its_first_administrator_once(fresh_database, test_settings):
    url, engine = fresh_database
    settings = test_settings.model_copy(
        update={"database_url": url, "first_admin_email": "Patroana@Cofetarie.ro", "first_admin_password": "Tort#Sibiu2026"}
    )

    assert await ensure_first_admin(settings) == "Administrator patroana@cofetarie.ro created."
    assert await ensure_first_admin(settings.model_copy(update={"first_admin_email": "alta@cofetarie.ro"})) == (
        "An administrator exists already: nothing to do."
    )

    async with engine.connect() as connection:
        admins = (await connection.execute(select(User.email, User.password_hash).where(User.role == Role.ADMIN))).all()
    assert [email for email, _ in admins] == ["patroana@cofetarie.ro"]
    assert verify_password("Tort#Sibiu2026", admins[0].password_hash)


async def test_without_the_settings_nobody_is_created(fresh_database, test_settings):
    url, engine = fresh_database
    message = await ensure_first_admin(test_settings.model_copy(update={"database_url": url}))

    assert message == "FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD are not set: no administrator created."
    async with engine.connect() as connection:
        assert (await connection.execute(select(User.id))).all() == []


async def test_a_weak_password_is_refused_with_the_rule(fresh_database, test_settings):
    import pytest

    url, _ = fresh_database
    settings = test_settings.model_copy(
        update={"database_url": url, "first_admin_email": "a@b.ro", "first_admin_password": "slaba"}
    )
    with pytest.raises(SystemExit, match="Parola trebuie sa fie aiba minimum 8 caractere"):
        await ensure_first_admin(settings)
