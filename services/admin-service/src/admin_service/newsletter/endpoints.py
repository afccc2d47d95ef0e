"""The newsletter: `sales/add-newsletter-image`, then `sales/send-email-to-subscribers`;
plus its preview, the progress of every send and the subscribers (list and CSV). Admins only."""

from typing import Annotated

from fastapi import APIRouter, Depends, File, Response, UploadFile

from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, SettingsDep
from bakery_shared.openapi import error_responses
from bakery_shared.params import PathId

from ..media.schemas import ImageSaved
from ..media.store import MediaDep
from ..media.uploads import save_upload
from . import messages as m
from .schemas import NewsletterIn, Preview, Queued, SendProgress, SubscriberOut
from .service import AdminNewsletterService

router = APIRouter(prefix="/sales", tags=["newsletter"], dependencies=ADMIN_ONLY)


async def get_service(session: SessionDep, settings: SettingsDep, clock: ClockDep) -> AdminNewsletterService:
    return AdminNewsletterService(session, settings=settings, clock=clock)


ServiceDep = Annotated[AdminNewsletterService, Depends(get_service)]


@router.post("/add-newsletter-image", summary="Upload the newsletter's image (png, jpeg), checked and resized")
async def add_newsletter_image(
    session: SessionDep,
    media: MediaDep,
    image: Annotated[UploadFile, File(description="Imagine PNG sau JPEG, cel mult 5 MB.")],
) -> ImageSaved:
    return await save_upload(session, media, "newsletter", image)


@router.post("/newsletter-preview", summary="The newsletter's mail as subscribers will read it")
async def newsletter_preview(data: NewsletterIn, service: ServiceDep) -> Preview:
    return service.preview(data)


@router.post("/send-email-to-subscribers", summary="Queue the newsletter for every confirmed subscriber")
async def send_email_to_subscribers(data: NewsletterIn, service: ServiceDep) -> Queued:
    send = await service.send(data)
    return Queued(id=send.id, message=m.QUEUED, recipients=send.recipients_count)


@router.get("/newsletter-sends", summary="Past sends, each with its mails sent, waiting and failed")
async def newsletter_sends(service: ServiceDep) -> list[SendProgress]:
    return await service.sends()


@router.get("/newsletter-sends/{send_id}", summary="One send's progress", responses=error_responses(404))
async def newsletter_send(send_id: PathId, service: ServiceDep) -> SendProgress:
    return await service.one(send_id)


@router.get("/subscribers", summary="Newsletter subscribers: confirmed, waiting and unsubscribed")
async def subscribers(service: ServiceDep) -> list[SubscriberOut]:
    return await service.subscribers()


@router.get(
    "/subscribers.csv",
    summary="The subscribers as CSV",
    response_class=Response,
    responses={200: {"content": {"text/csv": {"schema": {"type": "string"}}}}},
)
async def subscribers_csv(service: ServiceDep) -> Response:
    return Response(
        await service.subscribers_csv(),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="abonati-newsletter.csv"'},
    )
