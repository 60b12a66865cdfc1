'use client';

import { useRef } from 'react';
import { useFormAction } from '@/app/_components/use-form-action';
import { addPlayerAction } from '@/lib/players/actions';
import { PlayerFields } from './player-fields';
import type { Done } from './types';

/** One player at a time: a walk-in, or a correction after an import. */
export function AddPlayerForm({ slug, onDone }: { slug: string; onDone: Done }) {
  const form = useRef<HTMLFormElement>(null);
  const { state, pending, onSubmit, onChange, errors } = useFormAction(addPlayerAction, (data) => {
    form.current?.reset();
    onDone(`Added #${data.slips[0]?.number} ${data.slips[0]?.name}: the PIN is on a PIN slip below.`, data.slips);
  });
  return (
    <form
      ref={form}
      className="pl-tool-form"
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      aria-labelledby="add-player-title"
    >
      <input type="hidden" name="slug" value={slug} />
      <PlayerFields errors={errors} idPrefix="add" />
      {state && !state.ok && (
        <p className="notice error" role="alert">
          {state.message}
        </p>
      )}
      <div className="row">
        <button type="submit" disabled={pending}>
          {pending ? 'Adding …' : 'Add player'}
        </button>
      </div>
    </form>
  );
}
