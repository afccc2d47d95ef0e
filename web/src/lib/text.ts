/** Descriptions in product lists are cut at this many characters (the list shows the start, the product page the whole). */
const LIST_DESCRIPTION_LENGTH = 50;

/** Cuts text at `max` characters and adds '…' when something was cut. */
export function truncateText(text: string | null | undefined, max = LIST_DESCRIPTION_LENGTH): string {
  const clean = (text ?? '').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}
