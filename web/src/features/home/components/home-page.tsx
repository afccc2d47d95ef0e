import '../home.css';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentDescription } from '@/components/ui/seo';
import { useDocumentTitle } from '@/components/ui/page-shell';
import { BUSINESS_CITY, BUSINESS_NAME } from '@/lib/constants';
import { ordersLead, type OnlineOrders } from '../lib/orders-lead';
import { HeroSlider } from './hero-slider';
import { HERO_SLIDES } from './hero-slides';
import { HomeSection } from './home-section';
import { OurStory } from './our-story';

type HomePageProps = {
  /** Category cards (menu). */
  categories?: ReactNode;
  /** Weekly program (business details). */
  schedule?: ReactNode;
  /** Photos of our products (menu). */
  gallery?: ReactNode;
  /** First meals of a few categories with tabs (menu). */
  menuPreview?: ReactNode;
  /** The table booking form, or the business's message when booking is off (reservations). */
  reservation?: ReactNode;
  /** False once the business switched booking off: the section then invites no one to pick a day. */
  bookingOpen?: boolean;
  /** Pickup and delivery as the business offers them; the program's lead names only those. */
  onlineOrders?: OnlineOrders;
  /** The average rating and the latest reviews (reviews). */
  reviews?: ReactNode;
};

/** '/': hero slider, menu preview, categories, story, program, booking, reviews and gallery. */
export function HomePage({
  categories,
  schedule,
  gallery,
  menuPreview,
  reservation,
  bookingOpen = true,
  onlineOrders,
  reviews,
}: HomePageProps) {
  useDocumentTitle('');
  useDocumentDescription(
    `${BUSINESS_NAME}, cofetărie artizanală în ${BUSINESS_CITY}: torturi, prăjituri și patiserie proaspătă. Comandă online pentru ridicare sau livrare.`,
  );
  return (
    <div className="home">
      <div className="home-hero">
        <div className="container">
          <h1 className="home-hero__title">
            {BUSINESS_NAME} · cofetărie artizanală în {BUSINESS_CITY}
          </h1>
        </div>
        <HeroSlider slides={HERO_SLIDES} />
      </div>

      {/* Dishes with their prices right under the hero: on a phone a shopper meets them on the
          second screen, before the categories and the story. */}
      {menuPreview ? (
        <HomeSection
          id="din-meniu"
          eyebrow="Din meniu"
          title="Ce coacem azi"
          lead="Câteva dintre preferatele clienților, pe categorii. Prețurile sunt cele din cofetărie."
        >
          {menuPreview}
        </HomeSection>
      ) : null}

      {categories ? (
        <HomeSection id="categorii" eyebrow="Din vitrina noastră" title="Alege categoria preferată">
          {categories}
        </HomeSection>
      ) : null}

      <OurStory />

      {schedule ? (
        <section className="section section--tinted" aria-labelledby="program-title">
          <div className="container schedule">
            <div>
              <p className="eyebrow">Te așteptăm</p>
              <h2 className="section__title" id="program-title">
                Programul cofetăriei
              </h2>
              <p className="schedule__lead">{ordersLead(onlineOrders)}</p>
              <ButtonLink to="/contact">Contact și hartă</ButtonLink>
            </div>
            {schedule}
          </div>
        </section>
      ) : null}

      {reservation ? (
        <HomeSection
          id="rezervari"
          eyebrow="Rezervări"
          title={bookingOpen ? 'Rezervă o masă' : 'Rezervări la masă'}
          lead={bookingOpen ? 'Alege ziua, ora și câte persoane vin. Îți confirmăm rezervarea pe e-mail.' : undefined}
        >
          {reservation}
        </HomeSection>
      ) : null}

      {reviews ? (
        <HomeSection id="pareri" eyebrow="Păreri" title="Ce spun clienții noștri">
          {reviews}
        </HomeSection>
      ) : null}

      {gallery ? (
        <HomeSection id="galerie" eyebrow="Galerie" title="Din atelierul nostru">
          {gallery}
        </HomeSection>
      ) : null}
    </div>
  );
}
