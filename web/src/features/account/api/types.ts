export type ContactInformation = { firstName: string; lastName: string; email: string; phoneNumber: string | null };

export type ProfileUpdate = { emailAddress: string; firstName: string; lastName: string; phoneNumber: string | null };

export type AddressInformation = {
  streetAddress: string | null;
  streetNumberAddress: string | null;
  cityAddress: string | null;
  countyAddress: string | null;
  buildingNumber: string | null;
  appartmentNumber: string | null;
  phoneNumber: string | null;
};

export type OrderListItem = {
  id: number;
  orderNumber: string;
  status?: string | null;
  orderStatus?: string | null;
  orderDate?: number[] | string | null;
  client?: string | null;
  cartTotal?: string | null;
  totalPrice?: string | null;
  deliveryMethodChosen?: string | null;
};

export type OrdersPage = { content: OrderListItem[]; totalElements: number; page?: number; size?: number };
