import { expect, test } from 'vitest';
import { databaseUnavailable } from '@/lib/db/unavailable';

test.each<[string, unknown, boolean]>([
  [
    'refused connection',
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    true,
  ],
  ['admin shutdown (57P01)', { code: '57P01', message: 'terminating connection due to administrator command' }, true],
  ['starting up (57P03)', { message: 'the database system is starting up' }, true],
  ['wrapped in a cause', new Error('query failed', { cause: { code: 'ECONNRESET' } }), true],
  ['Prisma cannot reach it', { code: 'P1001', message: "Can't reach database server" }, true],
  ['a unique violation', { code: 'P2002', message: 'Unique constraint failed' }, false],
  ['a bug', new TypeError('x is undefined'), false],
  ['nothing', null, false],
])('%s', (_, error, expected) => {
  expect(databaseUnavailable(error)).toBe(expected);
});
