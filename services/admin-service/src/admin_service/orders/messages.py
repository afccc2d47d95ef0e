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
    OrderStatus.AWAITING_PAYMENT: "în așteptarea plății online",
    OrderStatus.PAYMENT_EXPIRED: "anulată (plata online nu a fost făcută la timp)",
}
CANNOT_ACCEPT = "Comanda nu mai poate fi acceptată: este deja {status}."
CANNOT_DELIVER = "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este {status}."
CANNOT_REJECT = "Comanda nu mai poate fi respinsă: este deja {status}."
AWAITING_PAYMENT_REFUSAL = "Comanda așteaptă încă plata online cu cardul; apare în panou după ce plata este autorizată."
PAYMENT_EXPIRED_REFUSAL = "Comanda a fost anulată: plata online cu cardul nu a fost făcută la timp."
UNANSWERED_SUBJECT = "Comandă fără răspuns"

# Online card payment, as the panel shows it.
UNANSWERED_REJECTION = "Comanda nu a primit răspuns la timp; plata a fost anulată."
REFUND_NOT_POSSIBLE = "Doar o plată online cu cardul, încasată și nerambursată integral, poate fi rambursată."
REFUND_AMOUNT_INVALID = "Introduceți o sumă de rambursat mai mare decât zero, cu cel mult două zecimale."
REFUND_OVER_REST = "Suma de rambursat depășește ce a rămas de rambursat din plată ({rest})."
REFUND_REASON_REQUIRED = "Motivul rambursării este obligatoriu."
REFUND_ALREADY_MADE = (
    "Această rambursare a fost deja făcută acum câteva secunde (aceeași sumă, același motiv); nu s-a mai rambursat nimic. "
    "Dacă doriți încă o rambursare, scrieți un alt motiv."
)

# How an order is paid, on the kitchen's list: money still to collect, or where the online payment is.
TO_COLLECT_CASH = "De încasat numerar la {at}"
TO_COLLECT_CARD = "De încasat cu cardul la {at}"
TO_COLLECT_BOTH = "De încasat la {at}: numerar {cash} și cu cardul {card}"
AT_PICKUP, AT_DELIVERY = "ridicare", "livrare"
