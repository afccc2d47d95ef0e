import { RegisteredNotice } from '@/features/auth/components/registered-notice';
import { BusinessSchedule } from '@/features/business';
import { HomePage } from '@/features/home';
import { CategoryCards, MenuPreview, ProductPhotoGallery } from '@/features/menu';

/** '/' (the home page). */
export function HomeRoute() {
  return (
    <>
      <RegisteredNotice />
      <HomePage
        categories={<CategoryCards />}
        menuPreview={<MenuPreview />}
        schedule={<BusinessSchedule />}
        gallery={<ProductPhotoGallery />}
      />
    </>
  );
}
