import { z } from 'zod';

const listSchema = z.object({
  tournaments: z.array(z.object({ slug: z.string(), addresses: z.array(z.string()) })),
});

/** How often the hall's addresses are asked of the app, and what moved made again. */
const EVERY_MS = 2_000;
/** While the app answers a request of its own, the next answer made ahead waits this long and looks again. */
const IDLE_CHECK_MS = 20;
/** After its first pass, a tournament's pass is said in the server's output when it made this many answers. */
const WORTH_SAYING = 50;

type Options = {
  /** The app's list of addresses to make ahead (app/api/ahead), as JSON. */
  list: () => Promise<unknown>;
  /** The front cache's `ahead`: makes what is missing or out of date, each once `ready`; returns how many. */
  ahead: (scope: string, urls: readonly string[], ready: () => Promise<void>) => Promise<number>;
  /** Whether the app is answering nothing but what is made ahead: a save or a staff page is never kept waiting. */
  idle: () => boolean;
  log?: (line: string) => void;
};

/**
 * The pages a hall is about to load, made before the players ask: every `EVERY_MS` (one pass at a time) the app is
 * asked which public addresses its published and playing rounds have, and the front cache makes those it does not hold,
 * with the answers being read that a change moved, one at a time and only while the app answers nothing else
 * itself. A round's end then finds its pages made. Returns `stop`.
 */
export function makingAhead({ list, ahead, idle, log = console.log }: Options): () => void {
  let running = false;
  const ready = async () => {
    while (!idle()) await new Promise((resolve) => setTimeout(resolve, IDLE_CHECK_MS));
  };
  const said = new Set<string>();
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const parsed = listSchema.safeParse(await list());
      if (!parsed.success) return;
      for (const { slug, addresses } of parsed.data.tournaments) {
        const began = Date.now();
        const made = await ahead(slug, addresses, ready);
        if (made === 0 || (said.has(slug) && made < WORTH_SAYING)) continue;
        said.add(slug);
        log(`Made ahead ${made} answers of "${slug}" in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
      }
    } catch {
      // The app is not answering for a moment: the next pass asks again.
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), EVERY_MS);
  timer.unref();
  void pass();
  return () => clearInterval(timer);
}
