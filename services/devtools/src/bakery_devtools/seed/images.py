"""Placeholder photos for the demo menu, drawn with Pillow: a warm gradient per category, a simple
shape that hints at the category, and the product's name. Stored through media.py like any upload,
only for products that have no photo yet, so a re-run adds nothing and admin photos are kept."""

from __future__ import annotations

import asyncio
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
import io
import multiprocessing
import os
from pathlib import Path
import zlib

from PIL import Image, ImageDraw, ImageFilter, ImageFont
from sqlalchemy import exists, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from admin_service.media.store import MediaStore, PreparedImage, prepare_image_sync
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import Product, ProductImage

WIDTH, HEIGHT = 1200, 800

# Warm pairs: top colour, bottom colour (cream, caramel, cocoa, berry, pistachio, honey...).
PALETTES = [
    ((253, 235, 208), (214, 137, 84)),
    ((250, 224, 228), (196, 84, 112)),
    ((247, 231, 206), (150, 96, 61)),
    ((255, 240, 214), (230, 160, 60)),
    ((240, 236, 214), (136, 150, 84)),
    ((250, 228, 214), (178, 92, 64)),
    ((245, 225, 200), (110, 70, 50)),
    ((255, 236, 224), (224, 120, 96)),
]

_FONT_CANDIDATES = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
]


@lru_cache(maxsize=8)
def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    for candidate in _FONT_CANDIDATES:
        if Path(candidate).exists():
            return ImageFont.truetype(candidate, size)
    return ImageFont.load_default(size=size)


def _palette(category_value: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    return PALETTES[zlib.crc32(category_value.encode()) % len(PALETTES)]


def _gradient(top: tuple[int, int, int], bottom: tuple[int, int, int]) -> Image.Image:
    mask = Image.linear_gradient("L").resize((WIDTH, HEIGHT))
    return Image.composite(Image.new("RGB", (WIDTH, HEIGHT), bottom), Image.new("RGB", (WIDTH, HEIGHT), top), mask)


def _shape(draw: ImageDraw.ImageDraw, kind: str, color: tuple[int, int, int], accent: tuple[int, int, int]) -> None:
    cx, cy = WIDTH // 2, 330
    if kind == "cake":
        draw.rounded_rectangle((cx - 230, cy - 10, cx + 230, cy + 150), 30, fill=color)
        draw.rounded_rectangle((cx - 160, cy - 130, cx + 160, cy + 10), 26, fill=accent)
        draw.rectangle((cx - 6, cy - 210, cx + 6, cy - 130), fill=color)
        draw.ellipse((cx - 16, cy - 250, cx + 16, cy - 205), fill=(255, 214, 110))
    elif kind == "round":
        for dx, size in ((-170, 110), (0, 140), (170, 110)):
            draw.ellipse((cx + dx - size, cy - size + 40, cx + dx + size, cy + size + 40), fill=color if dx else accent)
    elif kind == "cup":
        draw.polygon([(cx - 150, cy - 120), (cx + 150, cy - 120), (cx + 110, cy + 170), (cx - 110, cy + 170)], fill=color)
        draw.ellipse((cx - 150, cy - 200, cx + 150, cy - 60), fill=accent)
    else:  # a loaf or a pastry
        draw.rounded_rectangle((cx - 260, cy - 90, cx + 260, cy + 150), 120, fill=color)
        for dx in (-150, 0, 150):
            draw.arc((cx + dx - 70, cy - 80, cx + dx + 70, cy + 40), 200, 340, fill=accent, width=14)


def _kind(category_value: str) -> str:
    if "tort" in category_value or "fara-zahar" in category_value:
        return "cake"
    if any(word in category_value for word in ("macarons", "biscuiti", "ciocolata", "post")):
        return "round"
    if any(word in category_value for word in ("inghetata", "bauturi")):
        return "cup"
    return "loaf"


def _wrap(text: str, font, max_width: int, draw: ImageDraw.ImageDraw) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        candidate = f"{lines[-1]} {word}" if lines else word
        if lines and draw.textlength(candidate, font=font) <= max_width:
            lines[-1] = candidate
        else:
            lines.append(word)
    return lines[:3]


def placeholder_photo(name: str, category_value: str) -> bytes:
    """A 1200 x 800 JPEG for a product without a photo."""
    top, bottom = _palette(category_value)
    image = _gradient(top, bottom)
    shapes = Image.new("RGBA", image.size, (0, 0, 0, 0))
    light = tuple(min(255, c + 30) for c in top)
    deep = tuple(max(0, int(c * 0.8)) for c in bottom)
    _shape(ImageDraw.Draw(shapes), _kind(category_value), (*light, 235), (*deep, 235))
    shadow = Image.new("RGBA", image.size, (0, 0, 0, 0))
    shadow.paste((60, 30, 20, 90), mask=shapes.getchannel("A").point(lambda a: 255 if a else 0))
    blurred = shadow.filter(ImageFilter.GaussianBlur(18))  # once: the costliest step of the drawing
    image.paste(blurred, (0, 18), blurred)
    image.paste(shapes, (0, 0), shapes)

    draw = ImageDraw.Draw(image)
    font = _font(64)
    # Cards show the photo cropped to a centred square: keep the name inside it.
    lines = _wrap(name, font, HEIGHT - 160, draw)
    y = 600 - (len(lines) - 1) * 40
    for line in lines:
        width = draw.textlength(line, font=font)
        draw.text(((WIDTH - width) / 2 + 3, y + 3), line, font=font, fill=(70, 35, 20))
        draw.text(((WIDTH - width) / 2, y), line, font=font, fill=(255, 250, 242))
        y += 80
    buffer = io.BytesIO()
    image.save(buffer, format="JPEG", quality=92)
    return buffer.getvalue()


def placeholder_image(name: str, category_value: str) -> PreparedImage:
    """A product's placeholder drawn and checked like an upload: every width in JPEG, WebP and AVIF."""
    return prepare_image_sync(placeholder_photo(name, category_value), f"{category_value}.jpg")


def _process_pool(jobs: int) -> ProcessPoolExecutor:
    # Encoding is CPU work that holds the GIL: one process per CPU, not threads (each photo is nine
    # files, ~0.3-0.5 s; 34 of them one after another made seeding, and every e2e start, ~10 s
    # slower). Forked workers start at once (nothing to import again); they only run Pillow.
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    return ProcessPoolExecutor(max_workers=jobs, mp_context=context)


async def seed_product_images(session: AsyncSession, media_root: Path) -> Counter[str]:
    """Give every product without a photo a placeholder; returns how many rows were created."""
    created: Counter[str] = Counter()
    store = MediaStore(media_root)
    products = (
        await session.scalars(
            select(Product)
            .where(~exists().where(ProductImage.product_id == Product.id))
            .options(selectinload(Product.category), selectinload(Product.images))
            .order_by(Product.id)
        )
    ).all()
    if not products:
        return created
    loop = asyncio.get_running_loop()
    with _process_pool(min(len(products), os.cpu_count() or 1)) as pool:
        prepared = await asyncio.gather(
            *(loop.run_in_executor(pool, placeholder_image, p.name, p.category.value) for p in products)
        )
    for product, image in zip(products, prepared, strict=True):
        [stored] = await store.write_product_images(session, product.id, [image])
        product.images.append(
            ProductImage(image_path=stored.image_path, variants=stored.as_json(), name=f"{product.name}.jpg", sort_order=0)
        )
        created[ProductImage.__tablename__] += 1
    await session.flush()
    await bump_last_key(session)  # storefront caches must see the new photos
    return created
