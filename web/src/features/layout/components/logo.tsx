import '../header.css';
import { Link } from 'react-router-dom';
import { BUSINESS_NAME } from '@/lib/constants';

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg className="logo__mark" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill="var(--color-primary)" />
      <path d="M9 24c0-6 5-11 11-11s11 5 11 11v2H9v-2Z" fill="var(--color-cream)" />
      <path d="M9 24c3 3 6-2 9 0s6-2 9 0 4-1 4-1" stroke="var(--color-accent)" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="20" cy="10" r="3" fill="var(--color-accent)" />
      <rect x="9" y="27" width="22" height="4" rx="2" fill="var(--color-cream)" opacity=".7" />
    </svg>
  );
}

export function Logo({ to = '/', tagline = true }: { to?: string; tagline?: boolean }) {
  return (
    // Named by its own text (a voice-control user says what they see), then where it leads.
    <Link to={to} className="logo">
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">{BUSINESS_NAME}</span>
        {tagline ? <span className="logo__tagline">Sibiu · din 1998</span> : null}
      </span>
      <span className="visually-hidden"> – prima pagină</span>
    </Link>
  );
}
