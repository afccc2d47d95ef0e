import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the page has loaded and the browser is idle (see whenIdle), then true: for
 * requests and work the first screen does not need, e.g. `useQuery({ ..., enabled: useAfterLoad() })`.
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenIdle(() => setLoaded(true)), []);
  return loaded;
}
