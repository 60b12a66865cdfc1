import type { Problem } from '@/lib/rules';

/** Each record field as the sheet's form asks it. */
export const QUESTION_OF: Record<string, string> = {
  outcome: 'How did the game end?',
  winner: 'Who won?',
  handValue: 'Card value of the hand',
  discarder: 'How was it won?',
  selfPicked: 'How was it won?',
  heavenly: 'How was it won?',
  winnerExposures: 'Exposures on the winner’s rack',
  misnamedDiscard: 'The winning discard was misnamed',
  jokerless: 'No jokers (jokerless)',
  concealed: 'Concealed hand',
  singlesAndPairs: 'Singles and Pairs',
  dead: 'Dead hand',
  charlestonPeek: 'Charleston peek',
  erroneousChallengers: 'Challenged in error',
  mahjongInError: 'Mah jongg in error',
  threwIn: 'Exposed after the error',
  east: 'East (dealer) this game',
  seats: 'the seats at this table',
};

/** A message of the rules core with its field names (`handValue`) put as the form's questions. */
export const plainWords = (message: string): string =>
  message.replace(/`(\w+)`/g, (_, field: string) => `“${QUESTION_OF[field] ?? field}”`);

/**
 * A problem with a game as the scorekeeper sees it, beside the question: an unanswered question asks for its
 * answer by the question's own words; any other message names questions, not code fields.
 */
export function inFormWords(problem: Problem): string {
  const question = QUESTION_OF[problem.field];
  if (question && problem.code === 'missing') return `Answer “${question}”.`;
  if (problem.code === 'no_winning_tile')
    return 'Answer “How was it won?”: the seat that threw the winning tile, self-picked, or heavenly.';
  return plainWords(problem.message);
}
