import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (slots that have passed disappear by themselves). */
export function useNow(everyMs = 30000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
