import type { FormEvent } from 'react';

/**
 * A search form sent (Enter, or its button) on a page that searches as the player types: nothing to ask the server (a
 * page load per search, rendered for that phone alone), only the phone's keyboard put away.
 */
export function searchedHere(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
