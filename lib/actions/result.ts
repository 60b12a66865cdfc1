/** One spelling for every expected failure an action can return. */
export type FailureReason =
  | 'INVALID_INPUT'
  | 'SIGNED_OUT'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'LOCKED'
  | 'TAKEN'
  | 'NEEDS_CONFIRMATION'
  | 'TOO_MANY_ATTEMPTS'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export type FieldErrors = Record<string, string[]>;

export type ActionResult<T = null> =
  | { ok: true; data: T; message?: string }
  | { ok: false; reason: FailureReason; message: string; fieldErrors?: FieldErrors; details?: unknown };

export const success = <T>(data: T, message?: string): ActionResult<T> => ({ ok: true, data, message });

/** `details`: what the user needs to act on the failure, e.g. the version someone else saved first. */
export const failure = (
  reason: FailureReason,
  message: string,
  fieldErrors?: FieldErrors,
  details?: unknown,
): ActionResult<never> => ({ ok: false, reason, message, fieldErrors, details });
