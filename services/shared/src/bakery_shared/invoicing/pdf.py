"""Placeholder until the real renderer lands: a one-page PDF naming the document."""

from fpdf import FPDF

from .document import Document


def render_pdf(document: Document) -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=12)
    pdf.cell(text=f"Factura {document.number}")
    return bytes(pdf.output())
