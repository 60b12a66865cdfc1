// `npm run -s score < games.json`: scores game records read from standard input (docs/game-record.md).
// Output: one JSON array of { scores, lines }. Invalid input: nothing on stdout, one line per problem on stderr,
// exit status 2. Anything unexpected: one line on stderr, exit status 1, never a stack trace.
import { parseJsonText, scoreGames, type InputProblem } from '@/lib/rules';

/** Far above any tournament's records (20,000 games are about 6 MB), low enough to refuse a runaway pipe. */
const MAX_INPUT_MB = 64;

const INVALID = 2;
const FAILED = 1;

async function readStdin(): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_INPUT_MB * 1024 * 1024) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function problemLine(problem: InputProblem): string {
  const where = typeof problem.source === 'number' ? `game ${problem.source}` : problem.source;
  return `${where}: ${problem.field === '' ? '' : `${problem.field}: `}${problem.message}`;
}

function refuse(problems: readonly InputProblem[]): number {
  process.stderr.write(problems.map(problemLine).join('\n') + '\n');
  return INVALID;
}

async function main(): Promise<number> {
  const text = await readStdin();
  if (text === undefined) {
    return refuse([
      { source: 'input', field: '', code: 'invalid', message: `too large: more than ${MAX_INPUT_MB} MB` },
    ]);
  }
  const json = parseJsonText(text);
  if (!json.ok) return refuse([{ ...json.problem, source: 'input' }]);
  const scored = scoreGames(json.value);
  if (!scored.ok) return refuse(scored.problems);
  process.stdout.write(JSON.stringify(scored.results) + '\n');
  return 0;
}

function crash(error: unknown): void {
  const name = error instanceof Error ? error.name : typeof error;
  process.stderr.write(`score: internal error (${name}), nothing was scored\n`);
  process.exit(FAILED);
}

// A reader that stops early (`| head`) closes the pipe: stop quietly, as other command-line tools do.
process.stdout.on('error', () => process.exit(FAILED));
process.on('uncaughtException', crash);
main().then((status) => {
  process.exitCode = status;
}, crash);
