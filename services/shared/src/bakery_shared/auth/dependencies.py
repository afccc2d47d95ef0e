"""Who may call what. Routers require a principal by default; public routes are the visible exception."""

from collections.abc import Callable, Coroutine
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from ..errors import Forbidden, Unauthorized
from ..models import Role
from .tokens import Principal, read_token

_bearer = HTTPBearer(auto_error=False, description="Tokenul primit la autentificare.")


async def get_principal(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Principal:
    if credentials is None or credentials.scheme.lower() != "bearer" or not credentials.credentials:
        raise Unauthorized()
    principal = read_token(request.app.state.settings, credentials.credentials)
    request.state.principal = principal
    return principal


async def get_optional_principal(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Principal | None:
    """For calls open to guests that do more for a signed-in customer. A bad token is still refused."""
    if credentials is None:
        return None
    return await get_principal(request, credentials)


def require_roles(*roles: Role) -> Callable[..., Coroutine[Any, Any, Principal]]:
    allowed = frozenset(roles)

    async def check(principal: Annotated[Principal, Depends(get_principal)]) -> Principal:
        if principal.role not in allowed:
            raise Forbidden()
        return principal

    return check


CurrentPrincipal = Annotated[Principal, Depends(get_principal)]
OptionalPrincipal = Annotated[Principal | None, Depends(get_optional_principal)]
AdminPrincipal = Annotated[Principal, Depends(require_roles(Role.ADMIN))]
StaffPrincipal = Annotated[Principal, Depends(require_roles(Role.ADMIN, Role.MANAGER))]
CustomerPrincipal = Annotated[Principal, Depends(require_roles(Role.USER))]

# Router-level guards: `APIRouter(dependencies=STAFF_ONLY)`.
ADMIN_ONLY = [Depends(require_roles(Role.ADMIN))]
STAFF_ONLY = [Depends(require_roles(Role.ADMIN, Role.MANAGER))]
SIGNED_IN = [Depends(get_principal)]
CUSTOMER_ONLY = [Depends(require_roles(Role.USER))]
