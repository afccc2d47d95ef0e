/**
 * The app's names for the services' schemas. The shapes themselves are generated
 * (`npm run api-types`) from the OpenAPI documents, so they cannot drift from the backend.
 * Schemas that both services send (orders, products, business information) are the same
 * Python classes; they are taken from the service the app reads them from most.
 */
import type { components as AdminComponents } from './admin-service';
import type { components as UserComponents } from './user-service';
export type * from './invoicing';

type UserSchemas = UserComponents['schemas'];
type AdminSchemas = AdminComponents['schemas'];

// Orders
export type OrderStatus = UserSchemas['OrderStatus'];
export type DeliveryMethod = UserSchemas['DeliveryMethod'];
export type PaymentOption = UserSchemas['PaymentMethod'];
/** The order's fields both services send; each side's invoices are in OrderDetailWithInvoices / StaffOrderDetailWithInvoices. */
export type OrderDetail = Omit<UserSchemas['CustomerOrderDetailOut'], 'invoices' | 'invoiceDetails'>;
export type OrderProductLine = UserSchemas['ProductInformationOut'];
export type OrderDimensionLine = UserSchemas['DimensionOrderOut'];
export type OrderPromotionLine = UserSchemas['OrderPromotionOut'];
export type OrderPromotionChoice = UserSchemas['PromotionChoiceOut'];
export type DeliveryDetails = UserSchemas['DeliveryDetailsOut'];
export type StatusChange = UserSchemas['StatusChangeOut'];
export type OrderRow = UserSchemas['OrderRowOut'];
export type OrdersPage = UserSchemas['OrdersPageOut'];
export type PlaceOrderBody = UserSchemas['PlaceOrderIn'];
export type PlaceOrderLine = UserSchemas['CartLineIn'];
export type PlacedOrder = UserSchemas['PlacedOrderOut'];
// Online card payment
export type CardPaymentState = UserSchemas['CardPaymentState'];
export type CardPaymentOut = UserSchemas['CardPaymentOut'];
export type CardRefundOut = UserSchemas['CardRefundOut'];
export type CardPaymentBody = UserSchemas['CardPaymentIn'];
export type CardPaymentResultOut = UserSchemas['CardPaymentResultOut'];
export type PaymentsConfigOut = UserSchemas['PaymentsConfigOut'];
export type RefundOrderBody = AdminSchemas['RefundOrderIn'];
export type AvailableDaysBody = UserSchemas['AvailableDaysIn'];
export type AvailableDays = UserSchemas['AvailableDaysOut'];
export type AvailableDay = UserSchemas['DayOut'];
export type DeliveryZone = UserSchemas['DeliveryZoneOut'];
export type DeliveryZoneBody = AdminSchemas['DeliveryZoneIn'];
export type ProductionList = AdminSchemas['ProductionListOut'];
export type UnansweredAlert = AdminSchemas['UnansweredAlert'];
export type ConfirmOrderBody = AdminSchemas['ConfirmOrderIn'];
export type RejectOrderBody = AdminSchemas['RejectOrderIn'];
export type OrderNumberBody = AdminSchemas['OrderNumberIn'];

// Menu
export type Category = UserSchemas['CategoryOut'];
export type CategoryRef = UserSchemas['CategoryRef'];
export type CategoryBody = AdminSchemas['CategoryIn'];
export type ExtraIngredient = UserSchemas['ExtraIngredientOut'];
export type Dimension = UserSchemas['DimensionOut'];
export type ProductImage = UserSchemas['ImageOut'];
/** One format of a photo at its stored widths (a <picture>'s <source>). */
export type ImageSource = UserSchemas['ImageSource'];
export type SimilarProduct = UserSchemas['SimilarProductOut'];
export type ProductSummary = UserSchemas['ProductSummaryOut'];
export type Product = UserSchemas['ProductOut'];
export type ProductsPage = AdminSchemas['Page_ProductSummaryOut_'];
export type SavedId = AdminSchemas['SavedId'];
export type ImagesAnswer = AdminSchemas['ImagesAnswer'];

// Promotions
export type Promotion = UserSchemas['PromotionOut'];
export type PromotionProductSet = UserSchemas['PromotionProductSetOut'];
export type PromotionProductOption = UserSchemas['PromotionProductOut'];
export type PromotionDimension = UserSchemas['PromotionDimensionOut'];
export type DiscountLine = UserSchemas['DiscountLineOut'];
export type CartQuote = UserSchemas['CartQuoteOut'];
export type CartQuoteBody = UserSchemas['CartQuoteIn'];
export type AdminPromotion = AdminSchemas['AdminPromotionOut'];
export type SavedPromotion = AdminSchemas['SavedPromotion'];
export type ImageSaved = AdminSchemas['ImageSaved'];
export type NewsletterIn = AdminSchemas['NewsletterIn'];
export type NewsletterPreview = AdminSchemas['Preview'];
export type NewsletterQueued = AdminSchemas['Queued'];
export type NewsletterSendProgress = AdminSchemas['SendProgress'];
export type NewsletterSubscriber = AdminSchemas['SubscriberOut'];
export type NewsletterAnswer = UserSchemas['NewsletterAnswer'];
export type NewsletterConfirmed = UserSchemas['Confirmed'];

// Business
export type BusinessInformation = UserSchemas['BusinessInformation'];
export type Schedule = UserSchemas['ScheduleInfo'];
export type ScheduleType = AdminSchemas['ScheduleType'];
export type HolidaySchedule = UserSchemas['HolidayInfo'];
export type PickupLocation = UserSchemas['PickupLocationInfo'];
export type LastKey = UserSchemas['LastKey'];
export type BusinessContactBody = AdminSchemas['ContactInformation'];
export type BusinessAddressBody = AdminSchemas['Address'];
export type SocialLinksBody = AdminSchemas['SocialLinks'];
export type OfferedServicesBody = AdminSchemas['OfferedServices'];
export type PaymentMethodsBody = AdminSchemas['PaymentMethods'];
export type PaymentMethodKey = PaymentMethodsBody['paymentMethods'][number];
export type ScheduleBody = AdminSchemas['RestaurantSchedule'];
export type ScheduleDayBody = AdminSchemas['ScheduleIn'];
export type HolidayBody = AdminSchemas['HolidayIn'];
export type PickupLocationBody = AdminSchemas['PickupLocationIn'];

// Account
export type ContactInformation = UserSchemas['ContactInformation'];
export type ProfileUpdate = UserSchemas['ProfileUpdate'];
export type AddressInformation = UserSchemas['AddressInformation'];
export type AddressUpdate = UserSchemas['AddressUpdate'];

// Auth
export type Credentials = UserSchemas['Credentials'];
export type Registration = UserSchemas['Registration'];
export type CustomerSession = UserSchemas['CustomerSession'];
export type StaffSession = AdminSchemas['StaffSession'];
export type PasswordReset = UserSchemas['PasswordReset'];
export type MessageAnswer = UserSchemas['Message'];

// Reservations
export type BookTableBody = UserSchemas['BookTableIn'];
export type Booked = UserSchemas['BookedOut'];
export type Reservation = AdminSchemas['ReservationOut'];
export type ReservationStatus = AdminSchemas['ReservationStatus'];
export type ReservationPage = AdminSchemas['ReservationPage'];
export type ReservationSettings = AdminSchemas['ReservationSettingsIO'];

// Users
export type UserRow = AdminSchemas['UserRow'];
export type UserPage = AdminSchemas['UserPage'];
export type UserDetail = AdminSchemas['UserDetail'];
export type UserEditBody = AdminSchemas['UserEditIn'];
export type NewStaffBody = AdminSchemas['NewStaffIn'];
export type NewAccountBody = UserSchemas['NewAccountIn'];
export type CreatedUser = AdminSchemas['CreatedUserOut'];

// Reports
export type SalesSummary = AdminSchemas['SalesSummary'];
export type SalesPerDay = AdminSchemas['SalesPerDay'];
export type BestSeller = AdminSchemas['BestSeller'];
export type ClientPage = AdminSchemas['ClientPage'];
export type ClientRow = AdminSchemas['ClientRow'];
export type Dashboard = AdminSchemas['DashboardOut'];

// Reviews
export type PublicReviews = UserSchemas['PublicReviewsOut'];
export type PublicReview = UserSchemas['PublicReview'];
export type ReviewBody = UserSchemas['ReviewIn'];
export type ReviewSent = UserSchemas['ReviewSentOut'];
export type ReviewedOrders = UserSchemas['ReviewedOrdersOut'];
export type AdminReviewPage = AdminSchemas['ReviewPage'];
export type AdminReview = AdminSchemas['ReviewRow'];

// Custom cakes (the customer's side)
export type CakeRequestStatus = UserSchemas['CakeRequestStatus'];
export type RestPayment = UserSchemas['RestPayment'];
export type CakePaymentPurpose = UserSchemas['CakePaymentPurpose'];
export type CakeOptions = UserSchemas['CakeOptionsOut'];
export type CakeRequestCreated = UserSchemas['CakeRequestCreatedOut'];
export type CakeRequest = UserSchemas['CakeRequestOut'];
export type CakeQuote = UserSchemas['CakeQuoteOut'];
export type CakePayment = UserSchemas['CakePaymentOut'];
export type CakeRefund = UserSchemas['CakeRefundOut'];
export type CakeChange = UserSchemas['CakeChangeOut'];
export type CakeChangeBody = UserSchemas['CakeChangeIn'];
export type MyCakeRequest = UserSchemas['CakeRequestRowOut'];
export type AcceptCakeQuoteBody = UserSchemas['AcceptQuoteIn'];
/** The deposit's card to confirm in the browser (a SetupIntent's secret). */
export type DepositCard = UserSchemas['DepositCardOut'];
/** The rest's card to confirm in the browser (a SetupIntent's secret). */
export type RestCard = UserSchemas['RestCardOut'];
export type CakePaymentCheck = UserSchemas['PaymentCheckOut'];
export type CakeCancelled = UserSchemas['CakeCancelledOut'];
// Custom cakes (the staff's side)
export type StaffCakeRequest = AdminSchemas['CakeRequestAdminOut'];
export type StaffCakeRequestRow = AdminSchemas['CakeRequestRowOut'];
export type StaffCakeRequestPage = AdminSchemas['CakeRequestPage'];
export type CakeDayLoad = AdminSchemas['DayLoadOut'];
export type CakeQuoteDefaults = AdminSchemas['QuoteDefaultsOut'];
export type CakeQuoteBody = AdminSchemas['QuoteIn'];
export type CakeDeclineBody = AdminSchemas['DeclineIn'];
export type CakeDeliveredBody = AdminSchemas['MarkDeliveredIn'];
export type StaffCakeCancelBody = AdminSchemas['StaffCancelIn'];
export type StaffCakeCancelled = AdminSchemas['StaffCancelledOut'];
export type CakeSetup = AdminSchemas['CakeSetupIO-Output'];
export type CakeSetupBody = AdminSchemas['CakeSetupIO-Input'];
