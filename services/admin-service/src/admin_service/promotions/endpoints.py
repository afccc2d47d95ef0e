"""Promotions: `admin/promotions/create-promotion`, the list, switching one off and its
image. Admins only: a manager runs the orders, not the offers."""

from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, File, UploadFile
from pydantic import ValidationError

from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep
from bakery_shared.errors import ValidationFailed, validation_messages
from bakery_shared.openapi import error_responses
from bakery_shared.params import PathId

from ..media.schemas import ImageSaved
from ..media.store import MediaDep
from ..media.uploads import save_upload
from . import messages as m
from .schemas import AdminPromotionOut, Message, PromotionIn, SavedPromotion
from .service import AdminPromotionService

router = APIRouter(prefix="/admin/promotions", tags=["promotions"], dependencies=ADMIN_ONLY)


async def get_service(session: SessionDep, clock: ClockDep) -> AdminPromotionService:
    return AdminPromotionService(session, clock.today())


ServiceDep = Annotated[AdminPromotionService, Depends(get_service)]


@router.get("", summary="Every promotion, with its status, uses and the money it gave away")
async def promotions(service: ServiceDep) -> list[AdminPromotionOut]:
    return await service.list()


@router.post(
    "/create-promotion",
    summary="Create a promotion of any kind, or update it when the body has an id",
    responses=error_responses(404),
)
async def create_promotion(
    service: ServiceDep,
    body: Annotated[dict[str, Any], Body(description="Promoția, cu câmpurile fiecărui tip.")],
) -> SavedPromotion:
    try:
        data = PromotionIn.model_validate(body)
    except ValidationError as error:
        raise ValidationFailed(errors=validation_messages(error.errors())) from None
    promotion_id, created = await service.save(data)
    return SavedPromotion(id=promotion_id, message=m.CREATED if created else m.SAVED)


@router.post("/deactivate/{promotion_id}", summary="Switch a promotion off", responses=error_responses(404))
async def deactivate(promotion_id: PathId, service: ServiceDep) -> Message:
    await service.deactivate(promotion_id)
    return Message(message=m.DEACTIVATED)


@router.post("/add-promotion-image", summary="Upload a promotion's image (png, jpeg), checked and resized")
async def add_promotion_image(
    session: SessionDep,
    media: MediaDep,
    image: Annotated[UploadFile, File(description="Imagine PNG sau JPEG, cel mult 5 MB.")],
) -> ImageSaved:
    return await save_upload(session, media, "promotions", image)
