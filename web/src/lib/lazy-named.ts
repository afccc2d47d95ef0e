import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export, so a part of the page that the first screen does not show
 * comes in its own chunk: `const MenuPage = lazyNamed(() => import('@/features/menu/components/menu-page'), 'MenuPage')`.
 * Import the component's own file (a dynamic import), never statically beside it, or the
 * bundler keeps the module in the first chunk.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of any component
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(async () => ({ default: (await load())[name] }));
}
