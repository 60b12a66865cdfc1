// PostgreSQL cannot store a NUL in text, and a lone UTF-16 surrogate is no character at all.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string in `value` (an object, array or string) that cannot be stored, or null. */
export function unstorableText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'form' : null;
  if (!value || typeof value !== 'object' || depth > 8) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = unstorableText(inner, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}
