import { useCallback, useState, type SetStateAction } from 'react';

/**
 * Open/closed state that closes by itself when `resetKey` changes: a menu remembers where it was
 * opened and is shut once the user navigates elsewhere, without an effect that resets it.
 */
export function useDisclosure(resetKey: string): [boolean, (next: SetStateAction<boolean>) => void] {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const setOpen = useCallback(
    (next: SetStateAction<boolean>) =>
      setOpenAt((current) => {
        const value = typeof next === 'function' ? next(current === resetKey) : next;
        return value ? resetKey : null;
      }),
    [resetKey],
  );
  return [openAt === resetKey, setOpen];
}
