"""Checking an uploaded image by its content and re-encoding it for the web: the pure part of
storing a photo (no files, no database), shared by every upload of both services (admin-service's
product, promotion and newsletter images; user-service's custom cake reference photos).

An upload is judged by what Pillow decodes, never by its name or content type: only the formats
its `ImageRules` accept pass, at most so many bytes and a sane number of pixels. Every accepted
photo is re-encoded (EXIF rotation applied, then every metadata segment dropped: EXIF, COM
comments, XMP, ICC) into one JPEG per width in WIDTHS and, when the rules ask for them, the same
pixels as each format of IMAGE_FORMATS (a third to a quarter of the bytes, for the storefront's
<picture>/srcset).
"""

from __future__ import annotations

from dataclasses import dataclass, field
import io
from pathlib import Path
from typing import Any
import warnings

from fastapi import UploadFile
from PIL import Image, ImageOps, features
from starlette.concurrency import run_in_threadpool

from ..errors import ValidationFailed
from ..menu.images import IMAGE_FORMATS, WIDTHS
from ..request_guard import FORBIDDEN

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


@dataclass(frozen=True)
class ImageRules:
    """What one kind of upload takes: the formats Pillow must decode it as (with the words that
    name them when it is something else), the caps, the form field a refusal is shown next to,
    and whether the lighter copies (AVIF, WebP) are made beside the JPEGs."""

    accepted: frozenset[str] = ACCEPTED_FORMATS
    wrong_type: str = WRONG_TYPE
    max_bytes: int = MAX_IMAGE_BYTES
    too_large: str = TOO_LARGE
    max_pixels: int = MAX_IMAGE_PIXELS
    field: str = "images"
    copies: tuple[str, ...] = IMAGE_FORMATS


# The menu's, the promotions' and the newsletter's images.
PRODUCT_PHOTOS = ImageRules()


def without_forbidden_characters(text: str) -> str:
    """For text the server keeps but nobody types (an uploaded file's name): cleaned, not refused."""
    return FORBIDDEN.sub("", text)


class ImageRefused(ValidationFailed):
    """An upload that is not a usable image of its kind; nothing of the request is stored."""


@dataclass(frozen=True)
class PreparedImage:
    """A checked upload, re-encoded in memory: width -> JPEG bytes, and format -> width -> bytes
    for the WebP/AVIF copies."""

    name: str
    renditions: dict[int, bytes]
    formats: dict[str, dict[int, bytes]] = field(default_factory=dict)


def _display_name(filename: str | None) -> str:
    # A file's name is kept as its photo's name: control characters (NUL) cleaned out, not refused.
    name = Path(without_forbidden_characters(filename or "")).name.strip()
    return name[:200] or "imagine"


def flatten(image: Image.Image) -> Image.Image:
    """RGB on white: JPEG has no transparency, and a transparent PNG must not turn black."""
    if image.mode in ("RGBA", "LA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        background = Image.new("RGB", rgba.size, (255, 255, 255))
        background.paste(rgba, mask=rgba.getchannel("A"))
        return background
    return image.convert("RGB") if image.mode != "RGB" else image


def pixels_only(image: Image.Image) -> Image.Image:
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
    return pixels_only(image)


def encoded(image: Image.Image, writer: str, options: dict[str, Any]) -> bytes:
    buffer = io.BytesIO()
    # No exif/icc/comment arguments: the copy carries only the pixels.
    image.save(buffer, format=writer, **options)
    return buffer.getvalue()


def _encode_all(image: Image.Image, copies: tuple[str, ...]) -> tuple[dict[int, bytes], dict[str, dict[int, bytes]]]:
    """Each width once resized, then written as JPEG and as each of `copies` Pillow here can write."""
    jpegs: dict[int, bytes] = {}
    formats: dict[str, dict[int, bytes]] = {f: {} for f in copies if features.check(f)}
    for width in WIDTHS:
        sized = _resized(image, width)
        jpegs[width] = encoded(sized, "JPEG", {"quality": JPEG_QUALITY, "optimize": True, "progressive": True})
        for image_format, by_width in formats.items():
            writer, options = FORMAT_WRITERS[image_format]
            by_width[width] = encoded(sized, writer, options)
    return jpegs, formats


def prepare_image_sync(data: bytes, filename: str | None, rules: ImageRules = PRODUCT_PHOTOS) -> PreparedImage:
    """Check an upload by its decoded content and make the web-sized JPEGs; raises ImageRefused."""
    name = _display_name(filename)

    def refuse(template: str) -> ImageRefused:
        message = template.format(name=name)
        return ImageRefused(message, errors={rules.field: message})

    if len(data) > rules.max_bytes:
        raise refuse(rules.too_large)
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = Image.open(io.BytesIO(data), formats=sorted(rules.accepted))
        except (Image.DecompressionBombWarning, Image.DecompressionBombError):
            raise refuse(TOO_MANY_PIXELS) from None
        except (Image.UnidentifiedImageError, OSError, ValueError):
            raise refuse(rules.wrong_type) from None
        if image.format not in rules.accepted:
            raise refuse(rules.wrong_type)
        if image.width * image.height > rules.max_pixels:
            raise refuse(TOO_MANY_PIXELS)
        try:
            image.load()
            image = ImageOps.exif_transpose(image) or image
            flat = flatten(image)
        except (Image.DecompressionBombWarning, Image.DecompressionBombError):
            raise refuse(TOO_MANY_PIXELS) from None
        except Exception:  # truncated or corrupt data: Pillow raises several kinds
            raise refuse(UNREADABLE) from None
    renditions, formats = _encode_all(flat, rules.copies)
    return PreparedImage(name=name, renditions=renditions, formats=formats)


async def prepare_image(data: bytes, filename: str | None, rules: ImageRules = PRODUCT_PHOTOS) -> PreparedImage:
    return await run_in_threadpool(prepare_image_sync, data, filename, rules)


async def read_upload(upload: UploadFile, rules: ImageRules = PRODUCT_PHOTOS) -> bytes:
    """The upload's bytes, refusing (without reading it all) one above the size limit."""
    data = await upload.read(rules.max_bytes + 1)
    if len(data) > rules.max_bytes:
        message = rules.too_large.format(name=_display_name(upload.filename))
        raise ImageRefused(message, errors={rules.field: message})
    return data


async def prepare_uploads(uploads: list[UploadFile], rules: ImageRules = PRODUCT_PHOTOS) -> list[PreparedImage]:
    """Check every upload before any is stored: one refusal refuses the whole request."""
    prepared = []
    for index, upload in enumerate(uploads):
        try:
            prepared.append(await prepare_image(await read_upload(upload, rules), upload.filename, rules))
        except ImageRefused as refused:
            refused.errors = {f"{rules.field}.{index}": refused.message}
            raise
    return prepared
