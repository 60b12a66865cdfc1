/**
 * `run`, with at most `most` calls under way at once; the others wait their turn, first come first served. Fifty
 * pages rendered at once each take fifty times as long and hold fifty pages' data; a few at a time, the first are
 * done soon and memory stays small.
 */
export function atMost<A extends unknown[], R>(most: number, run: (...args: A) => Promise<R>) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (...args: A): Promise<R> => {
    if (running < most) running++;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await run(...args);
    } finally {
      // The place passes to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
