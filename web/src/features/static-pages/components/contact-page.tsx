import '../static-pages.css';
import type { ReactNode } from 'react';
import { useDocumentDescription } from '@/components/ui/seo';
import { useDocumentTitle } from '@/components/ui/page-shell';
import { OsmMap, type MapPlace } from './osm-map';

type ContactPageProps = {
  /** Address, phone and e-mail (business details). */
  details?: ReactNode;
  /** The weekly program (business details). */
  schedule?: ReactNode;
  /** Pickup points named in the setup. */
  pickupPoints?: ReactNode;
  /** One per place of the setup that has coordinates (`contactMaps`); none: no maps section. */
  maps?: MapPlace[];
};

/** /contact: the maps of the shop and its pickup points, address, contact data and the program. */
export function ContactPage({ details, schedule, pickupPoints, maps = [] }: ContactPageProps) {
  useDocumentTitle('Contact');
  useDocumentDescription('Adresa, telefonul, e-mailul și programul Cofetăriei Dulce din Sibiu, cu hărțile punctelor de ridicare.');
  return (
    <div className="contact container">
      <header className="contact__header">
        <p className="eyebrow">Te așteptăm cu drag</p>
        <h1 className="contact__title">Contact</h1>
        <p className="contact__lead">
          Sună-ne pentru torturi personalizate, comenzi mari sau orice întrebare. Ne găsești în centrul Sibiului, iar
          comenzile le poți ridica și de la laboratorul nostru.
        </p>
      </header>
      <div className="contact__grid">
        <section className="contact__card" aria-labelledby="contact-data-title">
          <h2 id="contact-data-title">Date de contact</h2>
          {details}
        </section>
        <section className="contact__card" aria-labelledby="contact-schedule-title">
          <h2 id="contact-schedule-title">Program</h2>
          {schedule}
        </section>
      </div>
      {maps.length > 0 ? (
        <section className="contact__maps" aria-labelledby="contact-maps-title">
          <h2 id="contact-maps-title">Unde ne găsești</h2>
          <div className="contact__maps-grid">
            {maps.map((place) => (
              <OsmMap key={`${place.lat},${place.lon}`} place={place} />
            ))}
          </div>
        </section>
      ) : null}
      {pickupPoints ? (
        <section className="contact__pickup" aria-labelledby="contact-pickup-title">
          <h2 id="contact-pickup-title">Puncte de ridicare</h2>
          {pickupPoints}
        </section>
      ) : null}
    </div>
  );
}
