import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

type WhenVisibleProps = {
  children: ReactNode;
  /**
   * The placeholder's class, giving it the room the part takes once it comes, at each width (CSS
   * with media queries: a part twice as tall on a phone as on a desktop): the page does not jump.
   */
  className: string;
  /** How far ahead of the viewport to start (CSS margin syntax). */
  rootMargin?: string;
};

/**
 * Renders its children once their place comes near the viewport: a part of the page under the
 * first screen (a lazy component, its data, its images) loads only when the visitor scrolls
 * towards it, not while the first screen is drawn. Where the browser has no
 * IntersectionObserver (tests, old browsers) it renders at once. Lazy children may suspend:
 * the placeholder stays until they come.
 */
export function WhenVisible({ children, className, rootMargin = '400px 0px' }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const placeholder = (
    <div ref={ref} className={`when-visible ${className}`} aria-hidden="true" />
  );
  if (!visible) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
