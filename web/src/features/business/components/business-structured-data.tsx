import { StructuredData } from '@/components/ui/seo';
import { useBusinessInformation } from '../api/get-business-information';

const DAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The home page's schema.org Bakery (a LocalBusiness): name, address, phone and opening hours from the business setup. */
export function BusinessStructuredData() {
  const info = useBusinessInformation().data;
  if (!info) return null;
  const hours = (info.schedules ?? [])
    .filter((s) => s.scheduleType === 'REGULAR' && s.open && s.openingTime && s.closingTime)
    .map((s) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAYS[s.dayOfWeek]}`,
      opens: s.openingTime?.slice(0, 5),
      closes: s.closingTime?.slice(0, 5),
    }));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <StructuredData
      data={{
        '@context': 'https://schema.org',
        '@type': 'Bakery',
        name: info.name,
        url: `${origin}/`,
        telephone: info.phoneNumber ?? undefined,
        email: info.email ?? undefined,
        servesCuisine: 'Cofetărie',
        priceRange: '$$',
        address: {
          '@type': 'PostalAddress',
          streetAddress: [info.address, info.streetNumber].filter(Boolean).join(' '),
          addressLocality: info.city ?? undefined,
          addressRegion: info.county ?? undefined,
          postalCode: info.postalCode ?? undefined,
          addressCountry: 'RO',
        },
        openingHoursSpecification: hours,
      }}
    />
  );
}
