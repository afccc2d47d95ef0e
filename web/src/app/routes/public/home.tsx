import { Suspense } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { useBusinessInformation } from '@/features/business/api/get-business-information';
import { HomePage } from '@/features/home/components/home-page';
import { lazyNamed } from '@/lib/lazy-named';
import { useAfterLoad } from '@/lib/use-after-load';

// The first screen is the hero (in the first chunk). The parts under it come from the menu and
// business features in their own chunks, with their data, as the visitor scrolls towards them;
// until then each keeps the room it will take at the screen's width (home-part--* in home.css),
// so the page does not move under a reader scrolling down.
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

/**
 * How far ahead of the screen a part starts coming: more than a phone's screen, so that its chunk
 * and its data (the reviews, the photos) have come, drawn at their final size, before it scrolls
 * into sight.
 */
const AHEAD = '1000px 0px';

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
        <WhenVisible rootMargin={AHEAD} className="home-part home-part--categories">
          <CategoryCards />
        </WhenVisible>
      }
      menuPreview={
        <WhenVisible rootMargin={AHEAD} className="home-part home-part--preview">
          <MenuPreview />
        </WhenVisible>
      }
      schedule={
        <WhenVisible rootMargin={AHEAD} className="home-part home-part--schedule">
          <BusinessSchedule />
        </WhenVisible>
      }
      bookingOpen={business?.bookingEnabled ?? true}
      onlineOrders={business ? { pickup: business.pickupEnabled, delivery: business.deliveryEnabled } : undefined}
      reservation={
        // The form's room until the business details say whether booking is on (the form) or off
        // (its message): an empty section that then grew pushed the reviews down under the reader.
        business ? (
          <WhenVisible rootMargin={AHEAD} className="home-part home-part--booking">
            <TableBooking bookingEnabled={business.bookingEnabled} phoneNumber={business.phoneNumber} />
          </WhenVisible>
        ) : (
          <div className="when-visible home-part home-part--booking" aria-hidden="true" />
        )
      }
      reviews={
        <WhenVisible rootMargin={AHEAD} className="home-part home-part--reviews">
          {/* At least the room of "no reviews yet" while they come, so the page under them stays. */}
          <div className="home-part--reviews">
            <LatestReviews />
          </div>
        </WhenVisible>
      }
      gallery={
        <WhenVisible rootMargin={AHEAD} className="home-part home-part--gallery">
          <ProductPhotoGallery />
        </WhenVisible>
      }
    />
    </>
  );
}
