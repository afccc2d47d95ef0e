"""Why the checkout refuses a promotion or a coupon."""

PROMOTION_NOT_DUE = "Promoția „{name}” nu este valabilă acum."
PROMOTION_NOT_FOUND = "Promoția nu mai există."
PROMOTION_NOT_A_BUNDLE = "Promoția „{name}” nu se adaugă în coș ca pachet."
PROMOTION_CHOICES = "Alegeți câte un produs pentru fiecare set al promoției „{name}”."
PROMOTION_CHOICE_NOT_OFFERED = "Produsul ales nu face parte din promoția „{name}”."
PROMOTION_FREE_TOO_DEAR = "Produsul gratuit din promoția „{name}” trebuie să coste cel mult cât cel mai scump produs plătit."
COUPON_UNKNOWN = "Cuponul „{code}” nu există."
COUPON_NOT_DUE = "Cuponul „{code}” nu este valabil acum."
COUPON_MIN_ORDER = "Cuponul „{code}” se aplică doar comenzilor de minimum {minimum} RON."
COUPON_NEWSLETTER_ONLY = "Cuponul „{code}” este valabil doar pentru abonații la newsletter."
COUPON_USED_UP = "Cuponul „{code}” a fost folosit de numărul maxim de ori."
PROMOTION_USED_UP = "Promoția „{name}” s-a epuizat între timp. Vă rugăm să trimiteți comanda din nou."
COUPON_PERSONAL_USED = "Cuponul „{code}” a fost deja folosit."
COUPON_PERSONAL_EXPIRED = "Cuponul „{code}” a expirat."
COUPON_NOT_BETTER = "Cuponul „{code}” nu se cumulează cu promoția „{better}”, care vă oferă o reducere mai mare."
COUPON_NOTHING_OFF = "Cuponul „{code}” nu se aplică produselor din coș."
# Why a promotion's conditions are not met (shown for a coupon, by the code's promotion name).
ONLY_WEEKDAYS = "Promoția „{name}” este valabilă doar în zilele: {days}."
ONLY_HOURS = "Promoția „{name}” este valabilă doar între orele {start} și {end}."
ONLY_METHOD = "Promoția „{name}” este valabilă doar pentru {method}."
ONLY_FOR_LATER = "Promoția „{name}” este valabilă doar pentru comenzile programate pentru mai târziu."
ONLY_FIRST_ORDER = "Promoția „{name}” este valabilă doar la prima comandă."
PER_CUSTOMER_USED = "Ați folosit deja promoția „{name}” de numărul maxim de ori."
MIN_ORDER = "Promoția „{name}” se aplică doar comenzilor de minimum {minimum} RON."

DAY_NAMES = {1: "luni", 2: "marți", 3: "miercuri", 4: "joi", 5: "vineri", 6: "sâmbătă", 7: "duminică"}
METHOD_NAMES = {"PICKUP": "ridicare personală", "DELIVERY": "livrare la domiciliu", "RESTAURANT": "comenzile la restaurant"}
