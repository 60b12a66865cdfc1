// Starts a TypeScript worker thread: registers tsx in the worker, then loads workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
