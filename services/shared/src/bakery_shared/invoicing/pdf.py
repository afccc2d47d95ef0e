"""Placeholder until the real PDF renderer lands on main."""

from .document import Document


def render_pdf(document: Document) -> bytes:
    return b"%PDF-placeholder"
