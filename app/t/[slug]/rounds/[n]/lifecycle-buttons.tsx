import type { RoundStatus } from '@/lib/db/generated/enums';
import { roundStepAction } from '@/lib/rounds/actions';
import { ROUND_STEPS, type RoundStep } from '@/lib/rounds/lifecycle';
import { ActionForm } from '../../../../_components/action-form';

const LABELS: Record<RoundStep, { label: string; confirm?: string }> = {
  publish: {
    label: 'Publish the seating',
    confirm: 'Publish? Players will see the seating and it can no longer change.',
  },
  start: { label: 'Start the round clock' },
  timeUp: { label: 'Call time', confirm: 'Call time? Games not yet entered are recorded as incomplete (T13.4).' },
  close: {
    label: 'Close the round',
    confirm: 'Close the round? It cannot be reopened: its tables and clock stop for good.',
  },
};

type Props = { slug: string; roundId: string; version: number; status: RoundStatus };

/** The steps this round can take now. */
export function LifecycleButtons({ slug, roundId, version, status }: Props) {
  const steps = (Object.keys(ROUND_STEPS) as RoundStep[]).filter((step) =>
    (ROUND_STEPS[step].from as readonly RoundStatus[]).includes(status),
  );
  return (
    <div className="row no-print">
      {steps.map((step) => (
        <ActionForm key={step} action={roundStepAction} confirm={LABELS[step].confirm}>
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="roundId" value={roundId} />
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="step" value={step} />
          <button type="submit" className={step === 'close' ? 'secondary' : undefined}>
            {LABELS[step].label}
          </button>
        </ActionForm>
      ))}
    </div>
  );
}
