'use client';

import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';

type Props = {
  className: string;
  /** Where the search goes without the page's script, or where the page cannot search itself: a GET with `q`. */
  action: string;
  label: string;
  placeholder: string;
  query: string;
  /** The search as the player types it. */
  onType: (query: string) => void;
  /** Whether the page searches as the player types: sending the form then loads nothing (see searchedHere). */
  here: boolean;
  /** Fields sent with the search, before it. */
  fields?: ReactNode;
  /** What the form shows after the field (a button, a count). */
  children?: ReactNode;
};

/**
 * A search form sent (Enter, or its button) on a page that searches as the player types: nothing to ask the server (a
 * page load per search, rendered for that phone alone), only the phone's keyboard put away.
 */
function searchedHere(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** A page's search: a plain GET form, so it works before the page's script loads; with it, the typing is followed. */
export function SearchForm({ className, action, label, placeholder, query, onType, here, fields, children }: Props) {
  return (
    <form
      className={className}
      action={action}
      method="get"
      role="search"
      onSubmit={(event) => here && searchedHere(event)}
    >
      {fields}
      <label>
        {label}{' '}
        <input
          type="search"
          name="q"
          value={query}
          maxLength={100}
          onChange={(e) => onType(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
      </label>{' '}
      {children}
    </form>
  );
}

/**
 * A search field's text, starting from the server's search `q`, and whether the player has typed in it yet (until then
 * the page shows the server's answer); `type` is the field's `onType`.
 */
export function useTypedSearch(q: string) {
  const [query, setQuery] = useState(q);
  const typed = useRef(false);
  const type = useCallback((text: string) => {
    typed.current = true;
    setQuery(text);
  }, []);
  return { query, typed, type };
}
