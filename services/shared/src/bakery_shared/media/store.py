"""Images on disk: written from a prepared image (prepare.py) as its web-sized JPEGs and, beside
each, the lighter copies, under the media root: `products/<product_id>/<random>-<width>.jpg`,
`promotions/...`, `newsletter/...` (served by nginx under /media/), and the custom cakes' reference
photos under `cake-requests/<id>/` (served by user-service to the request's customer only). The
JPEGs keep their names: every link already given out keeps working.

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
import logging
from pathlib import Path
import secrets
import shutil

from PIL import Image
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session, SessionTransaction
from starlette.concurrency import run_in_threadpool

from ..db import after_commit
from ..menu.images import LARGE_WIDTH, variant_key
from .prepare import FORMAT_WRITERS, PreparedImage, encoded, flatten, pixels_only

log = logging.getLogger(__name__)

_PENDING_KEY = "media_pending_files"


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
                pixels = pixels_only(flatten(opened))
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
                temporary.write_bytes(encoded(pixels, writer, options))
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

    def path_of(self, relative_path: str) -> Path | None:
        """A stored file's path, for a service that serves it itself (the cake requests' photos);
        None when it is missing or points outside the media root."""
        path = self._resolve(relative_path)
        return path if path is not None and path.is_file() else None

    def _resolve(self, relative_path: str) -> Path | None:
        """A stored path inside the media root; anything pointing outside is ignored."""
        root = self.root.resolve()
        path = (root / relative_path).resolve()
        return path if path.is_relative_to(root) and path != root else None
