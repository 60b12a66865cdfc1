'use client';

import { ActionForm } from '@/app/_components/action-form';
import { settleIncidentAction } from '@/lib/incidents/actions';

/** The game has ended and the challenged hand is revealed: the Director settles the dispute (DH). */
export function SettleForm({ slug, incidentId }: { slug: string; incidentId: string }) {
  return (
    <ActionForm action={settleIncidentAction} className="settle-form">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="incidentId" value={incidentId} />
      <span>At the end of the game, with the hand revealed, was it dead when challenged? </span>
      <button type="submit" name="finding" value="dead">
        Yes: the hand was dead
      </button>{' '}
      <button type="submit" name="finding" value="not_dead">
        No: the challenge was wrong
      </button>
    </ActionForm>
  );
}
