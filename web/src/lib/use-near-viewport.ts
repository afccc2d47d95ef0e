import { useEffect, useRef, useState, type RefObject } from 'react';

type Watcher = { observer: IntersectionObserver; callbacks: Map<Element, () => void> };
const watchers = new Map<string, Watcher>();

/** One IntersectionObserver per margin, shared by every element watched with it. */
function watch(node: Element, rootMargin: string, onNear: () => void): () => void {
  let watcher = watchers.get(rootMargin);
  if (!watcher) {
    const callbacks = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          callbacks.get(entry.target)?.();
        }
      },
      { rootMargin },
    );
    watcher = { observer, callbacks };
    watchers.set(rootMargin, watcher);
  }
  const { observer, callbacks } = watcher;
  callbacks.set(node, onNear);
  observer.observe(node);
  return () => {
    callbacks.delete(node);
    observer.unobserve(node);
  };
}

/**
 * True once the element (given through the returned ref) has come within `rootMargin` of the
 * viewport, and from then on. Where the browser has no IntersectionObserver (tests, old
 * browsers), or when `enabled` is false, it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string, enabled = true): [RefObject<T | null>, boolean] {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!enabled || !supported);
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    return watch(node, rootMargin, () => setNear(true));
  }, [near, rootMargin]);
  return [ref, near || !enabled || !supported];
}
