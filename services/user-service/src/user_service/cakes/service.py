"""A customer's custom cake requests: asking for one (checked by the checkout's rules and the
owner's setup, its photos stored, the customer and the owner mailed, the panels told), reading it
by its private link or the account, and asking for changes before the lock date.

Everything of a step is written in the request's transaction (the session dependency commits):
the row, its first change, the photos' files, the outbox event and the queued mails, so nothing is
announced that was not saved."""

from dataclasses import dataclass
from datetime import datetime

from fastapi import UploadFile
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.tokens import Principal
from bakery_shared.business.repository import BusinessRepository
from bakery_shared.cakes import states
from bakery_shared.cakes.events import cake_request_event
from bakery_shared.cakes.follow import FollowKey
from bakery_shared.cakes.views import CakeRequestOut, PhotoUrl, cake_request_view
from bakery_shared.clock import Clock
from bakery_shared.errors import Conflict, NotFound
from bakery_shared.events import EventBus
from bakery_shared.mail import queue_mail
from bakery_shared.media.prepare import PreparedImage
from bakery_shared.media.store import MediaStore
from bakery_shared.models import CakeRequest, CakeRequestStatus, CakeSetup, Category, DeliveryMethod, PickupLocation, Role
from bakery_shared.settings import Settings

from ..auth.limits import CAKE_REQUEST_PER_CLIENT, CAKE_REQUEST_PER_EMAIL, AbuseLimiter
from ..orders.placement.production import dd_mm_yyyy
from ..orders.placement.rules import refuse
from ..orders.schemas import DeliveryDetailsIn
from . import messages as m
from .conversation import note
from .mails import received_mail, staff_mails
from .photos import prepare_photos, store_photos
from .repository import CakeRequestRepository
from .rules import check_choice, check_inscription, check_photo_count
from .schemas import CakeRequestIn, CakeRequestRowOut
from .where import Known, check_when, check_where, contact_details


@dataclass(frozen=True)
class Checked:
    """What the form's checks settled, for writing the request."""

    known: Known
    user_id: int | None
    details: DeliveryDetailsIn
    product_id: int | None
    category: Category | None
    method: DeliveryMethod
    location: PickupLocation | None
    moment: datetime
    flavour: str
    filling: str


@dataclass(frozen=True)
class Created:
    request: CakeRequest
    key: FollowKey


def customer_of(principal: Principal | None) -> int | None:
    """The signed-in customer's id (staff tokens ask as guests here: they have their own panel)."""
    return principal.user_id if principal is not None and principal.role == Role.USER else None


class CakeRequests:
    def __init__(
        self,
        session: AsyncSession,
        *,
        settings: Settings,
        clock: Clock,
        events: EventBus,
        media: MediaStore,
        limiter: AbuseLimiter,
    ) -> None:
        self.session = session
        self.settings = settings
        self.clock = clock
        self.events = events
        self.media = media
        self.limiter = limiter
        self.requests = CakeRequestRepository(session)
        self.business = BusinessRepository(session)

    async def cake_setup(self) -> CakeSetup:
        setup = await self.requests.setup()
        if setup is None:
            raise refuse(m.NOT_CONFIGURED)
        return setup

    async def create(self, data: CakeRequestIn, uploads: list[UploadFile], principal: Principal | None, client: str) -> Created:
        checked = await self._check(data, uploads, principal)
        # Counted once the form is right and before the photos cost their decoding.
        await self.limiter.hit((CAKE_REQUEST_PER_CLIENT, client), (CAKE_REQUEST_PER_EMAIL, checked.details.email))
        photos = await prepare_photos(uploads)
        return await self._save(data, checked, photos)

    async def _check(self, data: CakeRequestIn, uploads: list[UploadFile], principal: Principal | None) -> Checked:
        """Every rule of the form, cheapest first; the photos' contents come after the limits."""
        cake_setup = await self.cake_setup()
        known = await self._known()
        user_id = customer_of(principal)
        user = await self.requests.user(user_id) if user_id is not None else None
        details = contact_details(data, user)
        product_id, category = await self._started_from(data)
        where, location, zone = check_where(data, details, known, category)
        moment = check_when(data, known, zone, now=self.clock.now(), today=self.clock.today(), lead_days=cake_setup.lead_days)
        flavour = check_choice(data.flavour, cake_setup.flavours, m.FLAVOUR_UNKNOWN, "flavour")
        filling = check_choice(data.filling, cake_setup.fillings, m.FILLING_UNKNOWN, "filling")
        check_inscription(data.inscription, category)
        check_photo_count(len(uploads))
        return Checked(
            known, user_id, details, product_id, category, where.deliveryMethodChosen, location, moment, flavour, filling
        )

    async def _save(self, data: CakeRequestIn, checked: Checked, photos: list[PreparedImage]) -> Created:
        """The request, its first change, its photos, its event and its mails, in one transaction."""
        now = self.clock.now()
        request_id = await self.requests.next_id()
        key = FollowKey.of(self.settings.jwt_secret, request_id)
        details = checked.details
        request = CakeRequest(
            id=request_id,
            user_id=checked.user_id,
            follow_key_hash=key.hash,
            product_id=checked.product_id,
            category_id=checked.category.id if checked.category is not None else None,
            event_moment=checked.moment,
            delivery_method=checked.method,
            pickup_location_id=checked.location.id if checked.location is not None else None,
            delivery_details=details.model_dump(mode="json"),
            contact_name=f"{details.firstName} {details.lastName}",
            contact_email=details.email,
            contact_phone=details.phoneNumber,
            servings=data.servings,
            flavour=checked.flavour,
            filling=checked.filling,
            inscription=data.inscription,
            allergies=data.allergies,
            budget=data.budget,
            description=data.description,
            photos=[],
            created_at=now,
            updated_at=now,
        )
        states.move(request, CakeRequestStatus.REQUESTED, at=now)
        await self.requests.add(request)
        request.photos = await store_photos(self.session, self.media, request.id, photos)
        await self.session.flush()
        self.events.emit(self.session, cake_request_event(request))
        queue_mail(self.session, received_mail(request, self.settings, key), now)
        for mail in staff_mails(request, self.settings, await self._alert_addresses(checked.known)):
            queue_mail(self.session, mail, now)
        return Created(request, key)

    async def open(self, request_id: int, key: str | None, principal: Principal | None, *, lock: bool = False) -> CakeRequest:
        """The request for whoever holds its key or owns it; 404 alike for a wrong key, another
        account or none, so nobody learns which requests exist."""
        request = await (self.requests.lock(request_id) if lock else self.requests.get(request_id))
        if request is None:
            raise NotFound(m.NOT_FOUND)
        owner = customer_of(principal)
        if FollowKey.opens(request.follow_key_hash, key) or (owner is not None and request.user_id == owner):
            return request
        raise NotFound(m.NOT_FOUND)

    async def ask_changes(self, request_id: int, message: str, key: str | None, principal: Principal | None) -> CakeRequest:
        """A message while the request is open to changes and the latest quote's lock date has not
        passed: a quoted request goes back to wait for a new quote; otherwise it is noted."""
        now, today = self.clock.now(), self.clock.today()
        request = await self.open(request_id, key, principal, lock=True)
        if request.status not in states.OPEN_TO_CHANGES:
            raise Conflict(m.CHANGES_CLOSED.format(status=m.STATUS_WORDS[request.status.value]))
        latest = request.quotes[-1] if request.quotes else None
        if latest is not None and today > latest.lock_date:
            message_text = m.CHANGES_LOCKED.format(day=dd_mm_yyyy(latest.lock_date))
            raise Conflict(message_text, errors={"message": message_text})
        if request.status == CakeRequestStatus.QUOTED:
            states.move(request, CakeRequestStatus.REQUESTED, at=now, message=message)
        else:
            note(request, message, at=now)
        request.updated_at = now
        await self.session.flush()
        self.events.emit(self.session, cake_request_event(request))
        for mail in staff_mails(request, self.settings, await self._alert_addresses(), change=message):
            queue_mail(self.session, mail, now)
        return request

    def view(self, request: CakeRequest) -> CakeRequestOut:
        return cake_request_view(request, photo_url=photo_url(self.settings.jwt_secret))

    async def mine(self, user_id: int) -> list[CakeRequestRowOut]:
        return [CakeRequestRowOut.model_validate(request) for request in await self.requests.of_user(user_id)]

    async def _known(self) -> Known:
        setup = await self.business.get_setup()
        if setup is None:
            raise refuse(m.NOT_CONFIGURED)
        locations = await self.business.pickup_locations()
        return Known(
            setup=setup,
            schedules=await self.business.schedules(),
            holidays=await self.business.holidays(),
            locations={location.id: location for location in locations},
            zones=await self.business.delivery_zones(),
        )

    async def _started_from(self, data: CakeRequestIn) -> tuple[int | None, Category | None]:
        """The gallery item and the special category the request started from (the item's own
        category when none is named), each only if it still exists."""
        product = await self.requests.product(data.productId) if data.productId is not None else None
        category_id = data.categoryId if data.categoryId is not None else (product.category_id if product else None)
        category = await self.requests.category(category_id) if category_id is not None else None
        return (product.id if product is not None else None), category

    async def _alert_addresses(self, known: Known | None = None) -> list[str]:
        setup = known.setup if known is not None else await self.business.get_setup()
        if setup is None:
            return []
        return list(dict.fromkeys(address for address in (setup.email, setup.second_alert_email) if address))


def photo_url(secret: str) -> PhotoUrl:
    """A photo's address carries the request's key (an <img> sends no token): whoever reads the
    view may read the photos, the owner signed in too, and the key is the request's own, derived
    again rather than kept."""

    def url(request: CakeRequest, n: int) -> str:
        key = FollowKey.of(secret, request.id).key
        return f"/user-service/cake-requests/{request.id}/photos/{n}?cheie={key}"

    return url
