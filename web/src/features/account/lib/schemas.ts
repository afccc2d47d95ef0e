import { z } from 'zod';
import { MSG } from './messages';

const NAME_CHARS = /^[\p{L}\p{N}]+$/u;

/** Empty, or a Romanian phone number (07xx xxx xxx, or +40 / 0040 before it). */
function validPhone(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  return /^0\d{9}$/.test(text.replace(/[\s.\-()]/g, '').replace(/^(\+40|0040)/, '0'));
}

export const profileSchema = z.object({
  firstName: z
    .string()
    .trim()
    .refine((v) => v.length >= 3 && v.length <= 20 && NAME_CHARS.test(v), MSG.firstName),
  lastName: z
    .string()
    .trim()
    .refine((v) => v.length >= 3 && v.length <= 16 && NAME_CHARS.test(v), MSG.lastName),
  email: z.string(),
  phoneNumber: z.string().refine(validPhone, MSG.phone),
});
export type ProfileValues = z.infer<typeof profileSchema>;

const optional = z.string().trim().max(50, MSG.tooLong);

export const addressSchema = z.object({
  streetAddress: z.string().trim().min(1, MSG.street).max(100, MSG.tooLong),
  streetNumberAddress: z.string().trim().min(1, MSG.streetNumber).max(20, MSG.tooLong),
  buildingNumber: optional,
  appartmentNumber: optional,
  cityAddress: z.string().trim().min(1, MSG.city).max(60, MSG.tooLong),
  countyAddress: optional,
  phoneNumber: z.string().refine(validPhone, MSG.phone),
});
export type AddressValues = z.infer<typeof addressSchema>;
