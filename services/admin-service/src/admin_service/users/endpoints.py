"""The admin's user lists (GET get-users, get-admins): admins only, for the whole router."""

from typing import Annotated

from fastapi import APIRouter, Query

from bakery_shared.accounts.repository import UserRepository
from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.models import Role, User

from .schemas import UserPage, UserRow

router = APIRouter(tags=["users"], dependencies=ADMIN_ONLY)

Page = Annotated[int, Query(ge=0)]
Size = Annotated[int, Query(ge=1, le=100)]


def _page(users: list[User], total: int) -> UserPage:
    return UserPage(
        content=[
            UserRow(id=u.id, firstName=u.first_name, lastName=u.last_name, email=u.email, phoneNumber=u.phone_number, role=u.role.value)
            for u in users
        ],
        totalElements=total,
    )


@router.get("/get-users", summary="Customers, paged")
async def get_users(session: SessionDep, page: Page = 0, size: Size = 10) -> UserPage:
    return _page(*await UserRepository(session).list_by_roles([Role.USER], page=page, size=size))


@router.get("/get-admins", summary="Admins and managers, paged")
async def get_admins(session: SessionDep, page: Page = 0, size: Size = 10) -> UserPage:
    return _page(*await UserRepository(session).list_by_roles([Role.ADMIN, Role.MANAGER], page=page, size=size))
