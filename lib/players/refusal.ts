export type Refused = {
  ok: false;
  reason: 'NOT_FOUND' | 'CONFLICT' | 'LOCKED' | 'TAKEN';
  message: string;
  field?: 'number';
};

/** Thrown inside a transaction to roll it back, and returned by `refusing` as the result. */
class Refusal extends Error {
  constructor(readonly result: Refused) {
    super(result.message);
  }
}

export async function refusing<T>(run: () => Promise<T>): Promise<T | Refused> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

export const refuse = (reason: Refused['reason'], message: string, field?: 'number'): never => {
  throw new Refusal({ ok: false, reason, message, field });
};
