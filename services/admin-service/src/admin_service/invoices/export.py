"""A period's invoices as one ZIP of their XML files, named as ANAF's SPV expects one upload each:
for filing by hand while the shop has no e-Factura credentials."""

from datetime import date
import io
import zipfile


def zip_name(start: date, end: date) -> str:
    return f"facturi-{start.isoformat()}-{end.isoformat()}.zip"


def xml_zip(files: list[tuple[str, str]]) -> bytes:
    """(number, XML) pairs as a ZIP of {number}.xml files."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for number, xml in files:
            archive.writestr(f"{number}.xml", xml.encode("utf-8"))
    return buffer.getvalue()
