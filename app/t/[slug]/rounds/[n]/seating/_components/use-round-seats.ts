'use client';

import { useEffect, useRef, useState } from 'react';
import type { Letter, SeatRow } from '@/lib/seating/seat-search';

type RoundSeats = { seats: SeatRow[] | null; tables: number[]; failed: boolean };

/** A seat as the round's seating JSON gives it (app/api/tournaments/[slug]/rounds/[n]/seating). */
type SeatJson = { table: number; seat: Letter; player: SeatRow['player'] };

const NOT_YET: RoundSeats = { seats: null, tables: [], failed: false };

/**
 * The round's every seat, read once from `url` when it is given (the first time a search begins), in table order with
 * the tables they fill; `failed` when it could not be read.
 */
export function useRoundSeats(url: string | undefined): RoundSeats {
  const asked = useRef<string | null>(null);
  const [round, setRound] = useState(NOT_YET);
  useEffect(() => {
    if (!url || asked.current === url) return;
    asked.current = url;
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<SeatJson[]>) : Promise.reject()))
      .then(
        (list) => {
          const seats = list.map(({ table, seat, player }) => ({ table, letter: seat, player }));
          setRound({ seats, tables: [...new Set(seats.map((s) => s.table))], failed: false });
        },
        () => setRound({ ...NOT_YET, failed: true }),
      );
  }, [url]);
  return round;
}
