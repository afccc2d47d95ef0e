"""Helpers for menu tests: images made in memory and menu rows made directly in the session."""

from __future__ import annotations

from decimal import Decimal
import io
import os
import struct
import zlib

from PIL import Image
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.models import Category, Dimension, Product


def image_bytes(fmt: str = "PNG", size: tuple[int, int] = (1600, 900), color=(200, 120, 60), **save_args) -> bytes:
    mode = "RGBA" if fmt == "PNG" and save_args.pop("alpha", False) else "RGB"
    image = Image.new(mode, size, color if mode == "RGB" else (*color, 128))
    buffer = io.BytesIO()
    image.save(buffer, format=fmt, **save_args)
    return buffer.getvalue()


def noisy_png(min_bytes: int) -> bytes:
    """A PNG of random pixels (incompressible) at least `min_bytes` long."""
    side = int((min_bytes / 3) ** 0.5) + 64
    image = Image.frombytes("RGB", (side, side), os.urandom(side * side * 3))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=0)
    return buffer.getvalue()


def png_header_only(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims a huge picture: a decompression bomb's calling card."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")


async def make_category(session: AsyncSession, name: str = "Torturi", value: str | None = None, **fields) -> Category:
    category = Category(name=name, value=value or name.lower().replace(" ", "-"), extra_ingredients=[], **fields)
    session.add(category)
    await session.flush()
    return category


async def make_product(
    session: AsyncSession, category: Category, name: str = "Tort Diplomat", prices: tuple[str, ...] = ("120.00",), **fields
) -> Product:
    product = Product(
        category_id=category.id,
        name=name,
        dimensions=[
            Dimension(value=f"Mărimea {i + 1}", price=Decimal(p), box_needed=False, sort_order=i) for i, p in enumerate(prices)
        ],
        **{"images": [], "similar_products": [], **fields},
    )
    session.add(product)
    await session.flush()
    return product
