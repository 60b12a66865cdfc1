import { briefList } from '@/lib/util/brief-list';

/** A round as freezing sees it: its status and the tables whose sheets are not yet accepted. */
export type RoundForFreeze = {
  number: number;
  status: 'DRAFT' | 'PUBLISHED' | 'STARTED' | 'TIME_UP' | 'CLOSED';
  openTables: readonly number[];
};

/**
 * What stands between the standings and final ones: each of the tournament's rounds not yet closed, with its open
 * tables named ("round 3: tables 2, 5 open"). Empty once the last round is closed. Pure.
 */
export function freezeBlockers(roundCount: number, rounds: readonly RoundForFreeze[]): string[] {
  const blockers: string[] = [];
  for (let number = 1; number <= roundCount; number++) {
    const round = rounds.find((r) => r.number === number);
    if (!round || round.status === 'DRAFT') blockers.push(`round ${number} not seated`);
    else if (round.openTables.length > 0) blockers.push(`round ${number}: ${tablesOpen(round.openTables)}`);
    else if (round.status !== 'CLOSED') blockers.push(`round ${number} not closed`);
  }
  return blockers;
}

const tablesOpen = (tables: readonly number[]) =>
  tables.length === 1 ? `table ${tables[0]} open` : `tables ${briefList(tables)} open`;

/** The confirmation of a freeze with rounds still open, naming them. */
export const freezeAnywayWords = (blockers: readonly string[]) =>
  `Not everything is final: ${blockers.join('; ')}. Freeze anyway? Everyone sees these standings marked final; ` +
  'later changes wait until you unfreeze.';
