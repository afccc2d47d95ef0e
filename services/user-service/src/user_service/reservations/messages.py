"""The Romanian messages of booking a table (tests import them too)."""

from bakery_shared.rules.email import EMAIL_RULE as EMAIL_INVALID
from bakery_shared.rules.phone import PHONE_RULE as PHONE_INVALID
from bakery_shared.rules.text import TEXT_TOO_LONG

__all__ = ["EMAIL_INVALID", "PHONE_INVALID", "TEXT_TOO_LONG"]

BOOKED = "Rezervarea a fost trimisa cu succes!"
FULL_NAME_REQUIRED = "Numele complet este obligatoriu."
DATE_REQUIRED = "Data rezervării este obligatorie (AAAA-LL-ZZ)."
TIME_REQUIRED = "Ora rezervării este obligatorie (HH:mm)."
PEOPLE_RULE = "Numărul de persoane trebuie să fie între 1 și 5, sau 10 pentru „5+”."

BOOKING_OFF = "Rezervările nu sunt disponibile momentan."
MOMENT_PAST = "Momentul ales a trecut deja."
MOMENT_HOLIDAY = "În ziua aleasă suntem închiși ({name}). Vă rugăm să alegeți altă zi."
MOMENT_OUTSIDE_SCHEDULE = "Ora aleasă este în afara programului. Vă rugăm să alegeți o oră din program."
MOMENT_TOO_SOON = "Rezervarea trebuie făcută cu cel puțin {minimum} înainte."
MOMENT_TOO_LATE = "Rezervarea se poate face cu cel mult {maximum} înainte."
FULL = "Nu mai avem locuri pentru {people} la ora {time} pe {day}."
FULL_TRY = FULL + " Cele mai apropiate ore libere: {free}."
FULL_NO_OTHER = FULL + " În această zi nu mai avem locuri libere; vă rugăm să alegeți altă zi."
