import 'server-only';
import type { Tx } from '@/lib/db/client';
import { scoreGame, validateGame, type Ruleset } from '@/lib/rules/index';
import { canonicalJson } from '@/lib/util/json';
import { pointsKeepingOverride } from './override';

type Change = { ids: string[]; values: string[] };

async function updateLines(tx: Tx, { ids, values }: Change): Promise<void> {
  if (ids.length === 0) return;
  await tx.$executeRaw`
    UPDATE "Game" AS g SET "lines" = v.lines::jsonb, "updatedAt" = now()
    FROM (SELECT unnest(${ids}::text[]) AS id, unnest(${values}::text[]) AS lines) AS v
    WHERE g."id" = v.id`;
}

async function updatePoints(tx: Tx, { ids, values }: Change): Promise<void> {
  if (ids.length === 0) return;
  await tx.$executeRaw`
    UPDATE "GameScore" AS s SET "computedPoints" = v.points, "points" = ${pointsKeepingOverride('s', 'v.points')}
    FROM (SELECT unnest(${ids}::text[]) AS id, unnest(${values}::int[]) AS points) AS v
    WHERE s."id" = v.id`;
}

/**
 * Re-scores every game of a tournament under `ruleset`, inside the caller's transaction, writing only what changed
 * in a few statements. Returns how many games' points changed. A stored record that no longer validates is a bug,
 * not a user error: it throws and the transaction rolls back.
 */
export async function rescoreTournament(tx: Tx, tournamentId: string, ruleset: Ruleset): Promise<number> {
  const games = await tx.game.findMany({
    where: { roundTable: { round: { tournamentId } } },
    select: {
      id: true,
      record: true,
      lines: true,
      scores: { select: { id: true, letter: true, computedPoints: true } },
    },
  });
  const lines: Change = { ids: [], values: [] };
  const points: Change = { ids: [], values: [] };
  let changedGames = 0;
  for (const game of games) {
    const checked = validateGame(game.record);
    if (!checked.ok) throw new Error(`Stored game ${game.id} is invalid: ${checked.problems[0]?.message}`);
    const scored = scoreGame(checked.game, ruleset);
    if (canonicalJson(scored.lines) !== canonicalJson(game.lines)) {
      lines.ids.push(game.id);
      lines.values.push(JSON.stringify(scored.lines));
    }
    let changed = false;
    for (const score of game.scores) {
      const value = scored.scores[score.letter];
      if (value === undefined || value === score.computedPoints) continue;
      points.ids.push(score.id);
      points.values.push(String(value));
      changed = true;
    }
    if (changed) changedGames++;
  }
  await updateLines(tx, lines);
  await updatePoints(tx, points);
  return changedGames;
}
