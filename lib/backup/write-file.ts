import 'server-only';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import { jsonPieces } from './json-pieces';

/**
 * Writes `value` as JSON to `file`, a piece at a time (./json-pieces), through a temporary file flushed and renamed: a
 * crash never leaves half a file. Returns the bytes written.
 */
export async function writeJsonFile(file: string, value: unknown): Promise<number> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  const handle = await open(temporary, 'w', 0o600);
  let bytes = 0;
  try {
    for (const piece of jsonPieces(value)) bytes += (await handle.write(piece)).bytesWritten;
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  return bytes;
}
