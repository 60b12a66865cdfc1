'use client';

import { useFormAction } from '@/app/_components/use-form-action';
import { reissuePinsAction } from '@/lib/players/actions';
import type { Done } from './types';

const WARNING =
  'Every active player gets a new PIN, and every PIN slip printed before stops working. Print new PIN slips for everyone?';

/** PIN slips again at any time: PINs are stored hashed only, so new slips carry new PINs for everyone at once. */
export function ReissuePinsForm({ slug, onDone }: { slug: string; onDone: Done }) {
  const { state, pending, onSubmit } = useFormAction(reissuePinsAction, (data) => onDone('', data.slips));
  return (
    <form
      className="pl-tool-form"
      onSubmit={(event) => {
        if (!window.confirm(WARNING)) return event.preventDefault();
        onSubmit(event);
      }}
      aria-labelledby="pin-slips-tool-title"
    >
      <input type="hidden" name="slug" value={slug} />
      <p className="muted">
        PINs are kept scrambled, so slips cannot be printed twice with the same PINs: new slips come with new PINs, and
        the old slips stop working. For one player, use “New PIN…” in their row.
      </p>
      <div aria-live="polite" role="status">
        {state && <p className={`notice${state.ok ? '' : ' error'}`}>{state.message}</p>}
      </div>
      <div className="row">
        <button type="submit" disabled={pending}>
          {pending ? 'Making new PINs …' : 'Print new PIN slips for everyone'}
        </button>
      </div>
    </form>
  );
}
