"""Found by search engines: what a crawler that runs no JavaScript reads of a product
page, and the sitemap of the menu.

The gateway serves /meniu/{id} as the app shell with two server-side includes from here: the
head (title, description, canonical address, Open Graph, schema.org Product/Offer) and the body
(name, description, price, photo) that the app replaces once it runs. The sitemap lists every
category and available product, answered with an ETag of the last-key (304 while nothing changed).
"""

from datetime import datetime
from html import escape
import json

from fastapi import APIRouter, Request, Response
from fastapi.responses import HTMLResponse

from bakery_shared.db import SessionDep
from bakery_shared.dependencies import SettingsDep
from bakery_shared.last_key import read_last_key
from bakery_shared.menu.repository import MenuRepository
from bakery_shared.menu.schemas import ProductOut, ProductSummaryOut, lowest_price, product_out, product_summary_out
from bakery_shared.params import PathId

public_router = APIRouter(prefix="/seo", tags=["seo"])

SHOP = "Cofetăria Dulce Sibiu"
DESCRIPTION_LENGTH = 155


def _price(value) -> str:
    return f"{value:.2f}".replace(".", ",")


def _absolute(base: str, link: str | None) -> str | None:
    if not link:
        return None
    return link if link.startswith("http") else f"{base.rstrip('/')}{link}"


# What JSON in a <script> element must not carry raw: "<" would let "</script>" or "<!--<script>"
# (a product's name) end the element or swallow the app's own script; ">" and "&" complete the
# rule of JSON in HTML (the web app's StructuredData follows the same one). JSON reads each escape
# back as the same character.
SCRIPT_ESCAPES = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def json_for_script(data: object) -> str:
    """`data` as JSON that is safe inside an HTML <script> element."""
    return json.dumps(data, ensure_ascii=False).translate(SCRIPT_ESCAPES)


def product_json_ld(product: ProductOut, base: str, low) -> str:
    image = _absolute(base, product.imagesLinks[0].imageLink if product.imagesLinks else None)
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": product.name,
        "description": product.description or product.name,
        "url": f"{base.rstrip('/')}/meniu/{product.id}",
        "category": product.category.name,
        **({"image": [image]} if image else {}),
        "brand": {"@type": "Brand", "name": SHOP},
        **(
            {
                "offers": {
                    "@type": "Offer",
                    "price": f"{low:.2f}",
                    "priceCurrency": "RON",
                    "availability": "https://schema.org/InStock"
                    if product.available and not product.outOfStock
                    else "https://schema.org/OutOfStock",
                    "url": f"{base.rstrip('/')}/meniu/{product.id}",
                }
            }
            if low is not None
            else {}
        ),
    }
    return json_for_script(data)


async def _product(session, product_id: int) -> tuple[ProductOut, object] | None:
    product = await MenuRepository(session).product(product_id, available_only=True)
    if product is None:
        return None
    return product_out(product, public=True), lowest_price(product.dimensions, available_only=True)


@public_router.get("/product-head/{product_id}", response_class=HTMLResponse, summary="A product page's head (for crawlers)")
async def product_head(product_id: PathId, session: SessionDep, settings: SettingsDep) -> HTMLResponse:
    found = await _product(session, product_id)
    if found is None:
        return HTMLResponse("", status_code=200)
    product, low = found
    base = settings.public_url
    title = f"{product.name} — {SHOP}"
    description = (product.description or product.name).strip()
    if low is not None:
        description = f"{description} De la {_price(low)} RON."
    if len(description) > DESCRIPTION_LENGTH:
        description = description[: DESCRIPTION_LENGTH - 1].rstrip() + "…"
    image = _absolute(base, product.imagesLinks[0].imageLink if product.imagesLinks else None)
    url = f"{base.rstrip('/')}/meniu/{product.id}"
    parts = [
        f"<title>{escape(title)}</title>",
        f'<meta name="description" content="{escape(description)}" />',
        f'<link rel="canonical" href="{escape(url)}" />',
        '<meta property="og:type" content="product" />',
        f'<meta property="og:title" content="{escape(title)}" />',
        f'<meta property="og:description" content="{escape(description)}" />',
        f'<meta property="og:url" content="{escape(url)}" />',
        *([f'<meta property="og:image" content="{escape(image)}" />'] if image else []),
        f'<script type="application/ld+json">{product_json_ld(product, base, low)}</script>',
    ]
    return HTMLResponse("\n    ".join(parts))


# How wide the product page draws its photo: the web app's PICTURE_SIZES.main
# (web/src/features/menu/components/product-picture.tsx). Both must agree for the browser to pick
# the same file for the written-in photo and the app's.
MAIN_PHOTO_SIZES = "(min-width: 1240px) 600px, (min-width: 900px) 50vw, 100vw"


def photo_html(product: ProductOut, base: str) -> str:
    """The product's first photo as the app draws it: a <picture> of its AVIF/WebP/JPEG sources at
    the page's width, fetched first. The browser finds it in the HTML and fetches the file the app
    will show while the app's scripts are still coming (it is the product page's largest paint,
    what the page's loading speed is judged by); a crawler reads the JPEG of `src`."""
    if not product.imagesLinks:
        return ""
    image = product.imagesLinks[0]
    sizes = escape(MAIN_PHOTO_SIZES)
    jpeg = next((s for s in image.sources if s.type == "image/jpeg"), None)
    sources = "".join(
        f'<source type="{escape(s.type)}" srcset="{escape(s.srcset)}" sizes="{sizes}" />' for s in image.sources if s is not jpeg
    )
    srcset = f' srcset="{escape(jpeg.srcset)}" sizes="{sizes}"' if jpeg else ""
    img = (
        f'<img src="{escape(_absolute(base, image.imageLink) or "")}" alt="{escape(product.name)}"{srcset}'
        ' width="1200" height="900" fetchpriority="high" style="max-width:100%;height:auto" />'
    )
    return f"<picture>{sources}{img}</picture>"


@public_router.get("/product-body/{product_id}", response_class=HTMLResponse, summary="A product page's content (for crawlers)")
async def product_body(product_id: PathId, session: SessionDep, settings: SettingsDep) -> HTMLResponse:
    found = await _product(session, product_id)
    if found is None:
        return HTMLResponse("", status_code=200)
    product, low = found
    parts = [
        '<main class="seo-product">',
        f"<h1>{escape(product.name)}</h1>",
        f"<p>{escape(product.description)}</p>" if product.description else "",
        f"<p>Preț: de la {_price(low)} RON</p>" if low is not None else "",
        photo_html(product, settings.public_url),
        f'<p><a href="/meniu?category={escape(product.category.value)}">{escape(product.category.name)}</a></p>',
        "</main>",
    ]
    return HTMLResponse("".join(p for p in parts if p))


# How wide a menu card draws its photo, and how many cards of the menu's first grid fetch theirs
# first: the web app's PICTURE_SIZES.card and PRIORITY_CARDS (web/src/features/menu/components/
# product-picture.tsx, product-grid.tsx). The preload must ask for the very file the card picks.
CARD_PHOTO_SIZES = "(max-width: 767.98px) 50vw, 320px"
PRIORITY_CARDS = 2


def photo_preload(product: ProductSummaryOut, sizes: str) -> str:
    """A <link rel=preload> of the file a card's <picture> will pick: its first source (AVIF, so a
    browser that reads no AVIF skips it, as its <picture> does), else the JPEG widths, else the
    one file there is."""
    if product.imageSources:
        source = product.imageSources[0]
        kind = "" if source.type == "image/jpeg" else f' type="{escape(source.type)}"'
        where = f' imagesrcset="{escape(source.srcset)}" imagesizes="{escape(sizes)}"'
    else:
        link = product.thumbnailLink or product.imageLink
        if not link:
            return ""
        kind, where = "", f' href="{escape(link)}"'
    return f'<link rel="preload" as="image"{kind}{where} fetchpriority="high" />'


@public_router.get(
    "/menu-photos", response_class=HTMLResponse, summary="The whole menu's first photos, preloaded (for /meniu's head)"
)
async def menu_photos(session: SessionDep) -> HTMLResponse:
    """/meniu's largest paint (what its loading speed is judged by) is its first card's photo, which
    the app can only ask for once the products have come and it has run. The gateway writes this
    into /meniu's head (SSI), so the browser fetches those photos with the HTML. The cards are those
    the app fetches first: the first grid of the whole menu (its first category, in menu order, that
    is not a special one and has products), its first PRIORITY_CARDS products."""
    menu = MenuRepository(session)
    grids: dict[int, list] = {}
    for product in await menu.menu_products(search=None, category=None):
        grids.setdefault(product.category_id, []).append(product)
    categories = await menu.categories()
    first_grid = next((grids[c.id] for c in categories if not c.special_category and c.id in grids), [])
    links = (photo_preload(product_summary_out(p), CARD_PHOTO_SIZES) for p in first_grid[:PRIORITY_CARDS])
    return HTMLResponse("\n    ".join(link for link in links if link))


def _lastmod(moment: datetime | None) -> str:
    return f"<lastmod>{moment:%Y-%m-%d}</lastmod>" if moment else ""


@public_router.get(
    "/sitemap.xml",
    summary="Sitemap of the menu: every category and available product (ETag: the last-key)",
    responses={200: {"content": {"application/xml": {}}}, 304: {"description": "Neschimbat de la ultima citire."}},
)
async def sitemap(request: Request, session: SessionDep, settings: SettingsDep) -> Response:
    key = await read_last_key(session)
    etag = f'"sitemap-{key}"'
    headers = {"ETag": etag, "Cache-Control": "public, max-age=0, must-revalidate"}
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    menu = MenuRepository(session)
    base = settings.public_url.rstrip("/")
    urls = [
        f"<url><loc>{escape(base)}/meniu?category={escape(c.value)}</loc><changefreq>daily</changefreq></url>"
        for c in await menu.categories()
    ]
    for product in await menu.menu_products(search=None, category=None):
        urls.append(
            f"<url><loc>{escape(base)}/meniu/{product.id}</loc>{_lastmod(product.updated_at)}<changefreq>weekly</changefreq></url>"
        )
    body = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
    body += "\n".join(urls) + "\n</urlset>\n"
    return Response(body, media_type="application/xml", headers=headers)
