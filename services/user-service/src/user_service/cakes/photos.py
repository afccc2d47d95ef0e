"""A request's reference photos: checked and re-encoded as product photos are (JPEG, PNG or WebP
in; web-sized JPEGs out, without metadata), written under the media root with the request's
transaction, and served only by user-service to whoever may read the request: the folder is never
listed nor linked from the storefront."""

import io
from pathlib import Path

from fastapi import UploadFile
from PIL import Image
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.media.prepare import PreparedImage, prepare_uploads
from bakery_shared.media.store import MediaStore
from bakery_shared.menu.images import LARGE_WIDTH, WIDTHS, variant_key

from .rules import CAKE_PHOTOS

FOLDER = "cake-requests/{id}"


def real_uploads(uploads: list[UploadFile]) -> list[UploadFile]:
    """The files the form sent; an empty file input sends a nameless, empty part."""
    return [upload for upload in uploads if upload.filename or (upload.size or 0) > 0]


async def prepare_photos(uploads: list[UploadFile]) -> list[PreparedImage]:
    """Every photo checked before anything is stored: one refusal refuses the request."""
    return await prepare_uploads(uploads, CAKE_PHOTOS)


def _size(jpeg: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(jpeg)) as image:
        return image.size


async def store_photos(session: AsyncSession, media: MediaStore, request_id: int, photos: list[PreparedImage]) -> list[dict]:
    """The request's `photos`: per photo its large JPEG (`key`), its size and every width's file."""
    stored = []
    for photo in photos:
        written = await media.write_image(session, FOLDER.format(id=request_id), photo)
        width, height = _size(photo.renditions[LARGE_WIDTH])
        stored.append(
            {"key": written.image_path, "width": width, "height": height, "name": photo.name, "variants": written.as_json()}
        )
    return stored


def photo_file(media: MediaStore, photos: list[dict], n: int, width: int | None) -> Path | None:
    """Photo `n`'s file at `width` (the large one when not given or not stored); None if missing."""
    if not 0 <= n < len(photos):
        return None
    photo = photos[n]
    path = photo.get("key")
    if width in WIDTHS:
        path = (photo.get("variants") or {}).get(variant_key(width), path)
    return media.path_of(path) if isinstance(path, str) else None
