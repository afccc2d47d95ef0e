/** Shapes of docs/contracts/ordering.md (money is a string such as "45.00"). */
export type OrderStatus = 'NEW' | 'CONFIRMED' | 'REJECTED' | 'DELIVERED' | 'SCHEDULED';
export type DeliveryMethod = 'PICKUP' | 'DELIVERY' | 'RESTAURANT';
export type PaymentOption = 'CASH' | 'CARD' | 'CASH_CARD';

/** [year, month(1-12), day, hour, minute, second, nanos], Bucharest wall time. */
export type DateArray = number[];
export type Money = string | number | null;

export type OrderSummary = {
  id: number;
  orderNumber: string;
  orderStatus?: OrderStatus | null;
  status?: OrderStatus | null;
  orderDate?: DateArray | string | null;
  client?: string | null;
  cartTotal?: Money;
  totalPrice?: Money;
  deliveryMethodChosen?: DeliveryMethod | string | null;
  pickupOrDeliveryMoment?: string | null;
};

export type OrdersPage = {
  content: OrderSummary[];
  totalElements: number;
  numberOfNewOrders?: number;
  numberOfRejectedOrders?: number;
  numberOfConfirmedOrders?: number;
  numberOfScheduledOrders?: number;
  page?: number;
  size?: number;
};

export type DimensionOrder = { quantity: number; value?: string | null; price?: Money; boxPrice?: Money };
export type ExtraIngredient = { name: string; price?: Money };

export type ProductInformation = {
  productId?: number;
  name: string;
  dimensionOrders?: DimensionOrder[] | null;
  extraIngredientsBeanList?: ExtraIngredient[] | null;
  preferredMessage?: string | null;
};

export type PromotionProduct = {
  productName?: string | null;
  dimensionName?: string | null;
  productPrice?: Money;
  isFreeProduct?: boolean | null;
};

export type OrderPromotion = {
  promotionName?: string | null;
  quantity?: number | null;
  productBeans?: PromotionProduct[] | null;
};

export type DeliveryDetails = {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  deliveryMethod?: string | null;
  streetAddress?: string | null;
  streetNumberAddress?: string | null;
  buildingNumber?: string | null;
  appartmentNumber?: string | null;
  city?: string | null;
  deliveryFee?: Money;
};

export type StatusChange = {
  fromStatus?: OrderStatus | null;
  toStatus: OrderStatus;
  /** Who made the change: a name or e-mail (or an object carrying them); null for the customer/system. */
  changedBy?: string | { firstName?: string; lastName?: string; email?: string; name?: string } | null;
  changedAt?: string | DateArray | null;
};

export type OrderDetail = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  orderStatus?: OrderStatus | null;
  orderDate?: DateArray | string | null;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  productInformationList?: ProductInformation[] | null;
  orderPromotionDetails?: OrderPromotion[] | null;
  deliveryMethodChosen?: DeliveryMethod | string | null;
  deliveryDetailsBean?: DeliveryDetails | null;
  pickupLocationBean?: { name?: string | null; description?: string | null } | null;
  pickupOrDeliveryMoment?: string | null;
  additionalInformation?: string | null;
  manuallySetPackageCost?: Money;
  totalPackageCost?: Money;
  subTotalPrice?: Money;
  coupon?: string | null;
  updatedPriceAfterCoupon?: Money;
  totalPrice?: Money;
  orderPaymentOptions?: PaymentOption | string | null;
  cashAmount?: Money;
  cardAmount?: Money;
  orderTimeToPrepare?: string | null;
  rejectionReason?: string | null;
  statusHistory?: StatusChange[] | null;
};

/** A websocket message with a top-level orderNumber: a new order. */
export type NewOrderMessage = {
  orderNumber: string;
  id?: number;
  status?: OrderStatus;
  client?: string | null;
  totalPrice?: Money;
  orderDate?: DateArray | null;
  eventId?: number;
};

export type StatusChangedMessage = {
  type: string;
  order?: { id?: number; orderNumber?: string; status?: OrderStatus } | null;
  eventId?: number;
};
