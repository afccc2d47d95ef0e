/** Where the request form lives, and the follow page of one request. */
export const CAKE_REQUEST_PATH = '/tort-personalizat';

export function cakeFollowPath(id: string | number, followKey?: string | null): string {
  const base = `/tort/${encodeURIComponent(String(id))}`;
  return followKey ? `${base}?cheie=${encodeURIComponent(followKey)}` : base;
}

/** What the form starts from: a special category's page, or one item of its gallery. */
export type CakeRequestStart = {
  category?: string | null;
  /** The gallery item's name. */
  model?: string | null;
  /** The item's photo: only an address on this site is shown. */
  photo?: string | null;
};

/** The form's address for a start (the menu's gallery links to it). */
export function cakeRequestHref(start: CakeRequestStart = {}): string {
  const search = new URLSearchParams();
  if (start.category) search.set('categorie', start.category);
  if (start.model) search.set('model', start.model);
  if (start.photo && start.photo.startsWith('/') && !start.photo.startsWith('//')) search.set('poza', start.photo);
  const qs = search.toString();
  return qs ? `${CAKE_REQUEST_PATH}?${qs}` : CAKE_REQUEST_PATH;
}

/** The start read back from the form's address. */
export function readCakeRequestStart(search: URLSearchParams): CakeRequestStart {
  const photo = search.get('poza');
  return {
    category: search.get('categorie')?.slice(0, 100) || null,
    model: search.get('model')?.slice(0, 150) || null,
    photo: photo && photo.startsWith('/') && !photo.startsWith('//') ? photo : null,
  };
}

/** The description the form opens with, naming what the customer started from. */
export function startDescription(start: CakeRequestStart): string {
  if (start.model) return `Model din galerie: ${start.model}${start.category ? ` (${start.category})` : ''}. `;
  if (start.category) return `Categoria: ${start.category}. `;
  return '';
}
