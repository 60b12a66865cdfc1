import { formatDeclaration, parseDeclaration, type Declaration } from '@/lib/live/grains';

/**
 * How an answer tells the front cache what it shows (lib/live/grains.ts): a route handler in a header, a page in a
 * `<meta>` of its head (a page cannot set its headers), which its payload for Next's client router carries as an
 * element. Each is read once, when the answer is made.
 */
export const GRAINS_HEADER = 'x-cache-grains';
export const GRAINS_META = 'cache-grains';

/**
 * What an answer its maker marks immutable shows: nothing that moves (Next's build files, named by their content; a
 * phone's first page asks for a dozen, each zipped again per request when passed on).
 */
const UNCHANGING: Declaration = { grains: [], until: null };

/** The header a route handler adds to say what its answer shows. */
export const grainsHeader = (declaration: Declaration) => ({ [GRAINS_HEADER]: formatDeclaration(declaration) });

const META = new RegExp(`<meta name="${GRAINS_META}" content="([^"]{1,2000})"`);
/** The `<meta>` as an element of the router's payload (grains are letters, digits and `:,; =`: nothing escaped). */
const META_ELEMENT = new RegExp(`\\["\\$","meta",[^,]{1,40},\\{"name":"${GRAINS_META}","content":"([^"]{1,2000})"\\}`);

/**
 * What an answer declared, from its header or, for a page, its `<meta>`, or by being immutable; null when it said
 * nothing (or nonsense).
 */
export function declarationIn(
  answer: { grains: string | null; contentType?: string; cacheControl: string | null },
  body: Buffer,
) {
  const { grains: header, contentType, cacheControl } = answer;
  if (cacheControl !== null && /\bimmutable\b/.test(cacheControl)) return UNCHANGING;
  if (header !== null) return parseDeclaration(header);
  if (contentType?.startsWith('text/x-component')) {
    const element = META_ELEMENT.exec(body.toString('utf8'));
    return element ? parseDeclaration(element[1]!) : null;
  }
  if (!contentType?.startsWith('text/html')) return null;
  const meta = META.exec(body.toString('utf8'));
  return meta ? parseDeclaration(meta[1]!.replaceAll('&amp;', '&')) : null;
}
