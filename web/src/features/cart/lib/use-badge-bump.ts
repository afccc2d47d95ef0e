import { useEffect, useRef, useState } from 'react';

/** The badge animates for 1 second each time the count changes: the customer sees the cart took the item. */
const BADGE_BUMP_MS = 1000;

export function useBadgeBump(count: number): boolean {
  const [bumping, setBumping] = useState(false);
  const previous = useRef(count);

  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setBumping(true);
    const timer = setTimeout(() => setBumping(false), BADGE_BUMP_MS);
    return () => clearTimeout(timer);
  }, [count]);

  return bumping;
}
