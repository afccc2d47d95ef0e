import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { HERO_AUTOPLAY_MS, HERO_SPEED_MS } from '@/lib/constants';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import type { HeroSlide } from './hero-slides';

type HeroSliderProps = {
  slides: HeroSlide[];
  autoplayMs?: number;
  speedMs?: number;
};

/**
 * Carousel of the home page: moves on every 5 s, slides in 1.2 s; stops while
 * hovered or focused, on the pause button and for visitors who prefer reduced motion.
 */
export function HeroSlider({ slides, autoplayMs = HERO_AUTOPLAY_MS, speedMs = HERO_SPEED_MS }: HeroSliderProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const trackId = useId();
  const count = slides.length;
  const autoplay = !stopped && !reducedMotion && count > 1;
  const paused = !autoplay || hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => clearTimeout(timer);
  }, [index, paused, autoplayMs, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="hero-slider"
      aria-roledescription="carusel"
      aria-label="Noutăți din cofetărie"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      data-paused={paused || undefined}
    >
      <div className="hero-slider__viewport">
        <div
          className="hero-slider__track"
          id={trackId}
          aria-live={autoplay ? 'off' : 'polite'}
          style={{
            transform: `translateX(-${index * 100}%)`,
            transitionDuration: `${reducedMotion ? 0 : speedMs}ms`,
          }}
        >
          {slides.map((slide, i) => {
            const current = i === index;
            return (
              <div
                key={slide.id}
                className={`hero-slide hero-slide--${slide.tone}`}
                role="group"
                aria-roledescription="diapozitiv"
                aria-label={`${i + 1} din ${count}`}
                aria-hidden={!current}
                inert={!current}
                data-active={current || undefined}
              >
                <div className="container hero-slide__inner">
                  <div className="hero-slide__copy">
                    <p className="eyebrow">{slide.eyebrow}</p>
                    <h2 className="hero-slide__title">{slide.title}</h2>
                    <p className="hero-slide__text">{slide.text}</p>
                    <ButtonLink to={slide.cta.to} size="lg">
                      {slide.cta.label}
                    </ButtonLink>
                  </div>
                  <div className="hero-slide__art">{slide.art}</div>
                </div>
              </div>
            );
          })}
        </div>
      </div>

      {count > 1 ? (
        <div className="container hero-slider__controls">
          <button type="button" className="icon-btn" aria-controls={trackId} aria-label="Diapozitivul anterior" onClick={() => go(index - 1)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </button>
          <div className="hero-slider__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="hero-slider__dot"
                aria-controls={trackId}
                aria-label={`Diapozitivul ${i + 1}: ${slide.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="icon-btn" aria-controls={trackId} aria-label="Diapozitivul următor" onClick={() => go(index + 1)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </button>
          {!reducedMotion ? (
            <button
              type="button"
              className="icon-btn hero-slider__pause"
              aria-label={stopped ? 'Pornește derularea automată' : 'Oprește derularea automată'}
              onClick={() => setStopped((s) => !s)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                {stopped ? <path d="M8 5l11 7-11 7z" fill="currentColor" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />}
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
