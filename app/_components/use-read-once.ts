'use client';

import { useEffect, useRef, useState } from 'react';

export type ReadOnce<T> = { value: T | null; failed: boolean };

const NOT_YET = { value: null, failed: false };

/**
 * The JSON at `url`, read once it is given and again only when `version` changes, made into what the page needs by
 * `make` (a function of the module, not made in a render); `failed` when it could not be read. A public list read so
 * is answered from the front cache's memory: a phone searching it asks the app to render nothing.
 */
export function useReadOnce<T>(url: string | undefined, make: (json: unknown) => T, version = ''): ReadOnce<T> {
  const asked = useRef<string | null>(null);
  const [read, setRead] = useState<ReadOnce<T>>(NOT_YET);
  useEffect(() => {
    if (!url) return;
    const key = `${url}\n${version}`;
    if (asked.current === key) return;
    asked.current = key;
    // Only the last asked is kept: a read overtaken by a newer version is dropped.
    const keep = (next: ReadOnce<T>) => asked.current === key && setRead(next);
    fetch(url)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then(
        (json) => keep({ value: make(json), failed: false }),
        () => keep({ value: null, failed: true }),
      );
  }, [url, make, version]);
  return read;
}
