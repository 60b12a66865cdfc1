/**
 * What happens to the keys a scorekeeper types around a save, as plain state.
 *
 * From the save's start until the next game's form is on screen, typed keys are held: a save that resolves is not
 * enough, since the form still shows the saved game until it renders the next one, and a key typed in between would
 * land in the game just left. Once the next form is shown, the held keys are played there in order; keys typed while
 * they play join the queue. A key played that starts another save stops the playing: the rest waits for that save.
 * After a refused save the held keys are dropped: the form shows why, and keys meant for the next game must not land
 * in this one.
 */
export type KeyQueue = {
  /** A save starts. */
  hold(): void;
  /** The save was refused: the same game stays on screen. */
  drop(): void;
  /** A key typed by the scorekeeper: true if it is held rather than acted on now. */
  typed(key: string): boolean;
  /** The next form is on screen: plays the held keys one by one until none is left or a played key starts a save. */
  shown(play: (key: string) => Promise<void>): Promise<void>;
};

export function keyQueue(): KeyQueue {
  let holding = false;
  let saving = false;
  const held: string[] = [];
  let playing = Promise.resolve();
  const playHeld = async (play: (key: string) => Promise<void>) => {
    while (!saving && held.length > 0) await play(held.shift()!);
    if (!saving) holding = false;
  };
  return {
    hold() {
      holding = saving = true;
    },
    drop() {
      holding = saving = false;
      held.length = 0;
    },
    typed(key) {
      if (holding) held.push(key);
      return holding;
    },
    shown(play) {
      saving = false;
      playing = playing.then(() => playHeld(play));
      return playing;
    },
  };
}
