import type { CakeRequestDetail, CakeRequestStatus } from '../api/types';
import { wasPaid } from '../lib/terms';
import { PROGRESS_STEPS, STATUS_LABELS, STATUS_NOTES } from '../lib/texts';

/** How far a request got before it stopped (refused, expired, cancelled): judged by what it holds. */
function reachedBeforeEnd(request: CakeRequestDetail): CakeRequestStatus {
  if (request.payments.some(wasPaid)) return 'ACCEPTED';
  if (request.quotes.length) return 'QUOTED';
  return 'REQUESTED';
}

/** The status in words and the line of steps: Cerere trimisă → Ofertă primită → Avans plătit → Blocat pentru modificări → Livrat. */
export function CakeProgress({ request }: { request: CakeRequestDetail }) {
  const ended = !PROGRESS_STEPS.includes(request.status);
  const reached = ended ? reachedBeforeEnd(request) : request.status;
  const reachedIndex = PROGRESS_STEPS.indexOf(reached);
  const steps = ended ? PROGRESS_STEPS.slice(0, reachedIndex + 1) : PROGRESS_STEPS;
  return (
    <div className="cake-section">
      <p role="status" className="cake-status" data-testid="cake-status">
        Status: <strong>{STATUS_LABELS[request.status]}</strong>
      </p>
      <ol className="cake-progress" aria-label="Pașii cererii">
        {steps.map((step, index) => {
          const done = ended ? true : index < reachedIndex;
          const current = !ended && index === reachedIndex;
          return (
            <li
              key={step}
              className={['cake-progress__step', done ? 'cake-progress__step--done' : '', current ? 'cake-progress__step--current' : ''].filter(Boolean).join(' ')}
              aria-current={current ? 'step' : undefined}
            >
              {STATUS_LABELS[step]}
              {done ? <span className="visually-hidden"> (făcut)</span> : null}
            </li>
          );
        })}
        {ended ? (
          <li className="cake-progress__step cake-progress__step--current" aria-current="step">
            {STATUS_LABELS[request.status]}
          </li>
        ) : null}
      </ol>
      <p className="form__note">
        {STATUS_NOTES[request.status]}
        {request.status === 'DECLINED' && request.declineReason ? ` Motiv: ${request.declineReason}` : ''}
      </p>
    </div>
  );
}
