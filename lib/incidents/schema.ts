import { z } from 'zod';
import { INCIDENT_KINDS, SEATS, type GameEffect, type PlayerEffect } from '@/lib/rules';

const seat = z.enum(SEATS);
const id = z.string().min(1).max(40);
const reason = z
  .string({ error: 'Reason: say why' })
  .trim()
  .min(5, 'Reason: say why, in a few words')
  .max(500, 'Reason: at most 500 characters');

/** The effects a Director may rule instead of the proposed ones (T27): the same closed list as the engine's. */
export const gameEffectSchema: z.ZodType<GameEffect> = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['dead', 'foundDead', 'erroneousChallenger', 'mahjongInError', 'threwIn', 'charlestonPeek']),
    seat,
  }),
  z.object({ type: z.literal('misnamedDiscard'), seat }),
  z.object({ type: z.literal('heavenly'), seat }),
  z.object({ type: z.literal('outcome'), outcome: z.enum(['void', 'three_dead', 'mahjong_in_error']) }),
]);

export const playerEffectSchema: z.ZodType<PlayerEffect> = z.object({
  type: z.enum(['warning', 'disqualification']),
  seat,
});

/** The Director confirms the proposal, or rules otherwise with a reason, and then the given effects apply (T27). */
export const decisionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('confirm') }),
  z.object({
    type: z.literal('override'),
    reason,
    effects: z.array(gameEffectSchema).max(8).optional(),
    playerEffects: z.array(playerEffectSchema).max(4).optional(),
  }),
]);
export type Decision = z.output<typeof decisionSchema>;

/** On an accepted sheet a ruling that changes a game is an amendment: the Director states all players were present (T26). */
const allPresent = z.union([z.boolean(), z.literal('on').transform(() => true)]).optional();

export const recordIncidentSchema = z.object({
  slug: z.string().min(1),
  roundTableId: id,
  gameNumber: z.coerce.number().int().min(1).max(20),
  kind: z.enum(INCIDENT_KINDS, { error: 'Kind: choose what happened' }),
  // The facts are checked against the kind's own schema by the mutation.
  facts: z.record(z.string(), z.unknown()),
  decision: decisionSchema,
  allPresent,
  /** The call from the table this incident answers: closed by it (lib/calls). */
  callId: id.optional(),
});

export const settleIncidentSchema = z.object({
  slug: z.string().min(1),
  incidentId: id,
  finding: z.enum(['dead', 'not_dead'], { error: 'Finding: was the hand dead when challenged?' }),
  allPresent,
});

export const overrideScoreSchema = z.object({
  slug: z.string().min(1),
  gameId: id,
  letter: seat,
  points: z.coerce.number().int().min(-10_000).max(10_000),
  reason,
  allPresent,
});
