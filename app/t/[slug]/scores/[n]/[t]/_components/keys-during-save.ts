'use client';

import { useEffect, useRef, useState, type KeyboardEvent as KeyEvent, type RefObject } from 'react';

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
 * Keys typed while a game is being saved are held, not lost on the game being left: once the save is done and the
 * next game's first question has focus, they are played there in order. After a refused save they are dropped: the
 * form shows why, and keys meant for the next game must not land in this one.
 */
export function useKeysDuringSave(formRef: RefObject<HTMLFormElement | null>) {
  const holding = useRef(false);
  const held = useRef<string[]>([]);
  const [released, setReleased] = useState(0);

  useEffect(() => {
    const keys = held.current.splice(0);
    if (keys.length === 0) return;
    const play = async () => {
      for (const key of keys) {
        const target = document.activeElement instanceof HTMLElement ? document.activeElement : formRef.current;
        target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        // Each key may show the next question: let React render it before the next key.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    };
    void play();
  }, [released, formRef]);

  return {
    hold: () => {
      holding.current = true;
    },
    release: (saved: boolean) => {
      holding.current = false;
      if (!saved) held.current = [];
      setReleased((n) => n + 1);
    },
    onKeyDownCapture: (event: KeyEvent<HTMLFormElement>) => {
      if (!holding.current || !isAnswerKey(event)) return;
      event.preventDefault();
      event.stopPropagation();
      held.current.push(event.key);
    },
  };
}
