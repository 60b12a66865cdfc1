'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { Failure } from '@/lib/actions/result';
import type { Complaint } from '@/lib/incidents/queries';
import { recordIncidentAction } from '@/lib/incidents/actions';
import {
  gameAfterRuling,
  INCIDENT_INFO,
  INCIDENT_KINDS,
  keepAskedAnswers,
  proposeRuling,
  questionsToAsk,
  scoreGame,
  type GameRecordInput,
  type IncidentContext,
  type IncidentFacts,
  type IncidentKind,
  type Ruleset,
  type Seat,
} from '@/lib/rules';
import { ScorePreview } from '../../_components/score-preview';
import { EffectsEditor, type Ruled } from './effects-editor';
import { ProposalView } from './proposal-view';
import { CourtesyHistory } from './courtesy-history';
import { QuestionField, type SeatName } from './question-field';

/** The action's answer: the incident recorded, or why not (with what is still needed). */
type Answer = Awaited<ReturnType<typeof recordIncidentAction>>;

const DISQUALIFY_CONFIRM =
  'Disqualify this player (T2)? It cannot be undone here. Next: their seats in later rounds and this sheet, listed on the sheet.';

export type GameAtTable = { number: number; east: Seat; record: GameRecordInput | null };

type Props = {
  slug: string;
  roundTableId: string;
  sheetPath: string;
  seats: readonly SeatName[];
  /** Every game of the round, entered or not. */
  games: readonly GameAtTable[];
  initialGame: number;
  ruleset: Ruleset;
  /** A ruling that changes a game of an accepted sheet amends it: all players present (T26). */
  accepted: boolean;
  /** Courtesy complaints already ruled against each seat's player in this event (T2). */
  complaints: Partial<Record<Seat, Complaint[]>>;
  /** The call from the table this incident answers (lib/calls): recording it closes the call. */
  callId?: string;
  /** What the caller said happened, when it is a kind of incident. */
  initialKind?: IncidentKind;
};

/**
 * The Director at the table: what happened (the kind, then only the questions the answers so far make matter), the
 * ruling the rules propose with its citations and what it does to the score, then confirm it or rule otherwise
 * with a reason (T27). Nothing is applied until the Director records it.
 */
export function IncidentRecorder(props: Props) {
  const { seats, games, ruleset } = props;
  const router = useRouter();
  const [number, setNumber] = useState(props.initialGame);
  const [kind, setKind] = useState<IncidentKind | ''>(props.initialKind ?? '');
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [overriding, setOverriding] = useState(false);
  const [reason, setReason] = useState('');
  const [ruled, setRuled] = useState<Ruled>({ effects: [], playerEffects: [] });
  const [allPresent, setAllPresent] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Answer | null>(null);

  const game = games.find((g) => g.number === number) ?? (games[0] as GameAtTable);
  const facts = kind ? keepAskedAnswers({ ...answers, kind } as IncidentFacts) : null;
  const context: IncidentContext = {
    table: { seats: seats.map((s) => s.letter), east: game.east },
    record: game.record,
    earlierComplaints:
      facts?.kind === 'COURTESY' && facts.seat
        ? (props.complaints[facts.seat] ?? []).filter((c) => c.conduct === 'discourtesy').length
        : undefined,
  };
  const proposal = facts ? proposeRuling(facts, context) : null;
  const ready = proposal !== null && proposal.needs.length === 0;
  const effects = overriding ? ruled.effects : (proposal?.effects ?? []);
  const after = ready && effects.length > 0 ? gameAfterRuling(game.record, effects, context.table) : null;

  const chooseKind = (next: IncidentKind | '') => {
    setKind(next);
    setAnswers({});
    setOverriding(false);
    setResult(null);
  };
  const answer = (id: string, value: unknown) => setAnswers((a) => ({ ...a, [id]: value }));
  const startOverride = () => {
    setRuled({ effects: proposal?.effects ?? [], playerEffects: proposal?.playerEffects ?? [] });
    setOverriding(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!facts || !ready) return;
    const { kind: _kind, ...factAnswers } = facts;
    const decision = overriding ? { type: 'override' as const, reason, ...ruled } : { type: 'confirm' as const };
    const playerEffects = overriding ? ruled.playerEffects : proposal.playerEffects;
    const disqualifies = playerEffects.some((e) => e.type === 'disqualification');
    if (disqualifies && !window.confirm(DISQUALIFY_CONFIRM)) return;
    setPending(true);
    const answer = await recordIncidentAction({
      slug: props.slug,
      roundTableId: props.roundTableId,
      gameNumber: number,
      kind: facts.kind,
      facts: factAnswers,
      decision,
      allPresent: props.accepted ? allPresent : undefined,
      callId: props.callId,
    });
    setPending(false);
    setResult(answer);
    if (answer.ok) router.push(`${props.sheetPath}#incidents`);
  };

  return (
    <form className="incident-recorder" onSubmit={onSubmit}>
      <fieldset disabled={pending} className="plain">
        <div className="row">
          <label>
            Game{' '}
            <select name="game" value={number} onChange={(e) => setNumber(Number(e.target.value))}>
              {games.map((g) => (
                <option key={g.number} value={g.number}>
                  {g.number}
                  {g.record ? '' : ' (not entered yet)'}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            What happened{' '}
            <select name="kind" value={kind} onChange={(e) => chooseKind(e.target.value as IncidentKind | '')}>
              <option value="">Choose…</option>
              {INCIDENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {INCIDENT_INFO[k].title}
                </option>
              ))}
            </select>
          </label>
        </div>
        {facts && (
          <>
            <p className="muted">
              East in game {number}: seat {game.east}.
            </p>
            {questionsToAsk(facts).map((q) => (
              <QuestionField key={q.id} question={q} answers={answers} seats={seats} onAnswer={answer} />
            ))}
            {facts.kind === 'COURTESY' && facts.seat && (
              <CourtesyHistory seat={facts.seat} complaints={props.complaints[facts.seat] ?? []} />
            )}
          </>
        )}
        {proposal && <ProposalView proposal={proposal} />}
        {ready &&
          after &&
          (after.ok ? (
            <ScorePreview seats={seats} title={`Game ${number} after the ruling`} {...scoreGame(after.game, ruleset)} />
          ) : (
            <p className="notice error">
              This cannot be applied to game {number} as it stands: {after.problems.map((p) => p.message).join(' ')}
            </p>
          ))}
        {ready && (
          <Decision
            overriding={overriding}
            open={proposal.open}
            onOverride={startOverride}
            onConfirm={() => setOverriding(false)}
          />
        )}
        {ready && overriding && (
          <>
            <label className="stacked">
              Reason for ruling otherwise (T27){' '}
              <textarea
                name="reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                minLength={5}
              />
            </label>
            <EffectsEditor seats={seats} value={ruled} onChange={setRuled} />
          </>
        )}
        {ready && props.accepted && effects.length > 0 && (
          <label>
            <input type="checkbox" checked={allPresent} onChange={(e) => setAllPresent(e.target.checked)} /> Every
            player of the table is present (T26): this sheet was accepted, the ruling amends it.
          </label>
        )}
        {ready && (
          <p>
            <button type="submit" className="primary">
              {overriding ? 'Record my ruling' : proposal.open ? 'Record the open dispute' : 'Confirm the ruling'}
            </button>
          </p>
        )}
      </fieldset>
      <div aria-live="polite" role="status">
        {result && !result.ok && <p className="notice error">{failureText(result)}</p>}
      </div>
    </form>
  );
}

type DecisionProps = { overriding: boolean; open: boolean; onOverride: () => void; onConfirm: () => void };

function Decision({ overriding, open, onOverride, onConfirm }: DecisionProps) {
  return (
    <p className="decision">
      {overriding ? (
        <button type="button" onClick={onConfirm}>
          Back to the proposed ruling
        </button>
      ) : (
        <button type="button" onClick={onOverride}>
          Rule otherwise…
        </button>
      )}{' '}
      {open && !overriding && (
        <span className="muted">or record it as an open dispute, settled at the game’s end.</span>
      )}
    </p>
  );
}

function failureText(result: Failure): string {
  const details = Object.values(result.fieldErrors ?? {}).flat();
  return [result.message, ...details].join(' ');
}
