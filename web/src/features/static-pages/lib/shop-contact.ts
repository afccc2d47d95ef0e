import { BUSINESS_NAME } from '@/lib/constants';

/** The shop's contact data shown in the legal pages (from the business details when known). */
export type ShopContact = { name: string; email?: string | null; phone?: string | null; address?: string | null };

export const DEFAULT_SHOP_CONTACT: ShopContact = { name: BUSINESS_NAME };
