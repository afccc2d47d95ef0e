import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessInfo } from '@/testing/business-fixtures';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import { BusinessSchedule } from './business-schedule';
import { ContactDetails } from './contact-details';

const DOWN = { status: 503, body: { status: 503, message: '' } };
const UNAVAILABLE = 'Afisarea datelor nu e posibila momentan.';

describe('business details that cannot be read (footer, /contact)', () => {
  it('the program and the contact say "Afisarea datelor nu e posibila momentan."', async () => {
    stubFetchRoutes({ 'GET /user-service/restaurant/last-key': DOWN });
    renderWithRouter(
      <>
        <BusinessSchedule />
        <ContactDetails />
      </>,
    );
    expect(await screen.findAllByText(UNAVAILABLE)).toHaveLength(2);
    expect(screen.queryByText('Adresă')).not.toBeInTheDocument();
  });

  it('the details themselves failing after a new last-key say the same', async () => {
    stubFetchRoutes({
      'GET /user-service/restaurant/last-key': { body: { lastKey: 'k2' } },
      'GET /user-service/restaurant/fetch-information': DOWN,
    });
    renderWithRouter(<ContactDetails />);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('when they can be read, the contact shows the address and no failure', async () => {
    stubFetchRoutes({
      'GET /user-service/restaurant/last-key': { body: { lastKey: 'k1' } },
      'GET /user-service/restaurant/fetch-information': { body: businessInfo() },
    });
    renderWithRouter(<ContactDetails />);
    expect(await screen.findByText('Adresă')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0269 210 512' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });
});
