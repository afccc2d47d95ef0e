/** What the bakery takes as reference photos: at most three, JPEG, PNG or WebP, 5 MB each (the server re-encodes them). */
export const PHOTO_MAX_COUNT = 3;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For the file picker: what it offers first. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export const PHOTO_MSG = {
  tooMany: `Poți atașa cel mult ${PHOTO_MAX_COUNT} fotografii.`,
  type: (name: string) => `Fotografia „${name}” nu este JPEG, PNG sau WebP.`,
  size: (name: string) => `Fotografia „${name}” are mai mult de 5 MB. Alege una mai mică.`,
} as const;

/** Why this photo cannot be sent, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MSG.type(file.name);
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MSG.size(file.name);
  return null;
}

/** The first thing wrong with the chosen photos (too many, then each photo in turn), or null. */
export function photosProblem(files: readonly File[]): string | null {
  if (files.length > PHOTO_MAX_COUNT) return PHOTO_MSG.tooMany;
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) return problem;
  }
  return null;
}

/** A smaller copy of a request's photo (the service keeps 400, 800 and 1200 pixels wide). */
export function photoAtWidth(url: string, width: 400 | 800 | 1200): string {
  return `${url}${url.includes('?') ? '&' : '?'}latime=${width}`;
}
