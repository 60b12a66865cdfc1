'use client';

import type { GameEffect, PlayerEffect, Seat } from '@/lib/rules';
import type { SeatName } from './question-field';

type SeatEffectType = Extract<GameEffect, { seat: Seat }>['type'];
type Outcome = Extract<GameEffect, { type: 'outcome' }>['outcome'];

/** Effects a seat can have several of at once. */
const SEAT_EFFECTS: readonly [SeatEffectType, string][] = [
  ['dead', 'Dead hand'],
  ['foundDead', 'Found dead at the end'],
  ['erroneousChallenger', 'Declared a hand dead in error'],
  ['mahjongInError', 'Mah jongg in error'],
  ['threwIn', 'Threw in their hand'],
  ['charlestonPeek', 'Charleston peek'],
];
/** Effects only one seat can have. */
const ONE_SEAT_EFFECTS: readonly [SeatEffectType, string][] = [
  ['misnamedDiscard', 'Threw the misnamed discard that gave mah jongg'],
  ['heavenly', 'Heavenly hand (East)'],
];
const OUTCOMES: readonly [Outcome, string][] = [
  ['void', 'Void game'],
  ['three_dead', 'Three hands dead'],
  ['mahjong_in_error', 'Mah jongg in error ends the game'],
];
const PLAYER_EFFECTS: readonly [PlayerEffect['type'], string][] = [
  ['warning', 'Courtesy warning'],
  ['disqualification', 'Disqualified'],
];

export type Ruled = { effects: GameEffect[]; playerEffects: PlayerEffect[] };

type Props = { seats: readonly SeatName[]; value: Ruled; onChange: (value: Ruled) => void };

const has = (effects: readonly GameEffect[], type: SeatEffectType, seat: Seat) =>
  effects.some((e) => e.type === type && e.seat === seat);

/** The Director's own effects when ruling otherwise (T27): a grid of seats and effects, the game's outcome. */
export function EffectsEditor({ seats, value, onChange }: Props) {
  const { effects, playerEffects } = value;
  const toggle = (type: SeatEffectType, seat: Seat) =>
    onChange({
      ...value,
      effects: has(effects, type, seat)
        ? effects.filter((e) => !(e.type === type && e.seat === seat))
        : [...effects, { type, seat } as GameEffect],
    });
  const pickOne = (type: SeatEffectType, seat: Seat | '') =>
    onChange({
      ...value,
      effects: [...effects.filter((e) => e.type !== type), ...(seat ? [{ type, seat } as GameEffect] : [])],
    });
  const setOutcome = (outcome: Outcome | '') =>
    onChange({
      ...value,
      effects: [
        ...effects.filter((e) => e.type !== 'outcome'),
        ...(outcome ? [{ type: 'outcome', outcome } as const] : []),
      ],
    });
  const togglePlayer = (type: PlayerEffect['type'], seat: Seat) => {
    const on = playerEffects.some((e) => e.type === type && e.seat === seat);
    onChange({
      ...value,
      playerEffects: on
        ? playerEffects.filter((e) => !(e.type === type && e.seat === seat))
        : [...playerEffects, { type, seat }],
    });
  };
  const outcome = effects.find((e) => e.type === 'outcome')?.outcome ?? '';
  return (
    <div className="effects-editor">
      <table>
        <thead>
          <tr>
            <th>Effect</th>
            {seats.map((s) => (
              <th key={s.letter}>
                {s.letter} <span className="seat-name">{s.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SEAT_EFFECTS.map(([type, label]) => (
            <EffectRow
              key={type}
              label={label}
              seats={seats}
              on={(s) => has(effects, type, s)}
              flip={(s) => toggle(type, s)}
            />
          ))}
          {ONE_SEAT_EFFECTS.map(([type, label]) => (
            <EffectRow
              key={type}
              label={label}
              seats={seats}
              on={(s) => has(effects, type, s)}
              flip={(s) => pickOne(type, has(effects, type, s) ? '' : s)}
            />
          ))}
          {PLAYER_EFFECTS.map(([type, label]) => (
            <EffectRow
              key={type}
              label={label}
              seats={seats}
              on={(s) => playerEffects.some((e) => e.type === type && e.seat === s)}
              flip={(s) => togglePlayer(type, s)}
            />
          ))}
        </tbody>
      </table>
      <label>
        How the game ends{' '}
        <select value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome | '')}>
          <option value="">As entered on the sheet</option>
          {OUTCOMES.map(([o, label]) => (
            <option key={o} value={o}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

type RowProps = { label: string; seats: readonly SeatName[]; on: (seat: Seat) => boolean; flip: (seat: Seat) => void };

/** One effect, a box per seat. */
function EffectRow({ label, seats, on, flip }: RowProps) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {seats.map((s) => (
        <td key={s.letter}>
          <input
            type="checkbox"
            aria-label={`${label}: seat ${s.letter}`}
            checked={on(s.letter)}
            onChange={() => flip(s.letter)}
          />
        </td>
      ))}
    </tr>
  );
}
