import { StartupError } from '@/server/database';

/** Runs a command-line entry point: a user-facing failure is one line on stderr, never a stack trace. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof StartupError) {
      console.error(error.message);
    } else {
      console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
      if (process.env.DEBUG) console.error(error);
    }
    process.exit(1);
  });
}
