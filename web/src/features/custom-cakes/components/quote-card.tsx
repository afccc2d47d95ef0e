import { formatBani, formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import type { CakeQuote } from '../api/types';
import { showDay } from '../lib/dates';
import { formatPercent } from '../lib/terms';
import { CakeSection } from './cake-section';

/** The quotes in the order they were sent; the last one is the one that counts. */
export function orderedQuotes(quotes: CakeQuote[]): CakeQuote[] {
  return quotes.every((q) => typeof q.version === 'number') ? [...quotes].sort((a, b) => (a.version ?? 0) - (b.version ?? 0)) : quotes;
}

export function latestQuote(quotes: CakeQuote[]): CakeQuote | null {
  const ordered = orderedQuotes(quotes);
  return ordered.length ? ordered[ordered.length - 1] : null;
}

function QuoteFacts({ quote }: { quote: CakeQuote }) {
  const rest = (parseMoney(quote.price) ?? 0) - (parseMoney(quote.depositAmount) ?? 0);
  return (
    <dl className="cake-facts">
      <dt>Preț total</dt>
      <dd data-testid="quote-price">{formatMoney(quote.price)}</dd>
      {quote.description ? (
        <>
          <dt>Ce include</dt>
          <dd>{quote.description}</dd>
        </>
      ) : null}
      <dt>Avans</dt>
      <dd data-testid="quote-deposit">
        {formatPercent(quote.depositPercent)} — {formatMoney(quote.depositAmount)}
      </dd>
      <dt>Rest de plată</dt>
      <dd>{formatBani(rest)}</dd>
      <dt>Valabilă până la</dt>
      <dd>{showDay(quote.validUntil)}</dd>
      <dt>Modificări posibile până la</dt>
      <dd>{showDay(quote.lockDate)}</dd>
    </dl>
  );
}

/** 'Oferta cofetăriei': the latest quote in full; the earlier versions folded under it. */
export function QuoteCard({ quotes }: { quotes: CakeQuote[] }) {
  const ordered = orderedQuotes(quotes);
  const latest = ordered[ordered.length - 1];
  const older = ordered.slice(0, -1).reverse();
  if (!latest) return null;
  return (
    <CakeSection name="quote" title={older.length ? `Oferta cofetăriei (versiunea ${latest.version ?? ordered.length})` : 'Oferta cofetăriei'}>
      <QuoteFacts quote={latest} />
      {older.length ? (
        <details className="cake-older">
          <summary>Oferte anterioare ({older.length})</summary>
          {older.map((quote, index) => (
            <div key={quote.id}>
              <h3 className="cake-section__title">Versiunea {quote.version ?? older.length - index}</h3>
              <QuoteFacts quote={quote} />
            </div>
          ))}
        </details>
      ) : null}
    </CakeSection>
  );
}
