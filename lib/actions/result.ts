/** One spelling for every expected failure in `lib/`: a write, a check or an action. */
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

/** Messages by field, as the form names the field (`number`, `record.winner`, `form` for the whole form). */
export type FieldErrors = Record<string, string[]>;

/** `details`: what the user needs to act on the failure, e.g. the game someone else saved first. */
export type Failure<D = unknown> = {
  ok: false;
  reason: FailureReason;
  message: string;
  fieldErrors?: FieldErrors;
  details?: D;
};

/** The one result shape of `lib/`: done with its data (and what to tell the user), or a failure the user can act on. */
export type ActionResult<T = null, D = unknown> = { ok: true; data: T; message?: string } | Failure<D>;

export const success = <T>(data: T, message?: string): ActionResult<T, never> => ({ ok: true, data, message });

export const failure = <D = never>(
  reason: FailureReason,
  message: string,
  fieldErrors?: FieldErrors,
  details?: D,
): Failure<D> => ({ ok: false, reason, message, fieldErrors, details });

/** A failure about one field: its message is shown beside the field and as the form's message. */
export const fieldFailure = (reason: FailureReason, field: string, message: string): Failure<never> =>
  failure(reason, message, { [field]: [message] });

/** Thrown inside a transaction to roll back what was written before the failure was known; `refusing` answers it. */
export class Refusal extends Error {
  constructor(readonly result: Failure) {
    super(result.message);
  }
}

/** Throws `failure`'s result out of a transaction. */
export const refuse = (...args: Parameters<typeof failure>): never => {
  throw new Refusal(failure(...args));
};

/** Runs `run` (a transaction, typically), answering a `Refusal` thrown inside it as its failure. */
export async function refusing<T, D = unknown>(run: () => Promise<ActionResult<T, D>>): Promise<ActionResult<T, D>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return error.result as Failure<D>;
    throw error;
  }
}
