import type { RotationPattern } from '@/lib/seating/rotation';
import { SEATS } from '@/lib/rules/seats';

type Kind = RotationPattern['kind'];

/** Every rotation pattern, as the tournament form offers them. */
export const ROTATION_CHOICES: readonly { value: Kind; label: string }[] = [
  { value: 'standard', label: 'Standard rotation (T24): A up 1 table, B down 1, C up 2, D down 2' },
  { value: 'variant', label: 'Variant rotation: A stays, B down 1, C down 2, D up 1' },
  { value: 'custom', label: 'Custom offsets per seat letter' },
  { value: 'fewestRepeats', label: 'Fewest repeat meetings (generated)' },
];

const signed = (n: number) => (n > 0 ? `up ${n}` : n < 0 ? `down ${-n}` : 'stays');

/** The rotation pattern in a Director's words, or null for the generator (which is not a rotation). */
export function rotationLabel(pattern: RotationPattern): string | null {
  switch (pattern.kind) {
    case 'standard':
    case 'variant':
      return ROTATION_CHOICES.find((c) => c.value === pattern.kind)?.label ?? null;
    case 'custom':
      return `Custom rotation: ${SEATS.map((s) => `${s} ${signed(pattern.offsets[s])}`).join(', ')}`;
    case 'fewestRepeats':
      return null;
  }
}
