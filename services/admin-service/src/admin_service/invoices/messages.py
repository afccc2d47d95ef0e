"""What the invoice calls say when they refuse, in Romanian."""

INVOICE_NOT_FOUND = "Factura nu a fost găsită."
PERIOD_REVERSED = "Data de sfârșit nu poate fi înaintea datei de început."
PERIOD_REQUIRED = "Alege perioada: data de început și data de sfârșit."
PERIOD_TOO_LONG = "Perioada exportată poate avea cel mult 366 de zile."
INVOICING_OFF = "Facturarea nu este pornită în setări."
ORDER_NOT_INVOICED = "O comandă respinsă nu se facturează."
NOT_CAPTURED_YET = "Comanda este plătită online: factura se emite când comanda este acceptată și plata încasată."
