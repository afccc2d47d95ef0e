"""Images on disk (product photos, promotion and newsletter images): checked by content, stored as
web-sized JPEGs with WebP and AVIF copies, served by nginx under /media/.

An upload is judged by what Pillow decodes, never by its name or content type: only PNG and JPEG
pass, at most 5 MB and a sane number of pixels. Every accepted photo is re-encoded (EXIF rotation
applied, then every metadata segment dropped: EXIF, COM comments, XMP, ICC) into one JPEG per width in WIDTHS, named
`products/<product_id>/<random>-<width>.jpg` under the media root (`promotions/<random>-<width>.jpg` and
`newsletter/...` for the marketing images), and beside each JPEG the same pixels as `.webp` and
`.avif` (IMAGE_FORMATS): a third to a quarter of the bytes, which browsers take through the
storefront's <picture>/srcset. The JPEGs stay, and keep their names: every link already given out
(imageLink, thumbnailLink, a promotion's image) keeps working, and a browser without WebP/AVIF reads them.

Files and rows must agree, whatever fails:
- new files are written only after every upload of the request passed the checks, during the
  request's transaction, and are removed again unless that transaction commits (a listener on the
  session watches the transaction end: rollback, failed commit or a session closed uncommitted);
- files of removed images and products are deleted only after the commit (`db.after_commit`),
  so a rolled-back delete never loses a photo that is still referenced.
A crash between writing and committing can only leave unreferenced files, never a row whose
files are missing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
import io
import logging
from pathlib import Path
import secrets
import shutil
from typing import Annotated, Any
import warnings

from fastapi import Depends, UploadFile
from PIL import Image, ImageOps, features
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session, SessionTransaction
from starlette.concurrency import run_in_threadpool

from bakery_shared.db import after_commit
from bakery_shared.dependencies import SettingsDep
from bakery_shared.errors import ValidationFailed
from bakery_shared.menu.images import IMAGE_FORMATS, LARGE_WIDTH, WIDTHS, variant_key
from bakery_shared.request_guard import FORBIDDEN

log = logging.getLogger(__name__)

MAX_IMAGE_BYTES = 5 * 1024 * 1024
# Above this many pixels a small file is a decompression bomb (a phone photo is ~12-50 MP).
MAX_IMAGE_PIXELS = 60_000_000
ACCEPTED_FORMATS = frozenset({"PNG", "JPEG"})
JPEG_QUALITY = 85
# Pillow's writer and its options for each format beside the JPEG (best first, as IMAGE_FORMATS).
# AVIF at speed 8: a 1200 px photo in about 0.1 s instead of 0.4 s at the default 6, for a few
# percent more bytes (measured on this shop's seeded photos); uploads and seeding wait for it.
FORMAT_WRITERS: dict[str, tuple[str, dict[str, Any]]] = {
    "avif": ("AVIF", {"quality": 60, "speed": 8}),
    "webp": ("WEBP", {"quality": 80, "method": 4}),
}

WRONG_TYPE = "Fișierul „{name}” nu este o imagine acceptată. Sunt acceptate doar imagini PNG și JPEG (png, jpeg, jpg)."
TOO_LARGE = "Imaginea „{name}” depășește dimensiunea maximă de 5 MB."
TOO_MANY_PIXELS = "Imaginea „{name}” are o rezoluție prea mare."
UNREADABLE = "Imaginea „{name}” este deteriorată și nu poate fi citită."

_PENDING_KEY = "media_pending_files"


def without_forbidden_characters(text: str) -> str:
    """For text the server keeps but nobody types (an uploaded file's name): cleaned, not refused."""
    return FORBIDDEN.sub("", text)


class ImageRefused(ValidationFailed):
    """An upload that is not a usable PNG or JPEG; nothing of the request is stored."""


@dataclass(frozen=True)
class PreparedImage:
    """A checked upload, re-encoded in memory: width -> JPEG bytes, and format -> width -> bytes
    for the WebP/AVIF copies."""

    name: str
    renditions: dict[int, bytes]
    formats: dict[str, dict[int, bytes]] = field(default_factory=dict)


@dataclass(frozen=True)
class StoredImage:
    """Where a prepared image was written, relative to the media root: width -> JPEG path, and
    format -> width -> path."""

    variants: dict[int, str]
    formats: dict[str, dict[int, str]] = field(default_factory=dict)

    @property
    def image_path(self) -> str:
        return self.variants[LARGE_WIDTH]

    def as_json(self) -> dict[str, str]:
        """The row's `variants`: "400" -> JPEG, "400.webp" -> its WebP... (one flat map of paths,
        so every reader of it, the backup's included, sees every file)."""
        out = {variant_key(width): path for width, path in self.variants.items()}
        for image_format, paths in self.formats.items():
            out.update({variant_key(width, image_format): path for width, path in paths.items()})
        return out


# ---- checking and re-encoding -------------------------------------------------------------------


def _display_name(filename: str | None) -> str:
    # A file's name is kept as its photo's name: control characters (NUL) cleaned out, not refused.
    name = Path(without_forbidden_characters(filename or "")).name.strip()
    return name[:200] or "imagine"


def _flatten(image: Image.Image) -> Image.Image:
    """RGB on white: JPEG has no transparency, and a transparent PNG must not turn black."""
    if image.mode in ("RGBA", "LA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        background = Image.new("RGB", rgba.size, (255, 255, 255))
        background.paste(rgba, mask=rgba.getchannel("A"))
        return background
    return image.convert("RGB") if image.mode != "RGB" else image


def _pixels_only(image: Image.Image) -> Image.Image:
    """The pixels in a new image with nothing else: Pillow copies `info` (a JPEG's COM comment,
    EXIF, XMP, ICC profile...) through convert() and resize(), and its JPEG writer puts the comment
    and XMP back from there. A fresh image has an empty `info`, so the file written carries no
    metadata segment: no camera, no location, no text someone slipped into a comment."""
    clean = Image.new(image.mode, image.size)
    clean.paste(image)
    return clean


def _resized(image: Image.Image, width: int) -> Image.Image:
    if image.width > width:
        height = max(1, round(image.height * width / image.width))
        image = image.resize((width, height), Image.Resampling.LANCZOS)
    return _pixels_only(image)


def _save(image: Image.Image, writer: str, options: dict[str, Any]) -> bytes:
    buffer = io.BytesIO()
    # No exif/icc/comment arguments: the copy carries only the pixels.
    image.save(buffer, format=writer, **options)
    return buffer.getvalue()


def _encode_all(image: Image.Image) -> tuple[dict[int, bytes], dict[str, dict[int, bytes]]]:
    """Each width once resized, then written as JPEG and as each format Pillow here can write."""
    jpegs: dict[int, bytes] = {}
    formats: dict[str, dict[int, bytes]] = {f: {} for f in IMAGE_FORMATS if features.check(f)}
    for width in WIDTHS:
        sized = _resized(image, width)
        jpegs[width] = _save(sized, "JPEG", {"quality": JPEG_QUALITY, "optimize": True, "progressive": True})
        for image_format, by_width in formats.items():
            writer, options = FORMAT_WRITERS[image_format]
            by_width[width] = _save(sized, writer, options)
    return jpegs, formats


def prepare_image_sync(data: bytes, filename: str | None) -> PreparedImage:
    """Check an upload by its decoded content and make the web-sized JPEGs; raises ImageRefused."""
    name = _display_name(filename)

    def refuse(template: str) -> ImageRefused:
        message = template.format(name=name)
        return ImageRefused(message, errors={"images": message})

    if len(data) > MAX_IMAGE_BYTES:
        raise refuse(TOO_LARGE)
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = Image.open(io.BytesIO(data), formats=sorted(ACCEPTED_FORMATS))
        except (Image.DecompressionBombWarning, Image.DecompressionBombError):
            raise refuse(TOO_MANY_PIXELS) from None
        except (Image.UnidentifiedImageError, OSError, ValueError):
            raise refuse(WRONG_TYPE) from None
        if image.format not in ACCEPTED_FORMATS:
            raise refuse(WRONG_TYPE)
        if image.width * image.height > MAX_IMAGE_PIXELS:
            raise refuse(TOO_MANY_PIXELS)
        try:
            image.load()
            image = ImageOps.exif_transpose(image) or image
            flat = _flatten(image)
        except (Image.DecompressionBombWarning, Image.DecompressionBombError):
            raise refuse(TOO_MANY_PIXELS) from None
        except Exception:  # truncated or corrupt data: Pillow raises several kinds
            raise refuse(UNREADABLE) from None
    renditions, formats = _encode_all(flat)
    return PreparedImage(name=name, renditions=renditions, formats=formats)


async def prepare_image(data: bytes, filename: str | None) -> PreparedImage:
    return await run_in_threadpool(prepare_image_sync, data, filename)


async def read_upload(upload: UploadFile) -> bytes:
    """The upload's bytes, refusing (without reading it all) one above the size limit."""
    data = await upload.read(MAX_IMAGE_BYTES + 1)
    if len(data) > MAX_IMAGE_BYTES:
        message = TOO_LARGE.format(name=_display_name(upload.filename))
        raise ImageRefused(message, errors={"images": message})
    return data


async def prepare_uploads(uploads: list[UploadFile]) -> list[PreparedImage]:
    """Check every upload before any is stored: one refusal refuses the whole request."""
    prepared = []
    for index, upload in enumerate(uploads):
        try:
            prepared.append(await prepare_image(await read_upload(upload), upload.filename))
        except ImageRefused as refused:
            refused.errors = {f"images.{index}": refused.message}
            raise
    return prepared


# ---- files tied to the transaction --------------------------------------------------------------


def _remove_files(paths: list[Path]) -> None:
    for path in paths:
        try:
            path.unlink(missing_ok=True)
        except OSError:
            log.warning("could not remove %s", path, exc_info=True)


def _on_commit(session: Session) -> None:
    session.info.pop(_PENDING_KEY, None)  # committed: the files now belong to saved rows


def _on_transaction_end(session: Session, transaction: SessionTransaction) -> None:
    if transaction.parent is not None:
        return
    pending: list[Path] | None = session.info.pop(_PENDING_KEY, None)
    if pending:  # the transaction ended without committing: its files must go too
        log.info("removing %d media files of a transaction that did not commit", len(pending))
        _remove_files(pending)


def _pending_files(session: AsyncSession) -> list[Path]:
    """The files written in the session's current transaction, removed unless it commits."""
    sync_session = session.sync_session
    if not sync_session.info.get("media_listening"):
        event.listen(sync_session, "after_commit", _on_commit)
        event.listen(sync_session, "after_transaction_end", _on_transaction_end)
        sync_session.info["media_listening"] = True
    return sync_session.info.setdefault(_PENDING_KEY, [])


class MediaStore:
    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def _product_dir(self, product_id: int) -> Path:
        return self.root / "products" / str(int(product_id))

    def _write_sync(self, directory: Path, image: PreparedImage, written: list[Path]) -> StoredImage:
        directory.mkdir(parents=True, exist_ok=True)
        stem = secrets.token_hex(8)

        def write(name: str, data: bytes) -> str:
            path = directory / name
            temporary = path.with_name(f"{name}.part")
            written.append(path)
            try:
                temporary.write_bytes(data)
                temporary.replace(path)  # never a half-written file under the served name
            finally:
                temporary.unlink(missing_ok=True)
            return path.relative_to(self.root).as_posix()

        variants = {width: write(f"{stem}-{width}.jpg", data) for width, data in image.renditions.items()}
        formats = {
            image_format: {width: write(f"{stem}-{width}.{image_format}", data) for width, data in by_width.items()}
            for image_format, by_width in image.formats.items()
        }
        return StoredImage(variants, formats)

    async def write_product_images(
        self, session: AsyncSession, product_id: int, images: list[PreparedImage]
    ) -> list[StoredImage]:
        """Write checked images; they stay only if the session's transaction commits."""
        # Each path is tracked before its file is written, so even a failure halfway removes it.
        if not session.in_transaction():
            await session.connection()  # the files follow this transaction's fate
        written = _pending_files(session)
        directory = self._product_dir(product_id)
        return [await run_in_threadpool(self._write_sync, directory, image, written) for image in images]

    def _write_beside_sync(self, jpeg: str, image_formats: list[str], written: list[Path]) -> dict[str, str]:
        """The stored JPEG `jpeg` (relative path) again in each of `image_formats`, same pixels,
        written beside it under the same name: format -> relative path. A JPEG that is missing or
        unreadable gets nothing (logged); the photo keeps what it has."""
        source = self._resolve(jpeg)
        try:
            if source is None:
                raise FileNotFoundError(jpeg)
            with Image.open(source) as opened:
                pixels = _pixels_only(_flatten(opened))
        except (OSError, ValueError, Image.DecompressionBombError):
            log.warning("photo %s could not be read: no AVIF/WebP copies made for it", jpeg)
            return {}
        out = {}
        for image_format in image_formats:
            path = source.with_suffix(f".{image_format}")
            writer, options = FORMAT_WRITERS[image_format]
            temporary = path.with_name(f"{path.name}.part")
            written.append(path)
            try:
                temporary.write_bytes(_save(pixels, writer, options))
                temporary.replace(path)
            finally:
                temporary.unlink(missing_ok=True)
            out[image_format] = path.relative_to(self.root.resolve()).as_posix()
        return out

    async def write_beside(self, session: AsyncSession, jpeg: str, image_formats: list[str]) -> dict[str, str]:
        """A stored JPEG's copies in other formats; kept only if the session's transaction commits."""
        if not session.in_transaction():
            await session.connection()
        written = _pending_files(session)
        return await run_in_threadpool(self._write_beside_sync, jpeg, image_formats, written)

    async def write_image(self, session: AsyncSession, folder: str, image: PreparedImage) -> StoredImage:
        """One checked image under `folder` (promotions, newsletter); kept only if the transaction commits."""
        if not session.in_transaction():
            await session.connection()
        written = _pending_files(session)
        return await run_in_threadpool(self._write_sync, self.root / folder, image, written)

    def delete_image_files_after_commit(self, session: AsyncSession, relative_paths: list[str]) -> None:
        paths = [self._resolve(p) for p in relative_paths]
        safe = [p for p in paths if p is not None]

        async def delete() -> None:
            await run_in_threadpool(_remove_files, safe)

        after_commit(session, delete)

    def delete_product_files_after_commit(self, session: AsyncSession, product_id: int) -> None:
        directory = self._product_dir(product_id)

        async def delete() -> None:
            await run_in_threadpool(shutil.rmtree, directory, True)

        after_commit(session, delete)

    def _resolve(self, relative_path: str) -> Path | None:
        """A stored path inside the media root; anything pointing outside is ignored."""
        root = self.root.resolve()
        path = (root / relative_path).resolve()
        return path if path.is_relative_to(root) and path != root else None


def image_files(image_path: str, variants: dict[str, Any] | None) -> list[str]:
    """Every stored file of one image."""
    files = {image_path}
    if variants:
        files.update(v for v in variants.values() if isinstance(v, str))
    return sorted(files)


async def get_media_store(settings: SettingsDep) -> MediaStore:
    return MediaStore(settings.media_root)


MediaDep = Annotated[MediaStore, Depends(get_media_store)]
