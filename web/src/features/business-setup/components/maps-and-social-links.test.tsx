import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { businessInfo } from '@/testing/business-fixtures';
import { renderRoutes } from '@/testing/test-utils';
import type { BusinessInformation } from '@/types/api';
import { LocationForms } from './location-form';
import { SocialLinksForm } from './social-links-form';

// The coordinates of the shop and of each point (the /contact maps) and the footer's links.
const INFO = 'GET /admin-service/setup/fetch-information';
const ADDRESS = '/admin-service/setup/address';
const POINTS = '/admin-service/setup/set-pickup-locations';
const SOCIAL = '/admin-service/setup/social-links';

/** The admin service's answer: the body saved into the information, coordinates with 6 decimals. */
const sixDecimals = (v: unknown) => (v == null ? null : Number(v).toFixed(6));

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('coordinates in the location forms', () => {
  it('the address saves typed coordinates (a decimal comma too) and shows them as saved', async () => {
    const api = stubFetchRoutes({
      [INFO]: { body: businessInfo({ latitude: null, longitude: null }) },
      [`POST ${ADDRESS}`]: ({ json }) => {
        const body = json as { latitude: string | null; longitude: string | null };
        return { body: businessInfo({ latitude: sixDecimals(body.latitude), longitude: sixDecimals(body.longitude) }) };
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LocationForms /> }]);
    const address = within(await screen.findByRole('form', { name: 'Adresa' }));
    expect(address.getByLabelText('Latitudine')).toHaveValue('');
    await user.type(address.getByLabelText('Latitudine'), '45,79415');
    await user.type(address.getByLabelText('Longitudine'), '24.151350');
    await user.click(address.getByRole('button', { name: 'Salvează adresa' }));

    expect(await screen.findByText('Datele au fost salvate cu succes!')).toBeInTheDocument();
    expect(api.callsTo('POST', ADDRESS)[0].json).toMatchObject({ county: 'Sibiu', latitude: '45.79415', longitude: '24.151350' });
    expect(address.getByLabelText('Latitudine')).toHaveValue('45.79415');
    expect(address.getByLabelText('Longitudine')).toHaveValue('24.15135');
  });

  it('refuses coordinates out of range, or one without the other, in Romanian and sends nothing', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LocationForms /> }]);
    const address = within(await screen.findByRole('form', { name: 'Adresa' }));
    expect(address.getByLabelText('Latitudine')).toHaveValue('45.79415');
    await retype(user, address.getByLabelText('Latitudine'), '91');
    await retype(user, address.getByLabelText('Longitudine'), 'est');
    await user.click(address.getByRole('button', { name: 'Salvează adresa' }));
    expect(await address.findByText('Latitudinea trebuie să fie un număr între -90 și 90.')).toBeVisible();
    expect(address.getByText('Longitudinea trebuie să fie un număr între -180 și 180.')).toBeVisible();

    await retype(user, address.getByLabelText('Latitudine'), '45,79');
    await retype(user, address.getByLabelText('Longitudine'), '');
    await user.click(address.getByRole('button', { name: 'Salvează adresa' }));
    expect(await address.findByText('Completați și longitudinea: harta are nevoie de amândouă coordonatele.')).toBeVisible();
    expect(api.callsTo('POST', ADDRESS)).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    stubFetchRoutes({
      [INFO]: { body: businessInfo() },
      [`POST ${ADDRESS}`]: {
        status: 422,
        body: { status: 422, message: 'Datele trimise nu sunt valide.', errors: { latitude: 'Latitudinea trebuie să fie un număr între -90 și 90.' } },
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LocationForms /> }]);
    const address = within(await screen.findByRole('form', { name: 'Adresa' }));
    await user.click(address.getByRole('button', { name: 'Salvează adresa' }));
    expect(await address.findByText('Latitudinea trebuie să fie un număr între -90 și 90.')).toBeVisible();
    expect(address.getByLabelText('Latitudine')).toHaveAttribute('aria-invalid', 'true');
  });

  it('each point saves its own coordinates; emptied ones are sent as null (no map)', async () => {
    const api = stubFetchRoutes({
      [INFO]: { body: businessInfo() },
      [`POST ${POINTS}`]: ({ json }) => ({
        body: (json as Record<string, unknown>[]).map((p, i) => ({
          ...p,
          id: p.id ?? 10 + i,
          pickupLocationLatitude: sixDecimals(p.pickupLocationLatitude),
          pickupLocationLongitude: sixDecimals(p.pickupLocationLongitude),
        })),
      }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LocationForms /> }]);
    const centre = within(await screen.findByRole('group', { name: 'Punctul de lucru 1' }));
    const lab = within(screen.getByRole('group', { name: 'Punctul de lucru 2' }));
    await retype(user, centre.getByLabelText('Latitudine'), '');
    await retype(user, centre.getByLabelText('Longitudine'), '');
    await retype(user, lab.getByLabelText('Longitudine'), '24,1701');
    await user.click(screen.getByRole('button', { name: 'Salvează punctele de lucru' }));

    expect(await screen.findByText('Punctele de lucru au fost salvate cu succes!')).toBeInTheDocument();
    const sent = api.callsTo('POST', POINTS)[0].json as Record<string, unknown>[];
    expect(sent.map((p) => [p.id, p.pickupLocationLatitude, p.pickupLocationLongitude])).toEqual([
      [1, null, null],
      [2, '45.7803', '24.1701'],
    ]);
    // Shown again as saved (the rows are drawn afresh from the answer).
    expect(within(screen.getByRole('group', { name: 'Punctul de lucru 2' })).getByLabelText('Longitudine')).toHaveValue('24.1701');
  });

  it("a point's lone latitude is refused under that point", async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LocationForms /> }]);
    const lab = within(await screen.findByRole('group', { name: 'Punctul de lucru 2' }));
    await retype(user, lab.getByLabelText('Latitudine'), '');
    await user.click(screen.getByRole('button', { name: 'Salvează punctele de lucru' }));
    expect(await lab.findByText('Completați și latitudinea: harta are nevoie de amândouă coordonatele.')).toBeVisible();
    expect(api.callsTo('POST', POINTS)).toHaveLength(0);
  });
});

describe('social links', () => {
  const saved = (json: unknown): BusinessInformation => businessInfo(json as Partial<BusinessInformation>);

  it('saves the filled links and sends an emptied one as null', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() }, [`POST ${SOCIAL}`]: ({ json }) => ({ body: saved(json) }) });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SocialLinksForm /> }]);
    const facebook = await screen.findByLabelText('Facebook');
    expect(facebook).toHaveValue('https://www.facebook.com/');
    await retype(user, facebook, ' https://www.facebook.com/cofetariadulce ');
    await retype(user, screen.getByLabelText('Instagram'), '');
    await retype(user, screen.getByLabelText('TikTok'), 'https://www.tiktok.com/@dulce');
    await user.click(screen.getByRole('button', { name: 'Salvează linkurile' }));

    expect(await screen.findByText('Linkurile au fost salvate cu succes!')).toBeInTheDocument();
    expect(api.callsTo('POST', SOCIAL)[0].json).toEqual({
      facebookUrl: 'https://www.facebook.com/cofetariadulce',
      instagramUrl: null,
      tiktokUrl: 'https://www.tiktok.com/@dulce',
    });
  });

  it('refuses a link that is not https or not on its own network, in Romanian, and sends nothing', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SocialLinksForm /> }]);
    await retype(user, await screen.findByLabelText('Facebook'), 'http://www.facebook.com/dulce');
    await retype(user, screen.getByLabelText('Instagram'), 'https://www.facebook.com/dulce');
    await retype(user, screen.getByLabelText('TikTok'), 'tiktok.com/@dulce');
    await user.click(screen.getByRole('button', { name: 'Salvează linkurile' }));

    expect(
      await screen.findByText('Linkul de Facebook trebuie să fie o adresă https de pe facebook.com, de exemplu https://www.facebook.com/cofetaria-mea.'),
    ).toBeVisible();
    expect(
      screen.getByText('Linkul de Instagram trebuie să fie o adresă https de pe instagram.com, de exemplu https://www.instagram.com/cofetaria-mea.'),
    ).toBeVisible();
    expect(screen.getByText('Linkul de TikTok trebuie să fie o adresă https de pe tiktok.com, de exemplu https://www.tiktok.com/cofetaria-mea.')).toBeVisible();
    expect(api.callsTo('POST', SOCIAL)).toHaveLength(0);
  });

  it("shows the server's refusal under its field and in the error toast", async () => {
    const message = 'Textul poate avea cel mult 300 caractere.';
    stubFetchRoutes({
      [INFO]: { body: businessInfo() },
      [`POST ${SOCIAL}`]: { status: 422, body: { status: 422, message, errors: { tiktokUrl: message } } },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SocialLinksForm /> }]);
    await user.click(await screen.findByRole('button', { name: 'Salvează linkurile' }));
    await waitFor(() => expect(screen.getByLabelText('TikTok')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(message, { exact: false }).length).toBeGreaterThan(0);
  });
});
