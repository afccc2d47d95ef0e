"""The Romanian messages of the order's lifecycle (tests import them too)."""

from bakery_shared.models import OrderStatus

PREP_TIME_REQUIRED = "Vă rugăm să selectați un timp de pregătire pentru comandă."
PREP_TIME_INVALID = "Timpul de pregătire ales nu este unul dintre cele permise."
PACKAGE_COST_INVALID = "Vă rugăm să introduceți un cost valid pentru ambalaje."
REASON_REQUIRED = "Motivul anulării comenzii este obligatoriu."
STATUS_NAMES = {
    OrderStatus.NEW: "nouă",
    OrderStatus.CONFIRMED: "acceptată",
    OrderStatus.REJECTED: "respinsă",
    OrderStatus.DELIVERED: "livrată",
    OrderStatus.SCHEDULED: "programată",
}
CANNOT_ACCEPT = "Comanda nu mai poate fi acceptată: este deja {status}."
CANNOT_DELIVER = "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este {status}."
CANNOT_REJECT = "Comanda nu mai poate fi respinsă: este deja {status}."
UNANSWERED_SUBJECT = "Comandă fără răspuns"
