/** The order detail (contract: ordering.md) as the customer's pages read it. */
export type OrderDimensionLine = { quantity: number; value: string; price: string | null; boxPrice?: string | null };

export type OrderProductLine = {
  productId: number;
  name: string;
  dimensionOrders: OrderDimensionLine[];
  extraIngredientsBeanList?: { name: string; price: string | null }[] | null;
  preferredMessage?: string | null;
};

export type OrderPromotionLine = {
  promotionName: string;
  quantity: number;
  productBeans: { productName: string; dimensionName: string; productPrice: string | null; isFreeProduct: boolean }[];
};

export type OrderDetail = {
  id: number;
  orderNumber: string;
  status: string;
  orderDate?: number[] | string | null;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  productInformationList?: OrderProductLine[] | null;
  orderPromotionDetails?: OrderPromotionLine[] | null;
  deliveryMethodChosen?: string | null;
  deliveryDetailsBean?: {
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
    deliveryFee?: string | null;
  } | null;
  pickupLocationBean?: { name?: string | null; description?: string | null } | null;
  pickupOrDeliveryMoment?: string | number[] | null;
  additionalInformation?: string | null;
  totalPackageCost?: string | null;
  subTotalPrice?: string | null;
  coupon?: string | null;
  updatedPriceAfterCoupon?: string | null;
  discount?: string | null;
  totalPrice?: string | null;
  orderPaymentOptions?: string | null;
  cashAmount?: string | null;
  cardAmount?: string | null;
  orderTimeToPrepare?: string | null;
  rejectionReason?: string | null;
};

/** {"type": "ORDER_STATUS_CHANGED", "order": {...}, "eventId": 89} */
export type OrderStatusMessage = {
  type: 'ORDER_STATUS_CHANGED';
  order: { id?: number; orderNumber: string; status: string; orderTimeToPrepare?: string | null; rejectionReason?: string | null };
  eventId?: number;
};
