"""Photos stored before the AVIF/WebP copies existed get them: from their own JPEG
files, once, and listed in the row so the storefront's <picture> offers them."""

from dataclasses import replace

from PIL import Image
import pytest
from sqlalchemy import select

from admin_service.media.backfill import backfill_photo_formats, missing_copies
from admin_service.media.store import MediaStore, prepare_image_sync
from bakery_devtools.testing.menu import image_bytes
from bakery_devtools.testing.plugin import bound_sessionmaker
from bakery_shared.last_key import read_last_key
from bakery_shared.menu.images import image_sources
from bakery_shared.models import Category, Product, ProductImage


def files_under(root):
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


@pytest.fixture
async def product(db_session, business):
    product = Product(category=Category(name="Torturi", value="torturi"), name="Tort")
    db_session.add(product)
    await db_session.flush()
    return product


async def stored_as_before(db_connection, store: MediaStore, product: Product) -> ProductImage:
    """A photo as an upload stored it before AVIF and WebP copies were made: its JPEG widths only
    (real files)."""
    jpegs_only = replace(prepare_image_sync(image_bytes("JPEG", (1600, 1200)), "tort.jpg"), formats={})
    async with bound_sessionmaker(db_connection)() as session:
        [stored] = await store.write_product_images(session, product.id, [jpegs_only])
        image = ProductImage(product_id=product.id, image_path=stored.image_path, variants=stored.as_json(), name="tort.jpg")
        session.add(image)
        await session.commit()
    return image


async def variants_of(db_session, image_id: int):
    return await db_session.scalar(select(ProductImage.variants).where(ProductImage.id == image_id))


async def test_an_older_photo_gets_its_avif_and_webp_copies_from_its_own_jpegs(db_connection, db_session, product, tmp_path):
    store = MediaStore(tmp_path)
    image = await stored_as_before(db_connection, store, product)
    before = dict(image.variants)
    assert [s["type"] for s in image_sources(before)] == ["image/jpeg"]
    key = await read_last_key(db_session)

    assert await backfill_photo_formats(bound_sessionmaker(db_connection), store) == 1

    variants = await variants_of(db_session, image.id)
    assert {k: v for k, v in variants.items() if k in before} == before  # the JPEGs and their links stay
    for width in (400, 800, 1200):
        jpeg = before[str(width)]
        for image_format in ("avif", "webp"):
            copy = variants[f"{width}.{image_format}"]
            assert copy == jpeg.removesuffix(".jpg") + f".{image_format}"
            with Image.open(tmp_path / copy) as opened, Image.open(tmp_path / jpeg) as original:
                assert (opened.format, opened.size) == (image_format.upper(), original.size)
    assert files_under(tmp_path) == sorted(variants.values())
    assert [s["type"] for s in image_sources(variants)] == ["image/avif", "image/webp", "image/jpeg"]
    assert await read_last_key(db_session) > key  # the public reads' caches show the new sources


async def test_running_again_changes_nothing(db_connection, db_session, product, tmp_path):
    store = MediaStore(tmp_path)
    image = await stored_as_before(db_connection, store, product)
    assert await backfill_photo_formats(bound_sessionmaker(db_connection), store) == 1
    variants = await variants_of(db_session, image.id)
    written = {path: (tmp_path / path).stat().st_mtime_ns for path in files_under(tmp_path)}
    key = await read_last_key(db_session)

    assert await backfill_photo_formats(bound_sessionmaker(db_connection), store) == 0

    assert await variants_of(db_session, image.id) == variants
    assert {path: (tmp_path / path).stat().st_mtime_ns for path in files_under(tmp_path)} == written
    assert await read_last_key(db_session) == key


async def test_a_photo_whose_files_are_gone_or_that_has_one_file_is_left_as_it_is(db_connection, db_session, product, tmp_path):
    store = MediaStore(tmp_path)
    lost = await stored_as_before(db_connection, store, product)
    for path in lost.variants.values():
        (tmp_path / path).unlink()
    single = ProductImage(product_id=product.id, image_path=f"products/{product.id}/vechi.jpg", variants=None)
    db_session.add(single)
    await db_session.flush()

    assert await backfill_photo_formats(bound_sessionmaker(db_connection), store) == 0

    assert await variants_of(db_session, lost.id) == lost.variants
    assert await variants_of(db_session, single.id) is None
    assert files_under(tmp_path) == []


def test_only_the_stored_jpeg_widths_miss_copies():
    variants = {
        "400": "a-400.jpg",
        "400.avif": "a-400.avif",
        "800": "a-800.jpg",
        "800.avif": "a-800.avif",
        "800.webp": "a-800.webp",
    }
    assert missing_copies(variants, ["avif", "webp"]) == {400: ["webp"]}
    assert missing_copies(None, ["avif", "webp"]) == {}
