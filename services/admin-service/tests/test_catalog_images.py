"""Product photos: judged by content, stored as web-sized JPEGs, removed with their image or product."""

import io

from PIL import Image
import pytest
from sqlalchemy import func, select

from admin_service.main import create_app
from bakery_shared.last_key import read_last_key
from bakery_shared.models import ProductImage, Role
from bakery_shared.testing.catalog import image_bytes, make_category, make_product, noisy_png, png_header_only
from bakery_shared.testing.plugin import service_client

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
        client, staff, cake.id,
        [("tort.png", image_bytes("PNG", (2000, 1000)), "image/png"), ("felie.jpg", image_bytes("JPEG", (800, 600)), "image/jpeg")],
    )

    assert response.status_code == 200, response.text
    first, second = response.json()["imagesLinks"]
    assert first["name"] == "tort.png" and second["name"] == "felie.jpg"
    assert first["imageLink"].startswith(f"/media/products/{cake.id}/") and first["imageLink"].endswith("-1200.jpg")
    assert first["thumbnailLink"] == first["imageLink"].replace("-1200.jpg", "-400.jpg")
    assert len(files_under(media_root)) == 4

    large = Image.open(media_root / first["imageLink"].removeprefix("/media/"))
    thumb = Image.open(media_root / first["thumbnailLink"].removeprefix("/media/"))
    assert (large.format, large.size, thumb.size) == ("JPEG", (1200, 600), (400, 200))
    # A photo narrower than 1200 px is not blown up.
    assert Image.open(media_root / second["imageLink"].removeprefix("/media/")).size == (800, 600)

    entry = (await client.get(f"/admin-service/entries/get-entry/{cake.id}", headers=staff)).json()
    assert entry["imagesLinks"] == [first, second]
    listed = (await client.get("/admin-service/entries", headers=staff)).json()["content"][0]
    assert (listed["imageLink"], listed["thumbnailLink"]) == (first["imageLink"], first["thumbnailLink"])


async def test_the_content_decides_not_the_name(client, staff, cake, media_root):
    disguised = await upload(client, staff, cake.id, [("poza.png", image_bytes("JPEG"), "image/png")])
    assert disguised.status_code == 200


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
async def test_anything_but_png_or_jpeg_is_refused_and_nothing_is_stored(client, staff, cake, media_root, db_session, business, name, content, content_type):
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
    added = (await upload(client, staff, cake.id, [(f"{n}.png", image_bytes("PNG"), "image/png") for n in range(3)])).json()["imagesLinks"]
    assert len(files_under(media_root)) == 6

    response = await upload(client, staff, cake.id, [("nou.jpg", image_bytes("JPEG"), "image/jpeg")], removed=f"{added[0]['id']},{added[2]['id']}")

    assert response.status_code == 200
    kept = response.json()["imagesLinks"]
    assert [i["name"] for i in kept] == ["1.png", "nou.jpg"]
    assert len(files_under(media_root)) == 4
    assert not (media_root / added[0]["imageLink"].removeprefix("/media/")).exists()
    assert (media_root / added[1]["imageLink"].removeprefix("/media/")).exists()

    # Repeated form fields work too, and only removing is fine.
    only_remove = await upload(client, staff, cake.id, removed=[str(kept[0]["id"]), str(kept[1]["id"])])
    assert only_remove.json() == {"imagesLinks": []}
    assert files_under(media_root) == []


async def test_a_refused_upload_removes_nothing_either(client, staff, cake, media_root, db_session):
    [kept] = (await upload(client, staff, cake.id, [("a.png", image_bytes("PNG"), "image/png")])).json()["imagesLinks"]

    refused = await upload(client, staff, cake.id, [("b.jpg", b"GIF89a...", "image/jpeg")], removed=str(kept["id"]))

    assert refused.status_code == 422
    assert len(files_under(media_root)) == 2
    assert await image_count(db_session) == 1


async def test_ids_of_another_product_are_ignored(client, staff, cake, db_session, media_root):
    other = await make_product(db_session, await make_category(db_session, "Alta", "alta"), "Alt produs")
    [theirs] = (await upload(client, staff, other.id, [("a.png", image_bytes("PNG"), "image/png")])).json()["imagesLinks"]

    await upload(client, staff, cake.id, removed=str(theirs["id"]))

    assert await image_count(db_session) == 1
    assert len(files_under(media_root)) == 2


async def test_bad_removed_ids_and_unknown_products(client, staff, cake):
    bad = await upload(client, staff, cake.id, removed="1,doi")
    assert bad.status_code == 422
    assert bad.json()["errors"] == {"removedImagesIDs": "Lista imaginilor de șters nu este validă."}

    missing = await upload(client, staff, 987654, [("a.png", image_bytes("PNG"), "image/png")])
    assert missing.status_code == 404


async def test_deleting_a_product_removes_its_files(client, staff, cake, media_root):
    await upload(client, staff, cake.id, [("a.png", image_bytes("PNG"), "image/png"), ("b.jpg", image_bytes("JPEG"), "image/jpeg")])
    assert len(files_under(media_root)) == 4

    response = await client.delete(f"/admin-service/entries/delete-entry/{cake.id}", headers=staff)

    assert response.status_code == 200
    assert files_under(media_root) == []
    assert not (media_root / "products" / str(cake.id)).exists()


async def test_images_removed_through_add_entry_lose_their_files(client, staff, cake, media_root):
    a, b = (await upload(client, staff, cake.id, [("a.png", image_bytes("PNG"), "image/png"), ("b.png", image_bytes("PNG"), "image/png")])).json()["imagesLinks"]
    entry = (await client.get(f"/admin-service/entries/get-entry/{cake.id}", headers=staff)).json()

    saved = await client.post("/admin-service/entries/add-entry", json={**entry, "category": entry["category"]["id"], "removedImagesIDs": [a["id"]]}, headers=staff)

    assert saved.status_code == 200, saved.text
    entry = (await client.get(f"/admin-service/entries/get-entry/{cake.id}", headers=staff)).json()
    assert [i["id"] for i in entry["imagesLinks"]] == [b["id"]]
    assert len(files_under(media_root)) == 2


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
