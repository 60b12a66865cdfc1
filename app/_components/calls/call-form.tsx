import { ActionForm } from '@/app/_components/action-form';
import { placeCallAction } from '@/lib/calls/actions';
import { CALL_KINDS, callKindTitle } from '@/lib/calls/rules';
import type { Seat } from '@/lib/rules';

type Props = {
  slug: string;
  roundTableId: string;
  seats: readonly { letter: Seat; name: string }[];
  /** The seat chosen in advance: the player's own, on their page. */
  seat?: Seat;
};

/**
 * "Call the Director" at the table: one press calls; who calls and what happened are optional, and a PIN makes the call
 * the seat's player's (a table may call only a few times a round without one).
 */
export function CallForm({ slug, roundTableId, seats, seat }: Props) {
  return (
    <ActionForm action={placeCallAction} className="call-form">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="roundTableId" value={roundTableId} />
      <button type="submit" className="primary call-button">
        Call the Director
      </button>
      <details>
        <summary>Say who is calling and what happened (optional)</summary>
        <div className="call-details">
          <label>
            Seat
            <select name="seat" defaultValue={seat ?? ''}>
              <option value="">Not saying</option>
              {seats.map((s) => (
                <option key={s.letter} value={s.letter}>
                  {s.letter} {s.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            What happened
            <select name="kind" defaultValue="">
              <option value="">Not saying</option>
              {CALL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {callKindTitle(kind)}
                </option>
              ))}
            </select>
          </label>
          <label>
            In one line
            <input name="line" maxLength={140} autoComplete="off" />
          </label>
          <label>
            Your PIN <span className="hint">confirms the call as your seat’s</span>
            <input name="pin" type="password" inputMode="numeric" autoComplete="off" pattern="\d{4}" maxLength={4} />
          </label>
        </div>
      </details>
    </ActionForm>
  );
}
