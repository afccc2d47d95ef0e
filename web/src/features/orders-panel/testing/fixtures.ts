import type { OrderDetail, OrdersPage, OrderSummary } from '../api/types';

export const SUMMARY_NEW: OrderSummary = {
  id: 41,
  orderNumber: '1041',
  orderStatus: 'NEW',
  status: 'NEW',
  orderDate: [2026, 11, 22, 18, 5, 12, 0],
  client: 'Ana Pop',
  cartTotal: '250.00',
  totalPrice: '250.00',
  deliveryMethodChosen: 'PICKUP',
  pickupOrDeliveryMoment: null,
};

export const SUMMARY_OLDER_NEW: OrderSummary = {
  ...SUMMARY_NEW,
  id: 40,
  orderNumber: '1040',
  orderDate: [2026, 11, 22, 17, 50, 0, 0],
  client: 'Ion Ionescu',
  totalPrice: '1234.50',
  cartTotal: '1234.50',
};

export const SUMMARY_CONFIRMED: OrderSummary = {
  id: 39,
  orderNumber: '1039',
  orderStatus: 'CONFIRMED',
  status: 'CONFIRMED',
  orderDate: [2026, 11, 22, 9, 7, 0, 0],
  client: 'Maria Stan',
  cartTotal: '80.00',
  totalPrice: '80.00',
  deliveryMethodChosen: 'DELIVERY',
  pickupOrDeliveryMoment: '2026-11-23T10:30:00+02:00',
};

export function ordersPage(content: OrderSummary[], extra: Partial<OrdersPage> = {}): OrdersPage {
  return {
    content,
    totalElements: content.length,
    numberOfNewOrders: content.filter((o) => o.status === 'NEW').length,
    numberOfConfirmedOrders: content.filter((o) => o.status === 'CONFIRMED').length,
    numberOfRejectedOrders: 0,
    numberOfScheduledOrders: 0,
    page: 0,
    size: 10,
    ...extra,
  };
}

export const ORDER_DETAIL: OrderDetail = {
  id: 41,
  orderNumber: '1041',
  status: 'NEW',
  orderDate: [2026, 11, 22, 18, 5, 12, 0],
  firstName: 'Ana',
  lastName: 'Pop',
  phoneNumber: '0722123456',
  email: 'ana@example.ro',
  productInformationList: [
    {
      productId: 12,
      name: 'Tort Diplomat',
      dimensionOrders: [{ quantity: 2, value: '1 kg', price: '120.00', boxPrice: '5.00' }],
      extraIngredientsBeanList: [{ name: 'Fructe de pădure', price: '12.00' }],
      preferredMessage: 'La mulți ani, Ana!',
    },
  ],
  orderPromotionDetails: [
    {
      promotionName: 'Cafea și prăjitură',
      quantity: 1,
      productBeans: [
        { productName: 'Ecler', dimensionName: '1 buc', productPrice: '9.00', isFreeProduct: false },
        { productName: 'Espresso', dimensionName: 'mic', productPrice: '7.00', isFreeProduct: true },
      ],
    },
  ],
  deliveryMethodChosen: 'PICKUP',
  deliveryDetailsBean: {
    firstName: 'Ana',
    lastName: 'Pop',
    phoneNumber: '0722123456',
    email: 'ana@example.ro',
    deliveryMethod: 'PICKUP',
    streetAddress: null,
    streetNumberAddress: null,
    buildingNumber: null,
    appartmentNumber: null,
    city: null,
    deliveryFee: '0.00',
  },
  pickupLocationBean: { name: 'Cofetăria din Piața Mare', description: 'Piața Mare 7, Sibiu' },
  pickupOrDeliveryMoment: null,
  additionalInformation: 'Fără nuci, vă rog.',
  manuallySetPackageCost: null,
  totalPackageCost: '10.00',
  subTotalPrice: '240.00',
  coupon: 'DULCE10',
  updatedPriceAfterCoupon: '225.00',
  totalPrice: '250.00',
  orderPaymentOptions: 'CARD',
  cashAmount: null,
  cardAmount: '250.00',
  orderTimeToPrepare: null,
  rejectionReason: null,
  statusHistory: [{ fromStatus: null, toStatus: 'NEW', changedBy: null, changedAt: '2026-11-22T18:05:12+02:00' }],
};

export const NEW_ORDER_MESSAGE = {
  orderNumber: '1042',
  id: 42,
  status: 'NEW',
  client: 'Dan Popa',
  totalPrice: '99.50',
  orderDate: [2026, 11, 22, 18, 30, 0, 0],
  eventId: 88,
};
