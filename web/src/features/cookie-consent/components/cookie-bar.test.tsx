import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import { CookieBar } from './cookie-bar';

afterEach(() => {
  document.cookie = 'cookie_consent=; max-age=0; path=/';
});

describe('cookie bar', () => {
  it('accepting stores consent for one year and hides the bar', async () => {
    const writes: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => desc.get!.call(document),
      set: (v: string) => {
        writes.push(v);
        desc.set!.call(document, v);
      },
    });
    try {
      renderWithRouter(<CookieBar />);
      await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
      expect(writes).toContain('cookie_consent=1; max-age=31536000; path=/; SameSite=Lax');
      expect(document.cookie).toContain('cookie_consent=1');
      expect(screen.queryByRole('region', { name: 'Cookie-uri' })).not.toBeInTheDocument();
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });

  it('is not shown once consent was given', () => {
    document.cookie = 'cookie_consent=1; max-age=31536000; path=/';
    renderWithRouter(<CookieBar />);
    expect(screen.queryByRole('region', { name: 'Cookie-uri' })).not.toBeInTheDocument();
  });

  it('can be dismissed with the keyboard', async () => {
    renderWithRouter(<CookieBar />);
    expect(screen.getByRole('region', { name: 'Cookie-uri' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Accept' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cookie-uri' })).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('cookie_consent=1');
  });
});
