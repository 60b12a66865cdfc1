import { expect, test } from 'vitest';
import { z } from 'zod';
import { plainIssue } from '@/lib/actions/plain-issues';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value, { error: plainIssue });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

test.each<[string, z.ZodType, unknown, string]>([
  ['a number too big', z.coerce.number().int().min(-10_000).max(10_000), '20000', 'At most 10,000'],
  ['a number too small', z.coerce.number().int().min(-10_000), '-20000', 'At least -10,000'],
  ['not a number', z.coerce.number().int(), 'ten', 'Enter a whole number'],
  ['nothing given', z.object({ reason: z.string() }), {}, 'Required'],
  ['not an option', z.enum(['warning', 'disqualification']), 'other', 'Choose one of the listed options'],
  ['too long', z.string().max(5), 'abcdefg', 'At most 5 characters'],
])('%s', (_, schema, value, message) => {
  expect(messageOf(schema, value)).toBe(message);
});

test('a schema’s own message wins', () => {
  expect(messageOf(z.string().min(3, 'At least 3 letters'), 'ab')).toBe('At least 3 letters');
});
