"""The mails of a custom cake request that user-service sends: the customer's, with the private
follow link, and the owner's (the business address and its second alert address) about a new
request or a change asked. Rendered in the request's transaction and queued with it; the
templates live with every other mail's (bakery_shared/mail/templates)."""

from bakery_shared.cakes.follow import FollowKey
from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.mail.mailer import Mail, render_mail
from bakery_shared.models import CakeRequest
from bakery_shared.money import ro_money
from bakery_shared.orders.notifications import METHOD_NAMES
from bakery_shared.settings import Settings

from ..orders.placement.messages import how_many

RECEIVED = "cake_request_received"
STAFF = "cake_request_staff"
RECEIVED_SUBJECT = "Am primit cererea dumneavoastră de tort (nr. {id}) — Cofetăria Dulce"
NEW_SUBJECT = "Cerere nouă de tort personalizat: nr. {id}"
CHANGE_SUBJECT = "Modificări cerute pentru tortul personalizat nr. {id}"
# The staff panel's page of one request (the orders panel's "Torturi la comandă").
PANEL_PATH = "/comenzi/torturi/{id}"


def _context(request: CakeRequest) -> dict[str, object]:
    return {
        "request": request,
        "moment": request.event_moment.astimezone(BUSINESS_ZONE).strftime("%d-%m-%Y, ora %H:%M"),
        "method": METHOD_NAMES[request.delivery_method],
        "budget": ro_money(request.budget) if request.budget is not None else None,
        "photos": len(request.photos or []),
        "servings": how_many(request.servings, "porție", "porții"),
    }


def received_mail(request: CakeRequest, settings: Settings, key: FollowKey) -> Mail:
    """To the customer: the request was received, and the link to follow it (and see the quote)."""
    return render_mail(
        RECEIVED,
        to=request.contact_email,
        subject=RECEIVED_SUBJECT.format(id=request.id),
        link=f"{settings.public_url}{key.path}",
        **_context(request),
    )


def staff_mails(request: CakeRequest, settings: Settings, addresses: list[str], *, change: str | None = None) -> list[Mail]:
    """To the owner: a new request (`change` None) or the customer's words asking for a change."""
    subject = (CHANGE_SUBJECT if change is not None else NEW_SUBJECT).format(id=request.id)
    link = f"{settings.public_url}{PANEL_PATH.format(id=request.id)}"
    return [
        render_mail(STAFF, to=address, subject=subject, change=change, panel_link=link, **_context(request))
        for address in addresses
    ]
