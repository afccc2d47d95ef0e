"""Image checks by content, web-sized copies, files that follow the transaction, and seeded photos."""

import io

from PIL import Image
import pytest
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from admin_service.media.store import (
    TOO_LARGE,
    TOO_MANY_PIXELS,
    UNREADABLE,
    WRONG_TYPE,
    ImageRefused,
    MediaStore,
    prepare_image_sync,
)
from bakery_devtools.seed import seed
from bakery_devtools.seed.images import placeholder_photo
from bakery_devtools.testing.menu import image_bytes, noisy_png, png_header_only
from bakery_devtools.testing.plugin import bound_sessionmaker
from bakery_shared.menu.images import IMAGE_FORMATS, WIDTHS
from bakery_shared.models import Category, Product, ProductImage

# A JPEG per width, and beside each its AVIF and WebP.
FILES_PER_IMAGE = len(WIDTHS) * (1 + len(IMAGE_FORMATS))


def files_under(root):
    return sorted(p for p in root.rglob("*") if p.is_file()) if root.exists() else []


def _half_of_a_jpeg() -> bytes:
    buffer = io.BytesIO()
    Image.effect_noise((400, 400), 60).convert("RGB").save(buffer, format="JPEG")
    return buffer.getvalue()[: buffer.tell() // 2]


def refused_message(data: bytes, name: str) -> str:
    with pytest.raises(ImageRefused) as refused:
        prepare_image_sync(data, name)
    return refused.value.message


def test_png_and_jpeg_pass_whatever_their_name():
    for data, name in ((image_bytes("PNG"), "a.png"), (image_bytes("JPEG"), "a.png"), (image_bytes("PNG"), "fara-extensie")):
        prepared = prepare_image_sync(data, name)
        sizes = {width: Image.open(io.BytesIO(jpeg)).size for width, jpeg in prepared.renditions.items()}
        assert sizes == {400: (400, 225), 800: (800, 450), 1200: (1200, 675)}
        assert all(Image.open(io.BytesIO(jpeg)).format == "JPEG" for jpeg in prepared.renditions.values())
        for image_format, by_width in prepared.formats.items():
            opened = {width: Image.open(io.BytesIO(data)) for width, data in by_width.items()}
            assert {width: (photo.format, photo.size) for width, photo in opened.items()} == {
                width: (image_format.upper(), size) for width, size in sizes.items()
            }
        assert sorted(prepared.formats) == ["avif", "webp"]


@pytest.mark.parametrize(
    ("data", "template"),
    [
        (image_bytes("GIF", (40, 40)), WRONG_TYPE),
        (image_bytes("BMP", (40, 40)), WRONG_TYPE),
        (image_bytes("TIFF", (40, 40)), WRONG_TYPE),
        (b"%PDF-1.7 nu e poza", WRONG_TYPE),
        (b"<svg xmlns='http://www.w3.org/2000/svg'></svg>", WRONG_TYPE),
        (b"", WRONG_TYPE),
        (png_header_only(40_000, 40_000), TOO_MANY_PIXELS),
        (_half_of_a_jpeg(), UNREADABLE),
    ],
)
def test_everything_else_is_refused_in_romanian(data, template):
    assert refused_message(data, "poza.jpg") == template.format(name="poza.jpg")


def test_over_5_mb_is_refused_before_decoding():
    assert refused_message(noisy_png(5 * 1024 * 1024 + 1), "mare.png") == TOO_LARGE.format(name="mare.png")


def test_transparency_becomes_white_not_black():
    prepared = prepare_image_sync(image_bytes("PNG", (100, 100), color=(0, 0, 0), alpha=True), "a.png")
    r, g, b = Image.open(io.BytesIO(prepared.renditions[400])).getpixel((50, 50))
    assert min(r, g, b) > 100  # half-transparent black over white is grey


def test_a_path_in_the_name_is_reduced_to_the_name():
    assert prepare_image_sync(image_bytes("PNG", (10, 10)), "../../etc/tort.png").name == "tort.png"


# ---- files follow the transaction ----


@pytest.fixture
async def product(db_session):
    category = Category(name="Torturi", value="torturi")
    product = Product(category=category, name="Tort")
    db_session.add(product)
    await db_session.flush()
    return product


async def test_files_stay_when_the_transaction_commits(db_connection, product, tmp_path):
    store = MediaStore(tmp_path)
    async with bound_sessionmaker(db_connection)() as session:
        [stored] = await store.write_product_images(session, product.id, [prepare_image_sync(image_bytes("PNG"), "a.png")])
        session.add(ProductImage(product_id=product.id, image_path=stored.image_path, variants=stored.as_json()))
        await session.commit()

    assert [p.relative_to(tmp_path).as_posix() for p in files_under(tmp_path)] == sorted(stored.as_json().values())


@pytest.mark.parametrize("ending", ["rollback", "close", "failed commit"])
async def test_files_go_when_the_transaction_does_not_commit(db_connection, product, tmp_path, ending):
    store = MediaStore(tmp_path)
    session = bound_sessionmaker(db_connection)()
    await store.write_product_images(session, product.id, [prepare_image_sync(image_bytes("PNG"), "a.png")] * 2)
    assert len(files_under(tmp_path)) == 2 * FILES_PER_IMAGE

    if ending == "rollback":
        await session.rollback()
    elif ending == "close":
        await session.close()
    else:
        session.add(Category(name="Torturi", value="torturi"))  # the same name again: the commit fails
        with pytest.raises(IntegrityError):
            await session.commit()
        await session.close()

    assert files_under(tmp_path) == []


async def test_files_written_after_a_commit_follow_the_next_transaction(db_connection, product, tmp_path):
    store = MediaStore(tmp_path)
    async with bound_sessionmaker(db_connection)() as session:
        await store.write_product_images(session, product.id, [prepare_image_sync(image_bytes("PNG"), "a.png")])
        await session.commit()
        await store.write_product_images(session, product.id, [prepare_image_sync(image_bytes("PNG"), "b.png")])
        await session.rollback()

    assert len(files_under(tmp_path)) == FILES_PER_IMAGE


# ---- seeded placeholder photos ----


def test_a_placeholder_is_a_warm_1200_px_photo():
    photo = Image.open(io.BytesIO(placeholder_photo("Tort de ciocolată belgiană", "torturi")))
    assert (photo.format, photo.size) == ("JPEG", (1200, 800))
    r, g, b = photo.convert("RGB").getpixel((5, 5))
    assert r >= g >= b  # warm: red leads, blue trails


async def test_the_seed_gives_every_product_a_photo_once(db_session, tmp_path):
    created = await seed(db_session, media_root=tmp_path)

    products = await db_session.scalar(select(func.count()).select_from(Product))
    assert created["product_images"] == products >= 30
    images = (await db_session.scalars(select(ProductImage))).all()
    # The demo photos come in every width and format, as an upload does.
    assert all(len(image.variants) == FILES_PER_IMAGE for image in images)
    assert len(files_under(tmp_path)) == FILES_PER_IMAGE * products
    assert Image.open(tmp_path / images[0].image_path).size == (1200, 800)

    again = await seed(db_session, media_root=tmp_path)
    assert not any(again.values())
    assert len(files_under(tmp_path)) == FILES_PER_IMAGE * products
