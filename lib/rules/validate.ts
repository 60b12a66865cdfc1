import { TABLE_CHECKS, type Check } from './checks';
import { MAHJONG_CHECKS } from './checks-mahjong';
import { OUTCOME_CHECKS } from './checks-outcome';
import { issueProblems } from './issues';
import type { Problem } from './problems';
import { GAME_FIELDS, gameRecordSchema, type GameRecord } from './record';
import { RULESET_KEYS, rulesetSchema, type Ruleset } from './ruleset';

export type GameValidation = { ok: true; game: GameRecord } | { ok: false; problems: Problem[] };
export type RulesetValidation = { ok: true; ruleset: Ruleset } | { ok: false; problems: Problem[] };

const CHECKS: readonly Check[] = [...TABLE_CHECKS, ...MAHJONG_CHECKS, ...OUTCOME_CHECKS];
const NOTHING_BROKEN: ReadonlySet<string> = new Set();

/**
 * The only way from unchecked input to a game record that `scoreGame` accepts. Reports every problem at once:
 * each field's own, and every rule between fields whose fields were all understood.
 */
export function validateGame(input: unknown): GameValidation {
  const parsed = gameRecordSchema.safeParse(input);
  if (parsed.success) {
    const problems = runChecks(parsed.data, NOTHING_BROKEN);
    return problems.length === 0 ? { ok: true, game: parsed.data } : { ok: false, problems };
  }
  const problems = issueProblems(parsed.error.issues, input, 'a game record', GAME_FIELDS);
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const broken = new Set(parsed.error.issues.flatMap((issue) => issue.path.slice(0, 1).map(String)));
    problems.push(...runChecks(understoodFields(input as Record<string, unknown>, broken), broken));
  }
  return { ok: false, problems };
}

export function validateRuleset(input: unknown): RulesetValidation {
  const parsed = rulesetSchema.safeParse(input);
  return parsed.success
    ? { ok: true, ruleset: parsed.data }
    : { ok: false, problems: issueProblems(parsed.error.issues, input, 'a ruleset', RULESET_KEYS) };
}

/**
 * The fields that passed the schema, with their defaults. Not a whole record: only checks whose `needs` avoid
 * the broken fields may read it.
 */
function understoodFields(input: Record<string, unknown>, broken: ReadonlySet<string>): GameRecord {
  const fields: Record<string, unknown> = {};
  for (const field of GAME_FIELDS) {
    if (broken.has(field)) continue;
    const parsed = gameRecordSchema.shape[field].safeParse(input[field]);
    if (parsed.success) fields[field] = parsed.data;
  }
  return fields as GameRecord;
}

function runChecks(game: GameRecord, broken: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const rule of CHECKS) {
    if (broken.size > 0 && rule.needs.some((field) => broken.has(field))) continue;
    rule.run(game, problems);
  }
  return problems;
}
