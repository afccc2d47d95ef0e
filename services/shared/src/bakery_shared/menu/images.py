"""Where a stored photo is served: nginx publishes the media root under /media/ (both services
link to photos; admin-service writes them)."""

from typing import Any

THUMBNAIL_WIDTH = 400
LARGE_WIDTH = 1200
WIDTHS = (THUMBNAIL_WIDTH, LARGE_WIDTH)
MEDIA_URL = "/media/"


def public_link(relative_path: str | None) -> str | None:
    return f"{MEDIA_URL}{relative_path}" if relative_path else None


def variant_path(image_path: str, variants: dict[str, Any] | None, width: int) -> str:
    """The stored path of one width of an image, falling back to the original path."""
    if variants and isinstance(variants.get(str(width)), str):
        return variants[str(width)]
    return image_path
