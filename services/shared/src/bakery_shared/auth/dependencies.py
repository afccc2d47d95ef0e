"""Who may call what. Every router outside a service's public router requires a principal
(app.py); these guards narrow that to roles."""

from collections.abc import Callable, Coroutine
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from ..db import SessionDep
from ..dependencies import clock_of, settings_of
from ..errors import Forbidden, Unauthorized
from ..models import Role
from .sessions import check_session
from .tokens import Principal, read_token

_bearer = HTTPBearer(auto_error=False, description="Tokenul primit la autentificare.")
Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]


async def get_principal(request: Request, credentials: Credentials, session: SessionDep) -> Principal:
    """The caller, from a token that is signed, unexpired and whose session was not ended: one
    primary-key read of its user, in the request's own transaction (see sessions.py)."""
    if credentials is None or credentials.scheme.lower() != "bearer" or not credentials.credentials:
        raise Unauthorized()
    principal = read_token(settings_of(request), credentials.credentials, clock_of(request).now())
    await check_session(session, principal)
    request.state.principal = principal
    return principal


async def get_optional_principal(request: Request, credentials: Credentials, session: SessionDep) -> Principal | None:
    """For calls open to guests that do more for a signed-in customer. A bad token is still refused."""
    if credentials is None:
        return None
    return await get_principal(request, credentials, session)


# Every guard require_roles made: the OpenAPI documents list a 403 on the routes behind one.
_role_guards: set[Callable[..., Any]] = set()


def require_roles(*roles: Role) -> Callable[..., Coroutine[Any, Any, Principal]]:
    allowed = frozenset(roles)

    async def check(principal: Annotated[Principal, Depends(get_principal)]) -> Principal:
        if principal.role not in allowed:
            raise Forbidden()
        return principal

    _role_guards.add(check)
    return check


def is_role_guard(call: Any) -> bool:
    return call in _role_guards


CurrentPrincipal = Annotated[Principal, Depends(get_principal)]
OptionalPrincipal = Annotated[Principal | None, Depends(get_optional_principal)]

# Router-level guards: `APIRouter(dependencies=STAFF_ONLY)`.
ADMIN_ONLY = [Depends(require_roles(Role.ADMIN))]
STAFF_ONLY = [Depends(require_roles(Role.ADMIN, Role.MANAGER))]
CUSTOMER_ONLY = [Depends(require_roles(Role.USER))]
