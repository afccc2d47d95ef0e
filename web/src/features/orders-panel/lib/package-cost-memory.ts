/**
 * The packaging cost last confirmed on this device: the next order's accept dialog starts from it
 * instead of asking again (the staff change it only when an order needs other boxes).
 */
const KEY = 'comenzi-ultimul-cost-ambalaje';

export function lastPackageCost(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPackageCost(value: string): void {
  try {
    window.localStorage.setItem(KEY, value);
  } catch {
    // Private mode or storage full: the dialog simply asks next time.
  }
}
