import { tablePlanWords } from '@/lib/seating/table-plan';

/** The table plan for the current roster, said before seating: "30 players: 6 tables of 4 and 2 tables of 3". */
export function TablePlan({ playerCount }: { playerCount: number }) {
  return (
    <p className="table-plan">
      <strong>Table plan:</strong> {tablePlanWords(playerCount)}.
    </p>
  );
}
