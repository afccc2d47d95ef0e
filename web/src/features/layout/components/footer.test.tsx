import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { renderWithRouter } from '@/testing/test-utils';
import { Footer, type SocialLinks } from './footer';

function renderFooter(social?: SocialLinks) {
  renderWithRouter(
    <Footer newsletter={<form aria-label="Formular test" />} contact={<p>Str. Bălcescu 1</p>} schedule={<p>L-V 8-18</p>} social={social} />,
  );
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

  it('shows only the social links filled in the setup, each opening the saved page in a new tab', () => {
    const footer = renderFooter({ facebookUrl: 'https://www.facebook.com/cofetariadulce', instagramUrl: '', tiktokUrl: 'https://www.tiktok.com/@dulce' });
    const social = within(footer.getByRole('list', { name: 'Rețele sociale' }));
    expect(social.getAllByRole('link').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Facebook', 'https://www.facebook.com/cofetariadulce'],
      ['TikTok', 'https://www.tiktok.com/@dulce'],
    ]);
    expect(social.getByRole('link', { name: 'TikTok' })).toHaveAttribute('target', '_blank');
    expect(footer.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  });

  it('shows no social links, nor their list, when none is filled (or the details are not loaded yet)', () => {
    renderFooter({ facebookUrl: null, instagramUrl: '  ', tiktokUrl: null });
    expect(screen.queryByRole('list', { name: 'Rețele sociale' })).not.toBeInTheDocument();
    for (const name of ['Facebook', 'Instagram', 'TikTok']) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('before the business details arrive there are no social links either', () => {
    const footer = renderFooter();
    expect(footer.queryByRole('list', { name: 'Rețele sociale' })).not.toBeInTheDocument();
  });
});

describe('Footer: the legal links', () => {
  it('shows ANPC\'s SAL pictogram as a link to its page, named in Romanian, at 250 × 50 px', () => {
    const footer = renderFooter();
    const link = footer.getByRole('link', { name: /^ANPC Soluționarea alternativă a litigiilor\s*\(se deschide într-o filă nouă\)$/ });
    expect(link).toHaveAttribute('href', 'https://anpc.ro/ce-este-sal/');
    const pictogram = within(link).getByRole('img', { name: 'ANPC Soluționarea alternativă a litigiilor' });
    expect(pictogram).toHaveAttribute('width', '250');
    expect(pictogram).toHaveAttribute('height', '50');
  });

  it('has no link to the EU ODR platform (closed in July 2025)', () => {
    const footer = renderFooter();
    const hrefs = footer.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /ec\.europa\.eu\/consumers\/odr|\/odr\b/i.test(href))).toEqual([]);
    expect(footer.queryByText(/soluționare online a litigiilor|\bSOL\b|ODR/i)).toBeNull();
  });
});
