"""A line of a custom cake request's conversation that moves nothing: a change the customer asks
of a paid cake, or what happened to its money. Status moves are `bakery_shared.cakes.states`'."""

from datetime import datetime

from bakery_shared.models import CakeRequest, CakeRequestChange


def note(request: CakeRequest, message: str, *, at: datetime, by: int | None = None) -> CakeRequestChange:
    change = CakeRequestChange(from_status=None, to_status=None, message=message, changed_by_id=by, changed_at=at)
    request.changes.append(change)
    return change
