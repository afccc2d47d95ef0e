"""Which required fields of the invoicing setup are still empty, by their Romanian labels."""

from bakery_shared.models import InvoicingSetup

REQUIRED = (
    ("legal_name", "denumirea firmei"),
    ("cui", "codul fiscal (CUI)"),
    ("registration_number", "numărul de la Registrul Comerțului"),
    ("street_address", "adresa sediului"),
    ("city", "localitatea"),
    ("county", "județul"),
    ("series", "seria facturilor"),
)


def missing_fields(setup: InvoicingSetup) -> list[str]:
    return [label for column, label in REQUIRED if not getattr(setup, column)]
