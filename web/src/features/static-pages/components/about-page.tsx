import '../static-pages.css';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentDescription } from '@/components/ui/seo';
import { useDocumentTitle } from '@/components/ui/page-shell';
import { BUSINESS_CITY, BUSINESS_NAME } from '@/lib/constants';

const VALUES = [
  {
    title: 'Ingrediente adevărate',
    text: 'Unt, smântână și ouă de la fermele din jurul Sibiului, fructe de sezon și ciocolată belgiană. Fără margarină, fără arome care țin loc de gust.',
  },
  {
    title: 'Făcut de mână, în fiecare zi',
    text: 'Blaturile se coc dimineața, cremele se fac în cantități mici, iar fiecare tort este decorat de mână, pentru omul care îl va primi.',
  },
  {
    title: 'Rețete cu poveste',
    text: 'Amandina, cremșnitul și cozonacul vin din caietul bunicii. Le-am păstrat gustul și am adăugat, cu grijă, câteva rețete noi.',
  },
  {
    title: 'Aproape de oameni',
    text: 'Ne place să vorbim cu clienții noștri: ce sărbătoriți, ce gust vă amintește de copilărie, ce alergii trebuie să avem în vedere.',
  },
];

const TEAM = [
  { initials: 'MP', name: 'Maria Popa', role: 'Fondatoare și cofetar-șef', text: 'A deschis cofetăria în 1998 cu trei rețete și un cuptor. Gustă și astăzi fiecare cremă înainte să iasă în vitrină.' },
  { initials: 'AI', name: 'Andrei Ionescu', role: 'Patiser', text: 'Începe lucrul la ora 4 dimineața, ca croissantele și pateurile să fie calde când deschidem.' },
  { initials: 'IM', name: 'Ioana Munteanu', role: 'Decoratoare de torturi', text: 'Transformă ideile voastre în torturi: flori din cremă, figurine din marțipan și mesaje scrise cu ciocolată.' },
  { initials: 'RS', name: 'Radu Stan', role: 'Comenzi și livrări', text: 'Răspunde la telefon, confirmă comenzile și se asigură că tortul ajunge întreg la petrecere.' },
];

/** /despre-noi: our story, our values and the team. */
export function AboutPage() {
  useDocumentTitle('Despre noi');
  useDocumentDescription('Povestea Cofetăriei Dulce din Sibiu: rețete de familie, ingrediente proaspete și cofetari care lucrează cu mâna.');
  return (
    <div className="about">
      <header className="about__hero">
        <div className="container">
          <p className="eyebrow">Din 1998, în {BUSINESS_CITY}</p>
          <h1 className="about__title">Despre noi</h1>
          <p className="about__lead">
            Suntem o cofetărie de familie din centrul Sibiului. De peste douăzeci și cinci de ani facem torturi,
            prăjituri și patiserie așa cum se făceau acasă: încet, cu ingrediente bune și cu multă răbdare.
          </p>
        </div>
      </header>

      <section className="section" aria-labelledby="about-story">
        <div className="container about__story">
          <h2 className="section__title" id="about-story">
            Povestea noastră
          </h2>
          <p>
            Totul a început într-o bucătărie mică de pe strada Nicolae Bălcescu, cu un caiet de rețete moștenit de la
            bunica Maria. Primele amandine le vindeam vecinilor, pe o tavă, în fiecare sâmbătă dimineață. Vestea s-a
            dus repede, iar tava a devenit o vitrină, apoi o cofetărie.
          </p>
          <p>
            Astăzi, {BUSINESS_NAME} are un laborator propriu în cartierul Hipodrom și o echipă de oameni care iubesc
            ceea ce fac. Am rămas însă la fel de mici acolo unde contează: cunoaștem pe nume mulți dintre clienții noștri
            și ne bucurăm de fiecare dată când ne cer „tortul de anul trecut”.
          </p>
          <p>
            Am adus cofetăria și online ca să vă fie mai ușor: alegeți din meniu, comandați în câteva minute și ridicați
            de la noi sau primiți acasă. Gustul a rămas același.
          </p>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="about-values">
        <div className="container">
          <h2 className="section__title" id="about-values">
            Ce ne ghidează
          </h2>
          <ul className="about__values">
            {VALUES.map((v) => (
              <li key={v.title} className="about__value">
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="about-team">
        <div className="container">
          <h2 className="section__title" id="about-team">
            Echipa noastră
          </h2>
          <ul className="about__team">
            {TEAM.map((m) => (
              <li key={m.name} className="about__member">
                <span className="about__avatar" aria-hidden="true">
                  {m.initials}
                </span>
                <h3 className="about__name">{m.name}</h3>
                <p className="about__role">{m.role}</p>
                <p>{m.text}</p>
              </li>
            ))}
          </ul>
          <div className="about__cta">
            <ButtonLink to="/meniu" size="lg">
              Descoperă meniul
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="secondary">
              Vino în vizită
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
