import { Suspense } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { HomePage } from '@/features/home/components/home-page';
import { lazyNamed } from '@/lib/lazy-named';

// The first screen is the hero (in the first chunk). The parts under it come from the menu and
// business features in their own chunks, with their data, as the visitor scrolls towards them.
const CategoryCards = lazyNamed(() => import('@/features/menu/components/category-cards'), 'CategoryCards');
const MenuPreview = lazyNamed(() => import('@/features/menu/components/menu-preview'), 'MenuPreview');
const ProductPhotoGallery = lazyNamed(
  () => import('@/features/menu/components/product-photo-gallery'),
  'ProductPhotoGallery',
);
const BusinessSchedule = lazyNamed(() => import('@/features/business/components/business-schedule'), 'BusinessSchedule');
const ReservationForm = lazyNamed(() => import('@/features/reservations/components/reservation-form'), 'ReservationForm');
const LatestReviews = lazyNamed(() => import('@/features/reviews/components/reviews-list'), 'LatestReviews');
const BusinessStructuredData = lazyNamed(
  () => import('@/features/business/components/business-structured-data'),
  'BusinessStructuredData',
);

/** '/' (the home page). */
export function HomeRoute() {
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
      reservation={
        <WhenVisible minHeight="24rem">
          <ReservationForm />
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
