import { describe, expect, test } from 'vitest';
import { closeCallSchema, placeCallSchema } from '@/lib/calls/schema';

const base = { slug: 'spring-open', roundTableId: 'rt1' };

/** The messages of a refused input, by field. */
function problems(schema: typeof placeCallSchema | typeof closeCallSchema, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('a call from the table', () => {
  test.each<[string, object, Record<string, string> | null]>([
    ['a press of the button alone', {}, null],
    ['every field, as a form sends it', { seat: 'B', kind: 'OTHER', line: ' Lights out ', pin: '1234' }, null],
    ['blank fields are not given', { seat: '', kind: '', line: '', pin: '' }, null],
    ['a PIN without a seat', { pin: '1234' }, { seat: 'Seat: choose your seat to confirm the call with your PIN' }],
    ['a PIN of three digits', { seat: 'A', pin: '123' }, { pin: 'PIN: your 4 digits' }],
    ['a seat E', { seat: 'E' }, { seat: 'Seat: A, B, C or D' }],
    ['a kind not on the list', { kind: 'BRIBERY' }, { kind: 'What happened: choose one from the list' }],
    ['a line of two', { line: 'x'.repeat(141) }, { line: 'Line: at most 140 characters' }],
  ])('%s', (_, fields, expected) => {
    expect(problems(placeCallSchema, { ...base, ...fields })).toEqual(expected);
  });

  test('the line is trimmed', () => {
    expect(placeCallSchema.parse({ ...base, line: '  Lights out ' }).line).toBe('Lights out');
  });
});

test('closed without a ruling needs a word why', () => {
  expect(problems(closeCallSchema, { slug: 's', callId: 'c', note: ' ' })).toEqual({
    note: 'Note: a word on why no ruling was needed',
  });
  expect(problems(closeCallSchema, { slug: 's', callId: 'c', note: 'Sorted' })).toBeNull();
});
