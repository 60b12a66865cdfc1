import type { ReactNode } from 'react';
import type { TableSheet } from '@/lib/sheets/queries';
import { timeIn } from '@/lib/util/time';

type Card = TableSheet['cards'][number];

/** Each player's card: round total, who verifies it (T4) and whether they have; `action` adds a way to verify it. */
export function CardsTable({
  sheet,
  zone,
  action,
}: {
  sheet: TableSheet;
  zone: string;
  action?: (card: Card) => ReactNode;
}) {
  const nameOf = (letter: string | null) => sheet.seats.find((s) => s.letter === letter)?.player.name ?? '';
  return (
    <div className="table-wrap">
      <table className="cards-table">
        <thead>
          <tr>
            <th>Card</th>
            <th className="num">Total</th>
            <th>Verified by</th>
            {action && <th className="no-print">Verify</th>}
          </tr>
        </thead>
        <tbody>
          {sheet.cards.map((card) => (
            <tr key={card.seat} aria-label={`Card ${card.seat}`}>
              <th scope="row">
                {card.seat} {card.player.name} <span className="muted">#{card.player.number}</span>
              </th>
              <td className="num points">{card.total}</td>
              <td>
                {card.verification ? (
                  <>
                    ✓ {card.verification.verifiedByLetter} {card.verification.verifiedBy.name}{' '}
                    <span className="muted">
                      ({card.verification.initials},{' '}
                      {card.verification.method === 'PIN' ? 'PIN at the table' : 'initials on the card'},{' '}
                      {timeIn(card.verification.at, zone)})
                    </span>
                  </>
                ) : (
                  <span className="muted">
                    not yet: {card.verifier} {nameOf(card.verifier)}
                  </span>
                )}
              </td>
              {action && <td className="no-print">{action(card)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
