import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { db, type Db } from '@/lib/db/client';
import { databaseUnavailable, UNAVAILABLE_MESSAGE } from '@/lib/db/unavailable';
import { currentAccount, currentStaff, type Account, type Staff } from '@/lib/auth/session';
import { grants, tournamentAccess, type StaffRole, type TournamentAccess } from '@/lib/auth/access';
import type { Actor } from '@/lib/audit/log';
import { PERMISSIONS, type ActionWith } from '@/lib/auth/permissions';
import { plainIssue } from './plain-issues';
import { failure, type ActionResult, type Failure } from './result';
import { unstorableText } from '@/lib/util/text';

/** FormData to a plain object; repeated names become arrays. Plain objects pass through. */
export function inputOf(raw: unknown): unknown {
  if (!(raw instanceof FormData)) return raw;
  const out: Record<string, unknown> = {};
  for (const [key, value] of raw.entries()) {
    if (key.startsWith('$ACTION')) continue;
    const previous = out[key];
    out[key] = previous === undefined ? value : ([] as unknown[]).concat(previous, value);
  }
  return out;
}

type Parsed<T> = { input: T; failure?: never } | { failure: Failure<never> };

function parse<S extends z.ZodType>(schema: S, raw: unknown): Parsed<z.output<S>> {
  const input = inputOf(raw);
  const unreadable = unstorableText(input);
  if (unreadable !== null) {
    const message = 'holds a character that cannot be stored (a NUL or a broken character): retype it';
    return { failure: failure('INVALID_INPUT', `${unreadable}: ${message}.`, { [unreadable]: [message] }) };
  }
  const parsed = schema.safeParse(input, { error: plainIssue });
  if (parsed.success) return { input: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'form';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  const count = Object.keys(fieldErrors).length;
  const what = count === 1 ? 'one field' : `${count} fields`;
  return { failure: failure('INVALID_INPUT', `Please correct ${what}: see the message beside each.`, fieldErrors) };
}

async function guarded<T, D>(name: string, run: () => Promise<ActionResult<T, D>>): Promise<ActionResult<T, D>> {
  try {
    return await run();
  } catch (error) {
    // Rethrow Next.js control flow (redirect, notFound) untouched.
    if (error instanceof Error && 'digest' in error && String(error.digest).startsWith('NEXT_')) throw error;
    if (databaseUnavailable(error)) return failure('UNAVAILABLE', UNAVAILABLE_MESSAGE);
    const code = randomUUID().slice(0, 8);
    console.error(`[action ${name}] failed, code ${code}:`, error);
    return failure('INTERNAL', `Something went wrong on the server (code ${code}). Nothing was saved; try again.`);
  }
}

export const actorOf = (staff: Staff): Actor => ({ userId: staff.id, label: staff.name || staff.email });

type StaffContext<I> = { input: I; staff: Staff; actor: Actor; db: Db };
type TournamentContext<I> = StaffContext<I> & TournamentAccess;

/** Parses the input and checks the signed-in staff member: the first two steps of every staff action. */
async function signedIn<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): Promise<{ failure: Failure<never> } | { failure?: never; context: StaffContext<z.output<S>> }> {
  const parsed = parse(schema, raw);
  if (parsed.failure) return parsed;
  const staff = await currentStaff();
  if (!staff) return { failure: failure('SIGNED_OUT', 'Your session has ended: sign in again.') };
  return { context: { input: parsed.input, staff, actor: actorOf(staff), db: db() } };
}

/**
 * A server action on one tournament: parses the input with `schema` (which must carry the tournament's `slug`),
 * checks on the server that the signed-in staff member holds the action's role there (lib/auth/permissions.ts), then runs.
 */
export function tournamentAction<S extends z.ZodType<{ slug: string }>, T = never, D = never>(
  name: ActionWith<'SCOREKEEPER' | 'DIRECTOR'>,
  schema: S,
  run: (context: TournamentContext<z.output<S>>) => Promise<ActionResult<T, D>>,
) {
  const role: StaffRole = PERMISSIONS[name];
  return (raw: unknown): Promise<ActionResult<T, D>> =>
    guarded(name, async () => {
      const checked = await signedIn(schema, raw);
      if (checked.failure) return checked.failure;
      const { context } = checked;
      const access = await tournamentAccess(context.db, context.staff, context.input.slug);
      if (!access) return failure('NOT_FOUND', 'There is no such tournament.');
      if (!grants(access.role, role))
        return failure('FORBIDDEN', `Only the tournament's ${role.toLowerCase()} may do this.`);
      return run({ ...context, ...access });
    });
}

/** A server action for any signed-in staff member, or (ADMIN) only those who may create tournaments. */
export function staffAction<S extends z.ZodType, T = never, D = never>(
  name: ActionWith<'STAFF' | 'ADMIN'>,
  schema: S,
  run: (context: StaffContext<z.output<S>>) => Promise<ActionResult<T, D>>,
) {
  const adminOnly = PERMISSIONS[name] === 'ADMIN';
  return (raw: unknown): Promise<ActionResult<T, D>> =>
    guarded(name, async () => {
      const checked = await signedIn(schema, raw);
      if (checked.failure) return checked.failure;
      if (adminOnly && !checked.context.staff.isAdmin)
        return failure('FORBIDDEN', 'Only an administrator may do this.');
      return run(checked.context);
    });
}

/**
 * A server action on the signed-in person's own account, also one that must choose its own password first (which
 * has no staff rights: every other builder refuses it as signed out).
 */
export function accountAction<S extends z.ZodType, T = never, D = never>(
  name: ActionWith<'STAFF'>,
  schema: S,
  run: (context: { input: z.output<S>; account: Account; actor: Actor; db: Db }) => Promise<ActionResult<T, D>>,
) {
  return (raw: unknown): Promise<ActionResult<T, D>> =>
    guarded(name, async () => {
      const parsed = parse(schema, raw);
      if (parsed.failure) return parsed.failure;
      const account = await currentAccount();
      if (!account) return failure('SIGNED_OUT', 'Your session has ended: sign in again.');
      return run({ input: parsed.input, account, actor: actorOf(account), db: db() });
    });
}

/** A server action anyone may call (a player at the table): parsed and guarded like the others, no sign-in. */
export function publicAction<S extends z.ZodType, T = never, D = never>(
  name: ActionWith<'PUBLIC'>,
  schema: S,
  run: (context: { input: z.output<S>; db: Db }) => Promise<ActionResult<T, D>>,
) {
  return (raw: unknown): Promise<ActionResult<T, D>> =>
    guarded(name, async () => {
      const parsed = parse(schema, raw);
      if (parsed.failure) return parsed.failure;
      return run({ input: parsed.input, db: db() });
    });
}
