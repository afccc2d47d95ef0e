"""Every table of the one shared database. Import from here so Alembic sees them all."""

from .addresses import UserAddress
from .base import Base, IdMixin, Money, TimestampMixin
from .business import BusinessSetup, HolidaySchedule, PickupLocation, Schedule, ScheduleType
from .cakes import (
    CakePayment,
    CakePaymentPurpose,
    CakeQuote,
    CakeRequest,
    CakeRequestChange,
    CakeRequestStatus,
    CakeSetup,
    RestPayment,
)
from .invoices import (
    CategoryVatRate,
    EfacturaStatus,
    Invoice,
    InvoiceKind,
    InvoicePurpose,
    InvoiceSeriesCounter,
    InvoicingSetup,
)
from .limits import DeliveryZone, ProductionLoad
from .mail import MailStatus, QueuedMail
from .marketing import NewsletterSend, NewsletterSubscriber
from .menu import (
    ALLERGENS,
    UNLIMITED_STOCK,
    Category,
    CategoryExtraIngredient,
    Dimension,
    MinimumQuantityType,
    Product,
    ProductImage,
    ProductOrderType,
    similar_products,
)
from .orders import (
    CardPaymentRecord,
    CardPaymentState,
    CardRefund,
    CardStep,
    DeliveryMethod,
    Order,
    OrderDeliveryDetails,
    OrderDimensionLine,
    OrderLineExtra,
    OrderPayment,
    OrderProductLine,
    OrderPromotionChoice,
    OrderPromotionLine,
    OrderStatus,
    OrderStatusChange,
    PaymentEvent,
    PaymentMethod,
    PrepTimeUnit,
    order_number_seq,
)
from .outbox import OutboxEvent
from .promotions import (
    PersonalCoupon,
    Promotion,
    PromotionCondition,
    PromotionConditionType,
    PromotionProductSet,
    PromotionRedemption,
    PromotionType,
    promotion_set_products,
)
from .reports import GuestCustomer, ProductSales
from .reservations import Reservation, ReservationSettings, ReservationStatus
from .reviews import Review, ReviewStatus
from .types import db_enum
from .users import Role, TokenPurpose, User, UserToken

__all__ = [
    "MailStatus",
    "QueuedMail",
    "OutboxEvent",
    "Base",
    "IdMixin",
    "Money",
    "TimestampMixin",
    "db_enum",
    # users
    "Role",
    "TokenPurpose",
    "User",
    "UserToken",
    "UserAddress",
    # business
    "BusinessSetup",
    "HolidaySchedule",
    "PickupLocation",
    "Schedule",
    "ScheduleType",
    # custom cakes
    "CakePayment",
    "CakePaymentPurpose",
    "CakeQuote",
    "CakeRequest",
    "CakeRequestChange",
    "CakeRequestStatus",
    "CakeSetup",
    "RestPayment",
    # invoices
    "CategoryVatRate",
    "EfacturaStatus",
    "Invoice",
    "InvoiceKind",
    "InvoicePurpose",
    "InvoiceSeriesCounter",
    "InvoicingSetup",
    # menu
    "ALLERGENS",
    "UNLIMITED_STOCK",
    "Category",
    "CategoryExtraIngredient",
    "Dimension",
    "MinimumQuantityType",
    "Product",
    "ProductImage",
    "ProductOrderType",
    "similar_products",
    # orders
    "DeliveryMethod",
    "CardPaymentRecord",
    "CardPaymentState",
    "CardRefund",
    "CardStep",
    "Order",
    "OrderDeliveryDetails",
    "OrderDimensionLine",
    "OrderLineExtra",
    "OrderPayment",
    "OrderProductLine",
    "OrderPromotionChoice",
    "OrderPromotionLine",
    "OrderStatus",
    "OrderStatusChange",
    "PaymentEvent",
    "PaymentMethod",
    "PrepTimeUnit",
    "order_number_seq",
    # limits: delivery zones, the kitchen's daily capacity
    "DeliveryZone",
    "ProductionLoad",
    # promotions
    "Promotion",
    "PromotionCondition",
    "PromotionConditionType",
    "PromotionProductSet",
    "PromotionRedemption",
    "PersonalCoupon",
    "PromotionType",
    "promotion_set_products",
    # marketing and bookings
    "NewsletterSend",
    "NewsletterSubscriber",
    "Reservation",
    "ReservationSettings",
    "ReservationStatus",
    # reports and reviews
    "GuestCustomer",
    "ProductSales",
    "Review",
    "ReviewStatus",
]
