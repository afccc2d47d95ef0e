import { RegisteredNotice } from '@/features/auth/components/registered-notice';
import { HomePage } from '@/features/home';

/** '/' and '/checkout' (the checkout opens over the home page later). */
export function HomeRoute() {
  return (
    <>
      <RegisteredNotice />
      <HomePage />
    </>
  );
}
