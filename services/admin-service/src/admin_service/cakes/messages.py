"""The Romanian words of the staff's side of custom cakes (tests import them too)."""

from bakery_shared.models import CakeRequestStatus

S = CakeRequestStatus

STATUS_NAMES = {
    S.REQUESTED: "în așteptarea ofertei",
    S.QUOTED: "cu ofertă trimisă",
    S.ACCEPTED: "acceptată (avans plătit)",
    S.LOCKED: "blocată pentru modificări",
    S.DELIVERED: "predată",
    S.DECLINED: "refuzată",
    S.EXPIRED: "expirată",
    S.CANCELLED: "anulată",
}

REQUEST_NOT_FOUND = "Cererea de tort nu a fost găsită."
PHOTO_NOT_FOUND = "Fotografia nu a fost găsită."

# Quote.
CANNOT_QUOTE = "Oferta se trimite doar pentru o cerere care așteaptă oferta sau are deja o ofertă; aceasta este {status}."
EVENT_TOO_CLOSE = "Ziua evenimentului este astăzi sau a trecut: nu se mai poate trimite o ofertă."
PRICE_INVALID = "Introduceți un preț mai mare decât zero, în lei, cu cel mult două zecimale."
PERCENT_INVALID = "Procentul avansului trebuie să fie un număr între 0 și 100, cu cel mult două zecimale."
DESCRIPTION_REQUIRED = "Scrieți ce include prețul."
DESCRIPTION_TOO_LONG = "Descrierea poate avea cel mult 2000 de caractere."
DATE_INVALID = "Data nu este validă (AAAA-LL-ZZ)."
VALID_UNTIL_PAST = "Oferta trebuie să fie valabilă cel puțin până astăzi."
VALID_UNTIL_AFTER_EVENT = "Oferta trebuie să expire înainte de ziua evenimentului."
LOCK_DATE_PAST = "Data după care cererea nu se mai poate modifica nu poate fi în trecut."
LOCK_DATE_AFTER_EVENT = "Data după care cererea nu se mai poate modifica trebuie să fie înainte de ziua evenimentului."

# Decline.
CANNOT_DECLINE = "Se poate refuza doar o cerere care așteaptă oferta sau are o ofertă trimisă; aceasta este {status}."
REASON_REQUIRED = "Motivul refuzului este obligatoriu."
REASON_TOO_LONG = "Motivul poate avea cel mult 1000 de caractere."

# Delivered.
CANNOT_DELIVER = "Doar un tort cu avansul plătit poate fi marcat ca predat; această cerere este {status}."
REST_PAID_WITH_INVALID = "Restul se poate încasa doar numerar (CASH) sau cu cardul (CARD)."
REST_PAID_WITH_REQUIRED = "Alegeți cum a fost încasat restul de {rest}: numerar sau cu cardul."
REST_ALREADY_PAID = "Restul a fost deja plătit online cu cardul; nu alegeți o metodă de plată."
NO_REST = "Tortul a fost plătit integral prin avans; nu alegeți o metodă de plată."

# Setup.
PERCENT_RULE = "Procentul trebuie să fie un număr între 0 și 100, cu cel mult două zecimale."
DAYS_RULE = "Numărul de zile trebuie să fie un număr întreg între 0 și 365."
HOURS_RULE = "Numărul de ore trebuie să fie un număr întreg între 0 și 720."
CAKES_PER_DAY_RULE = "Numărul de torturi pe zi trebuie să fie un număr întreg între 1 și 1000, sau gol (fără limită)."
NAMES_RULE = "Lista trebuie să aibă între 1 și 30 de nume."
NAME_RULE = "Fiecare nume trebuie să aibă între 1 și 80 de caractere."
NAME_TWICE = "Numele „{name}” apare de două ori în listă."

# Mails.
QUOTE_SUBJECT = "Oferta pentru tortul dumneavoastră din {day}"
DECLINED_SUBJECT = "Cererea pentru tortul din {day} nu a putut fi acceptată"
REMINDER_SUBJECT = "Mâine, {day}: tortul dumneavoastră"
WAITING_SUBJECT = "Cerere de tort fără ofertă: {name}, {day}"

# The change recorded by the system.
EXPIRED_NOTE = "Oferta nu a fost acceptată până la data de valabilitate."
LOCKED_NOTE = "A trecut data după care cererea nu se mai poate modifica."
