import { kindOf, type Problem } from './problems';
import { DEFAULT_RULESET, type Ruleset } from './ruleset';
import { scoreGame, type GameScore } from './score';
import { validateGame, validateRuleset } from './validate';

/** A problem and where it is: the index of a game, the ruleset, or the input as a whole. */
export type InputProblem = Problem & { source: number | 'ruleset' | 'input' };

export type ScoredGames = { ok: true; results: GameScore[] } | { ok: false; problems: InputProblem[] };

const SHAPES = 'one game record, a list of game records, or {"ruleset": {...}, "games": [...]}';

/**
 * Scores what `npm run score` reads: one game record, a list of them, or `{ ruleset, games }`. Every problem of
 * every game and of the ruleset is reported; nothing is scored unless all of them are valid.
 */
export function scoreGames(input: unknown): ScoredGames {
  const batch = readBatch(input);
  if ('problems' in batch) return { ok: false, problems: batch.problems };
  const problems: InputProblem[] = [];
  let ruleset: Ruleset = DEFAULT_RULESET;
  if (batch.ruleset !== undefined && batch.ruleset !== null) {
    const checked = validateRuleset(batch.ruleset);
    if (checked.ok) ruleset = checked.ruleset;
    else problems.push(...checked.problems.map((problem) => ({ ...problem, source: 'ruleset' as const })));
  }
  const games = batch.games.flatMap((game, index) => {
    const checked = validateGame(game);
    if (checked.ok) return [checked.game];
    problems.push(...checked.problems.map((problem) => ({ ...problem, source: index })));
    return [];
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, results: games.map((game) => scoreGame(game, ruleset)) };
}

type Batch = { ruleset: unknown; games: readonly unknown[] } | { problems: InputProblem[] };

function readBatch(input: unknown): Batch {
  if (Array.isArray(input)) return { ruleset: undefined, games: input };
  if (typeof input !== 'object' || input === null) {
    return {
      problems: [{ source: 'input', field: '', code: 'not_games', message: `must be ${SHAPES}, not ${kindOf(input)}` }],
    };
  }
  if (!('games' in input) && !('ruleset' in input)) return { ruleset: undefined, games: [input] };
  const { ruleset, games, ...others } = input as Record<string, unknown>;
  const problems: InputProblem[] = Object.keys(others).map((key) => ({
    source: 'input',
    field: key,
    code: 'unknown_field',
    message: `\`${key}\` is not part of the input: give only \`ruleset\` and \`games\``,
  }));
  if (!Array.isArray(games)) {
    problems.push(
      games === undefined
        ? {
            source: 'input',
            field: 'games',
            code: 'missing',
            message: '`games` is missing: give the list of game records',
          }
        : {
            source: 'input',
            field: 'games',
            code: 'not_games',
            message: `\`games\` must be a list of game records, not ${kindOf(games)}`,
          },
    );
  }
  return problems.length > 0 || !Array.isArray(games) ? { problems } : { ruleset, games };
}
