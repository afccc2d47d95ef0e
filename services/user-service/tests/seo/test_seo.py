"""What search engines read: a product page's head and content without JavaScript
(title, description, schema.org Product/Offer, name, price), and the menu's sitemap with an ETag
that follows the last-key."""

import json
import re

import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import ProductImage


@pytest.fixture
async def cake(db_session, business):
    category = await make_category(db_session, "Torturi", "torturi")
    product = await make_product(db_session, category, "Tort Diplomat <Clasic>", prices=("120.00", "95.50"))
    product.description = "Blat pufos, cremă de vanilie și fructe."
    hidden = await make_product(db_session, category, "Tort retras", available=False)
    await db_session.flush()
    return {"product": product, "hidden": hidden}


async def test_a_product_page_head_carries_its_title_description_and_schema_org_offer(client, cake, test_settings):
    product = cake["product"]
    response = await client.get(f"/user-service/seo/product-head/{product.id}")

    assert response.status_code == 200
    html = response.text
    assert "<title>Tort Diplomat &lt;Clasic&gt; — Cofetăria Dulce Sibiu</title>" in html
    assert '<meta name="description" content="Blat pufos, cremă de vanilie și fructe. De la 95,50 RON." />' in html
    data = json.loads(re.search(r'<script type="application/ld\+json">(.*)</script>', html).group(1))
    assert data["@type"] == "Product" and data["name"] == "Tort Diplomat <Clasic>"
    assert data["offers"] == {
        "@type": "Offer",
        "price": "95.50",
        "priceCurrency": "RON",
        "availability": "https://schema.org/InStock",
        "url": f"{test_settings.public_url}/meniu/{product.id}",
    }


async def test_a_name_made_of_markup_stays_inside_the_json_ld_and_the_apps_script_still_runs(client, db_session, business):
    """In a <script> element, "<!--<script>" puts the HTML parser in a state where the block's own
    "</script>" no longer closes it: the app's script that follows is swallowed and the page never
    starts. The JSON-LD carries no "<", ">" or "&" at all (each as its \\u escape), so it ends
    where it should, and JSON reads the name back unchanged."""
    category = await make_category(db_session, "Băuturi", "bauturi")
    name = "Limonada <!--<script> & </script>"
    product = await make_product(db_session, category, name, prices=("9.00",))
    head = (await client.get(f"/user-service/seo/product-head/{product.id}")).text
    opening = '<script type="application/ld+json">'
    block = head[head.index(opening) + len(opening) : head.index("</script>")]
    assert not {"<", ">", "&"} & set(block)
    assert "\\u003c!--\\u003cscript\\u003e \\u0026 \\u003c/script\\u003e" in block
    assert json.loads(block)["name"] == name
    assert head.count("<script") == head.count("</script>") == 1


async def test_a_product_page_body_names_it_and_its_price_without_javascript(client, cake):
    html = (await client.get(f"/user-service/seo/product-body/{cake['product'].id}")).text

    assert "<h1>Tort Diplomat &lt;Clasic&gt;</h1>" in html
    assert "Preț: de la 95,50 RON" in html
    assert (await client.get(f"/user-service/seo/product-body/{cake['hidden'].id}")).text == ""


async def test_a_product_page_body_starts_the_apps_photo_with_the_html(client, cake, db_session, test_settings):
    """The written-in photo is the <picture> the app draws (its AVIF, WebP and JPEG
    sources, the same sizes as PICTURE_SIZES.main), fetched first: the browser fetches the product
    page's largest image with the HTML, and the app then finds it in its cache."""
    product = cake["product"]
    variants = {
        f"{w}.{f}" if f else str(w): f"products/{product.id}/a-{w}.{f or 'jpg'}"
        for w in (400, 800, 1200)
        for f in ("avif", "webp", "")
    }
    product.images = [ProductImage(image_path=variants["1200"], variants=variants, name="tort.jpg")]
    await db_session.flush()

    html = (await client.get(f"/user-service/seo/product-body/{product.id}")).text

    sizes = "(min-width: 1240px) 600px, (min-width: 900px) 50vw, 100vw"
    stem = f"/media/products/{product.id}/a"
    srcset = lambda ext: f"{stem}-400.{ext} 400w, {stem}-800.{ext} 800w, {stem}-1200.{ext} 1200w"  # noqa: E731
    assert (
        f'<picture><source type="image/avif" srcset="{srcset("avif")}" sizes="{sizes}" />'
        f'<source type="image/webp" srcset="{srcset("webp")}" sizes="{sizes}" />'
        f'<img src="{test_settings.public_url}{stem}-1200.jpg" alt="Tort Diplomat &lt;Clasic&gt;"'
        f' srcset="{srcset("jpg")}" sizes="{sizes}" width="1200" height="900" fetchpriority="high"'
    ) in html


async def test_the_sitemap_lists_categories_and_available_products_and_follows_the_last_key(
    client, db_session, cake, test_settings
):
    first = await client.get("/user-service/seo/sitemap.xml")

    assert first.status_code == 200 and first.headers["content-type"].startswith("application/xml")
    assert f"<loc>{test_settings.public_url}/meniu?category=torturi</loc>" in first.text
    assert f"<loc>{test_settings.public_url}/meniu/{cake['product'].id}</loc>" in first.text
    assert f"/meniu/{cake['hidden'].id}<" not in first.text
    etag = first.headers["etag"]
    assert (await client.get("/user-service/seo/sitemap.xml", headers={"If-None-Match": etag})).status_code == 304

    await bump_last_key(db_session)
    again = await client.get("/user-service/seo/sitemap.xml", headers={"If-None-Match": etag})
    assert again.status_code == 200 and again.headers["etag"] != etag


def _photo(product_id: int, stem: str, *, formats=("avif", "webp", "")) -> ProductImage:
    variants = {
        f"{w}.{f}" if f else str(w): f"products/{product_id}/{stem}-{w}.{f or 'jpg'}" for w in (400, 800, 1200) for f in formats
    }
    return ProductImage(image_path=variants["1200"], variants=variants, name=f"{stem}.jpg")


async def test_the_menu_page_preloads_the_photos_its_first_cards_fetch_first(client, db_session, business):
    """/meniu's head gets (SSI) the preloads of the photos the app fetches first: the
    first two cards of the first grid, i.e. of the first category in menu order that is not a
    special one (a gallery) and has products; each the AVIF its <picture> picks at the card's
    sizes (PICTURE_SIZES.card), or its JPEG widths, or its one file."""
    gallery = await make_category(db_session, "Torturi la comandă", "la-comanda", special_category=True, sort_order=0)
    empty = await make_category(db_session, "Înghețată", "inghetata", sort_order=1)
    cakes = await make_category(db_session, "Prăjituri", "prajituri", sort_order=2)
    later = await make_category(db_session, "Patiserie", "patiserie", sort_order=3)
    await make_product(db_session, empty, "Înghețată retrasă", available=False)
    special = await make_product(db_session, gallery, "Tort de nuntă")
    first = await make_product(db_session, cakes, "Amandină", sort_order=0)
    second = await make_product(db_session, cakes, "Ecler", sort_order=1)
    third = await make_product(db_session, cakes, "Savarină", sort_order=2)
    other = await make_product(db_session, later, "Croissant")
    for product in (special, first, third, other):
        product.images = [_photo(product.id, "a")]
    second.images = [_photo(second.id, "b", formats=("",))]  # stored before the AVIF/WebP files
    await db_session.flush()

    html = (await client.get("/user-service/seo/menu-photos")).text

    sizes = "(max-width: 767.98px) 50vw, 320px"

    def srcset(product, stem: str, ext: str) -> str:
        return ", ".join(f"/media/products/{product.id}/{stem}-{w}.{ext} {w}w" for w in (400, 800, 1200))

    assert html.split("\n    ") == [
        f'<link rel="preload" as="image" type="image/avif" imagesrcset="{srcset(first, "a", "avif")}" imagesizes="{sizes}" fetchpriority="high" />',
        f'<link rel="preload" as="image" imagesrcset="{srcset(second, "b", "jpg")}" imagesizes="{sizes}" fetchpriority="high" />',
    ]


async def test_the_menu_page_preloads_nothing_for_cards_without_a_photo_or_an_empty_menu(client, db_session, business):
    assert (await client.get("/user-service/seo/menu-photos")).text == ""
    category = await make_category(db_session, "Prăjituri", "prajituri")
    plain = await make_product(db_session, category, "Amandină", sort_order=0)
    single = await make_product(db_session, category, "Ecler", sort_order=1)
    single.images = [ProductImage(image_path=f"products/{single.id}/unu.jpg", variants=None, name="unu.jpg")]
    await db_session.flush()
    assert plain.images == []

    html = (await client.get("/user-service/seo/menu-photos")).text

    assert html == f'<link rel="preload" as="image" href="/media/products/{single.id}/unu.jpg" fetchpriority="high" />'
