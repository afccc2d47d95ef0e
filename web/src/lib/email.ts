import { z } from 'zod';

/** One rule for every e-mail field: no spaces, one @, a dot and at least two characters after it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The message for an e-mail that is not valid, word for word as the services say it. */
const INVALID_EMAIL_MESSAGE = 'Adresa de email nu este valida.';

type EmailFieldOptions = {
  /** When set, an empty field gets this message instead of the invalid one. */
  required?: string;
  /** Screens that word it differently (the newsletter popup) keep their own text. */
  invalid?: string;
};

/** A trimmed e-mail form field checked against EMAIL_PATTERN. */
export function emailField({ required, invalid = INVALID_EMAIL_MESSAGE }: EmailFieldOptions = {}) {
  const text = z.string().trim();
  return (required ? text.min(1, required) : text).regex(EMAIL_PATTERN, invalid);
}
