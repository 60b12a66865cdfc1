'use client';

import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import type { ActionResult, FieldErrors } from '@/lib/actions/result';
import { focusFirstBadField } from './first-bad-field';

/**
 * Submits a form to a server action without React's automatic form reset, so that what the user typed stays in
 * the fields when the server answers with errors. The pressed button's name and value are sent too. After errors the
 * first bad field gets focus; a field's message goes as soon as that field changes (`onChange` on the form).
 */
export function useFormAction<T>(action: (form: FormData) => Promise<ActionResult<T>>, onSuccess?: (data: T) => void) {
  const [state, setState] = useState<ActionResult<T> | null>(null);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [badFields, setBadFields] = useState<{ form: HTMLFormElement; fields: string[] } | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    formRef.current = formElement;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(formElement, submitter);
    startTransition(async () => {
      const result = await action(form);
      setState(result);
      setChanged(new Set());
      if (result.ok) onSuccess?.(result.data);
      else if (result.fieldErrors) setBadFields({ form: formElement, fields: Object.keys(result.fieldErrors) });
    });
  };
  // After the answer is shown and the form enabled again: a disabled field cannot take focus.
  useEffect(() => {
    if (badFields && !pending) focusFirstBadField(badFields.form, badFields.fields);
  }, [badFields, pending]);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && state && !state.ok && state.fieldErrors?.[name]) setChanged((c) => new Set(c).add(name));
  };
  const errors: FieldErrors | undefined =
    state && !state.ok && state.fieldErrors
      ? Object.fromEntries(Object.entries(state.fieldErrors).filter(([field]) => !changed.has(field)))
      : undefined;
  return { state, pending, onSubmit, onChange, errors, formRef };
}
