"""The official RO e-Factura business rules (EN 16931 with CIUS-RO 1.0.9, compiled to XSLT, as ANAF
publishes them and phive-rules packages them: `rules/`, Apache 2.0) run on an invoice's XML.

Every `svrl:failed-assert` with `flag="fatal"` is a reason ANAF would refuse the document, and so is
every fatal `svrl:successful-report` (the rules write a few checks, such as Bucharest's sector and
the ISO county code, BR-RO-100/110, as reports of what is wrong): the tests assert there are none, and the local e-Factura stand-in refuses a document that has one.
Compiling the stylesheet takes about a second, so it is compiled once per process."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
import threading
import xml.etree.ElementTree as ElementTree

RULES = Path(__file__).parent / "rules" / "EN16931-CIUS_RO-UBL-validation-1.0.9.xslt"
ANAF_EXAMPLES = Path(__file__).parent / "rules" / "anaf-examples"
SVRL = "{http://purl.oclc.org/dsdl/svrl}"

# SaxonC's processor is not safe to share between threads that transform at once.
_lock = threading.Lock()


@dataclass(frozen=True)
class FailedAssert:
    rule: str  # "BR-RO-010", "BR-CO-15"
    flag: str  # "fatal" or "warning"
    location: str
    text: str

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text} ({self.location})"


@lru_cache(maxsize=1)
def _stylesheet():  # type: ignore[no-untyped-def]
    from saxonche import PySaxonProcessor

    processor = PySaxonProcessor(license=False)
    compiled = processor.new_xslt30_processor().compile_stylesheet(stylesheet_file=str(RULES))
    return processor, compiled


def failed_asserts(xml: str | bytes) -> list[FailedAssert]:
    """Every rule the document breaks, fatal or warning, as the official rules report them."""
    text = xml.decode("utf-8") if isinstance(xml, bytes) else xml
    with _lock:
        processor, compiled = _stylesheet()
        node = processor.parse_xml(xml_text=text)
        report = compiled.transform_to_string(xdm_node=node)
    root = ElementTree.fromstring(report.encode("utf-8"))
    found = []
    for failed in root.iter():
        if failed.tag not in (f"{SVRL}failed-assert", f"{SVRL}successful-report"):
            continue
        message = failed.find(f"{SVRL}text")
        found.append(
            FailedAssert(
                rule=failed.get("id", ""),
                flag=failed.get("flag", ""),
                location=failed.get("location", ""),
                text=" ".join((message.text or "").split()) if message is not None else "",
            )
        )
    return found


def fatal_failures(xml: str | bytes) -> list[FailedAssert]:
    """The reasons ANAF would refuse this document: empty for one it accepts."""
    return [failed for failed in failed_asserts(xml) if failed.flag == "fatal"]
