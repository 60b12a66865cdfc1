// Preloaded into `prisma migrate deploy` by server/migrate.ts. The CLI's schema engine (WebAssembly) leaves a timer of
// ten seconds behind it, a timeout raced against work long done, and Node waits for it: a fresh database took 12.6 s to
// migrate, of which 2–3 s were work. Long timers are made not to keep the process alive; its connections still do
// while it works, and server/migrate.ts takes only the CLI's word that every migration is applied as success.
const setTimer = global.setTimeout;
const LONG_MS = 5_000;

global.setTimeout = function setTimeout(...args) {
  const timer = setTimer(...args);
  if ((Number(args[1]) || 0) >= LONG_MS) timer.unref();
  return timer;
};
