import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** A toast with this text, once sonner has shown it (it mounts transparent, then fades in). */
export async function expectToast(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
