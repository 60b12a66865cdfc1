import type { Problem, Proposal, Seat } from '@/lib/rules';

type Points = Partial<Record<Seat, number>>;

export type IncidentResult =
  | {
      ok: true;
      data: {
        incidentId: string;
        status: 'OPEN' | 'RULED';
        proposal: Proposal;
        scores: Points | null;
        /** Ruled on a game not yet entered: applied when it is entered. */
        waitsForGame?: number;
      };
    }
  | { ok: false; reason: 'INVALID_INPUT'; message: string; needs?: string[]; problems?: Problem[] }
  | { ok: false; reason: 'NOT_FOUND' | 'LOCKED' | 'CONFLICT'; message: string };

export type Refusal = Extract<IncidentResult, { ok: false }>;

/** Thrown inside the transaction to roll back what was written before a refusal was known. */
export class Refused extends Error {
  constructor(readonly result: Refusal) {
    super(result.message);
  }
}

export const refuse = (reason: Refusal['reason'], message: string): Refusal => ({ ok: false, reason, message });
