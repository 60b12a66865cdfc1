import { HELD_MESSAGE } from '@/lib/standings/held';

/** A route handler's refusal: the status, and a message in the reader's words (with anything more it needs). */
export const refused = (status: number, message: string, more: object = {}) =>
  Response.json({ message, ...more }, { status });

/** The standings are held back and the reader is not on the staff. */
export const heldResponse = () => refused(403, HELD_MESSAGE);

export const noSuchTable = () => refused(404, 'No such table in a published round of this tournament.');
