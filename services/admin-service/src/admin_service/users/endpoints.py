"""The admin's user lists (GET get-users, get-admins): admins only, for the whole router."""

from fastapi import APIRouter

from bakery_shared.account.repository import UserRepository
from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.models import Role, User
from bakery_shared.params import DEFAULT_PAGE_SIZE, PageNumber, PageSize

from .schemas import UserPage, UserRow

router = APIRouter(tags=["users"], dependencies=ADMIN_ONLY)


def _page(users: list[User], total: int) -> UserPage:
    return UserPage(content=[UserRow.model_validate(u) for u in users], total_elements=total)


@router.get("/get-users", summary="Customers, paged")
async def get_users(session: SessionDep, page: PageNumber = 0, size: PageSize = DEFAULT_PAGE_SIZE) -> UserPage:
    return _page(*await UserRepository(session).list_by_roles([Role.USER], page=page, size=size))


@router.get("/get-admins", summary="Admins and managers, paged")
async def get_admins(session: SessionDep, page: PageNumber = 0, size: PageSize = DEFAULT_PAGE_SIZE) -> UserPage:
    return _page(*await UserRepository(session).list_by_roles([Role.ADMIN, Role.MANAGER], page=page, size=size))
