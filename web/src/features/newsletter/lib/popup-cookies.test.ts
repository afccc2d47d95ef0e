import { afterEach, describe, expect, it } from 'vitest';
import { popupWanted, POPUP_EMAIL, rememberClosed, rememberSubscribed } from './popup-cookies';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('newsletter popup cookies', () => {
  afterEach(clearCookies);

  it('shows the popup until it is closed or the visitor subscribes', () => {
    expect(popupWanted()).toBe(true);
    rememberClosed();
    expect(popupWanted()).toBe(false);
    clearCookies();
    rememberSubscribed();
    expect(popupWanted()).toBe(false);
  });

  it('checks the popup e-mail with the simple pattern', () => {
    expect(POPUP_EMAIL.test('ana@example.ro')).toBe(true);
    expect(POPUP_EMAIL.test('ana@example')).toBe(false);
    expect(POPUP_EMAIL.test('ana example.ro')).toBe(false);
  });
});
