import { describe, expect, test } from 'vitest';
import { keyQueue } from '@/app/t/[slug]/scores/[n]/[t]/_components/key-queue';

/** Plays keys into a list, as the form would act on them; Enter starts a save. */
function form(queue: ReturnType<typeof keyQueue>) {
  const acted: string[] = [];
  const play = async (key: string) => {
    acted.push(key);
    if (key === 'Enter') queue.hold();
  };
  return { acted, play };
}

describe('keys typed around a save', () => {
  test('with no save going on, a key is acted on at once', () => {
    expect(keyQueue().typed('m')).toBe(false);
  });

  test('keys typed while a save goes on are played once the next game is shown, in order', async () => {
    const queue = keyQueue();
    const { acted, play } = form(queue);
    queue.hold();
    for (const key of ['w', 'b']) expect(queue.typed(key)).toBe(true);
    await queue.shown(play);
    expect(acted).toEqual(['w', 'b']);
    expect(queue.typed('x')).toBe(false);
  });

  // The CI failure of session 20: the save had answered, the saved game was still on screen, and 'b' landed in it.
  test('a key typed after the save answers but before the next game is shown is still held', async () => {
    const queue = keyQueue();
    const { acted, play } = form(queue);
    queue.hold();
    expect(queue.typed('w')).toBe(true);
    // The save answered; the form has not rendered the next game yet.
    expect(queue.typed('b')).toBe(true);
    expect(queue.typed('Enter')).toBe(true);
    await queue.shown(play);
    expect(acted).toEqual(['w', 'b', 'Enter']);
  });

  test('a played Enter starts the next save: the keys after it wait for that save', async () => {
    const queue = keyQueue();
    const { acted, play } = form(queue);
    queue.hold();
    for (const key of ['w', 'Enter', 'm', 'a']) queue.typed(key);
    await queue.shown(play);
    expect(acted).toEqual(['w', 'Enter']);
    expect(queue.typed('2')).toBe(true);
    await queue.shown(play);
    expect(acted).toEqual(['w', 'Enter', 'm', 'a', '2']);
    expect(queue.typed('5')).toBe(false);
  });

  test('keys typed while the held ones play join the queue', async () => {
    const queue = keyQueue();
    const acted: string[] = [];
    queue.hold();
    queue.typed('m');
    await queue.shown(async (key) => {
      acted.push(key);
      if (key === 'm') queue.typed('a');
    });
    expect(acted).toEqual(['m', 'a']);
  });

  test('after a refused save the held keys are dropped and keys act at once', async () => {
    const queue = keyQueue();
    const { acted, play } = form(queue);
    queue.hold();
    queue.typed('w');
    queue.drop();
    expect(queue.typed('b')).toBe(false);
    await queue.shown(play);
    expect(acted).toEqual([]);
  });
});
