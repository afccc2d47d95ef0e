import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessInfo } from '@/testing/business-fixtures';
import { renderWithRouter } from '@/testing/test-utils';
import { contactMaps } from '../lib/contact-maps';
import { ContactPage } from './contact-page';

const point = (id: number, name: string, latitude: string | null, longitude: string | null) => ({
  id,
  pickupLocationName: name,
  pickupLocationDescription: `Descrierea ${name}`,
  pickupLocationLatitude: latitude,
  pickupLocationLongitude: longitude,
});

function mapFrames() {
  return screen.queryAllByTitle(/^Harta: /);
}

describe('/contact maps (from the business setup)', () => {
  it('draws one map per place with coordinates: the shop, then each pickup point, none for one without', () => {
    const info = businessInfo({
      latitude: '45.794150',
      longitude: '24.151350',
      pickupLocations: [point(1, 'Laboratorul Hipodrom', '45.780300', '24.166800'), point(2, 'Chioșcul din gară', null, null)],
    });
    renderWithRouter(<ContactPage maps={contactMaps(info)} />);

    const maps = within(screen.getByRole('region', { name: 'Unde ne găsești' }));
    expect(mapFrames().map((frame) => frame.getAttribute('title'))).toEqual(['Harta: Cofetăria Dulce Sibiu', 'Harta: Laboratorul Hipodrom']);
    // The marker sits on the saved coordinates.
    expect(mapFrames()[1].getAttribute('src')).toContain(`marker=${encodeURIComponent('45.7803,24.1668')}`);
    expect(maps.getByText('Str. Nicolae Bălcescu 12, Sibiu', { exact: false })).toBeInTheDocument();
    const large = maps.getAllByRole('link', { name: /Deschide harta mare/ });
    expect(large[0]).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=45.79415&mlon=24.15135#map=17/45.79415/24.15135');
    expect(screen.queryByText('Chioșcul din gară')).not.toBeInTheDocument();
  });

  it("a pickup point at the shop's own coordinates (its counter) is not drawn twice", () => {
    // The demo seed: the centre point is the shop itself.
    renderWithRouter(<ContactPage maps={contactMaps(businessInfo())} />);
    expect(mapFrames().map((frame) => frame.getAttribute('title'))).toEqual(['Harta: Cofetăria Dulce Sibiu', 'Harta: Laboratorul Hipodrom']);
  });

  it('with no coordinates anywhere there is no maps section at all', () => {
    const info = businessInfo({ latitude: null, longitude: null, pickupLocations: [point(1, 'Centru', null, null)] });
    renderWithRouter(<ContactPage maps={contactMaps(info)} details={<p>Str. Bălcescu 12</p>} />);
    expect(mapFrames()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Unde ne găsești' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('Str. Bălcescu 12')).toBeInTheDocument();
  });

  it('details cached before the coordinates existed, or not loaded yet, draw no map', () => {
    const { latitude: _lat, longitude: _lon, ...older } = businessInfo();
    const cached = { ...older, pickupLocations: [{ id: 1, pickupLocationName: 'Centru', pickupLocationDescription: '…' }] };
    expect(contactMaps(cached as never)).toEqual([]);
    expect(contactMaps(undefined)).toEqual([]);
  });
});
