/**
 * The app's names for the services' schemas. The shapes themselves are generated
 * (`npm run api-types`) from the OpenAPI documents, so they cannot drift from the backend.
 * Schemas that both services send (orders, products, business information) are the same
 * Python classes; they are taken from the service the app reads them from most.
 */
import type { components as AdminComponents } from './admin-service';
import type { components as UserComponents } from './user-service';

type UserSchemas = UserComponents['schemas'];
type AdminSchemas = AdminComponents['schemas'];

// Orders
export type OrderStatus = UserSchemas['OrderStatus'];
export type DeliveryMethod = UserSchemas['DeliveryMethod'];
export type PaymentOption = UserSchemas['PaymentMethod'];
export type OrderDetail = UserSchemas['OrderDetailOut'];
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

// Business
export type BusinessInformation = UserSchemas['BusinessInformation'];
export type Schedule = UserSchemas['ScheduleInfo'];
export type ScheduleType = AdminSchemas['ScheduleType'];
export type HolidaySchedule = UserSchemas['HolidayInfo'];
export type PickupLocation = UserSchemas['PickupLocationInfo'];
export type LastKey = UserSchemas['LastKey'];
export type BusinessContactBody = AdminSchemas['ContactInformation'];
export type BusinessAddressBody = AdminSchemas['Address'];
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
