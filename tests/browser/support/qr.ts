import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from 'playwright-core';

/** The text of the QR code a person would scan in `element` (a screenshot of it, decoded), or null if none reads. */
export async function scannedQr(element: Locator): Promise<string | null> {
  const image = PNG.sync.read(await element.screenshot());
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}
