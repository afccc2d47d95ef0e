/** ANPC's page on alternative dispute resolution, which a Romanian online shop must link from every page. */
export const SAL_URL = 'https://anpc.ro/ce-este-sal/';
const SAL_NAME = 'ANPC Soluționarea alternativă a litigiilor';

/**
 * ANPC's SAL pictogram, drawn here (no image from elsewhere) at the 250 × 50 px ANPC asks for, as a
 * link to its page. The EU's ODR platform closed in July 2025: the shop no longer links it.
 */
export function SalBadge() {
  return (
    // Named by the pictogram (an image named by its words), not by an aria-label of its own: a label
    // on the link would have to repeat the drawn words exactly for voice control to find it.
    <a className="sal-badge" href={SAL_URL} target="_blank" rel="noopener noreferrer">
      <svg role="img" aria-label={SAL_NAME} focusable="false" viewBox="0 0 250 50" width="250" height="50">
        <rect x="1" y="1" width="248" height="48" rx="6" fill="#ffffff" stroke="#1d3f8c" strokeWidth="2" />
        <rect x="1" y="1" width="62" height="48" rx="6" fill="#1d3f8c" />
        <rect x="50" y="1" width="13" height="48" fill="#1d3f8c" />
        <text x="32" y="31" textAnchor="middle" fill="#ffffff" fontFamily="Arial, Helvetica, sans-serif" fontSize="15" fontWeight="700">
          ANPC
        </text>
        <text x="156" y="22" textAnchor="middle" fill="#1d3f8c" fontFamily="Arial, Helvetica, sans-serif" fontSize="11.5" fontWeight="700">
          SOLUȚIONAREA ALTERNATIVĂ
        </text>
        <text x="156" y="38" textAnchor="middle" fill="#1d3f8c" fontFamily="Arial, Helvetica, sans-serif" fontSize="11.5" fontWeight="700">
          A LITIGIILOR
        </text>
      </svg>
      <span className="visually-hidden"> (se deschide într-o filă nouă)</span>
    </a>
  );
}
