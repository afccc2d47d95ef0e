"""The Romanian words of a custom cake's money: refusals, notes in the request's history, mails
(tests import them too)."""

REQUEST_NOT_FOUND = "Cererea de tort nu a fost găsită."
NOT_QUOTED = "Cererea nu are o ofertă care să poată fi acceptată acum."
NOT_LATEST_QUOTE = "Oferta a fost înlocuită de una nouă. Vă rugăm să citiți oferta actualizată."
QUOTE_EXPIRED = "Oferta a expirat. Vă rugăm să ne cereți o ofertă nouă."
DAY_FULL = (
    "Ziua aleasă este deja plină: nu mai putem primi alte torturi la comandă pentru această zi. "
    "Vă rugăm să ne contactați pentru a alege altă zi."
)
QUOTE_USED = "Avansul acestei oferte a fost deja plătit și rambursat. Vă rugăm să ne cereți o ofertă nouă."
NO_DEPOSIT = "Oferta nu cere avans: vă rugăm să ne contactați pentru confirmare."
DEPOSIT_PAID = "Avansul a fost deja plătit."
NOTHING_TO_PAY = "Nu există nicio plată de făcut pentru această cerere."
REST_PAID = "Restul a fost deja plătit."
NOT_PAYABLE_REST = "Restul se poate plăti online doar pentru un tort confirmat, înainte de ridicare sau livrare."
TOO_MANY_ATTEMPTS = (
    "Prea multe încercări de plată cu cardul nereușite pentru această cerere. Vă rugăm să ne sunați pentru a plăti altfel."
)
CARD_DECLINED = "Cardul a fost refuzat de bancă. Încercați alt card."
NOT_CANCELLABLE = "Cererea nu mai poate fi anulată."

# The request's history.
DEPOSIT_NOTE = "Avans plătit online: {amount}."
REST_NOTE = "Rest plătit online: {amount}."
REST_UNPAID_NOTE = "Restul nu a putut fi încasat automat de pe card: clientul a primit un link de plată."
LATE_DEPOSIT_NOTE = "Avansul de {amount} a fost plătit după ce cererea s-a închis sau ziua s-a umplut: a fost rambursat integral."
CUSTOMER_CANCEL = "Anulată de client."
LATE_DEPOSIT_REASON = "Avans rambursat: comanda nu mai putea fi primită."
LATE_REST_REASON = "Rest rambursat: comanda a fost anulată înainte de încasare."

# Mails.
RECEIPT_SUBJECT = "Avans primit: tortul dumneavoastră este confirmat"
RECEIPT_TEXT = (
    "Bună ziua, {name}!\n\n"
    "Am primit avansul de {deposit} pentru tortul comandat pentru {moment} (comanda nr. {number}).\n\n"
    "Preț total: {price}. Avans plătit: {deposit}. Rest de plată: {rest}.\n\n"
    "{how}\n\n"
    "Urmăriți cererea aici: {link}\n"
)
REST_AT_PICKUP = "Restul se plătește la ridicare sau la livrare, numerar sau cu cardul."
REST_CARD_AUTO = "Restul va fi încasat automat de pe cardul folosit, cu {hours} ore înainte de ridicare sau livrare."
REST_RECEIPT_SUBJECT = "Plata restului pentru tort a fost primită"
REST_RECEIPT_TEXT = (
    "Bună ziua, {name}!\n\nAm primit restul de {rest} pentru tortul comandat pentru {moment}. "
    "Tortul este plătit integral ({price}).\n\nUrmăriți cererea aici: {link}\n"
)
REST_UNPAID_SUBJECT = "Plata restului pentru tort nu a reușit"
REST_UNPAID_TEXT = (
    "Bună ziua, {name}!\n\n"
    "Nu am putut încasa automat restul de {rest} pentru tortul comandat pentru {moment}: {why}\n\n"
    "Vă rugăm să plătiți online, cu cardul, de aici: {link}\n\n"
    "(Dacă nu sunteți autentificat în cont, deschideți linkul privat primit când ați trimis cererea.) "
    "Puteți plăti și la ridicare sau la livrare.\n"
)
NEEDS_AUTHENTICATION = "banca cere confirmarea plății de către dumneavoastră (3-D Secure)."
LATE_DEPOSIT_SUBJECT = "Avansul pentru tort a fost rambursat"
LATE_DEPOSIT_TEXT = (
    "Bună ziua, {name}!\n\nAvansul de {deposit} pentru tortul comandat pentru {moment} a fost plătit după ce oferta "
    "s-a închis sau ziua s-a umplut, așa că nu am putut confirma comanda. Vă rambursăm integral {deposit} pe card.\n\n"
    "Detalii: {link}\n"
)
