import type { RotationPattern } from '@/lib/seating/rotation';
import { SEATS } from '@/lib/rules/seats';

const signed = (n: number) => (n > 0 ? `up ${n}` : n < 0 ? `down ${-n}` : 'stays');

/** The rotation pattern in a Director's words, or null for the generator (which is not a rotation). */
export function rotationLabel(pattern: RotationPattern): string | null {
  switch (pattern.kind) {
    case 'standard':
      return 'Standard rotation (T24): A up 1 table, B down 1, C up 2, D down 2';
    case 'variant':
      return 'Variant rotation: A stays, B down 1, C down 2, D up 1';
    case 'custom':
      return `Custom rotation: ${SEATS.map((s) => `${s} ${signed(pattern.offsets[s])}`).join(', ')}`;
    case 'fewestRepeats':
      return null;
  }
}
