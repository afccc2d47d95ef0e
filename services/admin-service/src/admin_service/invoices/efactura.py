"""The one door to ANAF's RO e-Factura REST API (https://api.anaf.ro/prod/FCTEL/rest, OAuth2 bearer
token): upload a document, ask for its state, download ANAF's answer, list the messages of a CUI.

The same code talks to the local stand-in (bakery_devtools/efactura_server.py) in the tests: only
EFACTURA_API_URL differs. Whatever goes wrong (no answer in time, a 4xx/5xx, an answer that is not
what ANAF documents, ANAF's own `Errors` element) is one `EfacturaError`; `refused` tells the
filing job that ANAF read the request and said no (trying the same again would not help), and
`maybe_received` that the request may have reached ANAF even though no answer came back (a timeout,
a 5xx), so an upload must not simply be sent again."""

from dataclasses import dataclass
import io
from types import TracebackType
from typing import Self
import xml.etree.ElementTree as ElementTree
import zipfile

import httpx

from bakery_shared.models import InvoiceKind
from bakery_shared.settings import Settings

# ANAF's `standard` parameter of an upload, by what the document is.
STANDARDS = {InvoiceKind.INVOICE: "UBL", InvoiceKind.CREDIT_NOTE: "CN"}
# stareMesaj's `stare`: "in prelucrare" until ANAF has processed the upload.
IN_PROCESSING = "in prelucrare"
FINAL_STATES = ("ok", "nok")


class EfacturaError(Exception):
    def __init__(self, message: str, *, refused: bool = False, maybe_received: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.refused = refused
        self.maybe_received = maybe_received


@dataclass(frozen=True)
class UploadState:
    state: str  # "in prelucrare" | "ok" | "nok"
    download_id: str | None
    message: str | None


@dataclass(frozen=True)
class Message:
    """One entry of listaMesajeFactura."""

    id: str  # the download id
    upload_id: str  # id_solicitare
    kind: str  # tip: "FACTURA TRIMISA", "ERORI FACTURA", ...
    cif: str
    created: str  # data_creare, yyyyMMddHHmm
    details: str


def _attributes(body: bytes) -> tuple[dict[str, str], list[str]]:
    """The root's attributes and ANAF's `Errors/@errorMessage` texts of an XML answer."""
    try:
        root = ElementTree.fromstring(body)
    except ElementTree.ParseError as error:
        raise EfacturaError(f"ANAF a răspuns cu un XML ilizibil: {error}") from None
    errors = [e.get("errorMessage", "") for e in root.iter() if e.tag.rsplit("}", 1)[-1] == "Errors"]
    return dict(root.attrib), errors


class Efactura:
    def __init__(
        self, base_url: str, token: str, *, timeout: float = 30.0, transport: httpx.AsyncBaseTransport | None = None
    ) -> None:
        self._client = httpx.AsyncClient(
            base_url=base_url.rstrip("/") + "/",
            headers={"Authorization": f"Bearer {token}"},
            timeout=httpx.Timeout(timeout, connect=10.0),
            transport=transport,
        )

    @classmethod
    def from_settings(cls, settings: Settings) -> Self:
        return cls(settings.efactura_api_url, settings.efactura_access_token)

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._client.aclose()

    async def _call(self, method: str, path: str, **kwargs) -> httpx.Response:  # type: ignore[no-untyped-def]
        try:
            response = await self._client.request(method, path, **kwargs)
        except (httpx.ConnectError, httpx.ConnectTimeout) as error:
            raise EfacturaError(f"ANAF nu poate fi contactat ({type(error).__name__}).") from error
        except httpx.HTTPError as error:
            raise EfacturaError(f"ANAF nu a răspuns ({type(error).__name__}).", maybe_received=True) from error
        if response.status_code in (401, 403):
            raise EfacturaError(f"ANAF a refuzat accesul (HTTP {response.status_code}): tokenul e-Factura nu este valid.")
        if response.status_code != 200:
            raise EfacturaError(f"ANAF a răspuns cu HTTP {response.status_code}.", maybe_received=response.status_code >= 500)
        return response

    async def upload(self, xml: str, kind: InvoiceKind, cif: str) -> str:
        """Files the document for the seller `cif` (digits); returns ANAF's upload id (index_incarcare)."""
        response = await self._call(
            "POST",
            "upload",
            params={"standard": STANDARDS[kind], "cif": cif},
            content=xml.encode("utf-8"),
            headers={"Content-Type": "text/plain"},
        )
        attributes, errors = _attributes(response.content)
        if attributes.get("ExecutionStatus") != "0" or not attributes.get("index_incarcare"):
            raise EfacturaError("; ".join(errors) or "ANAF nu a primit documentul.", refused=bool(errors))
        return attributes["index_incarcare"]

    async def state(self, upload_id: str) -> UploadState:
        response = await self._call("GET", "stareMesaj", params={"id_incarcare": upload_id})
        attributes, errors = _attributes(response.content)
        state = attributes.get("stare")
        if state is None:
            raise EfacturaError("; ".join(errors) or "ANAF nu a spus starea încărcării.", refused=bool(errors))
        if state in FINAL_STATES and not attributes.get("id_descarcare"):
            raise EfacturaError(f"ANAF a spus starea „{state}” fără răspunsul de descărcat.")
        return UploadState(state, attributes.get("id_descarcare"), "; ".join(errors) or None)

    async def download(self, download_id: str) -> bytes:
        """ANAF's answer as a ZIP: the signed invoice (ok) or its error XML (nok)."""
        response = await self._call("GET", "descarcare", params={"id": download_id})
        if not response.content.startswith(b"PK"):
            raise EfacturaError(_json_error(response) or "ANAF nu a trimis arhiva răspunsului.", refused=True)
        return response.content

    async def list_messages(self, days: int, cif: str) -> list[Message]:
        """The messages of the last `days` (1..60) for `cif`; none is an empty list, not an error."""
        response = await self._call("GET", "listaMesajeFactura", params={"zile": max(1, min(60, days)), "cif": cif})
        try:
            body = response.json()
        except ValueError:
            raise EfacturaError("ANAF a răspuns la lista mesajelor cu altceva decât JSON.") from None
        return [
            Message(
                id=str(item.get("id", "")),
                upload_id=str(item.get("id_solicitare", "")),
                kind=str(item.get("tip", "")),
                cif=str(item.get("cif", "")),
                created=str(item.get("data_creare", "")),
                details=str(item.get("detalii", "")),
            )
            for item in body.get("mesaje") or []
        ]


def _json_error(response: httpx.Response) -> str | None:
    try:
        return str(response.json().get("eroare") or "") or None
    except ValueError:
        return None


CBC = "{urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2}"
CAC = "{urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2}"


def seller_cui(xml: str) -> str:
    """The seller's CUI the document carries (VAT id `RO…`, else its legal registration), digits
    only: ANAF's `cif` of the upload must be this one. Empty when the document has none (ANAF then
    refuses the upload, and the refusal is shown on the invoice)."""
    try:
        party = ElementTree.fromstring(xml.encode("utf-8")).find(f"{CAC}AccountingSupplierParty/{CAC}Party")
    except ElementTree.ParseError:
        return ""
    if party is None:
        return ""
    for path in (f"{CAC}PartyTaxScheme/{CBC}CompanyID", f"{CAC}PartyLegalEntity/{CBC}CompanyID"):
        found = party.find(path)
        if found is not None and found.text and found.text.strip():
            return "".join(ch for ch in found.text if ch.isdigit())
    return ""


def _answer_files(answer: bytes) -> list[tuple[str, bytes]]:
    try:
        with zipfile.ZipFile(io.BytesIO(answer)) as archive:
            return [(name, archive.read(name)) for name in archive.namelist() if name.lower().endswith(".xml")]
    except zipfile.BadZipFile:
        return []


def filed_number(answer: bytes) -> str | None:
    """The invoice number (cbc:ID) of the document inside an "ok" answer ZIP; None for another answer."""
    for name, body in _answer_files(answer):
        if name.rsplit("/", 1)[-1].startswith("semnatura"):
            continue
        try:
            root = ElementTree.fromstring(body)
        except ElementTree.ParseError:
            continue
        number = root.findtext(f"{CBC}ID")
        if number:
            return number.strip()
    return None


def refusal_text(answer: bytes) -> str:
    """ANAF's reasons in a "nok" answer ZIP (each `Error/@errorMessage`), one a line."""
    reasons = []
    for _name, body in _answer_files(answer):
        try:
            root = ElementTree.fromstring(body)
        except ElementTree.ParseError:
            continue
        reasons += [e.get("errorMessage", "") for e in root.iter() if e.tag.rsplit("}", 1)[-1] == "Error"]
    return "\n".join(r for r in reasons if r) or "ANAF a respins factura fără să spună motivul."
