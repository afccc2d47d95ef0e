/**
 * Coordinates and social links as the admin types them, checked as the admin service
 * checks them so the same Romanian message shows before the call.
 */

/** Degrees typed with a point or a Romanian decimal comma; null when not a plain number. */
export function degreesOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function withinDegrees(text: string, limit: number): boolean {
  const degrees = degreesOf(text);
  return degrees !== null && Math.abs(degrees) <= limit;
}

/**
 * What the call sends: the typed text with a decimal point (a text, so no digit is lost on the
 * way to the server's Decimal), or null for an empty field.
 */
export function coordinateBody(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed.replace(',', '.') : null;
}

/** A saved coordinate ('45.794150') as the form shows it: without the trailing zeros. */
export function coordinateText(saved: string | null | undefined): string {
  if (saved == null || saved === '') return '';
  const degrees = Number(saved);
  return Number.isFinite(degrees) ? String(degrees) : saved;
}

export type SocialNetwork = { field: 'facebookUrl' | 'instagramUrl' | 'tiktokUrl'; label: string; host: string };

export const SOCIAL_NETWORKS: SocialNetwork[] = [
  { field: 'facebookUrl', label: 'Facebook', host: 'facebook.com' },
  { field: 'instagramUrl', label: 'Instagram', host: 'instagram.com' },
  { field: 'tiktokUrl', label: 'TikTok', host: 'tiktok.com' },
];

export function socialLinkMessage({ label, host }: SocialNetwork): string {
  return `Linkul de ${label} trebuie să fie o adresă https de pe ${host}, de exemplu https://www.${host}/cofetaria-mea.`;
}

/** An https address on the network's own host (or a subdomain such as www. or m.); empty is allowed. */
export function isSocialLink(text: string, { host }: SocialNetwork): boolean {
  const trimmed = text.trim();
  if (!trimmed) return true;
  // Spaces or control characters: the URL parser would quietly drop or encode them; the server refuses them.
  if ([...trimmed].some((c) => /\s/.test(c) || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  const hostname = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    (hostname === host || hostname.endsWith(`.${host}`)) &&
    url.username === '' &&
    url.password === '' &&
    url.port === ''
  );
}
