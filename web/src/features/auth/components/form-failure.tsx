import { Alert } from '@/components/ui/alert';
import type { FormFailure } from '../lib/errors';

export function FormFailureAlert({ failure }: { failure: FormFailure | null }) {
  if (!failure) return null;
  return (
    <Alert tone="error" title={failure.title}>
      {failure.detail ? <p>{failure.detail}</p> : null}
    </Alert>
  );
}
