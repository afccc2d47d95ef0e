"""The Romanian messages of placing an order (tests import them too)."""

NOT_CONFIGURED = "Magazinul nu primește comenzi momentan."

# --- the cart -------------------------------------------------------------------------------
EMPTY_CART = "Coșul este gol. Adăugați cel puțin un produs."
LINE_KIND = "Fiecare linie trebuie să fie un produs (cu dimensiune) sau o promoție."
PRODUCT_NOT_FOUND = "Produsul nu mai există în meniu."
DIMENSION_NOT_FOUND = "Dimensiunea aleasă nu există pentru acest produs."
PRODUCT_UNAVAILABLE = "Produsul „{name}” nu este disponibil momentan."
DIMENSION_UNAVAILABLE = "„{name}” nu este disponibil momentan."
SPECIAL_PRODUCT = "Produsul „{name}” se comandă doar telefonic."
BELOW_MINIMUM_COUNT = "Pentru „{name}” se pot comanda minimum {minimum} bucăți."
UNKNOWN_EXTRA = "Ingredientul „{extra}” nu există pentru produsul „{name}”."
NO_MESSAGE_ALLOWED = "Produsul „{name}” nu acceptă un mesaj personalizat."
STOCK_NONE = "Stoc insuficient pentru „{name}”: produsul nu mai este pe stoc."
STOCK_ONE = "Stoc insuficient pentru „{name}”: mai este 1 bucată."
STOCK_SOME = "Stoc insuficient pentru „{name}”: mai sunt {left} bucăți."
UNPAID_HOLDS_FULL = (
    "Aveți deja {count} comenzi cu plata online neplătite pentru produse cu stoc limitat. "
    "Plătiți comanda începută sau alegeți plata la ridicare; plata online a acestor produse "
    "va fi din nou disponibilă în cel mult {minutes} min."
)

# --- method, moment, place -------------------------------------------------------------------
SERVICE_OFF = {
    "PICKUP": "Ridicarea personală nu este disponibilă momentan.",
    "DELIVERY": "Livrarea la domiciliu nu este disponibilă momentan.",
    "RESTAURANT": "Rezervările nu sunt disponibile momentan.",
    "PRE_ORDER": "Precomenzile nu sunt disponibile momentan.",
}
ASAP_OFF = "Comanda „cât mai repede” nu este disponibilă pentru această opțiune. Vă rugăm să alegeți data și ora."
ASAP_CLOSED = "Acum suntem închiși. Vă rugăm să alegeți o dată și o oră din program."
MOMENT_PAST = "Momentul ales a trecut deja."
MOMENT_OUTSIDE_SCHEDULE = "Momentul ales este în afara programului. Vă rugăm să alegeți o oră din program."
MOMENT_HOLIDAY = "În ziua aleasă suntem închiși ({name}). Vă rugăm să alegeți altă zi."
MOMENT_TOO_SOON = "Comanda trebuie plasată cu cel puțin {minimum} înainte."
MOMENT_TOO_LATE = "Comanda se poate plasa cu cel mult {maximum} înainte."
PICKUP_LOCATION_REQUIRED = "Vă rugăm să alegeți punctul de ridicare."
PICKUP_LOCATION_UNKNOWN = "Punctul de ridicare ales nu există."
# A category picked up at its own point (figurine cakes at the laboratory): the customer may not
# choose another, and one order cannot be picked up from two places.
PICKUP_LOCATION_FIXED = "Produsele din categoria „{category}” se ridică doar de la {point}."
PICKUP_LOCATIONS_MIXED = "Produsele din coș se ridică de la puncte diferite ({points}); plasați comenzi separate."
MINIMUM_ORDER = "Comanda minimă pentru livrare este de {minimum} RON (fără taxa de livrare)."

# --- payment -------------------------------------------------------------------------------
PAYMENT_OFF = {
    "CASH": "Plata în numerar nu este disponibilă.",
    "CARD": "Plata cu cardul nu este disponibilă.",
    "CASH_CARD": "Plata combinată (numerar și card) nu este disponibilă.",
    "ONLINE": "Plata online cu cardul nu este disponibilă.",
}
PAYMENT_SPLIT = "Suma plătită în numerar și cea plătită cu cardul trebuie să dea împreună totalul comenzii ({total} RON)."
PAYMENT_AMOUNT = "Suma trebuie să fie un număr pozitiv."

# --- contact data --------------------------------------------------------------------------
FIRST_NAME_REQUIRED = "Prenumele este obligatoriu."
LAST_NAME_REQUIRED = "Numele este obligatoriu."
STREET_REQUIRED = "Strada este obligatorie."
NUMBER_REQUIRED = "Numărul străzii este obligatoriu."
CITY_REQUIRED = "Localitatea este obligatorie."

# --- idempotency ---------------------------------------------------------------------------
IDEMPOTENCY_KEY_INVALID = "Cheia de idempotență trebuie să aibă între 1 și 100 de caractere."
IDEMPOTENCY_KEY_REUSED = "Această cheie a fost folosită deja pentru o altă comandă. Reîncărcați pagina și încercați din nou."

# --- the kitchen's limits and delivery zones ---------------------------------------------
LEAD_TIME = "„{name}” se comandă cu cel puțin {lead} înainte. Cea mai apropiată zi posibilă: {day}."
LEAD_TIME_ASAP = "„{name}” se comandă cu cel puțin {lead} înainte: vă rugăm să alegeți data și ora."
NOT_MADE_ON = "„{name}” nu se pregătește {weekday}. Vă rugăm să alegeți altă zi."
CAPACITY_FULL = "Pentru {day} nu mai putem pregăti „{name}”: capacitatea zilei este atinsă. Vă rugăm să alegeți altă zi."
CAPACITY_SOME = (
    "Pentru {day} mai putem pregăti doar {left} din „{name}”. Vă rugăm să micșorați cantitatea sau să alegeți altă zi."
)
MESSAGE_TOO_LONG = "Mesajul pentru „{name}” poate avea cel mult {maximum} (ați scris {length})."


def how_many(count: int, one: str, many: str) -> str:
    """Romanian counting: 1 bucată, 5 bucăți, 20 de bucăți."""
    if count == 1:
        return f"1 {one}"
    return f"{count} de {many}" if count % 100 >= 20 or (count >= 100 and count % 100 == 0) else f"{count} {many}"


# Why a day is not offered (the checkout's day list).
DAY_HOLIDAY = "Închis: {name}."
DAY_CLOSED = "Nu lucrăm în această zi."
DAY_ZONE_NOT_SERVED = "Zona „{zone}” nu este deservită în această zi."
DAY_LEAD_TIME = "„{name}” se comandă cu cel puțin {lead} înainte."
DAY_TOO_SOON = "Prea curând pentru o comandă nouă."
DAY_FULL = "Ziua este plină pentru „{name}”."
