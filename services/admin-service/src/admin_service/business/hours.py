"""Opening hours as the admin saves them: the wording the storefront reads back
(bakery_shared.business.schedule parses it)."""

from datetime import time


def format_hours(opening: time, closing: time) -> str:
    """The stored wording: 'HH:mm - HH:mm'."""
    return f"{opening:%H:%M} - {closing:%H:%M}"
