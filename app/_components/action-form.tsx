'use client';

import type { ReactNode } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { useFormAction } from './use-form-action';

type Props = {
  action: (form: FormData) => Promise<ActionResult<unknown>>;
  children: ReactNode;
  className?: string;
  /** Asked before submitting, for steps that cannot be undone. */
  confirm?: string;
};

/** A small form for one server action, with its answer (or the fields' errors) shown beneath it. */
export function ActionForm({ action, children, className, confirm }: Props) {
  const { state, pending, onSubmit } = useFormAction(action);
  return (
    <form
      className={className}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) return event.preventDefault();
        onSubmit(event);
      }}
    >
      <fieldset disabled={pending} className="plain">
        {children}
      </fieldset>
      <div aria-live="polite" role="status">
        {state && (
          <p className={`notice${state.ok ? '' : ' error'}`}>
            {state.message}
            {!state.ok && state.fieldErrors && (
              <span className="field-errors">
                {Object.entries(state.fieldErrors).map(([field, messages]) => (
                  <span key={field}>
                    {' '}
                    {field}: {messages.join('; ')}.
                  </span>
                ))}
              </span>
            )}
          </p>
        )}
      </div>
    </form>
  );
}
