"""One image upload of the marketing screens (a promotion's, the newsletter's), and the path a form
sends back once it has one."""

from fastapi import UploadFile
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.media.prepare import PRODUCT_PHOTOS, prepare_uploads
from bakery_shared.media.store import MediaStore
from bakery_shared.menu.images import public_link

from .schemas import ImageSaved


async def save_upload(session: AsyncSession, media: MediaStore, folder: str, upload: UploadFile) -> ImageSaved:
    """Checks and resizes the upload and stores it under `folder`; kept only if the request commits."""
    prepared = (await prepare_uploads([upload], PRODUCT_PHOTOS))[0]
    stored = await media.write_image(session, folder, prepared)
    return ImageSaved(image=stored.image_path, imageLink=public_link(stored.image_path) or "")


def stored_path(image: str | None) -> str | None:
    """The path under the media root, whether the form sent it as stored or as its /media/ link;
    None when empty or when it climbs out of the media root."""
    if not image:
        return None
    path = image.split("/media/", 1)[1] if "/media/" in image else image.lstrip("/")
    return None if ".." in path.split("/") else path
