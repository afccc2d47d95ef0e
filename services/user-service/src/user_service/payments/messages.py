"""The Romanian messages of paying an order online by card (tests import them too)."""

NOT_AWAITING_PAYMENT = "Comanda nu mai așteaptă plata."
HOLD_LAPSED = "Timpul pentru plată a expirat. Vă rugăm să plasați comanda din nou."
TOO_MANY_ATTEMPTS = (
    "Prea multe încercări de plată cu cardul nereușite pentru această comandă. Vă rugăm să ne sunați "
    "pentru a o plăti altfel, sau să plasați comanda din nou cu plata la ridicare sau la livrare."
)
TOO_MANY_DECLINES = (
    "Prea multe carduri refuzate într-un timp scurt. Vă rugăm să încercați din nou peste {minutes} minute, "
    "sau să plasați comanda cu plata la ridicare sau la livrare."
)
NOT_ONLINE = "Comanda nu se plătește online cu cardul."
EXPIRY_SUBJECT = "Autorizarea plății cu cardul expiră curând: comanda nr. {number}"
EXPIRY_TEXT = (
    "Plata cu cardul a comenzii nr. {number} ({amount}) a fost autorizată la {authorized} și nu a fost "
    "încă încasată. Stripe păstrează o autorizare cel mult 7 zile: acceptați comanda (plata se încasează "
    "atunci) sau respingeți-o (suma se deblochează pe cardul clientului).\n\n{link}\n"
)
