"""The Romanian messages of custom cake requests (tests import them too)."""

NOT_FOUND = "Cererea de tort nu a fost găsită."
NOT_CONFIGURED = "Momentan nu primim cereri de torturi la comandă."

# --- the form ---------------------------------------------------------------------------------
DATE_REQUIRED = "Data evenimentului este obligatorie (AAAA-LL-ZZ)."
TIME_REQUIRED = "Ora de ridicare sau de livrare este obligatorie (HH:mm)."
SERVINGS_RULE = "Numărul de porții trebuie să fie un număr întreg între 1 și {maximum}."
FLAVOUR_REQUIRED = "Alegeți aroma tortului."
FILLING_REQUIRED = "Alegeți umplutura tortului."
FLAVOUR_UNKNOWN = "Aroma „{value}” nu este în lista noastră. Alegeți una dintre: {choices}."
FILLING_UNKNOWN = "Umplutura „{value}” nu este în lista noastră. Alegeți una dintre: {choices}."
BUDGET_INVALID = "Bugetul trebuie să fie o sumă în lei, de exemplu 350 sau 350,50."
RESTAURANT_REFUSED = "Un tort la comandă se ridică de la cofetărie sau se livrează la domiciliu."
LEAD_TIME = "Un tort la comandă se cere cu cel puțin {lead} înainte. Cea mai apropiată zi posibilă: {day}."
INSCRIPTION_NAME = "tort"

# --- the photos -------------------------------------------------------------------------------
TOO_MANY_PHOTOS = "Puteți trimite cel mult {maximum} fotografii."
PHOTO_WRONG_TYPE = (
    "Fișierul „{name}” nu este o imagine acceptată. Sunt acceptate doar imagini JPEG, PNG și WebP (jpg, jpeg, png, webp)."
)
PHOTO_TOO_LARGE = "Imaginea „{name}” depășește dimensiunea maximă de {megabytes} MB."

# --- changes ----------------------------------------------------------------------------------
MESSAGE_REQUIRED = "Scrieți ce doriți să schimbăm."
CHANGES_CLOSED = "Cererea nu mai poate fi modificată: este {status}."
CHANGES_LOCKED = (
    "Cererea nu mai poate fi modificată după {day}, data stabilită în ofertă. Pentru orice schimbare, vă rugăm să ne sunați."
)

# How the customer reads a status in a refusal ("este anulată").
STATUS_WORDS = {
    "REQUESTED": "în așteptarea ofertei",
    "QUOTED": "cu ofertă trimisă",
    "ACCEPTED": "confirmată",
    "LOCKED": "în pregătire",
    "DELIVERED": "livrată",
    "DECLINED": "refuzată",
    "EXPIRED": "expirată",
    "CANCELLED": "anulată",
}
