'use client';

import { useEffect, useRef, useState, type KeyboardEvent as KeyEvent, type RefObject } from 'react';
import { keyQueue, type KeyQueue } from './key-queue';

/** Keys a scorekeeper types as answers: one character, Enter and Backspace. */
const isAnswerKey = (event: KeyEvent) =>
  !event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  (event.key.length === 1 || ['Enter', 'Backspace'].includes(event.key));

/** Enter saves from any answer (a radio or checkbox too), but still presses a focused button. */
export function submitOnEnter(event: KeyEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || ['BUTTON', 'TEXTAREA', 'SELECT', 'A'].includes(target.tagName)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/**
 * Keys typed while a game is being saved are held until the next game's form is on screen, then played there in
 * order (see `keyQueue`). `saved` is called once the form has been told to show the next game.
 */
export function useKeysDuringSave(formRef: RefObject<HTMLFormElement | null>) {
  const queue = useRef<KeyQueue>(null);
  queue.current ??= keyQueue();
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (shown === 0) return;
    void queue.current!.shown(async (key) => {
      const target = document.activeElement instanceof HTMLElement ? document.activeElement : formRef.current;
      target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      // Each key may show the next question: let React render it before the next key.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }, [shown, formRef]);

  return {
    hold: () => queue.current!.hold(),
    refused: () => queue.current!.drop(),
    saved: () => setShown((n) => n + 1),
    onKeyDownCapture: (event: KeyEvent<HTMLFormElement>) => {
      // A key played from the queue is not trusted: it goes through.
      if (!event.nativeEvent.isTrusted || !isAnswerKey(event) || !queue.current!.typed(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
