"""The Romanian messages of answering a booking (tests import them too)."""

RESERVATION_NOT_FOUND = "Rezervarea nu a fost găsită."
ALREADY_ANSWERED = "Rezervarea este deja {status}."
REASON_REQUIRED = "Motivul refuzului este obligatoriu."
REASON_TOO_LONG = "Motivul poate avea cel mult 1000 de caractere."
SEATS_RULE = "Numărul de locuri pe interval trebuie să fie între 1 și 500."
SLOT_RULE = "Intervalul trebuie să fie de 15, 30, 60, 90 sau 120 de minute."
SETTINGS_SAVED = "Datele au fost salvate cu succes!"
