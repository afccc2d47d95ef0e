"""`python -m bakery_devtools.efactura_server --port PORT [--token T] [--store FILE]`: a local
stand-in of ANAF's RO e-Factura REST API, for the tests and the browser tests (never for `make run`'s
real filing: with no credentials the shop uploads nothing).

It answers the calls the shop makes, as ANAF documents them (the Swagger pages linked from
mfinante.gov.ro/static/10/eFactura/), under `/prod/FCTEL/rest` as ANAF's own base URL has it:
- `POST upload?standard=UBL|CN&cif=CUI` (body: the XML) → `<header ExecutionStatus="0" index_incarcare="…"/>`,
  or `ExecutionStatus="1"` with `<Errors errorMessage="…"/>` for what ANAF refuses at the door
  (an unknown standard, a `cif` that is not the seller's CUI in the document, an unreadable XML);
- `GET stareMesaj?id_incarcare=` → `<header stare="in prelucrare"/>` on the first call for an upload,
  then its final state: `stare="ok"` or `"nok"`, with `id_descarcare`;
- `GET descarcare?id=` → a ZIP: for ok, the invoice XML and a signature file; for nok, an error XML
  with one `<Error errorMessage="…"/>` per rule the document breaks;
- `GET listaMesajeFactura?zile=1..60&cif=` → JSON `{"mesaje": [...]}` of the processed uploads
  (listing counts as the time ANAF takes: every upload is processed by then).

Every call needs `Authorization: Bearer TOKEN` (401 otherwise). The document is checked with the same
official CIUS-RO rules the tests use (`bakery_devtools.einvoice.fatal_failures`): one fatal failed
assert and the upload ends "nok" with the rules' texts as ANAF's message.

Not ANAF's: `GET /_local/uploads` (no token) lists what was uploaded, so a test can count uploads of
one invoice number. The store lives in memory; `--store FILE` keeps it as JSON across restarts.
"""

from __future__ import annotations

import argparse
import asyncio
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
import io
import json
import os
from pathlib import Path
import xml.etree.ElementTree as ElementTree
from xml.sax.saxutils import quoteattr
import zipfile

from aiohttp import web

from .einvoice import fatal_failures

PREFIX = "/prod/FCTEL/rest"
DEFAULT_TOKEN = "efactura-local-token"
CBC = "{urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2}"
CAC = "{urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2}"
ROOTS = {
    "UBL": "{urn:oasis:names:specification:ubl:schema:xsd:Invoice-2}Invoice",
    "CN": "{urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2}CreditNote",
}
UPLOAD_NS = "mfp:anaf:dgti:spv:respUploadFisier:v1"
STATE_NS = "mfp:anaf:dgti:efactura:stareMesajFactura:v1"
ERRORS_NS = "mfp:anaf:dgti:efactura:mesajEroriFactuta:v1"


@dataclass
class Upload:
    id: str
    cif: str
    standard: str
    number: str  # the document's cbc:ID, for `/_local/uploads`
    buyer: str
    xml: str
    created_at: str  # ISO 8601, UTC
    outcome: str  # "ok" | "nok": decided at upload, told from the second stareMesaj on
    download_id: str
    errors: list[str]
    polled: int = 0
    processed: bool = False


class Store:
    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.uploads: dict[str, Upload] = {}
        self.next_id = 5_000_000_001
        if path is not None and path.exists():
            kept = json.loads(path.read_text())
            self.next_id = kept["next_id"]
            self.uploads = {u["id"]: Upload(**u) for u in kept["uploads"]}

    def new_id(self) -> str:
        self.next_id += 1
        return str(self.next_id)

    def save(self) -> None:
        if self.path is None:
            return
        partial = self.path.with_name(self.path.name + ".tmp")
        partial.write_text(json.dumps({"next_id": self.next_id, "uploads": [asdict(u) for u in self.uploads.values()]}))
        os.replace(partial, self.path)

    def by_download_id(self, download_id: str) -> Upload | None:
        return next((u for u in self.uploads.values() if u.download_id == download_id and u.processed), None)


def seller_cui(root: ElementTree.Element) -> str:
    """The seller's CUI as filed (VAT id `RO…` or legal registration), digits only."""
    party = root.find(f"{CAC}AccountingSupplierParty/{CAC}Party")
    if party is None:
        return ""
    for path in (f"{CAC}PartyTaxScheme/{CBC}CompanyID", f"{CAC}PartyLegalEntity/{CBC}CompanyID"):
        found = party.find(path)
        if found is not None and found.text and found.text.strip():
            return "".join(ch for ch in found.text if ch.isdigit())
    return ""


def buyer_id(root: ElementTree.Element) -> str:
    party = root.find(f"{CAC}AccountingCustomerParty/{CAC}Party")
    if party is None:
        return ""
    for path in (f"{CAC}PartyTaxScheme/{CBC}CompanyID", f"{CAC}PartyLegalEntity/{CBC}CompanyID"):
        found = party.find(path)
        if found is not None and found.text:
            return "".join(ch for ch in found.text if ch.isdigit())
    return ""


def _rule_text(rule: str, text: str) -> str:
    return text if text.startswith(f"[{rule}]") else f"[{rule}] {text}"


def upload_answer(upload_id: str | None = None, error: str | None = None) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%d%H%M")
    if error is not None:
        return (
            f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<header xmlns="{UPLOAD_NS}" '
            f'dateResponse="{stamp}" ExecutionStatus="1"><Errors errorMessage={quoteattr(error)}/></header>'
        )
    return (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<header xmlns="{UPLOAD_NS}" '
        f'dateResponse="{stamp}" ExecutionStatus="0" index_incarcare="{upload_id}"/>'
    )


def state_answer(*, stare: str | None = None, download_id: str | None = None, error: str | None = None) -> str:
    head = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<header xmlns="{STATE_NS}"'
    if error is not None:
        return f"{head}><Errors errorMessage={quoteattr(error)}/></header>"
    extra = f' id_descarcare="{download_id}"' if download_id else ""
    return f'{head} stare="{stare}"{extra}/>'


def answer_zip(upload: Upload) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        if upload.outcome == "ok":
            archive.writestr(f"{upload.id}.xml", upload.xml)
            archive.writestr(
                f"semnatura_{upload.id}.xml",
                '<?xml version="1.0" encoding="UTF-8"?>\n<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">'
                f"<SignedInfo/><SignatureValue>local-stand-in-{upload.id}</SignatureValue></Signature>",
            )
        else:
            errors = "".join(f"<Error errorMessage={quoteattr(text)}/>" for text in upload.errors)
            archive.writestr(
                f"{upload.id}.xml",
                f'<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="{ERRORS_NS}" Index_incarcare="{upload.id}" '
                f'Cif_emitent="{upload.cif}">{errors}</header>',
            )
    return buffer.getvalue()


def message_of(upload: Upload) -> dict[str, str]:
    created = datetime.fromisoformat(upload.created_at).strftime("%Y%m%d%H%M")
    ok = upload.outcome == "ok"
    return {
        "data_creare": created,
        "cif": upload.cif,
        "id_solicitare": upload.id,
        "detalii": (
            f"Factura cu id_incarcare={upload.id} emisa de cif_emitent={upload.cif} pentru cif_beneficiar={upload.buyer}"
            if ok
            else f"Erori de validare identificate la factura primita cu id_incarcare={upload.id}"
        ),
        "tip": "FACTURA TRIMISA" if ok else "ERORI FACTURA",
        "id": upload.download_id,
    }


def refusal(standard: str, cif: str, root: ElementTree.Element | None) -> str | None:
    """What ANAF refuses at the door, before reading the document's rules; None when it takes it."""
    if standard not in ROOTS:
        return "Valorile acceptate pentru parametrul standard sunt UBL, CN, CII sau RASP"
    if not cif.isdigit():
        return f"CIF introdus= {cif} nu este un numar"
    if root is None:
        return "Fisierul transmis nu este un XML valid"
    if root.tag != ROOTS[standard]:
        return f"Fisierul transmis nu corespunde standardului {standard}"
    seller = seller_cui(root)
    if seller != cif:
        return f"CIF introdus= {cif} nu corespunde cu CIF-ul vanzatorului din factura ({seller or 'lipsa'})"
    return None


def _xml(text: str) -> web.Response:
    return web.Response(text=text, content_type="application/xml", charset="utf-8")


class StandIn:
    def __init__(self, token: str, store: Store) -> None:
        self.token = token
        self.store = store

    @web.middleware
    async def bearer(self, request: web.Request, handler):  # type: ignore[no-untyped-def]
        if request.path.startswith(PREFIX) and request.headers.get("Authorization", "") != f"Bearer {self.token}":
            body = {"timestamp": datetime.now(UTC).isoformat(), "status": 401, "error": "Unauthorized", "message": "Unauthorized"}
            return web.json_response(body, status=401)
        return await handler(request)

    async def upload(self, request: web.Request) -> web.Response:
        standard, cif = request.query.get("standard", ""), request.query.get("cif", "").strip()
        body = await request.read()
        try:
            root: ElementTree.Element | None = ElementTree.fromstring(body)
        except ElementTree.ParseError:
            root = None
        refused = refusal(standard, cif, root)
        if refused is not None or root is None:
            return _xml(upload_answer(error=refused))
        failures = await asyncio.to_thread(fatal_failures, body)
        upload_id = self.store.new_id()
        self.store.uploads[upload_id] = Upload(
            id=upload_id,
            cif=cif,
            standard=standard,
            number=(root.findtext(f"{CBC}ID") or "").strip(),
            buyer=buyer_id(root),
            xml=body.decode("utf-8"),
            created_at=datetime.now(UTC).isoformat(),
            outcome="nok" if failures else "ok",
            download_id=str(int(upload_id) - 2_000_000_000),
            errors=[f"E: validari globale  eroare: {_rule_text(f.rule, f.text)}" for f in failures],
        )
        self.store.save()
        return _xml(upload_answer(upload_id))

    async def state(self, request: web.Request) -> web.Response:
        upload_id = request.query.get("id_incarcare", "")
        found = self.store.uploads.get(upload_id)
        if found is None:
            return _xml(state_answer(error=f"Nu exista factura cu id_incarcare= {upload_id}"))
        found.polled += 1
        first_look = found.polled == 1 and not found.processed
        found.processed = not first_look
        self.store.save()
        if first_look:
            return _xml(state_answer(stare="in prelucrare"))
        return _xml(state_answer(stare=found.outcome, download_id=found.download_id))

    async def download(self, request: web.Request) -> web.Response:
        download_id = request.query.get("id", "")
        found = self.store.by_download_id(download_id)
        if found is None:
            error = f"Pentru id={download_id} nu exista inregistrata nici o factura"
            return web.json_response({"eroare": error, "titlu": "Descarcare mesaj"})
        return web.Response(
            body=answer_zip(found),
            content_type="application/zip",
            headers={"Content-Disposition": f'attachment; filename="{found.download_id}.zip"'},
        )

    async def messages(self, request: web.Request) -> web.Response:
        cif = request.query.get("cif", "")
        days = request.query.get("zile", "")
        if not days.isdigit() or not 1 <= int(days) <= 60:
            return web.json_response({"eroare": "Numarul de zile trebuie sa fie intre 1 si 60", "titlu": "Lista Mesaje"})
        since = datetime.now(UTC) - timedelta(days=int(days))
        listed = [u for u in self.store.uploads.values() if u.cif == cif and datetime.fromisoformat(u.created_at) >= since]
        for upload in listed:
            upload.processed = True  # what ANAF lists, it has processed
        self.store.save()
        if not listed:
            return web.json_response({"eroare": f"Nu exista mesaje in ultimele {days} zile", "titlu": "Lista Mesaje"})
        title = f"Lista Mesaje disponibile din ultimele {days} zile"
        return web.json_response({"mesaje": [message_of(u) for u in listed], "serial": "local", "cui": cif, "titlu": title})

    async def local_uploads(self, request: web.Request) -> web.Response:
        listed = [{"id": u.id, "cif": u.cif, "number": u.number, "outcome": u.outcome} for u in self.store.uploads.values()]
        return web.json_response({"count": len(listed), "uploads": listed})


def create_app(token: str = DEFAULT_TOKEN, store_path: Path | None = None) -> web.Application:
    stand_in = StandIn(token, Store(store_path))
    app = web.Application(middlewares=[stand_in.bearer], client_max_size=10 * 1024 * 1024)
    app.router.add_post(f"{PREFIX}/upload", stand_in.upload)
    app.router.add_get(f"{PREFIX}/stareMesaj", stand_in.state)
    app.router.add_get(f"{PREFIX}/descarcare", stand_in.download)
    app.router.add_get(f"{PREFIX}/listaMesajeFactura", stand_in.messages)
    app.router.add_get("/_local/uploads", stand_in.local_uploads)
    return app


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--token", default=os.environ.get("EFACTURA_LOCAL_TOKEN", DEFAULT_TOKEN))
    parser.add_argument("--store", type=Path, default=None, help="where the stand-in keeps its uploads (default: memory only)")
    args = parser.parse_args(argv)
    app = create_app(args.token, args.store.resolve() if args.store else None)
    # Loopback only, as every server of `make run`; no access log (it would carry nothing useful).
    web.run_app(app, host="127.0.0.1", port=args.port, access_log=None, print=None)


if __name__ == "__main__":
    main()
