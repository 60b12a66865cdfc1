import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

// Staff passwords get the usual cost; 4-digit PINs are protected by throttling as much as by the hash,
// and a 2,000-player import must not take minutes.
const PASSWORD_COST = 10;
export const PIN_COST = 6;

export const hashPassword = (password: string) => bcrypt.hash(password, PASSWORD_COST);
export const hashPin = (pin: string) => bcrypt.hash(pin, PIN_COST);
export const verifySecret = (plain: string, hash: string) => bcrypt.compare(plain, hash);

let unknownHash: Promise<string> | undefined;

/** A hash of a random password at the staff cost, made once per process: compared with when no account matches. */
export const unknownAccountHash = () => (unknownHash ??= hashPassword(randomBytes(18).toString('base64')));

/** A password made for someone (a new account, a reset): 16 random characters, shown once, never stored in the clear. */
export const newPassword = () => randomBytes(12).toString('base64url');
