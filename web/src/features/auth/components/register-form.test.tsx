import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '@/testing/test-utils';
import { useSessionStore } from '@/stores/session';
import { AuthPage } from './auth-page';

const MSG_FIRST = 'Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale.';
const MSG_LAST = 'Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale.';
const MSG_EMAIL = 'Adresa de email nu este valida.';
const MSG_PASSWORD =
  'Parola trebuie sa fie aiba minimum 8 caractere, sa includa cel putin o litera mare, una mica, o cifra si un caracter special.';
const MSG_CONFIRM = 'Campul de confirmare parola nu este acelasi cu campul de parola.';

/** A registration every rule accepts. */
const VALID = {
  Prenume: 'Ioana',
  Nume: 'Popescu',
  Email: 'ioana@example.ro',
  Parolă: 'Parola#2024',
  'Confirmă parola': 'Parola#2024',
};

function renderRegister() {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/', element: <p>Prima pagină de test</p> },
    ],
    '/auth?mode=register',
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('register form', () => {
  it('shows every §5 message under its field for bad input and sends nothing', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderRegister();

    await fill(user, {
      Prenume: 'Io',
      Nume: 'Pop$',
      Email: 'nu-e-email',
      Parolă: 'parola',
      'Confirmă parola': 'parola',
    });
    await user.click(screen.getByRole('button', { name: 'Creează cont' }));

    expect(await screen.findByText(MSG_FIRST)).toBeVisible();
    expect(screen.getByText(MSG_LAST)).toBeVisible();
    expect(screen.getByText(MSG_EMAIL)).toBeVisible();
    expect(screen.getByText(MSG_PASSWORD)).toBeVisible();
    expect(screen.getByLabelText('Prenume')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Prenume')).toHaveAccessibleDescription(MSG_FIRST);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects names that are too long or use special characters', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderRegister();
    await fill(user, { Prenume: 'a'.repeat(21), Nume: 'b'.repeat(17) });
    await user.click(screen.getByRole('button', { name: 'Creează cont' }));
    expect(await screen.findByText(MSG_FIRST)).toBeVisible();
    expect(screen.getByText(MSG_LAST)).toBeVisible();
  });

  it('blocks the submit while the confirmation differs from the password', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderRegister();
    await fill(user, { ...VALID, 'Confirmă parola': 'Parola#2025' });

    expect(await screen.findByText(MSG_CONFIRM)).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Creează cont' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing the confirmation lifts the block and the message.
    await fill(user, { 'Confirmă parola': 'Parola#2024' });
    await waitFor(() => expect(screen.queryByText(MSG_CONFIRM)).not.toBeInTheDocument());
    expect(submit).toBeEnabled();
  });

  it('on success signs nobody in: says the confirmation mail was sent and opens the login form', async () => {
    // The same answer for a new and a known address: no token, no roles.
    const fetchMock = stubFetch({
      status: 200,
      body: { jwtToken: '', userRoles: [], firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro' },
    });
    const user = userEvent.setup();
    const { router } = renderRegister();
    await fill(user, { ...VALID, Email: 'Ioana@Example.ro' });
    await user.click(screen.getByRole('button', { name: 'Creează cont' }));

    await waitFor(() => expect(router.state.location.search).toBe('?mode=authenticate'));
    expect(router.state.location.pathname).toBe('/auth');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/user-service/register');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ioana',
      lastName: 'Popescu',
      email: 'Ioana@Example.ro',
      password: 'Parola#2024',
      confirmPassword: 'Parola#2024',
    });
    // Registering ends with the confirmation-mail message, on the login form, with the address filled in.
    const title = await screen.findByText('Verifică-ți e-mailul', { selector: '.alert__title' });
    expect(title.closest('.alert')).toHaveTextContent(/e-mail de confirmare/);
    expect(screen.getByRole('heading', { name: 'Autentificare' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ioana@example.ro');
    const s = useSessionStore.getState();
    expect(s.token).toBeNull();
    expect(s.user).toBeNull();
  });

  it('shows the Romanian message of a 429 (too many registrations)', async () => {
    const message = 'Prea multe cereri într-un timp scurt. Vă rugăm să încercați din nou peste 42 minute.';
    stubFetch({ status: 429, body: { status: 429, message, errors: {} } });
    const user = userEvent.setup();
    renderRegister();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Creează cont' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Prea multe încercări');
    expect(alert).toHaveTextContent(message);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('puts server field errors under the fields with "Authentication failed"', async () => {
    stubFetch({
      status: 422,
      body: { status: 422, message: 'Datele nu sunt valide.', errors: { email: 'Emailul este deja folosit de alt cont.' } },
    });
    const user = userEvent.setup();
    renderRegister();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Creează cont' }));
    expect(await screen.findByText('Authentication failed')).toBeVisible();
    expect(screen.getByText('Datele nu sunt valide.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Emailul este deja folosit de alt cont.');
    expect(useSessionStore.getState().token).toBeNull();
  });
});
