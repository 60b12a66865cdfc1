/**
 * Who may call each server action, by the name its builder gives it (`tournamentAction`, `staffAction`,
 * `publicAction` in `lib/actions/action.ts`). The one place an action's role is written: each builder reads it from
 * here and takes only names of its own kind (a name missing here does not type-check), and
 * `tests/db/authorization.test.ts` calls every action as every kind of caller and fails when one is refused (or
 * allowed) where the table says otherwise.
 *
 * - PUBLIC: anyone, no sign-in (a player at the table; the action checks what it needs, e.g. a PIN).
 * - SCOREKEEPER: a scorekeeper or Director of that tournament.
 * - DIRECTOR: a Director of that tournament.
 * - STAFF: any signed-in staff member, on their own account.
 * - ADMIN: a signed-in administrator (`User.isAdmin`, read from the database), for actions not on one tournament.
 */
export type Permission = 'PUBLIC' | 'SCOREKEEPER' | 'DIRECTOR' | 'STAFF' | 'ADMIN';

export const PERMISSIONS = {
  // lib/tournaments/actions.ts
  'tournament.create': 'ADMIN',
  'tournament.update': 'DIRECTOR',
  // lib/accounts/actions.ts
  'account.changePassword': 'STAFF',
  'account.signOutEverywhere': 'STAFF',
  'account.resetPassword': 'ADMIN',
  'account.setEnabled': 'ADMIN',
  // lib/staff/actions.ts
  'staff.add': 'DIRECTOR',
  'staff.remove': 'DIRECTOR',
  'staff.resetPassword': 'DIRECTOR',
  'staff.setEnabled': 'DIRECTOR',
  // lib/players/actions.ts
  'player.add': 'DIRECTOR',
  'players.import': 'DIRECTOR',
  'player.withdraw': 'DIRECTOR',
  'player.withdrawFromLaterRounds': 'DIRECTOR',
  'player.substitute': 'DIRECTOR',
  'player.resetPin': 'DIRECTOR',
  'players.reissuePins': 'DIRECTOR',
  // lib/rounds/actions.ts
  'round.draft': 'DIRECTOR',
  'round.swap': 'DIRECTOR',
  'round.step': 'DIRECTOR',
  'table.extra': 'DIRECTOR',
  'table.timeUp': 'DIRECTOR',
  'round.closeOutIncomplete': 'DIRECTOR',
  // lib/sheets/actions.ts
  'game.save': 'SCOREKEEPER',
  'game.amend': 'DIRECTOR',
  'card.verifyInitials': 'SCOREKEEPER',
  'card.verifyPin': 'PUBLIC',
  'sheet.submit': 'SCOREKEEPER',
  'sheet.accept': 'SCOREKEEPER',
  'sheet.return': 'SCOREKEEPER',
  // lib/incidents/actions.ts
  'incident.record': 'DIRECTOR',
  'incident.settle': 'DIRECTOR',
  'score.override': 'DIRECTOR',
  // lib/calls/actions.ts
  'call.place': 'PUBLIC',
  'call.withdraw': 'PUBLIC',
  'call.take': 'DIRECTOR',
  'call.close': 'DIRECTOR',
  // lib/standings/actions.ts
  'standings.state': 'DIRECTOR',
  // lib/prizes/actions.ts
  'tournament.prizes': 'DIRECTOR',
  'prize.collect': 'DIRECTOR',
} as const satisfies Record<string, Permission>;

export type ActionName = keyof typeof PERMISSIONS;

/** The actions the table gives permission `P` (a builder takes only names of its own kind). */
export type ActionWith<P extends Permission> = {
  [K in ActionName]: (typeof PERMISSIONS)[K] extends P ? K : never;
}[ActionName];
