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

/** `html\`<td>${name}</td>\``: the template's own text as written, each value escaped (lists joined, nothing for null). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) text += textOf(values[i]!) + strings[i + 1]!;
  return new Html(text);
}
