"""The admin's users (ADMIN only, for the whole router): the customers' and the staff's
lists (paged, searchable), a user's page and its edit, new staff with an invitation mail, and
deactivation, which ends the account's sessions at once."""

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from bakery_shared.auth.dependencies import ADMIN_ONLY, CurrentPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, EventsDep, SettingsDep
from bakery_shared.models import Role, User
from bakery_shared.openapi import error_responses
from bakery_shared.params import DEFAULT_PAGE_SIZE, PageNumber, PageSize, PathId

from .repository import AdminUserRepository
from .schemas import CreatedUserOut, NewStaffIn, UserDetail, UserEditIn, UserOrderRow, UserPage, UserRow
from .service import UserAdministration

router = APIRouter(tags=["users"], dependencies=ADMIN_ONLY)

STAFF_CREATED = "Contul a fost creat. Am trimis un e-mail cu linkul pentru alegerea parolei."
Search = Annotated[str | None, Query(max_length=100, description="O parte din nume sau din adresa de e-mail.")]


def get_administration(session: SessionDep, events: EventsDep, principal: CurrentPrincipal) -> UserAdministration:
    return UserAdministration(session, events, principal)


AdministrationDep = Annotated[UserAdministration, Depends(get_administration)]


def _page(users: list[User], total: int) -> UserPage:
    return UserPage(content=[UserRow.model_validate(u) for u in users], total_elements=total)


@router.get("/get-users", summary="Customers, paged")
async def get_users(
    session: SessionDep, page: PageNumber = 0, size: PageSize = DEFAULT_PAGE_SIZE, search: Search = None
) -> UserPage:
    return _page(*await AdminUserRepository(session).page([Role.USER], search=search, page=page, size=size))


@router.get("/get-admins", summary="Admins and managers, paged")
async def get_admins(
    session: SessionDep, page: PageNumber = 0, size: PageSize = DEFAULT_PAGE_SIZE, search: Search = None
) -> UserPage:
    return _page(*await AdminUserRepository(session).page([Role.ADMIN, Role.MANAGER], search=search, page=page, size=size))


async def _detail(session, user: User) -> UserDetail:
    users = AdminUserRepository(session)
    count, amount = await users.purchases_of(user.id)
    orders = [UserOrderRow.model_validate(o) for o in await users.orders_of(user.id)]
    return UserDetail.model_validate(
        {
            **UserRow.model_validate(user).model_dump(),
            "created_at": user.created_at,
            "number_of_purchases": count,
            "order_amount": amount,
            "orders": orders,
        }
    )


@router.get("/users/{user_id}", responses=error_responses(404))
async def get_user(user_id: PathId, administration: AdministrationDep, session: SessionDep) -> UserDetail:
    """A user's page: names, contact, role, whether active; a customer's orders and newsletter state."""
    return await _detail(session, await administration._user(user_id))


@router.post("/users/{user_id}", responses=error_responses(404, 409))
async def edit_user(user_id: PathId, data: UserEditIn, administration: AdministrationDep, session: SessionDep) -> UserDetail:
    """Names and phone; for staff, the role (a change ends the user's sessions). The last active
    admin keeps the role, and no admin takes their own away."""
    return await _detail(session, await administration.edit(user_id, data))


@router.post("/users/{user_id}/deactivate", responses=error_responses(404, 409))
async def deactivate_user(user_id: PathId, administration: AdministrationDep, session: SessionDep) -> UserDetail:
    """The account can no longer sign in, and its tokens stop working at once on every replica."""
    return await _detail(session, await administration.deactivate(user_id))


@router.post("/users/{user_id}/activate", responses=error_responses(404))
async def activate_user(user_id: PathId, administration: AdministrationDep, session: SessionDep) -> UserDetail:
    return await _detail(session, await administration.activate(user_id))


@router.post("/create-admin-user", status_code=201, responses=error_responses(409, s409="Adresa are deja un cont."))
async def create_admin_user(
    data: NewStaffIn, administration: AdministrationDep, settings: SettingsDep, clock: ClockDep
) -> CreatedUserOut:
    """A manager or an admin; they get an invitation mail with a one-time link to set their own password."""
    user = await administration.create_staff(settings, data, clock)
    return CreatedUserOut.model_validate({**UserRow.model_validate(user).model_dump(), "message": STAFF_CREATED})
