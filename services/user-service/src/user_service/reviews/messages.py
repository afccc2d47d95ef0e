"""The Romanian messages of reviews (tests import them too)."""

SENT = "Vă mulțumim pentru părere! O vom publica după ce o citim."
RATING_RULE = "Alegeți o notă între 1 și 5 stele."
TEXT_RULE = "Scrieți câteva cuvinte despre comandă (cel mult 1000 de caractere)."
ORDER_NOT_YOURS = "Comanda nu a fost găsită printre comenzile dumneavoastră."
NOT_DELIVERED = "Puteți scrie o părere după ce comanda a fost livrată."
ALREADY_REVIEWED = "Ați trimis deja o părere pentru această comandă."
