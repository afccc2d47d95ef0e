/**
 * Runs `task` once the page has loaded, `delay` ms have passed and the browser is idle, for
 * work that must not compete with the first screen. Returns a cancel function.
 */
export function whenIdle(task: () => void, { delay = 0, timeout = 3000 }: { delay?: number; timeout?: number } = {}): () => void {
  let cancelled = false;
  let cancelPending = () => {};
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout });
      cancelPending = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancelPending = () => window.clearTimeout(id);
    }
  };
  const afterLoad = () => {
    if (cancelled) return;
    const id = window.setTimeout(idle, delay);
    cancelPending = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    cancelPending();
  };
}
