"""Words of the demo bakery's past: the names, streets and sentences its customers and staff wrote."""

FIRST_NAMES = [
    "Andrei", "Alexandru", "Mihai", "Ioan", "Vlad", "Radu", "Cristian", "Bogdan", "Florin", "Sorin",
    "Adrian", "Daniel", "Gabriel", "Horia", "Lucian", "Marius", "Ovidiu", "Paul", "Răzvan", "Tudor",
    "Maria", "Elena", "Ioana", "Ana", "Andreea", "Cristina", "Diana", "Gabriela", "Irina", "Laura",
    "Mihaela", "Monica", "Oana", "Raluca", "Roxana", "Simona", "Teodora", "Alina", "Bianca", "Carmen",
    "Daniela", "Georgiana", "Iulia", "Larisa", "Loredana", "Nicoleta", "Otilia", "Ramona", "Sânziana", "Anca",
]  # fmt: skip

LAST_NAMES = [
    "Popescu", "Ionescu", "Popa", "Dumitru", "Stan", "Stoica", "Gheorghe", "Matei", "Ciobanu", "Rusu",
    "Munteanu", "Moldovan", "Oprea", "Lazăr", "Dinu", "Florea", "Constantin", "Marin", "Tudor", "Barbu",
    "Nistor", "Suciu", "Cozma", "Avram", "Toma", "Sas", "Bucur", "Roman", "Vlad", "Crăciun",
    "Hanzu", "Boca", "Bratu", "Cârstea", "Dobre", "Enache", "Frățilă", "Grigore", "Husar", "Mihăilă",
    "Neagu", "Olariu", "Pavel", "Raț", "Șerban", "Tănase", "Ungureanu", "Vasilescu", "Zamfir", "Șandru",
]  # fmt: skip

MAIL_DOMAINS = ["gmail.com", "yahoo.com", "yahoo.ro", "outlook.com", "icloud.com", "mail.ro"]

# Streets per delivery zone, and the zone's localities with their postal codes.
STREETS = {
    "Sibiu": [
        "Str. Nicolae Bălcescu", "Bd. Victoriei", "Str. Mihai Viteazu", "Calea Dumbrăvii", "Str. Rahovei",
        "Bd. Mihai Viteazu", "Str. Ștefan cel Mare", "Calea Cisnădiei", "Str. Lungă", "Str. Semaforului",
        "Str. Ștrandului", "Str. Doamna Stanca", "Str. Avram Iancu", "Str. Turnișorului", "Bd. Corneliu Coposu",
    ],
    "Șelimbăr": ["Str. Mihai Viteazu", "Str. Florilor", "Str. Vasile Milea", "Str. Dealului"],
    "Cisnădie": ["Str. Cetății", "Str. Măgurii", "Str. Fabricii", "Str. Arinilor"],
}  # fmt: skip
LOCALITIES = {
    "Sibiu": [("Sibiu", "550159"), ("Sibiu", "550245"), ("Sibiu", "550372"), ("Sibiu", "550024")],
    "Șelimbăr": [("Șelimbăr", "557260"), ("Mohu", "557260"), ("Veștem", "557260")],
    "Cisnădie": [("Cisnădie", "555300"), ("Cisnădioara", "555300")],
}

ORDER_NOTES = [
    "Vă rog să sunați la interfon, apartamentul 12.",
    "Tortul este pentru o aniversare, vă rog cu lumânare.",
    "Las banii la portar dacă nu sunt acasă.",
    "Ridic după ora 17.",
    "Fără nuci, copilul este alergic.",
    "Vă rog să ambalați separat prăjiturile.",
]

REJECTION_REASONS = [
    "Nu mai avem produsul pentru ora cerută; vă rugăm să comandați pentru mâine.",
    "Adresa este în afara zonei noastre de livrare.",
    "Nu am reușit să vă contactăm la numărul de telefon dat.",
    "Laboratorul are capacitatea completă pentru ziua aleasă.",
]

REFUND_REASONS = [
    "Decorul tortului s-a deteriorat la livrare.",
    "O cutie de prăjituri a lipsit din comandă.",
    "Livrare întârziată cu peste o oră.",
]

# (rating, text) pairs; the low ones are those the owner sometimes hides.
REVIEWS = [
    (5, "Cel mai bun tort de ciocolată din Sibiu! A fost un succes la aniversare."),
    (5, "Prăjituri proaspete, livrare la timp și curierul foarte amabil. Recomand!"),
    (5, "Cozonacul ca la bunica. Comandăm de fiecare sărbătoare."),
    (5, "Macarons superbe, frumos ambalate, perfecte pentru cadou."),
    (4, "Foarte bune, doar că livrarea a întârziat un sfert de oră."),
    (4, "Tortul diplomat a fost delicios, porția puțin mică pentru preț."),
    (5, "Croissantele sunt exact ca în Franța. Revin sigur."),
    (4, "Gust excelent, dar aș fi vrut mai multe opțiuni fără zahăr."),
    (5, "Comandă simplă pe site, am ridicat-o din centru în 30 de minute."),
    (3, "Bune prăjiturile, dar frișca nu a fost foarte proaspătă."),
    (5, "Tortul Red Velvet a arătat ca în poză. Mulțumim!"),
    (4, "Înghețata artizanală merită încercată, mai ales cea de fistic."),
    (2, "Comanda a venit incompletă, dar au rezolvat repede la telefon."),
    (1, "Am așteptat o oră în plus pentru livrare. Nu e în regulă."),
    (3, "Produse bune, însă ambalajul s-a deformat pe drum."),
]

RESERVATION_NOTES = [
    "Aniversare, avem nevoie de un loc pentru tort.",
    "Dacă se poate, o masă la geam.",
    "Venim cu un cărucior de copil.",
    None,
    None,
]

RESERVATION_DECLINE = "Din păcate, toate mesele sunt ocupate la ora aleasă."

NEWSLETTER_SUBJECT = "Noutăți din cofetărie și un cod de reducere"
NEWSLETTER_CONTENT = (
    "Dragi prieteni ai Cofetăriei Dulce, în vitrina noastră au apărut torturi noi: ciocolată cu zmeură, "
    "fistic cu vișine și un diplomat cu fructe de sezon. Cu codul DULCE15 primiți 15% reducere la comenzile de peste 100 RON. Vă așteptăm!"
)
