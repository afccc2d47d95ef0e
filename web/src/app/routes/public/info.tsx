// Lazy chunk: about, contact and the legal pages.
import { BusinessSchedule } from '@/features/business/components/business-schedule';
import { cityLine, streetLine } from '@/features/business/lib/contact';
import { ContactDetails } from '@/features/business/components/contact-details';
import { PickupPoints } from '@/features/business/components/pickup-points';
import { useBusinessInformation } from '@/features/business/api/get-business-information';
import { AboutPage } from '@/features/static-pages/components/about-page';
import { ContactPage } from '@/features/static-pages/components/contact-page';
import { contactMaps } from '@/features/static-pages/lib/contact-maps';
import { PrivacyPage } from '@/features/static-pages/components/privacy-page';
import { TermsPage } from '@/features/static-pages/components/terms-page';
import { type ShopContact } from '@/features/static-pages/lib/shop-contact';
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
  const { data } = useBusinessInformation();
  return (
    <ContactPage
      details={<ContactDetails />}
      schedule={<BusinessSchedule />}
      pickupPoints={<PickupPoints />}
      maps={contactMaps(data)}
    />
  );
}

export function TermsRoute() {
  return <TermsPage contact={useShopContact()} />;
}

export function PrivacyRoute() {
  return <PrivacyPage contact={useShopContact()} />;
}
