// A second front that takes a while to start, as server/second-front.ts does (its settings read from next.config.js):
// forked by tests/unit/front-handover.test.ts. It answers "second" on the port it is handed.
import { createServer } from 'node:http';
import { takeOver } from '@/server/front-handover';

await new Promise((resolve) => setTimeout(resolve, Number(process.env.LATE_FRONT_MS ?? 0)));
takeOver(createServer((_req, res) => res.end('second')));
