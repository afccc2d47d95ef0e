import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessInfo } from '@/testing/business-fixtures';
import { stubFetchRoutes, type StubReply } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { OPTIONS } from '../testing/cake-fixtures';
import { CakeRequestPage } from './cake-request-page';

// Today is 29-11-2026 for the form; the bakery needs 3 days.
const START = { category: 'Torturi cu figurine', model: 'Tort unicorn', photo: '/images/products/12/thumb.webp' };

function setup(created: StubReply = { status: 201, body: { id: 31, followKey: 'cheia-secreta' } }) {
  const fetches = stubFetchRoutes({
    'GET /user-service/cake-requests/options': { body: OPTIONS },
    'POST /user-service/cake-requests': created,
  });
  const view = renderRoutes(
    [
      { path: '/tort-personalizat', element: <CakeRequestPage business={businessInfo()} start={START} today="2026-11-29" /> },
      { path: '/tort/:id', element: <p>Pagina cererii</p> },
    ],
    '/tort-personalizat',
  );
  return { ...fetches, ...view };
}

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array(2048)], name, { type });

async function fillRequest(user: ReturnType<typeof userEvent.setup>, date = '20-12-2026') {
  await user.type(await screen.findByLabelText('Data evenimentului'), date);
  await user.type(screen.getByLabelText('Ora'), '12:00');
  await user.click(screen.getByRole('radio', { name: 'Ridicare personală' }));
  await user.click(screen.getByRole('radio', { name: 'Laboratorul Hipodrom' }));
  await user.type(screen.getByLabelText('Număr de porții'), '20');
  await user.selectOptions(screen.getByLabelText('Aroma blatului'), 'Fistic');
  await user.selectOptions(screen.getByLabelText('Umplutura'), 'Fructe de pădure');
  await user.type(screen.getByLabelText('Mesaj pe tort (opțional)'), 'La mulți ani, Ana!');
  await user.type(screen.getByLabelText('Buget orientativ în lei (opțional)'), '400');
  await user.type(screen.getByLabelText('Descrierea tortului'), 'Roz și alb, două etaje.');
  await user.type(screen.getByLabelText('Prenume'), 'Sorina');
  await user.type(screen.getByLabelText('Nume'), 'Bucur');
  await user.type(screen.getByLabelText('Email'), 'sorina@example.ro');
  await user.type(screen.getByLabelText('Telefon'), '0722 123 456');
}

describe('Comandă un tort personalizat (/tort-personalizat)', () => {
  it('starts from the gallery item: named at the top and in the description', async () => {
    setup();
    expect(await screen.findByTestId('cake-start')).toHaveTextContent('Pornești de la: Tort unicorn — Torturi cu figurine');
    expect(await screen.findByLabelText('Descrierea tortului')).toHaveValue('Model din galerie: Tort unicorn (Torturi cu figurine). ');
    expect(screen.getByText(/Cel mai devreme 02-12-2026/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Aroma blatului')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alege aroma', 'Vanilie', 'Ciocolată', 'Fistic']);
  });

  it('sends the request as multipart (the JSON part and the photo) and goes to the follow page', async () => {
    const user = userEvent.setup();
    const { callsTo, router } = setup();
    await fillRequest(user);
    await user.upload(screen.getByLabelText('Adaugă fotografii'), photo('model.jpg'));
    expect(screen.getByRole('list', { name: 'Fotografiile alese' })).toHaveTextContent('model.jpg');
    await user.click(screen.getByRole('button', { name: 'Trimite cererea' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tort/31'));
    expect(router.state.location.search).toBe('?cheie=cheia-secreta');
    const [call] = callsTo('POST', '/user-service/cake-requests');
    const body = call.init.body as FormData;
    // A plain text part: the service reads `request` as a form field, not as a file.
    expect(typeof body.get('request')).toBe('string');
    expect(JSON.parse(body.get('request') as string)).toEqual({
      eventDate: '2026-12-20',
      time: '12:00',
      deliveryMethodChosen: 'PICKUP',
      pickupLocationId: 2,
      deliveryDetailsBean: { firstName: 'Sorina', lastName: 'Bucur', phoneNumber: '0722123456', email: 'sorina@example.ro' },
      servings: 20,
      flavour: 'Fistic',
      filling: 'Fructe de pădure',
      inscription: 'La mulți ani, Ana!',
      allergies: null,
      budget: '400.00',
      description: 'Model din galerie: Tort unicorn (Torturi cu figurine). Roz și alb, două etaje.',
    });
    expect((body.getAll('photos') as File[]).map((f) => f.name)).toEqual(['model.jpg']);
  });

  it('refuses a day before the lead time, a fourth photo and a file that is not a photo, without sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { callsTo } = setup();
    await fillRequest(user, '30-11-2026');
    const input = screen.getByLabelText('Adaugă fotografii');
    await user.upload(input, [photo('1.jpg'), photo('2.png', 'image/png'), photo('3.webp', 'image/webp'), photo('4.jpg')]);
    expect(await screen.findByText('Poți atașa cel mult 3 fotografii.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elimină fotografia 4.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Elimină fotografia 3.webp' }));
    await user.upload(input, photo('invitatie.pdf', 'application/pdf'));
    expect(screen.getAllByText(/Fotografia „invitatie.pdf” nu este JPEG, PNG sau WebP./).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Trimite cererea' }));
    expect(
      await screen.findByText('Avem nevoie de cel puțin 3 zile pentru un tort personalizat: cea mai apropiată dată posibilă este 02-12-2026.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Data evenimentului')).toHaveFocus();
    expect(callsTo('POST', '/user-service/cake-requests')).toHaveLength(0);
  });

  it('shows the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    const closed = 'În 20-12-2026 cofetăria este închisă. Alege altă zi.';
    setup({ status: 422, body: { status: 422, message: 'Date invalide', errors: { eventDate: closed } } });
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Trimite cererea' }));
    expect(await screen.findByText(closed)).toBeInTheDocument();
    expect(screen.getByLabelText('Data evenimentului')).toHaveAttribute('aria-invalid', 'true');
  });
});
