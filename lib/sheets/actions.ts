'use server';

import { rows, type Db } from '@/lib/db/client';
import { publicAction, tournamentAction } from '@/lib/actions/action';
import { changed } from '@/lib/actions/changed';
import { noTable, recordGame } from '@/lib/sheets/mutations/record-game';
import { acceptSheet, returnSheet, submitSheet } from './mutations/hand-in';
import {
  amendGameSchema,
  returnSheetSchema,
  saveGameSchema,
  sheetStepSchema,
  verifyInitialsSchema,
  verifyPinSchema,
} from './schema';
import { verifyCard } from './mutations/verify';
import { Prisma } from '@/lib/db/generated/client';

/** The table of this tournament (by id or slug), or null: an id from another tournament is refused like an unknown one. */
const tableIn = async (db: Db, tournament: { id: string } | { slug: string }, id: string) => {
  const which = 'id' in tournament ? Prisma.sql`t."id" = ${tournament.id}` : Prisma.sql`t."slug" = ${tournament.slug}`;
  const [table] = await rows<{ id: string }>(
    db,
    Prisma.sql`
    SELECT rt."id" FROM "RoundTable" rt
    JOIN "Round" r ON r."id" = rt."roundId" JOIN "Tournament" t ON t."id" = r."tournamentId"
    WHERE rt."id" = ${id} AND ${which}`,
  );
  return table ?? null;
};

// A save is not revalidated: the sheet's game entry refreshes the page itself once "saved" shows, so that a save
// answers without rendering the sheet page into its answer first (each save rendered it twice; 10 scorekeepers
// waited 0.4 s). The table's tournament is checked where the sheet is locked: one query fewer on every save.
export const saveGameAction = tournamentAction('game.save', saveGameSchema, async ({ input, db, actor, tournament }) =>
  recordGame(db, actor, { ...input, tournamentId: tournament.id }),
);

export const amendGameAction = tournamentAction(
  'game.amend',
  amendGameSchema,
  async ({ input: { reason, allPresent, ...input }, db, actor, tournament }) =>
    recordGame(db, actor, { ...input, tournamentId: tournament.id, amendment: { reason, allPresent } }),
);

export const verifyInitialsAction = tournamentAction(
  'card.verifyInitials',
  verifyInitialsSchema,
  async ({ input, db, actor, tournament, staff }) => {
    if (!(await tableIn(db, tournament, input.roundTableId))) return noTable();
    const proof = { kind: 'initials' as const, initials: input.initials, recordedById: staff.id };
    return changed(await verifyCard(db, actor, { ...input, proof }), tournament.slug);
  },
);

/** A player verifies their partner's card at the table with their own PIN: no account needed, wrong PINs counted. */
export const verifyPinAction = publicAction('card.verifyPin', verifyPinSchema, async ({ input, db }) => {
  if (!(await tableIn(db, { slug: input.slug }, input.roundTableId))) return noTable();
  const player = { userId: null, label: 'player at the table' };
  return changed(await verifyCard(db, player, { ...input, proof: { kind: 'pin', pin: input.pin } }), input.slug);
});

const stepAction = (name: 'submit' | 'accept', run: typeof submitSheet) =>
  tournamentAction(`sheet.${name}`, sheetStepSchema, async ({ input, db, actor, tournament }) => {
    if (!(await tableIn(db, tournament, input.roundTableId))) return noTable();
    return changed(await run(db, actor, { ...input, now: new Date() }), tournament.slug);
  });

export const submitSheetAction = stepAction('submit', submitSheet);
export const acceptSheetAction = stepAction('accept', acceptSheet);

export const returnSheetAction = tournamentAction(
  'sheet.return',
  returnSheetSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await tableIn(db, tournament, input.roundTableId))) return noTable();
    return changed(await returnSheet(db, actor, { ...input, now: new Date() }), tournament.slug);
  },
);
