/** 1-5 stars as text, with the number for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="review-stars" aria-label={`${rating} din 5 stele`}>
      {'★'.repeat(full)}
      {'☆'.repeat(Math.max(0, 5 - full))}
    </span>
  );
}
