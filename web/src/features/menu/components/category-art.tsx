export type CategoryArtKind = 'cake' | 'slice' | 'croissant' | 'candy';

const RULES: Array<[RegExp, CategoryArtKind]> = [
  [/candy|figurin|ciocolat|macaron|bomboan/i, 'candy'],
  [/tort/i, 'cake'],
  [/praj|prăj|ecler|amandin|savarin|tiramisu|inghet|înghe/i, 'slice'],
  [/patiser|cozonac|paine|pâine|croissant|biscui|furse/i, 'croissant'],
];

/** Picks a drawing for a category by its name (cakes, slices, pastry, sweets). */
export function categoryArtKind(name: string, index: number): CategoryArtKind {
  for (const [pattern, kind] of RULES) if (pattern.test(name)) return kind;
  const fallback: CategoryArtKind[] = ['slice', 'cake', 'croissant', 'candy'];
  return fallback[index % fallback.length];
}

export function CategoryArt({ kind }: { kind: CategoryArtKind }) {
  switch (kind) {
    case 'cake':
      return (
        <svg viewBox="0 0 120 90" aria-hidden="true" focusable="false">
          <rect x="24" y="44" width="72" height="34" rx="6" fill="var(--color-chocolate)" />
          <rect x="32" y="22" width="56" height="26" rx="6" fill="var(--color-cream)" />
          <path d="M32 34c7 6 12-4 19 0s12-4 19 0 11-4 18 0" stroke="var(--color-accent)" strokeWidth="4" fill="none" strokeLinecap="round" />
          <rect x="58" y="8" width="4" height="14" rx="2" fill="var(--color-gold)" />
        </svg>
      );
    case 'slice':
      return (
        <svg viewBox="0 0 120 90" aria-hidden="true" focusable="false">
          <path d="M20 70 L100 70 L100 40 Z" fill="var(--color-chocolate)" />
          <path d="M20 70 L100 40 L100 30 L20 60 Z" fill="var(--color-cream)" />
          <path d="M20 60 L100 30 L100 22 L20 52 Z" fill="var(--color-chocolate-2)" />
          <circle cx="88" cy="20" r="7" fill="var(--color-accent)" />
        </svg>
      );
    case 'croissant':
      return (
        <svg viewBox="0 0 120 90" aria-hidden="true" focusable="false">
          <path d="M14 62c10-30 36-42 46-42s36 12 46 42c-12-6-20-4-26 2-6-10-14-14-20-14s-14 4-20 14c-6-6-14-8-26-2Z" fill="var(--color-gold)" />
          <path d="M40 44l8 18M60 38v24M80 44l-8 18" stroke="var(--color-chocolate-2)" strokeWidth="3" strokeLinecap="round" opacity=".6" />
        </svg>
      );
    case 'candy':
      return (
        <svg viewBox="0 0 120 90" aria-hidden="true" focusable="false">
          <circle cx="40" cy="50" r="18" fill="var(--color-accent)" />
          <circle cx="76" cy="42" r="14" fill="var(--color-cream)" />
          <circle cx="84" cy="64" r="10" fill="var(--color-chocolate)" />
          <rect x="38" y="60" width="4" height="26" rx="2" fill="var(--color-chocolate-2)" />
          <path d="M30 42c6 6 14 6 20 0" stroke="var(--color-cream)" strokeWidth="3" fill="none" strokeLinecap="round" />
        </svg>
      );
  }
}
