import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { hashPin, PIN_COST } from './password';

// bcryptjs is plain JavaScript: one thread hashes ~100 PINs a second, so large imports use every core.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require('bcryptjs');
parentPort.postMessage(workerData.pins.map((pin) => bcrypt.hashSync(pin, workerData.cost)));`;

function hashInWorker(pins: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { pins, cost: PIN_COST } });
    worker.once('message', (hashes: string[]) => resolve(hashes));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PIN hashing worker exited with code ${code}`)));
  });
}

/** Hashes PINs as `hashPin` does: in parallel worker threads for many, in batches on this thread otherwise. */
export async function hashPins(pins: readonly string[]): Promise<string[]> {
  const threads = Math.min(availableParallelism(), 8, Math.ceil(pins.length / 50));
  if (threads > 1) {
    try {
      const parts = Array.from({ length: threads }, (_, t) =>
        pins.slice((t * pins.length) / threads, ((t + 1) * pins.length) / threads),
      );
      return (await Promise.all(parts.map(hashInWorker))).flat();
    } catch (error) {
      console.warn('[auth] PIN hashing workers failed; hashing on the main thread:', error);
    }
  }
  const hashes: string[] = [];
  for (let i = 0; i < pins.length; i += 20) hashes.push(...(await Promise.all(pins.slice(i, i + 20).map(hashPin))));
  return hashes;
}
