"""admin-service's media store: the shared one (bakery_shared.media) on this service's media root,
as a dependency of the calls that upload or delete images. The checks and the files live in the
shared library so that user-service stores the custom cakes' photos the same way; the names the
seed and the tests import from here stay here."""

from typing import Annotated, Any

from fastapi import Depends

from bakery_shared.dependencies import SettingsDep
from bakery_shared.media.prepare import (
    TOO_LARGE,
    TOO_MANY_PIXELS,
    UNREADABLE,
    WRONG_TYPE,
    ImageRefused,
    PreparedImage,
    prepare_image,
    prepare_image_sync,
    prepare_uploads,
)
from bakery_shared.media.store import MediaStore, StoredImage

__all__ = [
    "TOO_LARGE",
    "TOO_MANY_PIXELS",
    "UNREADABLE",
    "WRONG_TYPE",
    "ImageRefused",
    "MediaDep",
    "MediaStore",
    "PreparedImage",
    "StoredImage",
    "get_media_store",
    "image_files",
    "prepare_image",
    "prepare_image_sync",
    "prepare_uploads",
]


def image_files(image_path: str, variants: dict[str, Any] | None) -> list[str]:
    """Every stored file of one image."""
    files = {image_path}
    if variants:
        files.update(v for v in variants.values() if isinstance(v, str))
    return sorted(files)


async def get_media_store(settings: SettingsDep) -> MediaStore:
    return MediaStore(settings.media_root)


MediaDep = Annotated[MediaStore, Depends(get_media_store)]
