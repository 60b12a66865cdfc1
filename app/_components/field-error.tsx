import type { FieldErrors } from '@/lib/actions/result';

/**
 * The errors for one field, read out by screen readers as they appear. `idPrefix` keeps the element id unique when
 * two forms with the same field are on one page.
 */
export function FieldError({ errors, name, idPrefix }: { errors?: FieldErrors; name: string; idPrefix?: string }) {
  const messages = errors?.[name];
  return (
    <span className="error" id={idPrefix ? `${idPrefix}-${name}-error` : `${name}-error`} aria-live="polite">
      {messages?.join('; ')}
    </span>
  );
}

/** Errors of every field under `prefix` (e.g. `ruleset.discarderPenalties`). */
export function errorsUnder(errors: FieldErrors | undefined, prefix: string): string[] {
  return Object.entries(errors ?? {})
    .filter(([field]) => field === prefix || field.startsWith(`${prefix}.`))
    .flatMap(([, messages]) => messages);
}
