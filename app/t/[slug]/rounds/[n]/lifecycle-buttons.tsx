import type { RoundStatus } from '@/lib/db/generated/enums';
import { roundStepAction } from '@/lib/rounds/actions';
import { ROUND_STEPS, type RoundStep } from '@/lib/rounds/mutations/lifecycle';
import { ActionForm } from '../../../../_components/action-form';

const LABELS: Record<RoundStep, { label: string; confirm?: string }> = {
  publish: {
    label: 'Publish the seating',
    confirm: 'Publish? Players will see the seating and it can no longer change.',
  },
  start: { label: 'Start the round clock' },
  timeUp: { label: 'Call time' },
  close: {
    label: 'Close the round',
    confirm: 'Close the round? It cannot be reopened: its tables and clock stop for good.',
  },
};

/** `open`: tables still playing; `withTime`: those of them whose clock has not run out. */
type Props = { slug: string; roundId: string; version: number; status: RoundStatus; open: number; withTime: number };

/** What calling time does, said before it is done: it is time up now, for every table still playing. */
function timeUpConfirm(open: number, withTime: number): string {
  if (open === 0) return 'Call time for the round? No table is still playing.';
  const tables = open === 1 ? 'the 1 table' : `all ${open} tables`;
  const still = withTime ? ` ${withTime} of them still ${withTime === 1 ? 'has' : 'have'} time on the clock.` : '';
  return `Call time now at ${tables} still playing?${still} Every game not yet entered is recorded as incomplete (T13.4).`;
}

/**
 * The steps this round can take now, in one form: its answer stays on screen when the step changes which buttons show
 * (after "Call time", the count of games recorded).
 */
export function LifecycleButtons({ slug, roundId, version, status, open, withTime }: Props) {
  const steps = (Object.keys(ROUND_STEPS) as RoundStep[]).filter((step) =>
    (ROUND_STEPS[step].from as readonly RoundStatus[]).includes(status),
  );
  return (
    <ActionForm action={roundStepAction} className="no-print">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="roundId" value={roundId} />
      <input type="hidden" name="version" value={version} />
      <div className="row">
        {steps.map((step) => (
          <button
            key={step}
            type="submit"
            name="step"
            value={step}
            className={step === 'close' ? 'secondary' : undefined}
            data-confirm={step === 'timeUp' ? timeUpConfirm(open, withTime) : LABELS[step].confirm}
          >
            {LABELS[step].label}
          </button>
        ))}
      </div>
    </ActionForm>
  );
}
