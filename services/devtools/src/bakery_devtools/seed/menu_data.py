"""The demo menu: twelve categories and some thirty products of a Sibiu cake shop."""

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from bakery_shared.models import UNLIMITED_STOCK, MinimumQuantityType

CAKE_SHOP_PICKUP = "Laboratorul Hipodrom"


def _extras(*pairs: tuple[str, str]) -> list[tuple[str, Decimal]]:
    return [(name, Decimal(price)) for name, price in pairs]


CATEGORIES: list[dict[str, Any]] = [
    {
        "name": "Torturi",
        "value": "torturi",
        "preferred_message": True,
        "additional_information": "Torturile întregi se comandă cu cel puțin 2 zile înainte.",
        "extras": _extras(("Fructe de pădure", "12.00"), ("Decor ciocolată", "8.00"), ("Lumânare", "3.00")),
    },
    {"name": "Prăjituri", "value": "prajituri", "extras": _extras(("Frișcă în plus", "4.00"))},
    {"name": "Patiserie", "value": "patiserie"},
    {
        "name": "Cozonaci",
        "value": "cozonaci",
        "additional_information": "Cozonacii se coc în fiecare dimineață, în cantitate limitată.",
    },
    {"name": "Biscuiți și fursecuri", "value": "biscuiti-si-fursecuri"},
    {"name": "Macarons", "value": "macarons"},
    {"name": "Ciocolată artizanală", "value": "ciocolata-artizanala"},
    {
        "name": "Înghețată",
        "value": "inghetata",
        "extras": _extras(("Topping de ciocolată", "3.00"), ("Alune caramelizate", "4.00"), ("Frișcă", "3.00")),
    },
    {"name": "Produse de post", "value": "produse-de-post"},
    {"name": "Fără zahăr", "value": "fara-zahar", "preferred_message": True},
    {"name": "Băuturi", "value": "bauturi"},
    {
        "name": "Torturi figurine și candy bar",
        "value": "torturi-figurine-si-candy-bar",
        "special_category": True,
        "preferred_message": True,
        "pickup_location": CAKE_SHOP_PICKUP,
        "additional_information": (
            "Pentru torturi figurine și candy bar vă rugăm să ne sunați: stabilim împreună modelul, "
            "iar oferta de preț o primiți în aceeași zi."
        ),
    },
]


@dataclass(frozen=True)
class Nutrition:
    """Values per 100 g, as the label prints them."""

    kcal: int
    fat: str
    saturated: str
    carbs: str
    sugars: str
    protein: str
    salt: str

    def label(self, allergens: str) -> str:
        return (
            f"Valori nutriționale la 100 g: valoare energetică {self.kcal} kcal; grăsimi {self.fat} g, din care acizi "
            f"grași saturați {self.saturated} g; glucide {self.carbs} g, din care zaharuri {self.sugars} g; proteine "
            f"{self.protein} g; sare {self.salt} g. Alergeni: {allergens}."
        )


def _size(
    value: str,
    price: str,
    *,
    stock: int | None = None,
    box: str | None = None,
    min_pieces: int | None = None,
) -> dict[str, Any]:
    """A dimension; no stock given means unlimited, no box price means no separate box."""
    return {
        "value": value,
        "price": Decimal(price),
        "stock": UNLIMITED_STOCK if stock is None else stock,
        "stock_unlimited": stock is None,
        "box_needed": box is not None,
        "box_price": Decimal(box) if box is not None else None,
        "minimum_quantity_type": MinimumQuantityType.NUMAR_BUCATI if min_pieces else MinimumQuantityType.NA,
        "minimum_quantity_number": min_pieces,
    }


_CREAM_CAKE = Nutrition(395, "24", "14", "39", "31", "5,2", "0,18").label("lapte, ouă, gluten; poate conține urme de nuci")
_PASTRY = Nutrition(360, "19", "11", "41", "24", "6,1", "0,35").label("gluten, lapte, ouă")
_COOKIES = Nutrition(480, "25", "15", "58", "27", "6,0", "0,30").label("gluten, lapte, ouă, nuci")
_ICE_CREAM = Nutrition(210, "11", "7", "24", "22", "3,5", "0,10").label("lapte, ouă")

PRODUCTS: list[dict[str, Any]] = [
    # Torturi
    {
        "category": "Torturi",
        "name": "Tort de ciocolată belgiană",
        "description": "Blat umed de cacao, mousse de ciocolată belgiană 54% și glazură oglindă. Preferatul sibienilor.",
        "nutri_values": _CREAM_CAKE,
        "standard": False,
        "pre_order": True,
        "allow_preferred_message": True,
        "sizes": [
            _size("1 kg", "145.00", box="10.00"),
            _size("1,5 kg", "215.00", box="12.00"),
            _size("2 kg", "285.00", box="15.00"),
        ],
    },
    {
        "category": "Torturi",
        "name": "Tort diplomat cu fructe",
        "description": "Cremă de vanilie cu frișcă, pandișpan și fructe proaspete de sezon.",
        "nutri_values": _CREAM_CAKE,
        "standard": False,
        "pre_order": True,
        "allow_preferred_message": True,
        "sizes": [
            _size("1 kg", "120.00", box="10.00"),
            _size("1,5 kg", "178.00", box="12.00"),
            _size("2 kg", "235.00", box="15.00"),
        ],
    },
    {
        "category": "Torturi",
        "name": "Tort Red Velvet",
        "description": "Blat catifelat roșu, cremă de brânză mascarpone și o notă discretă de cacao.",
        "nutri_values": _CREAM_CAKE,
        "standard": False,
        "pre_order": True,
        "allow_preferred_message": True,
        "sizes": [_size("1 kg", "150.00", box="10.00"), _size("2 kg", "295.00", box="15.00")],
    },
    {
        "category": "Torturi",
        "name": "Tort Amandina",
        "description": "Varianta de sărbătoare a amandinei clasice: blat însiropat cu rom, cremă de ciocolată și fondant.",
        "nutri_values": _CREAM_CAKE,
        "standard": False,
        "pre_order": True,
        "allow_preferred_message": True,
        "sizes": [_size("1 kg", "135.00", box="10.00"), _size("1,5 kg", "200.00", box="12.00")],
    },
    {
        "category": "Torturi",
        "name": "Tort cu caramel sărat",
        "description": "Blat de vanilie, caramel sărat făcut în casă și cremă de unt cu nuci pecan. Gata de ridicat azi.",
        "nutri_values": _CREAM_CAKE,
        "allow_preferred_message": True,
        "sizes": [_size("1 kg", "148.00", stock=3, box="10.00")],
    },
    # Prăjituri
    {
        "category": "Prăjituri",
        "name": "Amandină",
        "description": "Prăjitura de cofetărie românească: blat de ciocolată însiropat și glazură fondantă.",
        "nutri_values": _CREAM_CAKE,
        "sizes": [_size("1 bucată", "14.00"), _size("Cutie 6 bucăți", "80.00", box="3.00")],
    },
    {
        "category": "Prăjituri",
        "name": "Savarină",
        "description": "Aluat pufos însiropat cu sirop de rom și portocală, umplut cu frișcă proaspătă.",
        "nutri_values": _CREAM_CAKE,
        "sizes": [_size("1 bucată", "13.00", stock=8)],
    },
    {
        "category": "Prăjituri",
        "name": "Ecler cu vanilie",
        "description": "Choux crocant, cremă de vanilie Bourbon și glazură de ciocolată albă.",
        "nutri_values": _CREAM_CAKE,
        "sizes": [_size("1 bucată", "11.00"), _size("Cutie 6 bucăți", "62.00", box="3.00")],
    },
    {
        "category": "Prăjituri",
        "name": "Tiramisu",
        "description": "Pișcoturi înmuiate în espresso, cremă de mascarpone și cacao amăruie.",
        "nutri_values": _CREAM_CAKE,
        "sizes": [_size("1 porție", "18.00", box="2.00")],
    },
    {
        "category": "Prăjituri",
        "name": "Cremșnit",
        "description": "Foietaj fraged cu multă cremă de vanilie, pudrat cu zahăr.",
        "nutri_values": _CREAM_CAKE,
        "sizes": [_size("1 bucată", "12.00")],
    },
    # Patiserie
    {
        "category": "Patiserie",
        "name": "Croissant cu unt",
        "description": "Aluat foietat cu unt 82%, dospit lent peste noapte.",
        "nutri_values": _PASTRY,
        "is_veggie": True,
        "sizes": [_size("1 bucată", "8.00")],
    },
    {
        "category": "Patiserie",
        "name": "Pateu cu brânză",
        "description": "Foietaj cald cu brânză de vaci și telemea de Sibiu.",
        "nutri_values": _PASTRY,
        "sizes": [_size("1 bucată", "7.00", stock=20)],
    },
    {
        "category": "Patiserie",
        "name": "Ștrudel cu mere",
        "description": "Foi subțiri, mere coapte cu scorțișoară și stafide.",
        "nutri_values": _PASTRY,
        "sizes": [_size("1 bucată", "9.00"), _size("Tavă întreagă (8 bucăți)", "68.00", box="4.00")],
    },
    # Cozonaci
    {
        "category": "Cozonaci",
        "name": "Cozonac cu nucă și cacao",
        "description": "Cozonac ca la bunica, cu umplutură bogată de nucă și cacao.",
        "nutri_values": Nutrition(390, "16", "6", "52", "24", "8,5", "0,40").label("gluten, ouă, lapte, nuci"),
        "pre_order": True,
        "sizes": [_size("1 bucată (900 g)", "65.00", stock=20, box="5.00")],
    },
    {
        "category": "Cozonaci",
        "name": "Cozonac cu rahat și stafide",
        "description": "Miez pufos cu rahat, stafide și coajă de lămâie.",
        "nutri_values": Nutrition(360, "11", "5", "58", "29", "7,8", "0,40").label("gluten, ouă, lapte"),
        "pre_order": True,
        "sizes": [_size("1 bucată (900 g)", "60.00", stock=3, box="5.00")],
    },
    {
        "category": "Cozonaci",
        "name": "Pască cu brânză dulce",
        "description": "Pască tradițională cu brânză de vaci, smântână și stafide.",
        "nutri_values": Nutrition(290, "10", "5", "38", "18", "11", "0,35").label("gluten, ouă, lapte"),
        "standard": False,
        "pre_order": True,
        "sizes": [_size("1 bucată (1 kg)", "70.00", box="5.00")],
    },
    # Biscuiți și fursecuri
    {
        "category": "Biscuiți și fursecuri",
        "name": "Fursecuri asortate",
        "description": "Fursecuri cu unt, gem, nucă și ciocolată, ca pe vremuri.",
        "nutri_values": _COOKIES,
        "sizes": [_size("Cutie 500 g", "55.00"), _size("Cutie 1 kg", "105.00")],
    },
    {
        "category": "Biscuiți și fursecuri",
        "name": "Biscuiți cu unt și vanilie",
        "description": "Biscuiți fragezi, perfecți lângă ceai sau cafea.",
        "nutri_values": _COOKIES,
        "is_veggie": True,
        "sizes": [_size("Pungă 250 g", "24.00")],
    },
    {
        "category": "Biscuiți și fursecuri",
        "name": "Cornulețe cu rahat",
        "description": "Cornulețe din aluat fraged cu rahat și zahăr vanilat.",
        "nutri_values": _COOKIES,
        "sizes": [_size("Cutie 500 g", "45.00")],
    },
    # Macarons
    {
        "category": "Macarons",
        "name": "Macarons asortate",
        "description": "Zmeură, fistic, ciocolată, lămâie, caramel sărat și vanilie.",
        "nutri_values": Nutrition(420, "18", "6", "57", "52", "7,5", "0,10").label("migdale, ouă, lapte; poate conține fistic"),
        "sizes": [_size("Cutie 6 bucăți", "54.00"), _size("Cutie 12 bucăți", "102.00")],
    },
    {
        "category": "Macarons",
        "name": "Macarons cu fistic",
        "description": "Cremă ganache cu fistic sicilian. Se vând începând de la 6 bucăți.",
        "nutri_values": Nutrition(430, "20", "6", "54", "49", "8,0", "0,10").label("migdale, fistic, ouă, lapte"),
        "sizes": [_size("1 bucată", "9.50", min_pieces=6, box="4.00")],
    },
    # Ciocolată artizanală
    {
        "category": "Ciocolată artizanală",
        "name": "Tabletă de ciocolată neagră 70%",
        "description": "Ciocolată din boabe de cacao din Peru, turnată manual în laboratorul nostru.",
        "nutri_values": Nutrition(580, "42", "25", "33", "28", "8,9", "0,02").label("poate conține lapte și nuci"),
        "is_veggie": True,
        "sizes": [_size("100 g", "28.00")],
    },
    {
        "category": "Ciocolată artizanală",
        "name": "Praline asortate",
        "description": "Praline cu ganache de zmeură, caramel, cafea și alune de pădure.",
        "nutri_values": Nutrition(540, "35", "20", "48", "44", "6,5", "0,05").label("lapte, alune de pădure, soia"),
        "sizes": [_size("Cutie 9 bucăți", "58.00"), _size("Cutie 16 bucăți", "98.00")],
    },
    # Înghețată
    {
        "category": "Înghețată",
        "name": "Înghețată de vanilie de Madagascar",
        "description": "Înghețată artizanală cu boabe de vanilie, făcută zilnic.",
        "nutri_values": _ICE_CREAM,
        "sizes": [_size("1 cupă (2 globuri)", "16.00"), _size("Caserolă 500 ml", "38.00", box="2.00")],
    },
    {
        "category": "Înghețată",
        "name": "Sorbet de zmeură",
        "description": "Sorbet răcoritor din zmeură de munte, fără lapte.",
        "nutri_values": Nutrition(120, "0,2", "0", "29", "27", "0,6", "0").label("—"),
        "is_veggie": True,
        "sizes": [_size("1 cupă (2 globuri)", "15.00")],
    },
    # Produse de post
    {
        "category": "Produse de post",
        "name": "Prăjitură de post cu mere și scorțișoară",
        "description": "Blat fără ouă și lapte, cu mere rase și scorțișoară.",
        "nutri_values": Nutrition(280, "9", "1", "45", "22", "3,5", "0,20").label("gluten"),
        "is_veggie": True,
        "sizes": [_size("1 bucată", "11.00")],
    },
    {
        "category": "Produse de post",
        "name": "Tort de post cu ciocolată și vișine",
        "description": "Cremă de ciocolată cu lapte de cocos și vișine. Fără ingrediente de origine animală.",
        "nutri_values": Nutrition(340, "18", "12", "40", "30", "4,0", "0,10").label("gluten, soia"),
        "is_veggie": True,
        "standard": False,
        "pre_order": True,
        "allow_preferred_message": True,
        "sizes": [_size("1 kg", "130.00", box="10.00")],
    },
    # Fără zahăr
    {
        "category": "Fără zahăr",
        "name": "Cheesecake fără zahăr adăugat",
        "description": "Cremă de brânză îndulcită cu eritritol, pe blat de nuci și ovăz.",
        "nutri_values": Nutrition(260, "19", "10", "12", "3", "8,0", "0,30").label("lapte, ouă, nuci, ovăz"),
        "allow_preferred_message": True,
        "sizes": [_size("1 felie", "19.00"), _size("Tort întreg 1,2 kg", "165.00", box="10.00")],
    },
    {
        "category": "Fără zahăr",
        "name": "Biscuiți cu ovăz fără zahăr",
        "description": "Biscuiți cu ovăz, curmale și semințe.",
        "nutri_values": Nutrition(410, "17", "3", "52", "14", "9,0", "0,25").label("ovăz, gluten; poate conține nuci"),
        "is_veggie": True,
        "sizes": [_size("Pungă 200 g", "22.00")],
    },
    # Băuturi
    {
        "category": "Băuturi",
        "name": "Limonadă cu mentă",
        "description": "Lămâi proaspăt stoarse, mentă și puțină miere.",
        "nutri_values": "Valori nutriționale la 100 ml: valoare energetică 38 kcal; glucide 9 g, din care zaharuri 9 g.",
        "is_veggie": True,
        "sizes": [_size("400 ml", "15.00")],
    },
    {
        "category": "Băuturi",
        "name": "Espresso",
        "description": "Amestec de arabica prăjită local, în Sibiu.",
        "nutri_values": "Valori nutriționale la 100 ml: valoare energetică 2 kcal.",
        "sizes": [_size("1 ceașcă", "9.00")],
    },
    {
        "category": "Băuturi",
        "name": "Ciocolată caldă",
        "description": "Ciocolată belgiană topită în lapte, cu frișcă la cerere.",
        "nutri_values": Nutrition(95, "4", "2,5", "12", "11", "3,0", "0,10").label("lapte"),
        "sizes": [_size("300 ml", "14.00")],
    },
    # Torturi figurine și candy bar (offer by phone; the price is where the offer starts)
    {
        "category": "Torturi figurine și candy bar",
        "name": "Tort cu figurine personalizat",
        "description": "Tort decorat cu figurine din pastă de zahăr, după tema aleasă de voi: botez, aniversare, nuntă.",
        "nutri_values": _CREAM_CAKE,
        "standard": False,
        "allow_preferred_message": True,
        "sizes": [_size("1 kg", "180.00", box="15.00")],
    },
    {
        "category": "Torturi figurine și candy bar",
        "name": "Candy bar pentru evenimente",
        "description": "Masă de dulciuri asortate pentru evenimente: prăjituri mini, macarons, cake pops și fursecuri.",
        "nutri_values": _CREAM_CAKE,
        "standard": False,
        "sizes": [_size("Pachet 30 de persoane", "900.00")],
    },
]

# product -> products suggested next to it (at most 5 each).
SIMILAR_PRODUCTS: dict[str, list[str]] = {
    "Tort de ciocolată belgiană": ["Tort cu caramel sărat", "Tort Red Velvet", "Tort Amandina"],
    "Tort diplomat cu fructe": ["Tort de ciocolată belgiană", "Cheesecake fără zahăr adăugat"],
    "Amandină": ["Tort Amandina", "Savarină", "Ecler cu vanilie"],
    "Macarons asortate": ["Macarons cu fistic", "Praline asortate"],
    "Cozonac cu nucă și cacao": ["Cozonac cu rahat și stafide", "Pască cu brânză dulce"],
}


# ---- food information and the kitchen's limits ----

# The 14 allergens of EU Regulation 1169/2011 each product contains, and its ingredients, by the
# nutrition profile it shares; then the products that differ.
_PROFILE_FOOD: dict[str, tuple[list[str], str]] = {
    _CREAM_CAKE: (["gluten", "oua", "lapte"], "Făină de grâu, ouă, zahăr, smântână, unt, lapte, vanilie."),
    _PASTRY: (["gluten", "oua", "lapte"], "Făină de grâu, unt, lapte, ouă, drojdie, zahăr, sare."),
    _COOKIES: (["gluten", "oua", "lapte", "nuci"], "Făină de grâu, unt, zahăr, ouă, nuci, vanilie."),
    _ICE_CREAM: (["oua", "lapte"], "Lapte, smântână, zahăr, gălbenușuri, vanilie."),
}
FOOD_INFORMATION: dict[str, tuple[list[str], str]] = {
    "Tort Amandina": (["gluten", "oua", "lapte", "nuci"], "Făină de grâu, ouă, cacao, unt, zahăr, migdale, rom."),
    "Amandină": (["gluten", "oua", "lapte", "nuci"], "Făină de grâu, ouă, cacao, unt, zahăr, migdale, rom."),
    "Cozonac cu nucă și cacao": (["gluten", "oua", "lapte", "nuci"], "Făină de grâu, lapte, ouă, unt, zahăr, nucă, cacao."),
    "Macarons asortate": (["oua", "nuci"], "Făină de migdale, albușuri, zahăr, coloranți naturali."),
    "Macarons cu fistic": (["oua", "nuci", "lapte"], "Făină de migdale, fistic, albușuri, zahăr, unt."),
    "Praline asortate": (["lapte", "soia", "nuci"], "Ciocolată, smântână, alune de pădure, lecitină din soia."),
    "Tabletă de ciocolată neagră 70%": (["soia"], "Masă de cacao, zahăr, unt de cacao, lecitină din soia."),
    "Sorbet de zmeură": ([], "Zmeură, apă, zahăr, suc de lămâie."),
    "Limonadă cu mentă": ([], "Apă, lămâi, zahăr, mentă."),
    "Espresso": ([], "Cafea."),
    "Ciocolată caldă": (["lapte"], "Lapte, ciocolată, cacao, zahăr."),
    "Prăjitură de post cu mere și scorțișoară": (["gluten"], "Făină de grâu, mere, ulei, zahăr, scorțișoară."),
    "Tort de post cu ciocolată și vișine": (["gluten", "soia"], "Făină de grâu, cacao, vișine, ulei, zahăr, lapte de soia."),
}


def food_information(name: str, nutri_values: str | None) -> tuple[list[str], str | None]:
    if name in FOOD_INFORMATION:
        return FOOD_INFORMATION[name]
    if nutri_values in _PROFILE_FOOD:
        return _PROFILE_FOOD[nutri_values]
    return [], None


# Whole cakes: ordered at least 2 days ahead (the category's own note), twelve a day at most.
CAKE_LIMITS = {"lead_time": "2 zile", "daily_capacity": 12}
MESSAGE_MAX_LENGTH = {"Torturi": 40, "Fără zahăr": 30}
