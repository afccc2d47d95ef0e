"""A request's reference photos, read for the staff from where the customer's upload stored them:
the media root the product photos use, each at the key its request row names. Only staff read them
here (with their token), never through a public address."""

from pathlib import Path

from starlette.concurrency import run_in_threadpool

from bakery_shared.errors import NotFound
from bakery_shared.models import CakeRequest

from . import messages as m

# By the stored file's own suffix: the upload re-encoded every photo to one of these.
MEDIA_TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".avif": "image/avif"}


def _inside(root: Path, key: object) -> Path | None:
    """The stored key's file under the media root; None for a key pointing anywhere else."""
    if not isinstance(key, str) or not key.strip():
        return None
    base = root.resolve()
    path = (base / key.lstrip("/")).resolve()
    return path if path.is_relative_to(base) and path != base else None


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None


async def read_photo(request: CakeRequest, n: int, media_root: Path) -> tuple[bytes, str]:
    """The request's `n`-th photo (from 1): its bytes and media type; 404 when there is none."""
    photos = request.photos or []
    stored = photos[n - 1] if 1 <= n <= len(photos) and isinstance(photos[n - 1], dict) else {}
    path = _inside(media_root, stored.get("key"))
    media_type = MEDIA_TYPES.get(path.suffix.lower()) if path is not None else None
    content = await run_in_threadpool(_read, path) if path is not None and media_type is not None else None
    if content is None or media_type is None:
        raise NotFound(m.PHOTO_NOT_FOUND)
    return content, media_type
