"""Order messages both services show."""

ORDER_NOT_FOUND = "Comanda nu a fost găsită."
