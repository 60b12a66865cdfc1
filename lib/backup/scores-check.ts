import { rulesetSchema, scoreGame, validateGame, type Ruleset, type Seat } from '@/lib/rules';
import { SLUG_PATTERN } from '@/lib/tournaments/schema';
import { canonicalJson } from '@/lib/util/json';
import type { Backup, BackupAuditEvent } from './format';
import type { IntegrityProblem } from './integrity';

type Game = Backup['games'][number];
type Score = Backup['gameScores'][number];
type Found = IntegrityProblem | null;

const afterOf = (event: BackupAuditEvent | undefined) =>
  (event?.after ?? null) as { record?: unknown; points?: unknown; overrideReason?: unknown } | null;

/** The last audit event of each entity of `entity`, by its id: what the log says the row became. */
function lastEvents(backup: Backup, entity: string): Map<string, BackupAuditEvent> {
  const last = new Map<string, BackupAuditEvent>();
  for (const event of backup.auditEvents) if (event.entity === entity) last.set(event.entityId, event);
  return last;
}

/** A game whose record is not its last audited one, or whose lines are not what the record scores to. */
function gameProblem(game: Game, at: string, ruleset: Ruleset, audited: BackupAuditEvent | undefined) {
  const checked = validateGame(game.record);
  if (!checked.ok) return { problem: { path: `${at}.record`, message: checked.problems[0]!.message } };
  if (!audited) return { problem: { path: at, message: 'no audit event records this game' } };
  if (canonicalJson(afterOf(audited)?.record) !== canonicalJson(game.record))
    return { problem: { path: `${at}.record`, message: 'it is not the record its last audit event holds' } };
  const scored = scoreGame(checked.game, ruleset);
  if (canonicalJson(scored.lines) !== canonicalJson(game.lines))
    return { problem: { path: `${at}.lines`, message: 'they are not the line items its record scores to' } };
  return { scores: scored.scores };
}

/** A seat's points that neither its record nor a Director's audited ruling accounts for. */
function scoreProblem(score: Score, at: string, computed: number | undefined, ruling: BackupAuditEvent | undefined) {
  if (computed !== score.computedPoints)
    return {
      path: `${at}.computedPoints`,
      message: `seat ${score.letter}'s record scores ${computed ?? 'nothing'}, the file says ${score.computedPoints}`,
    };
  if (score.overrideReason === null) {
    if (score.points === computed) return null;
    return {
      path: `${at}.points`,
      message: `seat ${score.letter} has ${score.points}, its record scores ${computed}, and no Director ruled it`,
    };
  }
  const ruled = afterOf(ruling);
  if (ruled?.points === score.points && ruled.overrideReason === score.overrideReason) return null;
  return {
    path: `${at}.points`,
    message: `seat ${score.letter}'s ${score.points} is not the Director's ruling its last audit event holds`,
  };
}

/**
 * The first place where a backup's scores do not follow from its records, rules and audit log, or null: the slug and
 * the ruleset must be valid; every game's record must be the one its last audit event holds, its lines and each seat's
 * computed points what that record scores to under the ruleset; points that differ from the computed ones must be a
 * Director's ruling (T27) whose last audit event holds them. Edited points cannot pass without rewriting the chain.
 */
export function scoresProblem(backup: Backup): Found {
  if (!SLUG_PATTERN.test(backup.tournament.slug))
    return {
      path: 'tournament.slug',
      message: 'not a web address this app gives (3–60 lowercase letters, digits and dashes)',
    };
  const ruleset = rulesetSchema.safeParse(backup.tournament.ruleset);
  if (!ruleset.success) return { path: 'tournament.ruleset', message: ruleset.error.issues[0]!.message };
  const games = lastEvents(backup, 'Game');
  const rulings = lastEvents(backup, 'GameScore');
  const computed = new Map<string, Partial<Record<Seat, number>>>();
  for (const [i, game] of backup.games.entries()) {
    const checked = gameProblem(game, `games[${i}]`, ruleset.data, games.get(game.id));
    if (checked.problem) return checked.problem;
    computed.set(game.id, checked.scores);
  }
  for (const [i, score] of backup.gameScores.entries()) {
    const points = computed.get(score.gameId)?.[score.letter];
    const problem = scoreProblem(score, `gameScores[${i}]`, points, rulings.get(score.id));
    if (problem) return problem;
  }
  return null;
}
