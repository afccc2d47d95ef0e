"""What the invoicing setup says when it refuses, in Romanian."""

LEGAL_NAME_LIMIT = "Denumirea firmei poate avea cel mult 200 de caractere."
SERIES_RULE = "Seria facturilor are 1-10 litere mari sau cifre, de exemplu CFS."
VAT_RATE_RULE = "Cota TVA este un procent între 0 și 99,99, de exemplu 21 sau 11."
CATEGORY_UNKNOWN = "Categoria {id} nu există."
CATEGORY_TWICE = "Categoria {id} apare de mai multe ori."
POSTAL_CODE_RULE = "Codul poștal are 6 cifre, de exemplu 550165."
CANNOT_ENABLE = "Facturarea nu poate fi pornită până nu completezi: {fields}."
