import '../static-pages.css';
import { Link } from 'react-router-dom';
import { DEFAULT_SHOP_CONTACT, type ShopContact } from '../lib/shop-contact';
import { LegalPage, type LegalSection } from './legal-page';

/** The numbers the terms promise (ages, days, percentages): one place, so the text and the shop agree. */
export const TERMS = {
  minimumAge: 18,
  minorAgeFrom: 13,
  minorAgeTo: 17,
  overrunTolerancePercent: 80,
  agentRefundHours: 72,
  withdrawalRefundWorkingDays: 14,
  complaintAnswerWorkingDays: 14,
  agentComplaintLimitDays: 90,
  termsChangeDelayDays: 2,
  contractRetentionYears: 10,
  browsers: ['Chrome', 'Safari', 'Edge', 'Firefox', 'Opera'],
} as const;

function ContactLine({ contact }: { contact: ShopContact }) {
  return (
    <ul>
      <li>
        telefon: {contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : 'numărul afișat în pagina Contact'}
      </li>
      <li>e-mail: {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : 'adresa afișată în pagina Contact'}</li>
      {contact.address ? <li>adresă: {contact.address}</li> : null}
    </ul>
  );
}

function termsSections(contact: ShopContact): LegalSection[] {
  const t = TERMS;
  return [
    {
      id: 'definitii',
      title: 'Definiții',
      content: (
        <>
          <p>În acești termeni și condiții, următorii termeni au înțelesul de mai jos:</p>
          <ul>
            <li>
              <strong>Restaurantul</strong> (sau „cofetăria”) – {contact.name}, partenerul care pregătește și vinde
              produsele prezentate pe site și care încheie contractul cu clientul.
            </li>
            <li>
              <strong>Agentul</strong> – furnizorul sistemului informatic (IT) prin care funcționează site-ul și
              comenzile online. Agentul acționează în numele și pe seama restaurantului, ca intermediar, și prelucrează
              date cu caracter personal ca persoană împuternicită a restaurantului.
            </li>
            <li>
              <strong>Clientul</strong> – persoana fizică sau juridică care plasează o comandă pe site. Un vizitator devine
              client în momentul în care trimite o comandă.
            </li>
            <li>
              <strong>Site-ul</strong> – magazinul online al restaurantului, inclusiv meniul, coșul de cumpărături și
              contul de client.
            </li>
            <li>
              <strong>Comanda</strong> – solicitarea clientului de a cumpăra unul sau mai multe produse, pentru ridicare
              din cofetărie, livrare la domiciliu, rezervare sau precomandă.
            </li>
            <li>
              <strong>Contractul</strong> – contractul la distanță dintre client și restaurant, încheiat în momentul
              confirmării comenzii de către restaurant.
            </li>
            <li>
              <strong>Plata</strong> – achitarea prețului comenzii, în numerar, cu cardul la ridicare sau la livrare,
              ori online, prin intermediul agentului.
            </li>
            <li>
              <strong>Recenzia</strong> – părerea publicată de client despre o comandă sau despre restaurant.
            </li>
            <li>
              <strong>Reclamația</strong> – sesizarea clientului privind o comandă care nu a fost executată conform
              contractului.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'acceptare',
      title: 'Acceptarea termenilor',
      content: (
        <>
          <p>
            Pentru a plasa o comandă, clientul trebuie să citească și să accepte acești termeni și condiții, precum și{' '}
            <Link to="/privacy-policy">Politica de confidențialitate</Link>. Fără acceptarea lor, comanda nu poate fi
            trimisă.
          </p>
          <p>
            Termenii se aplică tuturor comenzilor plasate prin site, indiferent de dispozitivul folosit. Versiunea în
            vigoare este întotdeauna cea publicată pe această pagină.
          </p>
        </>
      ),
    },
    {
      id: 'clientul',
      title: 'Cine poate comanda',
      content: (
        <>
          <p>
            Pot plasa comenzi persoanele fizice care au împlinit vârsta de <strong>{t.minimumAge} ani</strong> și au
            capacitate deplină de exercițiu. Minorii cu vârsta între{' '}
            <strong>
              {t.minorAgeFrom} și {t.minorAgeTo} ani
            </strong>{' '}
            pot comanda numai pentru acte mărunte, obișnuite vieții de zi cu zi (de exemplu, o prăjitură sau o porție de
            înghețată), cu încuviințarea părinților sau a reprezentantului legal.
          </p>
          <p>Pot comanda și persoanele juridice, prin reprezentanții lor.</p>
          <p>
            Clientul are obligația să furnizeze date reale, corecte și complete (nume, telefon, e-mail, adresă de
            livrare) și să le actualizeze atunci când se schimbă. Este interzisă folosirea datelor unei alte persoane
            fără acordul acesteia.
          </p>
        </>
      ),
    },
    {
      id: 'informatii-si-preturi',
      title: 'Informațiile de pe site și prețurile',
      content: (
        <>
          <p>
            Produsele, descrierile, fotografiile și prețurile afișate pe site reprezintă o{' '}
            <strong>invitație de a contracta</strong>, nu o ofertă fermă. Contractul se încheie numai prin confirmarea
            comenzii de către restaurant, în condițiile de mai jos.
          </p>
          <p>
            Prețurile sunt exprimate în lei (RON) și includ TVA. Costul ambalajului, taxa de livrare și eventualele
            ingrediente suplimentare sunt afișate separat înainte de trimiterea comenzii. Fotografiile au rol de
            prezentare: produsele lucrate manual pot avea mici diferențe de formă și decor.
          </p>
          <p>
            Valorile nutriționale și lista de alergeni sunt afișate pe pagina fiecărui produs. Dacă ai o alergie
            alimentară, te rugăm să ne spui când plasezi comanda și să ne suni pentru orice nelămurire.
          </p>
        </>
      ),
    },
    {
      id: 'comanda',
      title: 'Plasarea și confirmarea comenzii',
      content: (
        <>
          <ol>
            <li>Clientul alege produsele, modul de primire (ridicare, livrare, rezervare sau precomandă) și trimite comanda.</li>
            <li>
              Restaurantul poate verifica datele comenzii telefonic sau prin e-mail, înainte de a o accepta.
            </li>
            <li>
              Restaurantul confirmă acceptarea comenzii și comunică ora la care aceasta va fi gata: pe ecran, prin
              e-mail și, uneori, prin mesaj text (SMS). <strong>În momentul confirmării, contractul este încheiat.</strong>
            </li>
            <li>
              Pentru plata online, restaurantul acceptă comanda numai după ce agentul confirmă primirea banilor.
            </li>
          </ol>
          <p>
            Până la confirmare, comanda nu creează obligații pentru restaurant. Dacă restaurantul nu poate accepta
            comanda, clientul este anunțat pe ecran sau prin e-mail.
          </p>
        </>
      ),
    },
    {
      id: 'timp-de-executie',
      title: 'Timpul de execuție',
      content: (
        <>
          <p>
            Ora comunicată la confirmare este o estimare făcută cu grijă, ținând cont de comenzile în lucru și, la
            livrare, de trafic și de vreme.
          </p>
          <p>
            O întârziere de până la <strong>{t.overrunTolerancePercent}%</strong> peste timpul planificat (de exemplu,
            până la 54 de minute pentru o comandă estimată la 30 de minute) nu reprezintă o neexecutare a contractului
            și nu constituie motiv de reclamație.
          </p>
        </>
      ),
    },
    {
      id: 'promotii',
      title: 'Promoții și coduri de reducere',
      content: (
        <>
          <p>
            Promoțiile și codurile de reducere se aplică numai în condițiile anunțate (perioadă, valoare minimă a
            comenzii, produse incluse, abonare la newsletter etc.) și nu se cumulează, cu excepția cazului în care se
            precizează altfel.
          </p>
          <p>
            Clientul care solicită o promoție ce nu i se cuvine va plăti <strong>prețul întreg</strong> al produselor.
            Restaurantul poate, de asemenea, să anuleze o comandă plasată cu o promoție necuvenită.
          </p>
        </>
      ),
    },
    {
      id: 'plata',
      title: 'Plata și rambursarea',
      content: (
        <>
          <p>Metodele de plată disponibile sunt afișate la finalizarea comenzii și pot fi:</p>
          <ul>
            <li>numerar, la ridicare sau la livrare;</li>
            <li>card bancar, la ridicare sau la livrare;</li>
            <li>plată combinată, numerar și card;</li>
            <li>plată online, prin intermediul agentului, atunci când este activată.</li>
          </ul>
          <p>
            La plata online, agentul încasează suma în numele restaurantului. Dacă o comandă plătită online este
            anulată, agentul rambursează suma în cel mult <strong>{t.agentRefundHours} de ore</strong> de la
            notificarea anulării; zilele nelucrătoare pot prelungi acest termen. Timpul în care banii apar efectiv în
            cont depinde și de banca emitentă a cardului.
          </p>
        </>
      ),
    },
    {
      id: 'retragere',
      title: 'Retragerea din comandă',
      content: (
        <>
          <p>
            Clientul se poate retrage dintr-o comandă confirmată <strong>numai telefonic</strong>, sunând la restaurant,
            până în momentul în care începe pregătirea produselor. Un e-mail sau un mesaj scris nu sunt suficiente
            pentru retragere, deoarece pot fi citite prea târziu.
          </p>
          <p>
            După începerea pregătirii, orice modificare sau renunțare este posibilă numai cu acordul restaurantului.
            Produsele de cofetărie sunt perisabile și sunt pregătite special pentru fiecare comandă.
          </p>
          <p>
            Dacă retragerea este valabilă și comanda a fost deja plătită, suma se restituie cel târziu în{' '}
            <strong>{t.withdrawalRefundWorkingDays} zile lucrătoare</strong>.
          </p>
        </>
      ),
    },
    {
      id: 'anulare',
      title: 'Anularea comenzii de către restaurant sau agent',
      content: (
        <>
          <p>Restaurantul sau agentul pot anula o comandă dacă:</p>
          <ul>
            <li>clientul nu poate fi contactat la telefonul sau la adresa de e-mail indicate;</li>
            <li>datele clientului sunt incomplete sau false ori aparțin unei terțe persoane;</li>
            <li>la comandă a fost folosită o promoție care nu i se cuvine clientului.</li>
          </ul>
          <p>Chiar și după confirmare, comanda poate fi anulată atunci când:</p>
          <ul>
            <li>apar limitări tehnice care împiedică executarea ei;</li>
            <li>restaurantul nu mai are resursele ori produsele necesare;</li>
            <li>există îndoieli întemeiate privind datele sau capacitatea juridică a clientului.</li>
          </ul>
          <p>
            Clientul este anunțat despre anulare telefonic, prin e-mail sau pe ecran. Sumele deja plătite se
            rambursează conform secțiunii „Plata și rambursarea”.
          </p>
        </>
      ),
    },
    {
      id: 'recenzii',
      title: 'Recenzii',
      content: (
        <>
          <p>
            Recenziile lăsate de clienți sunt <strong>publice</strong> și sunt afișate împreună cu numele clientului,
            așa cum apare în comanda la care se referă.
          </p>
          <p>
            Clientul poate cere oricând ștergerea recenziei sale printr-un e-mail trimis restaurantului
            {contact.email ? (
              <>
                {' '}
                la <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </>
            ) : null}
            .
          </p>
        </>
      ),
    },
    {
      id: 'continut-interzis',
      title: 'Conținut interzis',
      content: (
        <>
          <p>Este interzisă publicarea sau transmiterea prin site a oricărui conținut ilegal, în special a conținutului care:</p>
          <ul>
            <li>pune în pericol securitatea sistemelor informatice (viruși, programe malițioase, încercări de acces neautorizat);</li>
            <li>încalcă drepturi de proprietate intelectuală (texte, fotografii, mărci ale altora);</li>
            <li>încalcă prevederile imperative ale legii sau bunele moravuri.</li>
          </ul>
          <p>Un asemenea conținut este șters, iar restaurantul își rezervă dreptul de a refuza comenzile viitoare ale autorului.</p>
        </>
      ),
    },
    {
      id: 'reclamatii',
      title: 'Reclamații',
      content: (
        <>
          <p>O reclamație trebuie să cuprindă:</p>
          <ul>
            <li>datele clientului (nume și prenume);</li>
            <li>numărul de telefon;</li>
            <li>adresa de e-mail;</li>
            <li>data comenzii;</li>
            <li>data execuției (ridicării sau livrării);</li>
            <li>adresa de livrare, dacă este cazul;</li>
            <li>datele de autentificare ale clientului (adresa de e-mail a contului), dacă a comandat din cont;</li>
            <li>o descriere detaliată a problemei, de preferință însoțită de fotografii.</li>
          </ul>
          <p>
            Reclamațiile se trimit restaurantului, prin datele de contact de mai jos, și primesc răspuns în cel mult{' '}
            <strong>{t.complaintAnswerWorkingDays} zile lucrătoare</strong> de la primire.
          </p>
          <p>
            Reclamațiile privind serviciile agentului (de exemplu, plata online) pot fi refuzate dacă sunt trimise după
            mai mult de <strong>{t.agentComplaintLimitDays} de zile</strong> de la data comenzii.
          </p>
        </>
      ),
    },
    {
      id: 'raspundere',
      title: 'Răspunderea',
      content: (
        <>
          <p>
            Restaurantul răspunde pentru calitatea produselor și pentru executarea comenzilor confirmate. Agentul
            răspunde pentru funcționarea sistemului informatic și pentru intermedierea plăților online.
          </p>
          <p>
            Nu răspundem pentru întârzieri în limita toleranței de {t.overrunTolerancePercent}% descrise mai sus, pentru
            situațiile de forță majoră sau pentru urmările datelor greșite furnizate de client.
          </p>
        </>
      ),
    },
    {
      id: 'date-personale',
      title: 'Datele cu caracter personal',
      content: (
        <>
          <p>
            Datele clientului sunt prelucrate de restaurant, ca operator, și de agent, ca persoană împuternicită, conform
            Regulamentului (UE) 2016/679 (GDPR). Datele legate de contract se păstrează pe durata contractului și încă{' '}
            {t.contractRetentionYears} ani după încheierea lui, iar datele folosite pentru marketing până la retragerea
            consimțământului.
          </p>
          <p>
            Toate detaliile se află în <Link to="/privacy-policy">Politica de confidențialitate</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'cerinte-tehnice',
      title: 'Cerințe tehnice',
      content: (
        <p>
          Site-ul funcționează în versiunile actuale ale browserelor {t.browsers.slice(0, -1).join(', ')} și{' '}
          {t.browsers[t.browsers.length - 1]}, pe calculator, tabletă și telefon. Pentru autentificare și pentru coș sunt
          necesare cookie-uri și stocarea locală activate.
        </p>
      ),
    },
    {
      id: 'modificari',
      title: 'Modificarea termenilor',
      content: (
        <p>
          Putem modifica acești termeni și condiții. Modificările intră în vigoare la{' '}
          <strong>{t.termsChangeDelayDays} zile</strong> după publicarea lor pe această pagină și nu afectează comenzile
          confirmate înainte de această dată.
        </p>
      ),
    },
    {
      id: 'litigii',
      title: 'Legea aplicabilă și soluționarea litigiilor',
      content: (
        <>
          <p>
            Contractul este guvernat de legea română. Orice neînțelegere încercăm să o rezolvăm mai întâi pe cale
            amiabilă. Clientul se poate adresa Autorității Naționale pentru Protecția Consumatorilor (ANPC), inclusiv
            pentru soluționarea alternativă a litigiilor (SAL):{' '}
            <a href="https://anpc.ro/ce-este-sal/" target="_blank" rel="noopener noreferrer">
              anpc.ro/ce-este-sal
            </a>
            .
          </p>
          <p>Dacă neînțelegerea nu se rezolvă amiabil, competența aparține instanțelor judecătorești române.</p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      content: (
        <>
          <p>Pentru comenzi, retrageri (numai telefonic), reclamații și ștergerea recenziilor ne găsești la:</p>
          <ContactLine contact={contact} />
        </>
      ),
    },
  ];
}

/** /termeni-si-conditii: every rule and number the terms state, ending with today's date. */
export function TermsPage({ contact = DEFAULT_SHOP_CONTACT }: { contact?: ShopContact }) {
  const today = new Date().toLocaleDateString(typeof navigator !== 'undefined' ? navigator.language : undefined);
  return (
    <LegalPage
      title="Termeni și condiții"
      intro={
        <p>
          Acești termeni descriu cum cumperi de la {contact.name} prin magazinul online: cine poate comanda, cum se
          încheie contractul, cum plătești, cum te poți retrage și cum ne poți trimite o reclamație. Te rugăm să îi
          citești înainte de a plasa o comandă.
        </p>
      }
      sections={termsSections(contact)}
      footer={<p className="legal__date">Data: {today}</p>}
    />
  );
}
