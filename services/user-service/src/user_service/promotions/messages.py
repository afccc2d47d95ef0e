"""Why the checkout refuses a promotion or a coupon."""

PROMOTION_NOT_DUE = "Promoția „{name}” nu este valabilă acum."
PROMOTION_NOT_FOUND = "Promoția nu mai există."
PROMOTION_NOT_A_BUNDLE = "Promoția „{name}” nu se adaugă în coș ca pachet."
PROMOTION_CHOICES = "Alegeți câte un produs pentru fiecare set al promoției „{name}”."
PROMOTION_CHOICE_NOT_OFFERED = "Produsul ales nu face parte din promoția „{name}”."
PROMOTION_FREE_TOO_DEAR = "Produsul gratuit din promoția „{name}” trebuie să coste cel mult cât cel mai ieftin produs plătit."
PROMOTION_USED_UP_NOW = "Promoția „{name}” s-a epuizat."
PROMOTIONS_DO_NOT_ADD_UP = "Promoția „{name}” nu se cumulează cu promoția „{other}” din coș."
# One answer for every code that cannot be used now (unknown, not due, ended, used up, someone
# else's, below its minimum): trying codes tells nothing about which exist.
COUPON_CANNOT_BE_USED = "Cuponul „{code}” nu poate fi folosit pentru această comandă."
COUPON_NEWSLETTER_ONLY = "Cuponul „{code}” este valabil doar pentru abonații la newsletter."
COUPON_NOT_WITH_BUNDLE = "Cuponul „{code}” nu se cumulează cu promoția „{better}” din coș."
PROMOTION_USED_UP = "Promoția „{name}” s-a epuizat între timp. Vă rugăm să trimiteți comanda din nou."
COUPON_NOT_BETTER = "Cuponul „{code}” nu se cumulează cu promoția „{better}”, care vă oferă o reducere mai mare."
COUPON_NOTHING_OFF = "Cuponul „{code}” nu se aplică produselor din coș."
# Why a promotion's conditions are not met (shown for a coupon, by the code's promotion name).
ONLY_WEEKDAYS = "Promoția „{name}” este valabilă doar în zilele: {days}."
ONLY_HOURS = "Promoția „{name}” este valabilă doar între orele {start} și {end}."
ONLY_METHOD = "Promoția „{name}” este valabilă doar pentru {method}."
ONLY_FOR_LATER = "Promoția „{name}” este valabilă doar pentru comenzile programate pentru mai târziu."
ONLY_FIRST_ORDER = "Promoția „{name}” este valabilă doar la prima comandă."
PER_CUSTOMER_USED = "Ați folosit deja promoția „{name}” de numărul maxim de ori."
SIGN_IN_FOR = "Promoția „{name}” se acordă doar clienților cu cont: vă rugăm să vă autentificați pentru a o folosi."
MIN_ORDER = "Promoția „{name}” se aplică doar comenzilor de minimum {minimum} RON."

DAY_NAMES = {1: "luni", 2: "marți", 3: "miercuri", 4: "joi", 5: "vineri", 6: "sâmbătă", 7: "duminică"}
METHOD_NAMES = {"PICKUP": "ridicare personală", "DELIVERY": "livrare la domiciliu", "RESTAURANT": "comenzile la restaurant"}
