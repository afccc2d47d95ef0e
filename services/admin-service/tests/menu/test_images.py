"""Product photos: judged by content, stored as web-sized JPEGs with WebP/AVIF copies, removed with
their image or product."""

import io

from PIL import Image
import pytest
from sqlalchemy import func, select

from admin_service.main import create_app
from bakery_devtools.testing.menu import image_bytes, make_category, make_product, noisy_png, png_header_only
from bakery_devtools.testing.plugin import service_client
from bakery_shared.last_key import read_last_key
from bakery_shared.models import ProductImage, Role

WRONG_TYPE = "Fișierul „{}” nu este o imagine acceptată. Sunt acceptate doar imagini PNG și JPEG (png, jpeg, jpg)."


@pytest.fixture
def media_root(tmp_path):
    return tmp_path / "media"


@pytest.fixture
async def client(test_settings, db_connection, redis_client, media_root):
    async with service_client(create_app(test_settings.model_copy(update={"media_root": media_root})), db_connection) as client:
        yield client


@pytest.fixture
async def staff(make_user, token_for):
    manager = await make_user(Role.MANAGER, "tura@cofetarie.ro")
    return {"Authorization": f"Bearer {token_for(manager)}"}


@pytest.fixture
async def cake(db_session):
    return await make_product(db_session, await make_category(db_session, "Torturi", "torturi"))


def files_under(root):
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()) if root.exists() else []


def links_of(image) -> set[str]:
    """Every address the API gives for one image: its two links and each srcset entry."""
    srcset = {entry.split(" ")[0] for source in image["sources"] for entry in source["srcset"].split(", ")}
    return {image["imageLink"], image["thumbnailLink"], *srcset}


def files_of(*images) -> list[str]:
    """The files the addresses of these images point to, relative to the media root."""
    return sorted(link.removeprefix("/media/") for image in images for link in links_of(image))


def jpegs_of(*images) -> list[str]:
    return [path for path in files_of(*images) if path.endswith(".jpg")]


def assert_served_as_jpeg(media_root, image, product_id, size) -> None:
    """Both links of `image` point to JPEGs of the product on disk: the large one `size` (at most
    1200 px wide), the thumbnail 400 px wide with the same proportions."""
    large_path, thumb_path = (image[k].removeprefix("/media/") for k in ("imageLink", "thumbnailLink"))
    assert large_path.startswith(f"products/{product_id}/") and large_path.endswith("-1200.jpg")
    assert thumb_path == large_path.replace("-1200.jpg", "-400.jpg")
    large, thumb = Image.open(media_root / large_path), Image.open(media_root / thumb_path)
    assert (large.format, thumb.format) == ("JPEG", "JPEG")
    assert large.size == size
    assert thumb.width == min(400, size[0]) and abs(thumb.height - size[1] * thumb.width / size[0]) <= 1


async def upload(client, headers, product_id, files=(), removed=None):
    data = {"removedImagesIDs": removed} if removed is not None else None
    return await client.post(
        f"/admin-service/entries/add-product-images/{product_id}",
        files=[("images", f) for f in files] or None,
        data=data,
        headers=headers,
    )


async def image_count(db_session) -> int:
    return await db_session.scalar(select(func.count()).select_from(ProductImage))


async def test_png_and_jpeg_are_stored_as_two_web_sizes(client, staff, cake, media_root, db_session):
    response = await upload(
        client,
        staff,
        cake.id,
        [
            ("tort.png", image_bytes("PNG", (2000, 1000)), "image/png"),
            ("felie.jpg", image_bytes("JPEG", (800, 600)), "image/jpeg"),
        ],
    )

    assert response.status_code == 200, response.text
    first, second = response.json()["imagesLinks"]
    assert first["name"] == "tort.png" and second["name"] == "felie.jpg"
    assert first["imageLink"].startswith(f"/media/products/{cake.id}/") and first["imageLink"].endswith("-1200.jpg")
    assert first["thumbnailLink"] == first["imageLink"].replace("-1200.jpg", "-400.jpg")
    assert files_under(media_root) == sorted(files_of(first, second))
    assert_served_as_jpeg(media_root, first, cake.id, (1200, 600))
    assert_served_as_jpeg(media_root, second, cake.id, (800, 600))

    large = Image.open(media_root / first["imageLink"].removeprefix("/media/"))
    thumb = Image.open(media_root / first["thumbnailLink"].removeprefix("/media/"))
    assert (large.format, large.size, thumb.size) == ("JPEG", (1200, 600), (400, 200))
    # A photo narrower than 1200 px is not blown up.
    assert Image.open(media_root / second["imageLink"].removeprefix("/media/")).size == (800, 600)

    entry = (await client.get(f"/admin-service/entries/get-entry/{cake.id}", headers=staff)).json()
    assert entry["imagesLinks"] == [first, second]
    listed = (await client.get("/admin-service/entries", headers=staff)).json()["content"][0]
    assert (listed["imageLink"], listed["thumbnailLink"]) == (first["imageLink"], first["thumbnailLink"])


async def test_an_uploaded_photo_gets_avif_and_webp_at_every_width(client, staff, cake, media_root):
    """The storefront's <picture> reads AVIF, then WebP, then the JPEGs (whose links stay)."""
    response = await upload(client, staff, cake.id, [("tort.png", image_bytes("PNG", (2000, 1000)), "image/png")])

    assert response.status_code == 200, response.text
    [image] = response.json()["imagesLinks"]
    stem = image["imageLink"].removesuffix("-1200.jpg")
    assert image["sources"] == [
        {"type": f"image/{kind}", "srcset": f"{stem}-400.{ext} 400w, {stem}-800.{ext} 800w, {stem}-1200.{ext} 1200w"}
        for kind, ext in (("avif", "avif"), ("webp", "webp"), ("jpeg", "jpg"))
    ]
    for source in image["sources"]:
        for entry in source["srcset"].split(", "):
            link, width = entry.split(" ")
            photo = Image.open(media_root / link.removeprefix("/media/"))
            assert (photo.get_format_mimetype(), photo.size) == (source["type"], (int(width[:-1]), int(width[:-1]) // 2))
    assert len(files_under(media_root)) == 9  # 3 widths x 3 formats, and nothing else

    # The menu's lists and the product page carry the same sources.
    listed = (await client.get("/admin-service/entries", headers=staff)).json()["content"][0]
    assert listed["imageSources"] == image["sources"]


async def test_the_content_decides_not_the_name(client, staff, cake, media_root, db_session):
    disguised = await upload(client, staff, cake.id, [("poza.png", image_bytes("JPEG", (1600, 900)), "image/png")])

    assert disguised.status_code == 200, disguised.text
    [image] = disguised.json()["imagesLinks"]
    assert image["name"] == "poza.png"  # the name shown stays the one given
    assert_served_as_jpeg(media_root, image, cake.id, (1200, 675))
    assert files_under(media_root) == files_of(image)
    row = await db_session.scalar(select(ProductImage).where(ProductImage.id == image["id"]))
    assert row.variants["400"] == image["thumbnailLink"].removeprefix("/media/")
    assert row.variants["1200"] == image["imageLink"].removeprefix("/media/")
    assert sorted(row.variants.values()) == files_of(image)


async def test_a_transparent_png_is_laid_on_white_not_black(client, staff, cake, media_root):
    response = await upload(client, staff, cake.id, [("glazura.png", image_bytes("PNG", (600, 300), alpha=True), "image/png")])

    [image] = response.json()["imagesLinks"]
    assert_served_as_jpeg(media_root, image, cake.id, (600, 300))
    # (200, 120, 60) at half opacity over white is about (227, 187, 157); over black it would be about (100, 60, 30).
    red, green, blue = Image.open(media_root / image["imageLink"].removeprefix("/media/")).convert("RGB").getpixel((300, 150))
    assert red > 200 and green > 160 and blue > 130


@pytest.mark.parametrize(
    ("name", "content", "content_type"),
    [
        ("tort.jpg", image_bytes("GIF", (50, 50)), "image/jpeg"),
        ("tort.jpg", b"nu sunt o imagine, doar text", "image/jpeg"),
        ("tort.png", image_bytes("BMP", (50, 50)), "image/png"),
        ("tort.png", image_bytes("WEBP", (50, 50)), "image/png"),
        ("tort.jpg", b"", "image/jpeg"),
    ],
)
async def test_anything_but_png_or_jpeg_is_refused_and_nothing_is_stored(
    client, staff, cake, media_root, db_session, business, name, content, content_type
):
    before = await read_last_key(db_session)
    response = await upload(client, staff, cake.id, [("bun.png", image_bytes("PNG"), "image/png"), (name, content, content_type)])

    assert response.status_code == 422
    assert response.json()["message"] == WRONG_TYPE.format(name)
    assert response.json()["errors"] == {"images.1": WRONG_TYPE.format(name)}
    assert files_under(media_root) == []
    assert await image_count(db_session) == 0
    assert await read_last_key(db_session) == before


async def test_a_file_over_5_mb_is_refused(client, staff, cake, media_root, db_session):
    big = noisy_png(5 * 1024 * 1024 + 1)
    assert len(big) > 5 * 1024 * 1024

    response = await upload(client, staff, cake.id, [("mare.png", big, "image/png")])

    assert response.status_code == 422
    assert response.json()["message"] == "Imaginea „mare.png” depășește dimensiunea maximă de 5 MB."
    assert files_under(media_root) == []
    assert await image_count(db_session) == 0


async def test_a_decompression_bomb_is_refused(client, staff, cake, media_root, db_session):
    response = await upload(client, staff, cake.id, [("bomba.png", png_header_only(50_000, 50_000), "image/png")])

    assert response.status_code == 422
    assert response.json()["message"] == "Imaginea „bomba.png” are o rezoluție prea mare."
    assert files_under(media_root) == [] and await image_count(db_session) == 0


async def test_removing_images_removes_their_files(client, staff, cake, media_root, db_session):
    added = (await upload(client, staff, cake.id, [(f"{n}.png", image_bytes("PNG"), "image/png") for n in range(3)])).json()[
        "imagesLinks"
    ]
    assert files_under(media_root) == files_of(*added)

    response = await upload(
        client, staff, cake.id, [("nou.jpg", image_bytes("JPEG"), "image/jpeg")], removed=f"{added[0]['id']},{added[2]['id']}"
    )

    assert response.status_code == 200
    kept = response.json()["imagesLinks"]
    assert [i["name"] for i in kept] == ["1.png", "nou.jpg"]
    assert kept[0] == added[1]  # the kept image keeps its id and its links
    assert files_under(media_root) == files_of(*kept)  # exactly the kept images' files, no orphans
    assert not (media_root / added[0]["imageLink"].removeprefix("/media/")).exists()
    assert_served_as_jpeg(media_root, kept[1], cake.id, (1200, 675))

    # Repeated form fields work too, and only removing is fine.
    only_remove = await upload(client, staff, cake.id, removed=[str(kept[0]["id"]), str(kept[1]["id"])])
    assert only_remove.json() == {"imagesLinks": []}
    assert files_under(media_root) == []


async def test_a_refused_upload_removes_nothing_either(client, staff, cake, media_root, db_session):
    [kept] = (await upload(client, staff, cake.id, [("a.png", image_bytes("PNG"), "image/png")])).json()["imagesLinks"]

    refused = await upload(client, staff, cake.id, [("b.jpg", b"GIF89a...", "image/jpeg")], removed=str(kept["id"]))

    assert refused.status_code == 422
    assert refused.json()["errors"] == {"images.0": WRONG_TYPE.format("b.jpg")}
    entry = (await client.get(f"/admin-service/entries/get-entry/{cake.id}", headers=staff)).json()
    assert entry["imagesLinks"] == [kept]  # still listed, with the same links
    assert files_under(media_root) == files_of(kept)  # and its files are still there
    assert await image_count(db_session) == 1


async def test_ids_of_another_product_are_ignored(client, staff, cake, db_session, media_root):
    other = await make_product(db_session, await make_category(db_session, "Alta", "alta"), "Alt produs")
    [theirs] = (await upload(client, staff, other.id, [("a.png", image_bytes("PNG"), "image/png")])).json()["imagesLinks"]

    mine = await upload(client, staff, cake.id, removed=str(theirs["id"]))

    assert mine.status_code == 200
    assert mine.json() == {"imagesLinks": []}
    entry = (await client.get(f"/admin-service/entries/get-entry/{other.id}", headers=staff)).json()
    assert entry["imagesLinks"] == [theirs]
    assert files_under(media_root) == files_of(theirs)
    assert await image_count(db_session) == 1


async def test_bad_removed_ids_and_unknown_products(client, staff, cake, media_root, db_session):
    bad = await upload(client, staff, cake.id, removed="1,doi")
    assert bad.status_code == 422
    assert bad.json()["errors"] == {"removedImagesIDs": "Lista imaginilor de șters nu este validă."}

    missing = await upload(client, staff, 987654, [("a.png", image_bytes("PNG"), "image/png")])
    assert missing.status_code == 404
    assert missing.json() == {"status": 404, "message": "Produsul nu a fost găsit.", "errors": {}}
    assert files_under(media_root) == []  # nothing written for a product that does not exist
    assert await image_count(db_session) == 0


async def test_deleting_a_product_removes_its_files(client, staff, cake, media_root):
    await upload(
        client, staff, cake.id, [("a.png", image_bytes("PNG"), "image/png"), ("b.jpg", image_bytes("JPEG"), "image/jpeg")]
    )
    entry = (await client.get(f"/admin-service/entries/get-entry/{cake.id}", headers=staff)).json()
    assert files_under(media_root) == files_of(*entry["imagesLinks"])

    response = await client.delete(f"/admin-service/entries/delete-entry/{cake.id}", headers=staff)

    assert response.status_code == 200
    assert files_under(media_root) == []
    assert not (media_root / "products" / str(cake.id)).exists()


async def test_images_removed_through_add_entry_lose_their_files(client, staff, cake, media_root):
    a, b = (
        await upload(
            client, staff, cake.id, [("a.png", image_bytes("PNG"), "image/png"), ("b.png", image_bytes("PNG"), "image/png")]
        )
    ).json()["imagesLinks"]
    entry = (await client.get(f"/admin-service/entries/get-entry/{cake.id}", headers=staff)).json()

    saved = await client.post(
        "/admin-service/entries/add-entry",
        json={**entry, "category": entry["category"]["id"], "removedImagesIDs": [a["id"]]},
        headers=staff,
    )

    assert saved.status_code == 200, saved.text
    entry = (await client.get(f"/admin-service/entries/get-entry/{cake.id}", headers=staff)).json()
    assert entry["imagesLinks"] == [b]
    assert files_under(media_root) == files_of(b)


async def test_exif_rotation_is_applied_and_metadata_dropped(client, staff, cake, media_root):
    image = Image.new("RGB", (1600, 800), (120, 60, 30))
    exif = Image.Exif()
    exif[0x0112] = 6  # "rotate 90° clockwise to display"
    exif[0x010F] = "Telefonul Anei"
    buffer = io.BytesIO()
    image.save(buffer, format="JPEG", exif=exif)

    [stored] = (await upload(client, staff, cake.id, [("portret.jpg", buffer.getvalue(), "image/jpeg")])).json()["imagesLinks"]

    saved = Image.open(media_root / stored["imageLink"].removeprefix("/media/"))
    assert saved.size == (800, 1600)
    assert not saved.getexif()
    assert "exif" not in saved.info


def jpeg_segments(data: bytes) -> list[int]:
    """The marker of every segment before the image data (SOS), e.g. 0xFFFE for a COM comment,
    0xFFE1 for EXIF or XMP, 0xFFE2 for an ICC profile."""
    assert data[:2] == b"\xff\xd8"
    markers, at = [], 2
    while at < len(data):
        marker = int.from_bytes(data[at : at + 2], "big")
        markers.append(marker)
        if marker == 0xFFDA:  # start of scan: the pixels follow
            break
        at += 2 + int.from_bytes(data[at + 2 : at + 4], "big")
    return markers


async def test_an_uploaded_jpeg_is_served_without_its_comment_or_exif(client, staff, cake, media_root):
    """An uploaded JPEG loses its metadata (a comment, EXIF: the phone, the app, perhaps where it was
    taken), which would otherwise be served to anyone who opens the photo."""
    exif = Image.Exif()
    exif[0x010F] = "Telefonul-lui-Ion"  # camera maker
    exif[0x0131] = "Aplicatie-secreta"  # software
    photo = io.BytesIO()
    Image.effect_noise((800, 600), 40).convert("RGB").save(photo, format="JPEG", comment=b"comentariu ascuns", exif=exif)
    sent = photo.getvalue()
    assert {0xFFFE, 0xFFE1} <= set(jpeg_segments(sent))  # the upload carries both

    response = await upload(client, staff, cake.id, [("cu-metadate.jpg", sent, "image/jpeg")])

    assert response.status_code == 200, response.text
    [image] = response.json()["imagesLinks"]
    for served in files_of(image):
        data = (media_root / served).read_bytes()
        assert b"comentariu ascuns" not in data and b"Telefonul-lui-Ion" not in data, served
        assert not {"exif", "xmp", "comment", "icc_profile"} & set(Image.open(io.BytesIO(data)).info), served
    for served in jpegs_of(image):
        data = (media_root / served).read_bytes()
        segments = jpeg_segments(data)
        assert not {0xFFFE, 0xFFE1, 0xFFE2, 0xFFED} & set(segments), (served, [hex(m) for m in segments])
        assert b"comentariu ascuns" not in data and b"Telefonul-lui-Ion" not in data
        assert "comment" not in Image.open(io.BytesIO(data)).info
