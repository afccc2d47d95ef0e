import { Suspense } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { useBusinessInformation } from '@/features/business/api/get-business-information';
import { HomePage } from '@/features/home/components/home-page';
import { lazyNamed } from '@/lib/lazy-named';
import { useAfterLoad } from '@/lib/use-after-load';

// The first screen is the hero (in the first chunk). The parts under it come from the menu and
// business features in their own chunks, with their data, as the visitor scrolls towards them.
const CategoryCards = lazyNamed(() => import('@/features/menu/components/category-cards'), 'CategoryCards');
const MenuPreview = lazyNamed(() => import('@/features/menu/components/menu-preview'), 'MenuPreview');
const ProductPhotoGallery = lazyNamed(
  () => import('@/features/menu/components/product-photo-gallery'),
  'ProductPhotoGallery',
);
const BusinessSchedule = lazyNamed(() => import('@/features/business/components/business-schedule'), 'BusinessSchedule');
const TableBooking = lazyNamed(() => import('@/features/reservations/components/table-booking'), 'TableBooking');
const LatestReviews = lazyNamed(() => import('@/features/reviews/components/reviews-list'), 'LatestReviews');
const BusinessStructuredData = lazyNamed(
  () => import('@/features/business/components/business-structured-data'),
  'BusinessStructuredData',
);

/** '/' (the home page). */
export function HomeRoute() {
  // Booking switched off in setup: the business's message instead of the form (asked once the page
  // has loaded; cached details show at once).
  const business = useBusinessInformation({ enabled: useAfterLoad() }).data;
  return (
    <>
      <Suspense fallback={null}>
        <BusinessStructuredData />
      </Suspense>
      <HomePage
      categories={
        <WhenVisible minHeight="18rem">
          <CategoryCards />
        </WhenVisible>
      }
      menuPreview={
        <WhenVisible minHeight="24rem">
          <MenuPreview />
        </WhenVisible>
      }
      schedule={
        <WhenVisible minHeight="16rem">
          <BusinessSchedule />
        </WhenVisible>
      }
      bookingOpen={business?.bookingEnabled ?? true}
      onlineOrders={business ? { pickup: business.pickupEnabled, delivery: business.deliveryEnabled } : undefined}
      reservation={
        <WhenVisible minHeight="24rem">
          <TableBooking bookingEnabled={business?.bookingEnabled} phoneNumber={business?.phoneNumber} />
        </WhenVisible>
      }
      reviews={
        <WhenVisible minHeight="12rem">
          <LatestReviews />
        </WhenVisible>
      }
      gallery={
        <WhenVisible minHeight="18rem">
          <ProductPhotoGallery />
        </WhenVisible>
      }
    />
    </>
  );
}
