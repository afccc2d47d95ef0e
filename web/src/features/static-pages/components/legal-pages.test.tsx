import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

describe('terms and conditions', () => {
  it('state every terms constant and end with today\'s date in the visitor\'s locale', () => {
    const { container } = renderWithRouter(<TermsPage contact={{ name: 'Cofetăria Dulce', email: 'contact@exemplu.ro', phone: '0269 210 512' }} />);
    const text = container.textContent ?? '';
    for (const piece of [
      '18 ani',
      '13 și 17 ani',
      '80%',
      '72 de ore',
      '14 zile lucrătoare',
      '90 de zile',
      '2 zile',
      '10 ani',
      'Chrome, Safari, Edge, Firefox și Opera',
      'invitație de a contracta',
      'numai telefonic',
      'prețul întreg',
      'persoană împuternicită',
      'numele clientului',
    ]) {
      expect(text).toContain(piece);
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Termeni și condiții' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Cuprins' })).toBeInTheDocument();
    const date = new Date().toLocaleDateString(navigator.language);
    expect(container.querySelector('.legal__footer')?.textContent).toBe(`Data: ${date}`);
    expect(text.trim().endsWith(date)).toBe(true);
  });
});

describe('privacy policy', () => {
  it('covers the GDPR principles, purposes, data, recipients, rights, transfers and contact', () => {
    renderWithRouter(<PrivacyPage contact={{ name: 'Cofetăria Dulce', email: 'contact@exemplu.ro' }} />);
    for (const heading of [
      'Principiile pe care le respectăm',
      'Ce date prelucrăm',
      'Scopurile și temeiurile prelucrării',
      'Cui transmitem datele',
      'Transferuri în afara Uniunii Europene',
      'Cât timp păstrăm datele',
      'Drepturile tale',
      'Contact pentru protecția datelor',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'contact@exemplu.ro' }).length).toBeGreaterThan(0);
  });
});
