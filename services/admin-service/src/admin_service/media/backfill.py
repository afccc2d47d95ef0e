"""Photos stored before the AVIF and WebP copies existed get them (the lighter formats load the
storefront's photos faster): each JPEG width of such a photo is written again as every format of
IMAGE_FORMATS this Pillow can write, beside the JPEG under the same name, and the photo's `variants`
lists them, so the storefront's <picture> offers them as it does for a new upload.

Run by admin-service once at start-up, in the background (the shop answers meanwhile), and safe
to run again and on several workers at once:
- a photo is completed in a transaction of its own, its row locked (SKIP LOCKED: another worker
  completing it is left alone), and re-read under the lock: one that has its copies is skipped;
- its files are written in that transaction and removed unless it commits (MediaStore), so a
  crash leaves at most unreferenced files, which the next run writes again under the same names;
- the last-key moves with each completed photo, so the public reads' caches show the new sources.
"""

import asyncio
import logging
from typing import Any

from fastapi import FastAPI
from PIL import features
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.errors import log_background_failure
from bakery_shared.last_key import bump_last_key
from bakery_shared.media.store import MediaStore
from bakery_shared.menu.images import IMAGE_FORMATS, WIDTHS, variant_key

from .repository import PhotoRepository

log = logging.getLogger(__name__)


def missing_copies(variants: dict[str, Any] | None, image_formats: list[str]) -> dict[int, list[str]]:
    """JPEG width -> the formats it has no copy in (only widths stored as a JPEG)."""
    if not variants:
        return {}
    missing = {}
    for width in WIDTHS:
        if not isinstance(variants.get(variant_key(width)), str):
            continue
        formats = [f for f in image_formats if not isinstance(variants.get(variant_key(width, f)), str)]
        if formats:
            missing[width] = formats
    return missing


async def _complete(session: AsyncSession, store: MediaStore, image_id: int, image_formats: list[str]) -> bool:
    photos = PhotoRepository(session)
    variants = await photos.lock_variants(image_id)
    missing = missing_copies(variants, image_formats)
    if not variants or not missing:
        return False
    added = {}
    for width, formats in missing.items():
        written = await store.write_beside(session, variants[variant_key(width)], formats)
        added.update({variant_key(width, f): path for f, path in written.items()})
    if not added:
        return False
    await photos.set_variants(image_id, {**variants, **added})
    await bump_last_key(session)
    return True


async def backfill_photo_formats(sessionmaker: async_sessionmaker[AsyncSession], store: MediaStore) -> int:
    """Make the missing AVIF/WebP copies of every stored photo; returns how many photos got some."""
    image_formats = [f for f in IMAGE_FORMATS if features.check(f)]
    async with sessionmaker() as session:
        photos = await PhotoRepository(session).photos_with_widths()
    completed = 0
    for image_id, variants in photos:
        if not missing_copies(variants, image_formats):
            continue
        async with sessionmaker() as session, session.begin():
            completed += await _complete(session, store, image_id, image_formats)
    if completed:
        log.info("made the AVIF/WebP copies of %d photos stored without them", completed)
    return completed


# Postgres away at start-up: tried again this much later, until one run has gone through.
RETRY_SECONDS = 60


async def backfill_photo_formats_on_start(app: FastAPI) -> None:
    """admin-service's start-up task: once, in the background."""
    while True:
        try:
            await backfill_photo_formats(app.state.sessionmaker, MediaStore(app.state.settings.media_root))
            return
        except Exception as error:
            log_background_failure(log, "AVIF/WebP copies of older photos", error)
        await asyncio.sleep(RETRY_SECONDS)
