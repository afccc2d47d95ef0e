import type { BusinessInformation } from '@/types/api';
import type { MapPlace } from '../components/osm-map';

type Places = Pick<BusinessInformation, 'name' | 'address' | 'streetNumber' | 'city' | 'latitude' | 'longitude' | 'pickupLocations'>;

/** A saved coordinate pair as numbers, or null when either is missing or not a place on Earth. */
function pointOf(latitude: string | null | undefined, longitude: string | null | undefined): { lat: number; lon: number } | null {
  if (latitude == null || longitude == null) return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/**
 * The /contact maps from the setup (the admin types the coordinates): the shop, then each pickup point, in the setup's
 * order, each only when it has coordinates. A point at the shop's own coordinates (the shop's
 * counter) is not drawn twice. Details cached before the coordinates existed simply have none.
 */
export function contactMaps(info: Places | undefined): MapPlace[] {
  if (!info) return [];
  const street = [info.address, info.streetNumber].filter(Boolean).join(' ');
  const candidates: (MapPlace | null)[] = [
    withPoint(pointOf(info.latitude, info.longitude), { title: info.name, note: [street, info.city].filter(Boolean).join(', ') }),
    ...(info.pickupLocations ?? []).map((p) =>
      withPoint(pointOf(p.pickupLocationLatitude, p.pickupLocationLongitude), { title: p.pickupLocationName, note: p.pickupLocationDescription }),
    ),
  ];
  const seen = new Set<string>();
  return candidates.filter((place): place is MapPlace => {
    if (!place) return false;
    const key = `${place.lat},${place.lon}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function withPoint(point: { lat: number; lon: number } | null, { title, note }: { title: string; note: string }): MapPlace | null {
  return point ? { ...point, title, ...(note ? { note } : {}) } : null;
}
