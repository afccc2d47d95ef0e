import type { ReactNode } from 'react';

export type HeroSlide = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { to: string; label: string };
  art: ReactNode;
  tone: 'berry' | 'cream' | 'caramel';
};

function CakeArt() {
  return (
    <svg viewBox="0 0 360 320" aria-hidden="true" focusable="false">
      <circle cx="180" cy="160" r="150" fill="var(--color-primary-soft)" />
      <ellipse cx="180" cy="270" rx="140" ry="22" fill="var(--color-surface-strong)" />
      <rect x="70" y="170" width="220" height="92" rx="14" fill="var(--color-chocolate)" />
      <rect x="70" y="206" width="220" height="10" fill="var(--color-cream)" opacity=".85" />
      <rect x="95" y="110" width="170" height="72" rx="14" fill="var(--color-accent)" />
      <path d="M95 140c14 14 26-10 40 0s26-10 40 0 26-10 40 0 26-10 40 0 10-4 10-4" stroke="var(--color-cream)" strokeWidth="10" fill="none" strokeLinecap="round" />
      <circle cx="140" cy="100" r="12" fill="var(--color-berry-dark)" />
      <circle cx="180" cy="94" r="13" fill="var(--color-berry-dark)" />
      <circle cx="220" cy="100" r="12" fill="var(--color-berry-dark)" />
      <path d="M180 81c2-8 8-12 14-12" stroke="#5d8a3a" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="300" cy="70" r="6" fill="var(--color-gold)" />
      <circle cx="60" cy="110" r="4" fill="var(--color-gold)" />
    </svg>
  );
}

function PastryArt() {
  return (
    <svg viewBox="0 0 360 320" aria-hidden="true" focusable="false">
      <circle cx="180" cy="160" r="150" fill="var(--color-cream)" />
      <ellipse cx="180" cy="262" rx="150" ry="20" fill="var(--color-surface-strong)" />
      <path d="M60 240c20-70 80-100 120-100s100 30 120 100c-30-14-50-10-64 4-14-24-34-34-56-34s-42 10-56 34c-14-14-34-18-64-4Z" fill="var(--color-gold)" />
      <path d="M130 196l16 40M180 182v52M230 196l-16 40" stroke="var(--color-chocolate-2)" strokeWidth="6" strokeLinecap="round" opacity=".5" />
      <rect x="214" y="70" width="90" height="56" rx="12" fill="var(--color-chocolate)" />
      <rect x="214" y="70" width="90" height="16" rx="8" fill="var(--color-cream)" />
      <circle cx="258" cy="62" r="10" fill="var(--color-accent)" />
      <circle cx="76" cy="90" r="6" fill="var(--color-accent)" />
    </svg>
  );
}

function CandyArt() {
  return (
    <svg viewBox="0 0 360 320" aria-hidden="true" focusable="false">
      <circle cx="180" cy="160" r="150" fill="var(--color-surface-strong)" />
      <rect x="130" y="80" width="100" height="160" rx="16" fill="var(--color-cream)" />
      <rect x="130" y="130" width="100" height="14" fill="var(--color-accent)" />
      <rect x="130" y="190" width="100" height="14" fill="var(--color-accent)" />
      <circle cx="180" cy="66" r="22" fill="var(--color-primary)" />
      <circle cx="90" cy="200" r="30" fill="var(--color-accent)" />
      <rect x="87" y="226" width="6" height="48" rx="3" fill="var(--color-chocolate-2)" />
      <circle cx="270" cy="190" r="26" fill="var(--color-gold)" />
      <rect x="267" y="212" width="6" height="56" rx="3" fill="var(--color-chocolate-2)" />
      <circle cx="290" cy="96" r="7" fill="var(--color-accent)" />
    </svg>
  );
}

/** The three home slides. */
export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 'torturi',
    eyebrow: 'Torturi la comandă',
    title: 'Torturi pentru zilele care contează',
    text: 'Aniversări, botezuri sau o duminică în familie: alegem împreună gustul, mărimea și mesajul, iar noi îl decorăm de mână.',
    cta: { to: '/meniu?category=torturi', label: 'Alege un tort' },
    art: <CakeArt />,
    tone: 'berry',
  },
  {
    id: 'proaspat',
    eyebrow: 'Coapte în fiecare dimineață',
    title: 'Prăjituri și patiserie proaspătă',
    text: 'Amandină, ecler, cremșnit sau un croissant cu unt încă cald — din atelierul nostru din centrul Sibiului, direct pe masa ta.',
    cta: { to: '/meniu', label: 'Vezi meniul' },
    art: <PastryArt />,
    tone: 'cream',
  },
  {
    id: 'ridicare',
    eyebrow: 'Comandă online',
    title: 'Ridici din cofetărie sau primești acasă',
    text: 'Plasezi comanda în câteva minute, noi o confirmăm și îți spunem exact când este gata. Simplu, ca la o cofetărie de cartier.',
    cta: { to: '/contact', label: 'Unde ne găsești' },
    art: <CandyArt />,
    tone: 'caramel',
  },
];
