/** A set of table keys 0..size−1 with constant-time add, delete and pick by position. */
export class TableSet {
  private readonly items: Int32Array;
  private readonly positions: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(capacity);
    this.positions = new Int32Array(capacity).fill(-1);
  }

  at(index: number): number {
    return this.items[index]!;
  }

  add(key: number): void {
    if (this.positions[key] !== -1) return;
    this.positions[key] = this.size;
    this.items[this.size++] = key;
  }

  delete(key: number): void {
    const position = this.positions[key]!;
    if (position === -1) return;
    const last = this.items[--this.size]!;
    this.items[position] = last;
    this.positions[last] = position;
    this.positions[key] = -1;
  }

  clear(): void {
    for (let i = 0; i < this.size; i++) this.positions[this.items[i]!] = -1;
    this.size = 0;
  }
}
