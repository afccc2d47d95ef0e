import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { renderWithRouter } from '@/testing/test-utils';
import { Footer } from './footer';

function renderFooter() {
  renderWithRouter(<Footer newsletter={<form aria-label="Formular test" />} contact={<p>Str. Bălcescu 1</p>} schedule={<p>L-V 8-18</p>} />);
  return within(screen.getByRole('contentinfo'));
}

describe('Footer', () => {
  it('"Administrare" leads a visitor to the staff sign-in', () => {
    const footer = renderFooter();
    expect(footer.getByRole('link', { name: 'Administrare' })).toHaveAttribute('href', '/auth/admin');
  });

  it('"Administrare" leads a signed-in admin straight to the admin area', () => {
    useSessionStore.getState().login('jwt', { firstName: 'Ana', lastName: 'Ionescu', email: 'ana@brutarie.ro', role: ROLES.admin });
    const footer = renderFooter();
    expect(footer.getByRole('link', { name: 'Administrare' })).toHaveAttribute('href', '/admin');
  });

  it('a signed-in customer or manager still goes to the staff sign-in', () => {
    useSessionStore.getState().login('jwt', { firstName: 'Dan', lastName: 'Munteanu', email: 'dan@brutarie.ro', role: ROLES.manager });
    const footer = renderFooter();
    expect(footer.getByRole('link', { name: 'Administrare' })).toHaveAttribute('href', '/auth/admin');
  });

  it('shows the newsletter signup, the contact and the program it is given, and the information links', () => {
    const footer = renderFooter();
    expect(footer.getByRole('heading', { name: 'Abonează-te la noutăți' })).toBeInTheDocument();
    expect(footer.getByRole('form', { name: 'Formular test' })).toBeInTheDocument();
    expect(footer.getByText('Str. Bălcescu 1')).toBeInTheDocument();
    expect(footer.getByText('L-V 8-18')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Termeni și condiții' })).toHaveAttribute('href', '/termeni-si-conditii');
    expect(footer.getByRole('link', { name: 'Politica de confidențialitate' })).toHaveAttribute('href', '/privacy-policy');
  });
});
