import { Suspense } from 'react';
import { WhenVisible } from '@/components/ui';
import { HomePage } from '@/features/home';
import { lazyNamed } from '@/lib/lazy-named';

// The first screen is the hero (in the first chunk). The parts under it come from the menu and
// business features in their own chunks, with their data, as the visitor scrolls towards them.
const loadMenu = () => import('@/features/menu');
const CategoryCards = lazyNamed(loadMenu, 'CategoryCards');
const MenuPreview = lazyNamed(loadMenu, 'MenuPreview');
const ProductPhotoGallery = lazyNamed(loadMenu, 'ProductPhotoGallery');
const BusinessSchedule = lazyNamed(() => import('@/features/business'), 'BusinessSchedule');
const ReservationForm = lazyNamed(() => import('@/features/reservations'), 'ReservationForm');
const LatestReviews = lazyNamed(() => import('@/features/reviews'), 'LatestReviews');
const BusinessStructuredData = lazyNamed(() => import('@/features/business'), 'BusinessStructuredData');

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
