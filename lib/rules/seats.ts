/** Seat letters in table order: A is East's seat, then B North, C West, D South (T4, T24). */
export const SEATS = ['A', 'B', 'C', 'D'] as const;

export type Seat = (typeof SEATS)[number];
