/**
 * A big screen's list (2,000 standings rows, 2,000 seats) handed to its client component as one JSON text of arrays,
 * not as objects: each object's keys were most of the page's data, and the renderer walked every one of them twice
 * (the page's data, then its HTML) each time the page was made.
 */
type Flat = Record<string, string | number | boolean | null>;

/** `rows` as JSON text, each row the array of its values in the order of `keys`. */
export function packRows<T extends Flat>(rows: readonly T[], keys: readonly (keyof T)[]): string {
  return JSON.stringify(rows.map((row) => keys.map((key) => row[key])));
}

/** The rows `packRows` made with the same `keys`. */
export function unpackRows<T extends Flat>(text: string, keys: readonly (keyof T)[]): T[] {
  return (JSON.parse(text) as unknown[][]).map((values) => {
    const row: Partial<Record<keyof T, unknown>> = {};
    keys.forEach((key, i) => (row[key] = values[i]));
    return row as T;
  });
}

/**
 * `unpack` remembering the last text it was given and what it gave for it (read-only, then): the server renders a big
 * screen's page again and again with the same text while its list holds still, and unpacked 2,000 rows each time.
 */
export function unpacker<R>(unpack: (text: string) => R): (text: string) => R {
  let last: { text: string; made: R } | null = null;
  return (text) => (last?.text === text ? last : (last = { text, made: unpack(text) })).made;
}
