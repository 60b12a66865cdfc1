'use client';

import type { ReactNode } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { questionOf } from './first-bad-field';
import { useFormAction } from './use-form-action';

type Props = {
  action: (form: FormData) => Promise<ActionResult<unknown>>;
  children: ReactNode;
  className?: string;
  /** Asked before submitting, for steps that cannot be undone; a button's own `data-confirm` is asked instead. */
  confirm?: string;
};

/** A small form for one server action, with its answer (or the fields' errors) shown beneath it. */
export function ActionForm({ action, children, className, confirm }: Props) {
  const { state, pending, onSubmit, onChange, errors, formRef } = useFormAction(action);
  return (
    <form
      ref={formRef}
      className={className}
      onChange={onChange}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
        const question = submitter?.dataset.confirm ?? confirm;
        if (question && !window.confirm(question)) return event.preventDefault();
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
            {!state.ok && errors && (
              <span className="field-errors">
                {Object.entries(errors).map(([field, messages]) => (
                  <span key={field}> {withQuestion(questionOf(formRef.current, field), messages)}</span>
                ))}
              </span>
            )}
          </p>
        )}
      </div>
    </form>
  );
}

/** "Reason: at least 5 characters." — the question as the form words it, never the field's code name. */
function withQuestion(question: string | null, messages: readonly string[]): string {
  const text = messages.join('; ');
  return question ? `${question}: ${text}.` : `${text}.`;
}
