"""What the customer, the staff and the mails read about an online card payment."""

from bakery_shared.models import CardPaymentState

# The card's refusal, by Stripe's decline or error code; anything else reads as DECLINED.
DECLINED = "Plata cu cardul nu a reușit. Încercați din nou sau folosiți alt card."
DECLINES = {
    "card_declined": "Cardul a fost refuzat de bancă. Încercați alt card.",
    "generic_decline": "Cardul a fost refuzat de bancă. Încercați alt card.",
    "insufficient_funds": "Fonduri insuficiente pe card. Încercați alt card.",
    "expired_card": "Cardul a expirat. Încercați alt card.",
    "incorrect_cvc": "Codul de securitate (CVC) nu este corect.",
    "incorrect_number": "Numărul cardului nu este corect.",
    "invalid_expiry_year": "Anul de expirare al cardului nu este valid.",
    "invalid_expiry_month": "Luna de expirare a cardului nu este validă.",
    "processing_error": "Banca nu a putut procesa plata acum. Încercați din nou.",
    "payment_intent_authentication_failure": ("Autentificarea 3-D Secure nu a reușit. Încercați din nou sau folosiți alt card."),
}
UNAVAILABLE = "Plata online cu cardul nu este disponibilă acum. Încercați din nou în câteva minute."

# The payment's state in plain Romanian, on the panel, the ticket, the order page and the mails.
STATE_NAMES = {
    CardPaymentState.AWAITING: "Plată online în așteptare",
    CardPaymentState.AUTHORIZED: "Plată autorizată (se încasează la acceptarea comenzii)",
    CardPaymentState.CAPTURED: "Plătit online cu cardul",
    CardPaymentState.PARTIALLY_REFUNDED: "Plătit online, rambursat parțial",
    CardPaymentState.REFUNDED: "Plată rambursată",
    CardPaymentState.RELEASED: "Plată anulată (suma a fost deblocată pe card)",
    CardPaymentState.EXPIRED: "Plată neefectuată",
}


def decline_message(code: str | None) -> str:
    return DECLINES.get(code or "", DECLINED)
