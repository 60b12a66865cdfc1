import { SEATS } from '../seats';
import { RULE, SOCIAL } from './citations';
import type { FactsOf } from './facts';
import {
  dead,
  deadSentence,
  foundDead,
  foundDeadSentence,
  known,
  propose,
  seatsInWords,
  type IncidentContext,
  type Proposal,
} from './proposal';

export function pickingAhead(f: FactsOf<'PICKING_AHEAD'>): Proposal {
  const seat = known(f.seat, 'seat');
  const tile = known(f.racked, 'racked')
    ? 'The racked tile stays with the dead hand (EP).'
    : 'The tile, not yet racked, goes back face down exactly where it was in the wall (EP).';
  return propose(
    `Seat ${seat} picked ahead or out of turn: the hand is declared dead (T7B, T14A). ${deadSentence(seat)} ${tile}`,
    [RULE.T7B, RULE.T14A, RULE.T14, RULE.EP_OUT_OF_TURN],
    { effects: [dead(seat)] },
  );
}

export function discardBeforePick(f: FactsOf<'DISCARD_BEFORE_PICK'>): Proposal {
  const seat = known(f.seat, 'seat');
  return propose(
    `Seat ${seat} discarded without first picking or claiming a tile: a wrong tile count, and the hand is dead ` +
      `(T14B, T7A, EP). ${deadSentence(seat)}`,
    [RULE.T14B, RULE.T7A, RULE.T14, RULE.EP_DISCARD_BEFORE_PICK],
    { effects: [dead(seat)] },
  );
}

export function jokerExchangeBeforePick(f: FactsOf<'JOKER_EXCHANGE_BEFORE_PICK'>): Proposal {
  const seat = known(f.seat, 'seat');
  return propose(
    `Seat ${seat} exchanged for a joker before picking a tile: the hand is dead (T14C, T19A). ${deadSentence(seat)}`,
    [RULE.T14C, RULE.T19A, RULE.T7A, RULE.T14],
    { effects: [dead(seat)] },
  );
}

export function wrongWall(f: FactsOf<'WRONG_WALL'>): Proposal {
  const players = known(f.playersPicked, 'playersPicked');
  if (players > 1) {
    return propose(
      `Found only after ${players} players picked from the wrong wall or wrong end: the game goes on, everyone ` +
        `picking from that wall, with no penalty (T10).`,
      [RULE.T10, SOCIAL.EP_RESTART],
    );
  }
  const picker = known(f.picker, 'picker');
  if (known(f.discardGaveMahjong, 'discardGaveMahjong')) {
    return propose(
      `Seat ${picker} picked from the wrong wall or wrong end, which makes the hand dead (T10), found only when ` +
        `Seat ${picker}’s discard was claimed for mah jongg: the mah jongg stands (EP), with Seat ${picker} as its ` +
        `discarder. ${foundDeadSentence(picker)}`,
      [RULE.T10, RULE.EP_WRONG_WALL_MAHJONG, RULE.T14, RULE.T13_5, RULE.DH_THREE_DEAD, SOCIAL.EP_FOUR_TIMES],
      { effects: [foundDead(picker)] },
    );
  }
  return propose(
    `Seat ${picker} picked from the wrong wall or wrong end: the hand is dead (T10). ${deadSentence(picker)}`,
    [RULE.T10, RULE.T14],
    { effects: [dead(picker)] },
  );
}

export function servingWrongWall(f: FactsOf<'SERVING_WRONG_WALL'>): Proposal {
  const picker = known(f.picker, 'picker');
  if (known(f.error, 'error') === 'wrong_wall') {
    return propose(
      `Seat ${picker} picked from a wrongly served wall: the hand is dead, and the tile stays with it (T10, EP). ` +
        `${deadSentence(picker)} Everyone plays on from that wall until it is used up, then from the right one (EP).`,
      [RULE.T10, RULE.T14, RULE.EP_WRONG_WALL_SERVED],
      { effects: [dead(picker)] },
    );
  }
  const server = known(f.server, 'server');
  return propose(
    `Seat ${server} served a wall too early and Seat ${picker} picked from it: both hands are dead, the tile stays ` +
      `with Seat ${picker}, the early wall is pulled back, and the others play on from the right wall (EP). ` +
      `${deadSentence(server)} ${deadSentence(picker)}`,
    [RULE.T10, RULE.T14, RULE.EP_SERVED_EARLY],
    { effects: [dead(server), dead(picker)] },
  );
}

export function exposureAfterWallPick(f: FactsOf<'EXPOSURE_AFTER_WALL_PICK'>): Proposal {
  const seat = known(f.seat, 'seat');
  if (known(f.declaringMahjong, 'declaringMahjong')) {
    return propose(
      `Seat ${seat} exposed to declare mah jongg, which may follow a pick from the wall: no penalty (EP). If the ` +
        `mah jongg is not good, it is a mah jongg in error (T17).`,
      [RULE.T17B, RULE.EP_EXPOSURE_AFTER_PICK],
    );
  }
  return propose(
    `Seat ${seat} exposed after picking from the wall, not to declare mah jongg: the hand is dead (EP). ` +
      deadSentence(seat),
    [RULE.T14, RULE.EP_EXPOSURE_AFTER_PICK],
    { effects: [dead(seat)] },
  );
}

export function wrongTileCount(f: FactsOf<'WRONG_TILE_COUNT'>, context: IncidentContext): Proposal {
  const wrong = SEATS.filter((seat) => known(f.seats, 'seats').includes(seat));
  if (wrong.length < 3) {
    return propose(
      `${seatsInWords(wrong)} had a wrong number of tiles after East’s first discard: dead, and the others play on ` +
        `(EP). ${wrong.map(deadSentence).join(' ')}`,
      [RULE.T14, RULE.T9, RULE.EP_TILE_COUNT],
      { effects: wrong.map(dead) },
    );
  }
  const charleston = context.table.seats.length === 4 ? ', the Charleston played again' : '';
  return propose(
    `${seatsInWords(wrong)} had wrong tile counts after East’s first discard: the game is restarted, tiles ` +
      `reshuffled and walls rebuilt${charleston}, and Seat ${context.table.east} stays East (EP). This game is ` +
      `void: it scores nothing and stays only as a record.`,
    [RULE.T27_SILENT, RULE.T9, RULE.EP_THREE_COUNTS],
    { effects: [{ type: 'outcome', outcome: 'void' }] },
  );
}

export function tileOverturned(f: FactsOf<'TILE_OVERTURNED'>): Proposal {
  const seat = known(f.seat, 'seat');
  return propose(
    `Seat ${seat} puts the overturned tile back face down, exactly where it was in the wall: no penalty (EP).`,
    [RULE.T27_SILENT, RULE.EP_OVERTURNED],
  );
}

export function earlyThrow(f: FactsOf<'EARLY_THROW'>, context: IncidentContext): Proposal {
  const seat = known(f.seat, 'seat');
  if (seat === context.table.east) {
    return propose(`Seat ${seat} is East: East’s first discard begins the game, and there is nothing to rule (T3B).`, [
      RULE.T3B,
    ]);
  }
  return propose(
    `Seat ${seat} threw a tile before East’s first discard, when the game had not begun: it goes back to Seat ` +
      `${seat}’s rack, with no penalty (T3B).`,
    [RULE.T3B],
  );
}
