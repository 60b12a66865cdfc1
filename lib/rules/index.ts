// The rules core: pure functions from game records to scores (docs/rules.md §2). No framework, no I/O, no clock.
export { SEATS, type Seat } from './seats';
export { OUTCOMES, OUTCOME_INFO, FOUND_DEAD_INFO, type Outcome, type OutcomeInfo } from './outcomes';
export {
  gameRecordSchema,
  GAME_FIELDS,
  SEAT_LIST_FIELDS,
  OUT_OF_PLAY_FIELDS,
  MAHJONG_ONLY_FIELDS,
  type GameRecord,
  type GameRecordInput,
  type GameField,
  type SeatListField,
} from './record';
export {
  rulesetSchema,
  DEFAULT_RULESET,
  RULESET_KEYS,
  AMOUNT_KEYS,
  MAX_AMOUNT,
  VERIFICATIONS,
  VERIFICATION_LABELS,
  TIE_BREAKS,
  TIE_BREAK_LABELS,
  type Ruleset,
  type RulesetInput,
  type RulesetKey,
  type AmountKey,
  type Verification,
  type TieBreak,
} from './ruleset';
export { RULESET_OPTIONS, type RulesetOption, type OptionInput } from './ruleset-options';
export { ITEMS, ITEM_INFO, type Item, type ItemInfo } from './items';
export type { Problem, ProblemCode } from './problems';
export { validateGame, validateRuleset, type GameValidation, type RulesetValidation } from './validate';
export { scoreGame, type GameScore, type Line } from './score';
export { scoreGames, type InputProblem, type ScoredGames } from './score-games';
export { parseJsonText, type JsonText } from './json-text';
export { eastOf, verifierOf, cardTotals, changedCards, type CardGames } from './cards';
export { INCIDENT_KINDS, INCIDENT_INFO, type IncidentKind, type IncidentInfo } from './incidents/kinds';
export {
  incidentFactsSchema,
  CHALLENGE_GROUNDS,
  UNDISPUTABLE_GROUNDS,
  type IncidentFacts,
  type FactsOf,
  type ChallengeGround,
} from './incidents/facts';
export {
  QUESTIONS,
  GROUND_LABELS,
  questionsFor,
  questionsToAsk,
  keepAskedAnswers,
  type Question,
  type Answer,
  type AnswerOption,
} from './incidents/questions';
export type { Citation } from './incidents/citations';
export type { Proposal, GameEffect, PlayerEffect, IncidentContext } from './incidents/proposal';
export { proposeRuling } from './incidents/propose';
export { applyEffects, gameAfterRuling } from './incidents/apply';
export { effectInWords } from './incidents/effect-words';
export { namedSeats } from './incidents/named-seats';
export {
  rankStandings,
  type StandingsPlayer,
  type RoundTally,
  type StandingsRow,
  type PlayerStatus,
} from './standings';
