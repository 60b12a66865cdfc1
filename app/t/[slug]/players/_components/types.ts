import type { PlayerStatus } from '@/lib/db/generated/enums';
import type { PinSlip } from '@/lib/players/mutations/add';

export type { PinSlip };

type Someone = { number: number; name: string };

/** A player as the list shows them. */
export type PlayerView = Someone & {
  id: string;
  club: string | null;
  /** City and state or province, as one line: "Boca Raton, FL". */
  home: string | null;
  email: string | null;
  status: PlayerStatus;
  /** Who replaced this player. */
  substitute: Someone | null;
  /** Whom this player replaced. */
  substituteFor: Someone | null;
};

/** What the director's tools report to the page: a message, and new PINs for the PIN slips. */
export type Done = (message: string, slips?: readonly PinSlip[]) => void;
