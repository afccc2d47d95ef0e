"""Words of the demo bakery's custom cakes: what customers asked for and what the bakery answered."""

# (servings, what the customer described, inscription, allergies, budget in lei or None)
ASKED = [
    (
        20,
        "Tort cu două etaje pentru botez, alb cu flori de zahăr roz și un îngeraș în vârf.",
        "Botezul Sofiei",
        "Fără nuci, vă rog.",
        600,
    ),
    (12, "Tort pentru aniversarea de 7 ani, tema Minecraft, în nuanțe de verde.", "La mulți ani, Matei!", None, 350),
    (
        30,
        "Tort de nuntă pe trei etaje, naked cake cu fructe de pădure și flori naturale.",
        "Ana & Radu",
        "Unul dintre invitați e alergic la arahide.",
        1200,
    ),
    (16, "Tort cu figurine din fondant: o pisică și un cățel, pentru o fetiță de 5 ani.", "Maia, 5 ani", None, None),
    (
        10,
        "Tort simplu, elegant, cu glazură oglindă, pentru aniversarea părinților.",
        "40 de ani împreună",
        "Fără gluten dacă se poate.",
        300,
    ),
    (24, "Tort pentru petrecerea firmei, cu logo-ul nostru imprimat pe blat.", "Mulțumim, echipa!", None, 700),
    (8, "Tort mic, în formă de inimă, cu trandafiri din cremă.", "Te iubesc", None, 200),
    (14, "Tort cu tema fotbal, minge și gazon verde, pentru un băiat de 10 ani.", "Hai, Andrei!", "Fără colorant roșu.", None),
    (18, "Tort pentru majorat, negru cu auriu, cu cifrele 18 din ciocolată.", "18 ani, Ioana", None, 500),
    (12, "Tort pentru prima împărtășanie, alb cu o cruciuliță din ciocolată albă.", "Amintire Sfânta Împărtășanie", None, 400),
    (
        22,
        "Tort cu etaje pentru cumetrie, decor cu baloane și ursuleți.",
        "Bun venit, David!",
        "Fără lactoză pentru un etaj, dacă se poate.",
        800,
    ),
    (10, "Tort cu unicorn și curcubeu, culori pastel.", "La mulți ani, Irina!", None, 280),
]

# What a quote says it includes.
INCLUDED = [
    "Tortul cu decorul descris, cutie și suport de carton, lumânările incluse.",
    "Tortul pe etaje, decor din fondant și flori din zahăr; cutie inclusă.",
    "Tortul cu figurinile din fondant modelate de mână; cutie și lumânare cu cifră.",
]

# The customer asks for a change of a quote.
CHANGE_ASKED = "Se poate fără fondant, doar cu cremă, și puțin mai ieftin? Am prefera și ciocolată albă la decor."
CHANGED_QUOTE = "Tortul cu decor din cremă și ciocolată albă (fără fondant); cutie inclusă."
DECLINED = "Ne pare rău, în acea zi avem deja toate torturile pe care le putem face. Vă putem propune ziua următoare."
CANCELLED = "Petrecerea s-a amânat, nu mai avem nevoie de tort. Mulțumim!"
REFUNDED = "Anulată de client înainte de termenul de anulare gratuită: avansul restituit integral."
STAFF_NOTE = "Am vorbit la telefon: figurinele le facem în culorile din poză."
