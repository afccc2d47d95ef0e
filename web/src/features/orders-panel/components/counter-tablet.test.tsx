import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import { CounterTablet } from './counter-tablet';

function fakeWakeLock() {
  const sentinel = Object.assign(new EventTarget(), { released: false, release: vi.fn(async () => undefined) });
  const request = vi.fn(async () => sentinel);
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  return { request, sentinel };
}

describe('CounterTablet (the panel on a counter tablet)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    vi.restoreAllMocks();
  });

  it('keeps the screen on where the browser allows it, and says so', async () => {
    const { request } = fakeWakeLock();
    renderWithRouter(<CounterTablet />);
    expect(await screen.findByText('Ecranul rămâne aprins cât timp panoul este deschis.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('screen');
    expect(screen.getByTestId('counter-tablet')).toHaveAttribute('data-wake-lock', 'held');
  });

  it('where it cannot keep the screen on, asks to check the tablet settings', () => {
    renderWithRouter(<CounterTablet />);
    expect(screen.getByText('Browserul nu poate ține ecranul aprins: verificați setările tabletei.')).toBeInTheDocument();
  });

  it('shows a large banner while the connection is lost, gone when it is back', async () => {
    renderWithRouter(<CounterTablet />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Conexiunea s-a pierdut.');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument());
  });

  it('"Testează sunetul" plays the new-order ring', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
    renderWithRouter(<CounterTablet />);
    await userEvent.click(screen.getByRole('button', { name: 'Testează sunetul' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.instances[0] as unknown as HTMLAudioElement).src).toMatch(/sounds\/new-order\.wav$/);
  });

  it('adds the panel manifest, so the panel installs as an app', () => {
    renderWithRouter(<CounterTablet />);
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/comenzi.webmanifest');
  });
});
