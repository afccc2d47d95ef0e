import { characterCount } from '@/lib/allergens';

type InscriptionFieldProps = {
  id: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
};

/** Keeps at most `max` characters as the kitchen counts them (an emoji is one). */
export function clampInscription(text: string, max: number): string {
  return [...text].slice(0, max).join('');
}

/** The message written on the cake, with a live preview of it on the cake and the characters left. */
export function InscriptionField({ id, value, maxLength, onChange }: InscriptionFieldProps) {
  const left = maxLength - characterCount(value);
  return (
    <div className="field inscription">
      <label className="field__label" htmlFor={id}>
        Mesaj pe produs (opțional)
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(e) => onChange(clampInscription(e.target.value, maxLength))}
        placeholder="De exemplu: La mulți ani, Ana!"
        aria-describedby={`${id}-left`}
      />
      <p className="field__hint" id={`${id}-left`} aria-live="polite">
        {left === 1 ? 'Mai puteți scrie 1 caracter.' : `Mai puteți scrie ${left} caractere.`} Scriem mesajul exact cum îl tastați.
      </p>
      <div className="inscription__cake" aria-label="Previzualizare mesaj pe tort" role="img">
        <span className="inscription__text" data-testid="inscription-preview">
          {value || 'Mesajul tău aici'}
        </span>
      </div>
    </div>
  );
}
