import type { OrderDetail } from '@/types/api';

/**
 * A customer's order as the services send it (GET order details): one product line, one
 * promotion, pickup, a coupon. Shared by the orders panel's and the order pages' tests.
 */
export const ORDER_DETAIL: OrderDetail = {
  id: 41,
  orderNumber: '1041',
  status: 'NEW',
  orderStatus: 'NEW',
  deliveryFee: '0.00',
  discount: '0.00',
  discounts: [],
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
      promotionId: 3,
      promotionTotal: '9.00',
      quantity: 1,
      productBeans: [
        { productName: 'Ecler', dimensionName: '1 buc', productPrice: '9.00', isFreeProduct: false, label: null, packagePrice: '0.00' },
        { productName: 'Espresso', dimensionName: 'mic', productPrice: '7.00', isFreeProduct: true, label: null, packagePrice: '0.00' },
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
  statusHistory: [{ fromStatus: null, toStatus: 'NEW', changedBy: null, changedByName: null, note: null, changedAt: '2026-11-22T18:05:12+02:00' }],
};

/** ORDER_DETAIL with `overrides` (e.g. another status, no promotion). */
export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return { ...ORDER_DETAIL, ...overrides };
}
