const SIZE = 1 << 16;

/**
 * Recently swapped pairs of players per round, which may not be swapped again until their tenure ends. A fixed-size
 * table indexed by a hash: a collision forgets an older entry, which only makes the search a little less strict.
 */
export class TabuList {
  private readonly first = new Int32Array(SIZE).fill(-1);
  private readonly second = new Int32Array(SIZE);
  private readonly until = new Int32Array(SIZE);

  constructor(private readonly playerCount: number) {}

  add(round: number, x: number, y: number, until: number): void {
    const first = round * this.playerCount + Math.min(x, y);
    const second = Math.max(x, y);
    const slot = slotOf(first, second);
    this.first[slot] = first;
    this.second[slot] = second;
    this.until[slot] = until;
  }

  isTabu(round: number, x: number, y: number, iteration: number): boolean {
    const first = round * this.playerCount + Math.min(x, y);
    const second = Math.max(x, y);
    const slot = slotOf(first, second);
    return this.first[slot] === first && this.second[slot] === second && this.until[slot]! > iteration;
  }

  clear(): void {
    this.first.fill(-1);
  }
}

function slotOf(first: number, second: number): number {
  return (Math.imul(first, 0x9e3779b1) ^ Math.imul(second, 0x85ebca6b)) >>> 16;
}
