/**
 * The 14 allergens of EU Regulation 1169/2011 (Annex II), by the code the services use, with the
 * Romanian name and an icon shown next to the text (never instead of it).
 */
export const ALLERGENS = [
  { code: 'gluten', name: 'Gluten (cereale)', icon: '🌾' },
  { code: 'crustacee', name: 'Crustacee', icon: '🦐' },
  { code: 'oua', name: 'Ouă', icon: '🥚' },
  { code: 'peste', name: 'Pește', icon: '🐟' },
  { code: 'arahide', name: 'Arahide', icon: '🥜' },
  { code: 'soia', name: 'Soia', icon: '🫘' },
  { code: 'lapte', name: 'Lapte', icon: '🥛' },
  { code: 'nuci', name: 'Nuci (fructe cu coajă)', icon: '🌰' },
  { code: 'telina', name: 'Țelină', icon: '🥬' },
  { code: 'mustar', name: 'Muștar', icon: '🟡' },
  { code: 'susan', name: 'Susan', icon: '⚪' },
  { code: 'sulfiti', name: 'Sulfiți', icon: '🍷' },
  { code: 'lupin', name: 'Lupin', icon: '🌼' },
  { code: 'moluste', name: 'Moluște', icon: '🐚' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];

export function allergenOf(code: string) {
  return ALLERGENS.find((a) => a.code === code);
}

/** ISO weekdays, Monday first. */
export const WEEKDAYS = [
  { day: 1, name: 'Luni' },
  { day: 2, name: 'Marți' },
  { day: 3, name: 'Miercuri' },
  { day: 4, name: 'Joi' },
  { day: 5, name: 'Vineri' },
  { day: 6, name: 'Sâmbătă' },
  { day: 7, name: 'Duminică' },
] as const;

/** Characters as the kitchen writes them (an emoji counts once, as the server counts). */
export function characterCount(text: string): number {
  return [...text].length;
}
