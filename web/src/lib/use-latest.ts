import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the value of the last render, for listeners and callbacks that are set
 * up once but must call the current props (writing a ref during render is not allowed).
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
