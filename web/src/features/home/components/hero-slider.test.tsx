import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import { HeroSlider } from './hero-slider';
import { HERO_SLIDES } from './hero-slides';

function currentDot(): string {
  const dot = screen.getAllByRole('button', { name: /^Diapozitivul \d:/ }).find((b) => b.getAttribute('aria-current') === 'true');
  return dot?.getAttribute('aria-label')?.slice(0, 14) ?? '';
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('hero slider', () => {
  it('has 3 slides and moves on every 5000 ms with a 1200 ms transition', () => {
    vi.useFakeTimers();
    renderWithRouter(<HeroSlider slides={HERO_SLIDES} />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(currentDot()).toBe('Diapozitivul 1');
    const track = document.querySelector<HTMLElement>('.hero-slider__track')!;
    expect(track.style.transitionDuration).toBe('1200ms');

    advance(4999);
    expect(currentDot()).toBe('Diapozitivul 1');
    advance(1);
    expect(currentDot()).toBe('Diapozitivul 2');
    expect(track.style.transform).toBe('translateX(-100%)');
    advance(5000);
    expect(currentDot()).toBe('Diapozitivul 3');
    advance(5000);
    expect(currentDot()).toBe('Diapozitivul 1');
  });

  it('pauses while hovered or focused and resumes afterwards', () => {
    vi.useFakeTimers();
    renderWithRouter(<HeroSlider slides={HERO_SLIDES} />);
    const slider = screen.getByRole('region', { name: 'Noutăți din cofetărie' });
    fireEvent.mouseEnter(slider);
    advance(15000);
    expect(currentDot()).toBe('Diapozitivul 1');
    fireEvent.mouseLeave(slider);
    advance(5000);
    expect(currentDot()).toBe('Diapozitivul 2');

    const next = screen.getByRole('button', { name: 'Diapozitivul următor' });
    act(() => next.focus());
    advance(15000);
    expect(currentDot()).toBe('Diapozitivul 2');
    act(() => next.blur());
    advance(5000);
    expect(currentDot()).toBe('Diapozitivul 3');
  });

  it('moves with the buttons, the dots and the arrow keys, and stops on the pause button', () => {
    vi.useFakeTimers();
    renderWithRouter(<HeroSlider slides={HERO_SLIDES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Diapozitivul următor' }));
    expect(currentDot()).toBe('Diapozitivul 2');
    fireEvent.click(screen.getByRole('button', { name: 'Diapozitivul anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diapozitivul anterior' }));
    expect(currentDot()).toBe('Diapozitivul 3');
    fireEvent.click(screen.getByRole('button', { name: /^Diapozitivul 2:/ }));
    expect(currentDot()).toBe('Diapozitivul 2');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Noutăți din cofetărie' }), { key: 'ArrowRight' });
    expect(currentDot()).toBe('Diapozitivul 3');

    fireEvent.click(screen.getByRole('button', { name: 'Oprește derularea automată' }));
    fireEvent.blur(document.activeElement!);
    advance(20000);
    expect(currentDot()).toBe('Diapozitivul 3');
    expect(screen.getByRole('button', { name: 'Pornește derularea automată' })).toBeInTheDocument();
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({ matches: query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    vi.useFakeTimers();
    renderWithRouter(<HeroSlider slides={HERO_SLIDES} />);
    advance(20000);
    expect(currentDot()).toBe('Diapozitivul 1');
    expect(document.querySelector<HTMLElement>('.hero-slider__track')!.style.transitionDuration).toBe('0ms');
  });
});
