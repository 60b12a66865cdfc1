import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import type { TableSheet } from './queries';
import { Prisma } from '@/lib/db/generated/client';

/** What each audited step of a sheet is called on its public page. */
const ACTION_WORDS: Record<string, string> = {
  'game.record': 'entered a game',
  'game.change': 'corrected a game',
  'game.amend': 'amended a game after acceptance',
  'card.verify': 'verified a card',
  'card.unverify': 'verifications removed by a change',
  'sheet.submit': 'handed the sheet in',
  'sheet.accept': 'accepted the sheet',
  'sheet.return': 'sent the sheet back to the table',
};

/** Which game or cards an event is about, from what it recorded. */
function detail(game: number | null | undefined, after: unknown): string {
  if (game) return ` (game ${game})`;
  const facts = (after ?? {}) as { card?: string; cards?: string[] };
  const cards = facts.card ? [facts.card] : (facts.cards ?? []);
  return cards.length ? ` (card ${cards.join(', ')})` : '';
}

type EventRow = {
  id: bigint;
  action: string;
  actorLabel: string;
  at: Date;
  reason: string | null;
  entity: string;
  entityId: string;
  after: unknown;
};

/** Every audited change to a sheet and its games, oldest first, in words. */
export async function sheetHistory(db: Db, sheet: TableSheet) {
  const games = sheet.games.map((g) => g.id);
  const events = await rows<EventRow>(
    db,
    Prisma.sql`
    SELECT "id", "action", "actorLabel", "at", "reason", "entity", "entityId", "after"
    FROM "AuditEvent"
    WHERE ("entity" = 'RoundTable' AND "entityId" = ${sheet.id}) OR ("entity" = 'Game' AND "entityId" = ANY(${games}))
    ORDER BY "id"`,
  );
  const gameNumber = new Map(sheet.games.map((g) => [g.id, g.number]));
  return events.map((e) => ({
    id: String(e.id),
    at: e.at,
    who: e.actorLabel,
    what: `${ACTION_WORDS[e.action] ?? e.action}${detail(e.entity === 'Game' ? gameNumber.get(e.entityId) : null, e.after)}`,
    reason: e.reason,
  }));
}
