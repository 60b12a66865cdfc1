import { TableSet } from './table-set';

/** Marks the empty seat of a 3-player table; it never meets anyone. */
export const EMPTY = -1;

/**
 * A whole plan of rounds as typed arrays, with the meeting counts kept up to date so that a swap of two players
 * costs a few array reads. Players are 0..N−1. A table key is `round * T + table` (table 0-based), a slot is
 * `tableKey * 4 + seat`. The empty seats are seat 3 (D) of the last tables and never move, so no table can get two.
 * `repeats` is Σ over pairs of max(0, meetings − 1), history included.
 */
export class Schedule {
  readonly slots: Int32Array;
  readonly slotOf: Int32Array;
  readonly met: Uint8Array;
  /** Pairs at each table that meet more than once in all. */
  readonly conflicts: Int32Array;
  readonly conflicted: TableSet;
  repeats = 0;

  constructor(
    readonly playerCount: number,
    readonly tableCount: number,
    readonly roundCount: number,
    readonly threePlayerTables: number,
    /** Meetings in the fixed history, N×N. */
    private readonly historyMet: Uint8Array,
    readonly historyRepeats: number,
  ) {
    this.slots = new Int32Array(roundCount * tableCount * 4);
    this.slotOf = new Int32Array(roundCount * playerCount);
    this.met = new Uint8Array(playerCount * playerCount);
    this.conflicts = new Int32Array(roundCount * tableCount);
    this.conflicted = new TableSet(roundCount * tableCount);
  }

  /** Repeats the plan adds to the history. */
  plannedRepeats(): number {
    return this.repeats - this.historyRepeats;
  }

  isEmptySeat(slot: number): boolean {
    return (slot & 3) === 3 && (slot >> 2) % this.tableCount >= this.tableCount - this.threePlayerTables;
  }

  /** Recomputes every count from `slots` (after a restart or a return to the best plan). */
  load(slots: Int32Array): void {
    const { met, playerCount: n } = this;
    this.slots.set(slots);
    met.set(this.historyMet);
    this.repeats = this.historyRepeats;
    this.conflicts.fill(0);
    this.conflicted.clear();
    for (let slot = 0; slot < slots.length; slot++) {
      const p = slots[slot]!;
      if (p !== EMPTY) this.slotOf[Math.floor(slot / (this.tableCount * 4)) * n + p] = slot;
    }
    this.forEachPair((a, b) => {
      const count = met[a * n + b]! + 1;
      met[a * n + b] = count;
      met[b * n + a] = count;
      if (count > 1) this.repeats++;
    });
    this.forEachPair((a, b, key) => {
      if (met[a * n + b]! > 1) this.addConflict(key);
    });
  }

  /** Swaps two players of one round who sit at different tables. */
  swap(round: number, x: number, y: number): void {
    const n = this.playerCount;
    const slotX = this.slotOf[round * n + x]!;
    const slotY = this.slotOf[round * n + y]!;
    this.leave(round, x, slotX);
    this.leave(round, y, slotY);
    this.slots[slotX] = y;
    this.slots[slotY] = x;
    this.slotOf[round * n + x] = slotY;
    this.slotOf[round * n + y] = slotX;
    this.join(round, y, slotX);
    this.join(round, x, slotY);
  }

  private leave(round: number, p: number, slot: number): void {
    const key = slot >> 2;
    for (let i = key * 4; i < key * 4 + 4; i++) {
      const q = this.slots[i]!;
      if (q !== EMPTY && q !== p) this.changeMeetings(round, p, q, key, -1);
    }
  }

  private join(round: number, p: number, slot: number): void {
    const key = slot >> 2;
    for (let i = key * 4; i < key * 4 + 4; i++) {
      const q = this.slots[i]!;
      if (q !== EMPTY && q !== p) this.changeMeetings(round, p, q, key, 1);
    }
  }

  private changeMeetings(round: number, a: number, b: number, key: number, by: 1 | -1): void {
    const n = this.playerCount;
    const before = this.met[a * n + b]!;
    const after = before + by;
    this.met[a * n + b] = after;
    this.met[b * n + a] = after;
    if (Math.max(before, after) > 1) {
      this.repeats += by;
      if (by > 0) this.addConflict(key);
      else this.removeConflict(key);
    }
    // A pair going from one meeting to two (or back) turns its other planned meeting into a conflict (or not).
    if (Math.min(before, after) !== 1) return;
    for (let r = 0; r < this.roundCount; r++) {
      if (r === round) continue;
      const other = this.slotOf[r * n + a]! >> 2;
      if (other !== this.slotOf[r * n + b]! >> 2) continue;
      if (by > 0) this.addConflict(other);
      else this.removeConflict(other);
    }
  }

  private addConflict(key: number): void {
    if (this.conflicts[key]!++ === 0) this.conflicted.add(key);
  }

  private removeConflict(key: number): void {
    if (--this.conflicts[key]! === 0) this.conflicted.delete(key);
  }

  private forEachPair(visit: (a: number, b: number, key: number) => void): void {
    const tables = this.roundCount * this.tableCount;
    for (let key = 0; key < tables; key++) {
      for (let i = key * 4; i < key * 4 + 4; i++) {
        for (let j = i + 1; j < key * 4 + 4; j++) {
          const a = this.slots[i]!;
          const b = this.slots[j]!;
          if (a !== EMPTY && b !== EMPTY) visit(a, b, key);
        }
      }
    }
  }
}
