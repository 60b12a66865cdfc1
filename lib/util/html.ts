/**
 * HTML made as text, for the long lists of a big event (standings, seating): React renders each element twice (the
 * page's data and its HTML), a list of 2,000 cells as text costs a tenth of that. Every value is escaped; only
 * `Html` made here is put in as it is.
 */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

type Value = string | number | null | undefined | false | Html | readonly Value[];

const textOf = (value: Value): string =>
  value instanceof Html
    ? value.text
    : Array.isArray(value)
      ? value.map(textOf).join('')
      : value === null || value === undefined || value === false
        ? ''
        : escapeHtml(String(value));

/**
 * A template's own text with each line break and the indentation after it made one space: what a browser shows of it
 * (none of these is inside a `pre`), without the source's layout, which was an eighth of a player's page (sent twice:
 * in its HTML and in its data). Worked out once per template.
 */
const tightened = new WeakMap<TemplateStringsArray, readonly string[]>();

function tight(strings: TemplateStringsArray): readonly string[] {
  let parts = tightened.get(strings);
  if (!parts) {
    parts = strings.map((part) => part.replace(/[ \t]*\n\s*/g, ' '));
    tightened.set(strings, parts);
  }
  return parts;
}

/**
 * `html\`<td>${name}</td>\``: the template's own text, its line breaks and their indentation made one space, each
 * value escaped (lists joined, nothing for null).
 */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  const parts = tight(strings);
  let text = parts[0]!;
  for (let i = 0; i < values.length; i++) text += textOf(values[i]!) + parts[i + 1]!;
  return new Html(text);
}
