import type { GameRecordInput } from '../record';
import { SEATS, type Seat } from '../seats';
import { RULE, type Citation } from './citations';
import type { FactsOf } from './facts';
import {
  dead,
  known,
  propose,
  seatsInWords,
  stoppedSeats,
  type GameEffect,
  type IncidentContext,
  type Proposal,
} from './proposal';

const seatsOf = (effects: readonly GameEffect[], type: GameEffect['type']) =>
  effects.flatMap((effect) => ('seat' in effect && effect.type === type ? [effect.seat] : []));

/** The hands dead once the effects apply, not counting those dead through a mah jongg in error (DH). */
function deadHandsAfter(record: GameRecordInput | null | undefined, effects: readonly GameEffect[]): Seat[] {
  const inError = [...(record?.mahjongInError ?? []), ...seatsOf(effects, 'mahjongInError')];
  const deadSeats = [...(record?.dead ?? []), ...seatsOf(effects, 'dead')];
  return SEATS.filter((seat) => deadSeats.includes(seat) && !inError.includes(seat));
}

/** Seats still playing once the effects apply: neither dead nor out of play. */
function liveAfter(context: IncidentContext, effects: readonly GameEffect[]): Seat[] {
  const stopped = [
    ...stoppedSeats(context.record),
    ...effects.flatMap((effect) => ('seat' in effect && effect.type !== 'charlestonPeek' ? [effect.seat] : [])),
  ];
  return SEATS.filter((seat) => context.table.seats.includes(seat) && !stopped.includes(seat));
}

const sentences = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');

/** Adds citations once each, keeping the tournament's before the social game's. */
function withCitations(citations: readonly Citation[], added: readonly Citation[]): Citation[] {
  const all = [...citations, ...added.filter((c) => !citations.some((d) => d.rule === c.rule && d.text === c.text))];
  return [...all.filter((c) => !c.social), ...all.filter((c) => c.social)];
}

/**
 * Any ruling that makes a third hand dead ends the game at once (DH). Played to its end, or with more than three
 * dead at once, the texts do not say what follows: the Director rules.
 */
export function withThreeDead(proposal: Proposal, context: IncidentContext): Proposal {
  const { effects } = proposal;
  if (!effects.some((effect) => effect.type === 'dead') || effects.some((effect) => effect.type === 'outcome')) {
    return proposal;
  }
  const hands = deadHandsAfter(context.record, effects);
  if (hands.length < 3) return proposal;
  const outcome = context.record?.outcome ?? 'incomplete';
  if (hands.length > 3 || (outcome !== 'incomplete' && outcome !== 'three_dead')) {
    const why =
      hands.length > 3
        ? `${hands.length} hands dead at once, where the texts speak of three`
        : `three dead hands in a game recorded as ended (\`${outcome}\`)`;
    return {
      ...proposal,
      ruling: sentences(
        proposal.ruling,
        `That makes ${why} (${seatsInWords(hands)}): the Director rules how the game ends (DH, T27).`,
      ),
      citations: withCitations(proposal.citations, [RULE.DH_THREE_DEAD, RULE.T27]),
      effects: [],
      directorRules: true,
    };
  }
  const live = liveAfter(context, effects);
  const survivor =
    live.length === 1
      ? `Seat ${live[0]}, the one hand still live, scores the survivor points: the tournament rules are silent, and by default it scores as the one intact hand does after a mah jongg in error (T17D).`
      : 'No hand is left live.';
  return {
    ...proposal,
    ruling: sentences(
      proposal.ruling,
      `${seatsInWords(hands)} are now dead: three dead hands end the game at once (DH).`,
      survivor,
    ),
    citations: withCitations(proposal.citations, [RULE.DH_THREE_DEAD, ...(live.length === 1 ? [RULE.T17D] : [])]),
    effects: [...effects, { type: 'outcome', outcome: 'three_dead' }],
  };
}

export function threeDead(f: FactsOf<'THREE_DEAD'>, context: IncidentContext): Proposal {
  const listed = known(f.dead, 'dead');
  const inError = listed.filter((seat) => context.record?.mahjongInError?.includes(seat));
  const effects = listed.filter((seat) => !inError.includes(seat)).map(dead);
  const hands = deadHandsAfter(context.record, effects);
  const note =
    inError.length === 0
      ? ''
      : `${seatsInWords(inError)} went dead through a mah jongg in error, which does not count towards three (DH). `;
  // Three or more: `withThreeDead` says the rest, as it does for any ruling that makes a third dead hand.
  if (hands.length >= 3) return propose(note.trim(), [RULE.T14], { effects });
  const count = hands.length === 0 ? 'No hand is' : `Only ${seatsInWords(hands)} ${hands.length === 1 ? 'is' : 'are'}`;
  return propose(
    `${note}${count} dead: fewer than three dead hands, so the game goes on (DH).`,
    [RULE.T14, RULE.DH_THREE_DEAD],
    { effects },
  );
}
