import '../static-pages.css';
import { Link } from 'react-router-dom';
import { COOKIE_CONSENT_MAX_AGE_S } from '@/lib/constants';
import { DEFAULT_SHOP_CONTACT, type ShopContact } from '../lib/shop-contact';
import { LegalPage, type LegalSection } from './legal-page';
import { TERMS } from './terms-page';

function privacySections(contact: ShopContact): LegalSection[] {
  const email = contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : 'adresa de e-mail din pagina Contact';
  return [
    {
      id: 'operator',
      title: 'Cine prelucrează datele tale',
      content: (
        <>
          <p>
            <strong>Operatorul</strong> datelor este {contact.name}
            {contact.address ? `, cu sediul în ${contact.address}` : ''}, care vinde produsele prezentate pe site.
          </p>
          <p>
            <strong>Persoana împuternicită</strong> este furnizorul sistemului informatic (agentul), care găzduiește și
            întreține magazinul online și prelucrează datele numai la instrucțiunile restaurantului, pe baza unui contract
            conform art. 28 din Regulamentul (UE) 2016/679 (GDPR).
          </p>
        </>
      ),
    },
    {
      id: 'principii',
      title: 'Principiile pe care le respectăm',
      content: (
        <ul>
          <li><strong>Legalitate, echitate și transparență</strong> – prelucrăm datele numai cu un temei legal și îți spunem deschis ce facem cu ele.</li>
          <li><strong>Limitarea scopului</strong> – folosim datele doar pentru scopurile descrise mai jos.</li>
          <li><strong>Reducerea la minimum</strong> – cerem numai datele de care avem nevoie pentru comandă.</li>
          <li><strong>Exactitate</strong> – te rugăm să ne dai date corecte; le poți corecta oricând din contul tău.</li>
          <li><strong>Limitarea stocării</strong> – păstrăm datele doar cât este necesar (vezi secțiunea „Cât timp păstrăm datele”).</li>
          <li><strong>Integritate și confidențialitate</strong> – protejăm datele prin măsuri tehnice și organizatorice.</li>
          <li><strong>Responsabilitate</strong> – putem demonstra oricând că respectăm aceste principii.</li>
        </ul>
      ),
    },
    {
      id: 'categorii-de-date',
      title: 'Ce date prelucrăm',
      content: (
        <>
          <ul>
            <li><strong>date de identificare și contact:</strong> nume, prenume, număr de telefon, adresă de e-mail;</li>
            <li><strong>adresa de livrare:</strong> stradă, număr, bloc, apartament, localitate, județ;</li>
            <li><strong>datele contului:</strong> adresa de e-mail și parola (păstrată numai criptată), istoricul comenzilor;</li>
            <li><strong>datele comenzii:</strong> produsele, mesajul dorit pe tort, modul de primire, ora și observațiile tale;</li>
            <li>
              <strong>date bancare, dacă este cazul:</strong> la plata online, datele cardului sunt introduse direct în
              pagina procesatorului de plăți; noi primim doar confirmarea plății și, la rambursări, datele necesare
              restituirii sumei;
            </li>
            <li>
              <strong>date privind alergiile alimentare, dacă este cazul:</strong> numai dacă ni le comunici tu, pentru ca
              produsele să fie pregătite în siguranță; sunt date privind sănătatea și le prelucrăm doar cu
              consimțământul tău explicit;
            </li>
            <li><strong>date tehnice:</strong> adresa IP, tipul browserului, cookie-urile și datele din stocarea locală descrise mai jos.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'scopuri',
      title: 'Scopurile și temeiurile prelucrării',
      content: (
        <ul>
          <li>
            <strong>Gestionarea contractului</strong> – primirea, confirmarea, pregătirea, livrarea și plata comenzilor,
            contul de client, rezervările, reclamațiile (art. 6 alin. (1) lit. b) GDPR – executarea contractului).
          </li>
          <li>
            <strong>Obligații legale</strong> – evidența contabilă și fiscală, răspunsul la solicitările autorităților
            (art. 6 alin. (1) lit. c) GDPR).
          </li>
          <li>
            <strong>Marketing, numai cu consimțământul tău</strong> – newsletterul, ofertele și codurile de reducere
            trimise prin e-mail (art. 6 alin. (1) lit. a) GDPR). Te poți dezabona oricând, din orice e-mail primit.
          </li>
          <li>
            <strong>Interesul nostru legitim</strong> – securitatea site-ului, prevenirea fraudelor și apărarea
            drepturilor noastre (art. 6 alin. (1) lit. f) GDPR).
          </li>
          <li>
            <strong>Alergiile alimentare</strong> – numai cu consimțământul tău explicit (art. 9 alin. (2) lit. a)
            GDPR), strict pentru pregătirea comenzii.
          </li>
        </ul>
      ),
    },
    {
      id: 'destinatari',
      title: 'Cui transmitem datele',
      content: (
        <>
          <p>Datele tale sunt accesibile numai persoanelor care au nevoie de ele pentru a-ți onora comanda:</p>
          <ul>
            <li>agentului, furnizorul sistemului informatic, ca persoană împuternicită;</li>
            <li>curierilor sau colegilor care livrează comanda (nume, telefon, adresă);</li>
            <li>procesatorului de plăți și băncilor, la plata online și la rambursări;</li>
            <li>furnizorilor de găzduire și de e-mail care ne ajută să funcționăm;</li>
            <li>contabilului nostru și autorităților publice, atunci când legea o cere.</li>
          </ul>
          <p>Nu vindem și nu închiriem datele tale nimănui.</p>
        </>
      ),
    },
    {
      id: 'transferuri',
      title: 'Transferuri în afara Uniunii Europene',
      content: (
        <p>
          Datele sunt prelucrate în Uniunea Europeană / Spațiul Economic European. Dacă un furnizor ar transfera date în
          afara acestui spațiu, transferul se face numai către țări cu nivel adecvat de protecție recunoscut de Comisia
          Europeană sau pe baza clauzelor contractuale standard aprobate de aceasta.
        </p>
      ),
    },
    {
      id: 'durata',
      title: 'Cât timp păstrăm datele',
      content: (
        <ul>
          <li>
            datele legate de contract (comenzi, facturi, reclamații): pe durata contractului și încă{' '}
            <strong>{TERMS.contractRetentionYears} ani</strong> după aceea, cât cer obligațiile legale contabile;
          </li>
          <li>datele folosite pentru marketing: până la retragerea consimțământului;</li>
          <li>contul de client: până la ștergerea lui, la cererea ta;</li>
          <li>
            consimțământul pentru cookie-uri: un an ({COOKIE_CONSENT_MAX_AGE_S} de secunde), după care te întrebăm din
            nou.
          </li>
        </ul>
      ),
    },
    {
      id: 'drepturi',
      title: 'Drepturile tale',
      content: (
        <>
          <p>Conform GDPR, ai următoarele drepturi:</p>
          <ul>
            <li><strong>dreptul de acces</strong> – să afli ce date avem despre tine;</li>
            <li><strong>dreptul la rectificare</strong> – să corectezi datele greșite sau incomplete;</li>
            <li><strong>dreptul la ștergere</strong> („dreptul de a fi uitat”), în limitele legii;</li>
            <li><strong>dreptul la restricționarea prelucrării</strong>;</li>
            <li><strong>dreptul la portabilitatea datelor</strong> – să le primești într-un format structurat;</li>
            <li><strong>dreptul la opoziție</strong>, inclusiv față de marketingul direct;</li>
            <li><strong>dreptul de a-ți retrage consimțământul</strong> oricând, fără a afecta prelucrarea anterioară;</li>
            <li><strong>dreptul de a nu face obiectul unei decizii bazate exclusiv pe prelucrare automată</strong>;</li>
            <li>
              <strong>dreptul de a depune o plângere</strong> la Autoritatea Națională de Supraveghere a Prelucrării
              Datelor cu Caracter Personal (ANSPDCP), B-dul G-ral. Gheorghe Magheru nr. 28-30, sector 1, București,{' '}
              <a href="https://www.dataprotection.ro" target="_blank" rel="noopener noreferrer">
                www.dataprotection.ro
              </a>
              .
            </li>
          </ul>
          <p>Răspundem cererilor tale în cel mult o lună de la primire, gratuit.</p>
        </>
      ),
    },
    {
      id: 'cookie-uri',
      title: 'Cookie-uri și stocarea locală',
      content: (
        <>
          <p>Folosim numai cookie-uri și date locale necesare funcționării magazinului:</p>
          <ul>
            <li>consimțământul pentru cookie-uri (<code>cookie_consent</code>, valabil un an);</li>
            <li>sesiunea de autentificare (valabilă 7 zile de la conectare);</li>
            <li>coșul de cumpărături și adresa salvată;</li>
            <li>preferința pentru modul întunecat;</li>
            <li>alegerea ta privind fereastra de abonare la newsletter;</li>
            <li>datele cofetăriei (program, adresă), ca paginile să se încarce mai repede.</li>
          </ul>
          <p>Nu folosim cookie-uri de publicitate de la terți. Hărțile din pagina Contact sunt furnizate de OpenStreetMap.</p>
        </>
      ),
    },
    {
      id: 'securitate',
      title: 'Securitatea datelor',
      content: (
        <p>
          Site-ul folosește conexiuni criptate (HTTPS), parolele sunt păstrate numai sub formă criptată, iar accesul la
          panoul de administrare este permis doar personalului autorizat, cu cont propriu.
        </p>
      ),
    },
    {
      id: 'minori',
      title: 'Minori',
      content: (
        <p>
          Nu colectăm cu bună știință date de la copii sub {TERMS.minorAgeFrom} ani. Minorii între {TERMS.minorAgeFrom} și{' '}
          {TERMS.minorAgeTo} ani pot comanda numai pentru acte mărunte, cu acordul părinților, conform{' '}
          <Link to="/termeni-si-conditii">termenilor și condițiilor</Link>.
        </p>
      ),
    },
    {
      id: 'contact-date',
      title: 'Contact pentru protecția datelor',
      content: (
        <>
          <p>
            Pentru orice întrebare sau cerere privind datele tale personale ne poți scrie la {email}
            {contact.phone ? (
              <>
                {' '}
                sau ne poți suna la <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </>
            ) : null}
            . Te rugăm să menționezi în subiect „Protecția datelor”.
          </p>
        </>
      ),
    },
    {
      id: 'modificari',
      title: 'Modificarea politicii',
      content: (
        <p>
          Putem actualiza această politică atunci când se schimbă legea sau modul în care lucrăm. Versiunea în vigoare
          este întotdeauna cea publicată pe această pagină.
        </p>
      ),
    },
  ];
}

/** /privacy-policy: GDPR principles, purposes, data, recipients, rights, transfers, contact. */
export function PrivacyPage({ contact = DEFAULT_SHOP_CONTACT }: { contact?: ShopContact }) {
  return (
    <LegalPage
      title="Politica de confidențialitate"
      intro={
        <p>
          Îți respectăm intimitatea. Mai jos găsești, pe înțelesul tuturor, ce date personale prelucrăm când comanzi de la{' '}
          {contact.name}, de ce, cât timp le păstrăm și ce drepturi ai.
        </p>
      }
      sections={privacySections(contact)}
    />
  );
}
