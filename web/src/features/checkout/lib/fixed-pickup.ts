import type { CartLine } from '@/stores/cart';
import type { BusinessInformation, Category } from '@/types/api';

type PickupPoint = NonNullable<BusinessInformation['pickupLocations']>[number];

/**
 * Where the cart must be picked up, as the server decides it at placement: a category
 * picked up at its own point fixes the point; two such points in one cart cannot be one order.
 */
export type FixedPickup =
  | { kind: 'free' }
  | { kind: 'fixed'; point: PickupPoint; category: string; message: string }
  | { kind: 'mixed'; message: string };

/** The server's words (placement/messages.py), so the customer reads the same before and after sending. */
export const fixedPickupMessage = (category: string, point: string) => `Produsele din categoria „${category}” se ridică de la ${point}.`;
export const mixedPickupMessage = (points: string[]) =>
  `Produsele din coș se ridică de la puncte diferite (${points.join(', ')}); plasați comenzi separate.`;

export function fixedPickup(lines: CartLine[], categories: Category[], points: PickupPoint[]): FixedPickup {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const fixed = new Map<number, string>(); // point id -> the first category in the cart that fixes it
  for (const line of lines) {
    if (line.kind !== 'product' || line.categoryId == null) continue;
    const category = byId.get(line.categoryId);
    if (!category?.isPickupFromSpecificLocation || !category.givenLocationForPickup) continue;
    if (!fixed.has(category.givenLocationForPickup)) fixed.set(category.givenLocationForPickup, category.name);
  }
  // Named in the storefront's order of the points, as the server names them.
  const offered = points.filter((p) => fixed.has(p.id));
  if (fixed.size > 1) return { kind: 'mixed', message: mixedPickupMessage(offered.map((p) => p.pickupLocationName)) };
  const [point] = offered;
  if (!point) return { kind: 'free' }; // none, or a point the shop no longer offers: the server says so
  const category = fixed.get(point.id) ?? '';
  return { kind: 'fixed', point, category, message: fixedPickupMessage(category, point.pickupLocationName) };
}
