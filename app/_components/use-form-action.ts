'use client';

import { useState, useTransition, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/actions/result';

/**
 * Submits a form to a server action without React's automatic form reset, so that what the user typed stays in
 * the fields when the server answers with errors. The pressed button's name and value are sent too.
 */
export function useFormAction<T>(action: (form: FormData) => Promise<ActionResult<T>>, onSuccess?: (data: T) => void) {
  const [state, setState] = useState<ActionResult<T> | null>(null);
  const [pending, startTransition] = useTransition();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    startTransition(async () => {
      const result = await action(form);
      setState(result);
      if (result.ok) onSuccess?.(result.data);
    });
  };
  return { state, pending, onSubmit, errors: state && !state.ok ? state.fieldErrors : undefined };
}
