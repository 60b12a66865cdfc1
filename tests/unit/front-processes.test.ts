import { describe, expect, test } from 'vitest';
import { frontProcessesOf } from '@/server/processes';

describe('how many front processes answer on the port', () => {
  test('unset: two on a machine of four cores or more, one on two cores or one', () => {
    expect(frontProcessesOf(undefined, 4)).toEqual({ ok: true, count: 2 });
    expect(frontProcessesOf(' ', 8)).toEqual({ ok: true, count: 2 });
    expect(frontProcessesOf(undefined, 2)).toEqual({ ok: true, count: 1 });
    expect(frontProcessesOf(undefined, 1)).toEqual({ ok: true, count: 1 });
  });

  test('FRONT_PROCESSES chooses 1 or 2, whatever the cores', () => {
    expect(frontProcessesOf('1', 2)).toEqual({ ok: true, count: 1 });
    expect(frontProcessesOf('2', 1)).toEqual({ ok: true, count: 2 });
  });

  test.each(['0', '3', 'two', '1.5'])('%j is refused, naming the variable', (value) =>
    expect(frontProcessesOf(value, 2)).toMatchObject({
      ok: false,
      message: expect.stringContaining('FRONT_PROCESSES must be 1 or 2'),
    }),
  );
});
