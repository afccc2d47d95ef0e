// Lazy chunk: about, contact and the legal pages.
import { BusinessSchedule, cityLine, ContactDetails, PickupPoints, streetLine, useBusinessInformation } from '@/features/business';
import { AboutPage, ContactPage, PrivacyPage, TermsPage, type ShopContact } from '@/features/static-pages';
import { BUSINESS_NAME } from '@/lib/constants';

function useShopContact(): ShopContact {
  const { data } = useBusinessInformation();
  if (!data) return { name: BUSINESS_NAME };
  const address = [streetLine(data), cityLine(data)].filter(Boolean).join(', ');
  return { name: data.name || BUSINESS_NAME, email: data.email, phone: data.phoneNumber, address: address || null };
}

export function AboutRoute() {
  return <AboutPage />;
}

export function ContactRoute() {
  return <ContactPage details={<ContactDetails />} schedule={<BusinessSchedule />} pickupPoints={<PickupPoints />} />;
}

export function TermsRoute() {
  return <TermsPage contact={useShopContact()} />;
}

export function PrivacyRoute() {
  return <PrivacyPage contact={useShopContact()} />;
}
