/**
 * A map kept once per process under `name`. Next.js puts a module into the bundle of each route that imports it, so a
 * map declared in a module is one per bundle: the standings page and the stamps route would each compute what the
 * other already holds. Held on `globalThis`, as the database client is.
 */
export function processMap<K, V>(name: string): Map<K, V> {
  const holder = globalThis as unknown as Record<symbol, Map<K, V> | undefined>;
  const key = Symbol.for(`mahjong-director.${name}`);
  return (holder[key] ??= new Map<K, V>());
}
