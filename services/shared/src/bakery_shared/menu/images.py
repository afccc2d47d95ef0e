"""Where a stored photo is served: nginx publishes the media root under /media/ (both services
link to photos; admin-service writes them).

Each photo is stored at every width of WIDTHS as a JPEG and, beside it, in the formats of
IMAGE_FORMATS. The row's `variants` maps "400" to the 400 px JPEG and "400.avif" to its AVIF (a
photo stored before the formats existed has only the JPEG keys, one from before the widths only
its image_path). `image_sources` turns that map into what a <picture> needs, and `image_out` a
photo's row into the shape every answer shows it in.
"""

from typing import Any

from pydantic import BaseModel, Field

from ..models import ProductImage

THUMBNAIL_WIDTH = 400
# The product page's photo on a phone (about 390 CSS px at 2x): between the card and the large one.
MIDDLE_WIDTH = 800
LARGE_WIDTH = 1200
WIDTHS = (THUMBNAIL_WIDTH, MIDDLE_WIDTH, LARGE_WIDTH)
# Smallest first: the order a <picture> lists its <source>s in, the first the browser reads wins.
IMAGE_FORMATS = ("avif", "webp")
MEDIA_TYPES = {"avif": "image/avif", "webp": "image/webp", "jpg": "image/jpeg"}
MEDIA_URL = "/media/"


def public_link(relative_path: str | None) -> str | None:
    return f"{MEDIA_URL}{relative_path}" if relative_path else None


def variant_key(width: int, image_format: str | None = None) -> str:
    """The key of one stored file in a row's `variants`: "400" (the JPEG), "400.webp"..."""
    return str(width) if image_format is None else f"{width}.{image_format}"


def variant_path(image_path: str, variants: dict[str, Any] | None, width: int) -> str:
    """The stored path of one width of an image, falling back to the original path."""
    if variants and isinstance(variants.get(str(width)), str):
        return variants[str(width)]
    return image_path


def image_sources(variants: dict[str, Any] | None) -> list[dict[str, str]]:
    """The photo's `srcset` per media type (AVIF, WebP, then JPEG), each listing the widths it
    has: `[{"type": "image/avif", "srcset": "/media/…-400.avif 400w, …"}, …]`. Empty for a photo
    with a single file: its link alone says all there is."""
    sources = []
    for image_format in (*IMAGE_FORMATS, None):
        found = [
            (width, variants[key])
            for width in WIDTHS
            if variants and isinstance(variants.get(key := variant_key(width, image_format)), str)
        ]
        if len(found) > 1 or (found and image_format is not None):
            srcset = ", ".join(f"{public_link(path)} {width}w" for width, path in found)
            sources.append({"type": MEDIA_TYPES[image_format or "jpg"], "srcset": srcset})
    return sources


class ImageSource(BaseModel):
    """One format of a photo at the widths it is stored in, as a <picture>'s <source> takes it."""

    type: str = Field(description="image/avif, image/webp or image/jpeg")
    srcset: str = Field(description='"/media/…-400.avif 400w, /media/…-1200.avif 1200w"')


class ImageOut(BaseModel):
    id: int
    imageLink: str
    thumbnailLink: str
    name: str
    # Smallest format first; empty for a photo stored as a single file (imageLink is all there is).
    sources: list[ImageSource]


def image_out(image: ProductImage) -> ImageOut:
    return ImageOut(
        id=image.id,
        imageLink=public_link(variant_path(image.image_path, image.variants, LARGE_WIDTH)) or "",
        thumbnailLink=public_link(variant_path(image.image_path, image.variants, THUMBNAIL_WIDTH)) or "",
        name=image.name,
        sources=[ImageSource(**source) for source in image_sources(image.variants)],
    )
