"""The Romanian messages of paying an order online by card (tests import them too)."""

NOT_AWAITING_PAYMENT = "Comanda nu mai așteaptă plata."
HOLD_LAPSED = "Timpul pentru plată a expirat. Vă rugăm să plasați comanda din nou."
NOT_ONLINE = "Comanda nu se plătește online cu cardul."
EXPIRY_SUBJECT = "Autorizarea plății cu cardul expiră curând: comanda nr. {number}"
EXPIRY_TEXT = (
    "Plata cu cardul a comenzii nr. {number} ({amount}) a fost autorizată la {authorized} și nu a fost "
    "încă încasată. Stripe păstrează o autorizare cel mult 7 zile: acceptați comanda (plata se încasează "
    "atunci) sau respingeți-o (suma se deblochează pe cardul clientului).\n\n{link}\n"
)
